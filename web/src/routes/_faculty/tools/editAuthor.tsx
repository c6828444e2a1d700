import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/tools/editAuthor')({
  component: () => <ScreenNotBuilt title="Edit Author" />,
});
