import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_faculty/logs/multiple_name_variations_log')({
  component: () => <ScreenNotBuilt title="Multiple Name Variations" />,
});
