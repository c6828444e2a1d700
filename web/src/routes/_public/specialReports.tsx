import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_public/specialReports')({
  component: () => <ScreenNotBuilt title="Special Reports" />,
});
