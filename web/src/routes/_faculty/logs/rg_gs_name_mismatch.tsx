import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/logs/rg_gs_name_mismatch')({
  component: () => <ScreenNotBuilt title="ResearchGate / Google Scholar Name Mismatch" />,
});
