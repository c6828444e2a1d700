import { createFileRoute } from '@tanstack/react-router';
import { SpecialReportsScreen } from '../../screens/marketing/SpecialReportsScreen.tsx';

export const Route = createFileRoute('/_public/specialReports')({
  component: SpecialReportsScreen,
});
