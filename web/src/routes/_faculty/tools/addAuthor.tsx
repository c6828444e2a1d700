import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/tools/addAuthor')({
  component: () => <ScreenNotBuilt title="Add Author" />,
});
