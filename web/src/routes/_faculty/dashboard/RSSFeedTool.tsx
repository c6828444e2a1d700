import { createFileRoute } from '@tanstack/react-router';
import { publishersQueryOptions } from '../../../api/ingestion/rssQueries.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';
import { RssFeedToolScreen } from '../../../screens/rssFeedTool/RssFeedToolScreen.tsx';

/** Administrators: the RSS Feed Tool (the server answers its calls to admins only). */
export const Route = createFileRoute('/_faculty/dashboard/RSSFeedTool')({
  // the publisher list, the screen's entry query, starts with the route
  loader: ({ context }) => startScreenQueries(context, (client) => [client.ensureQueryData(publishersQueryOptions())]),
  component: RssFeedToolScreen,
});
