import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/logs/gap_between_papers')({
  component: () => <ScreenNotBuilt title="Gap Between Papers" />,
});
