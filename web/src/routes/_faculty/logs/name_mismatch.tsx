import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/logs/name_mismatch')({
  component: () => <ScreenNotBuilt title="Name Mismatch" />,
});
