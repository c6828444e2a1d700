import { createFileRoute } from '@tanstack/react-router';
import { RssFeedToolScreen } from '../../../screens/rssFeedTool/RssFeedToolScreen.tsx';

/** Administrators: the RSS Feed Tool (the server answers its calls to admins only). */
export const Route = createFileRoute('/_faculty/dashboard/RSSFeedTool')({
  component: RssFeedToolScreen,
});
