import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_university/dashboards/settings')({
  component: () => <ScreenNotBuilt title="Settings" />,
});
