import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/dashboard/profileEdit')({
  component: () => <ScreenNotBuilt title="My Profile" />,
});
