import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/dashboard/redflags')({
  component: () => <ScreenNotBuilt title="Red Flags" />,
});
