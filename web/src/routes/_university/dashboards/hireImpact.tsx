import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_university/dashboards/hireImpact')({
  component: () => <ScreenNotBuilt title="Hire Impact" />,
});
