import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/dashboard/manualmapping')({
  component: () => <ScreenNotBuilt title="Manual Mapping" />,
});
