import { createFileRoute } from '@tanstack/react-router';
import { ImportsScreen } from '../../../../screens/imports/ImportsScreen.tsx';

/** Administrators: OpenAlex and journal-list imports (the server answers their calls to admins only). */
export const Route = createFileRoute('/_faculty/dashboard/imports/')({
  component: ImportsScreen,
});
