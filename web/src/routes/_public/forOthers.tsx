import { createFileRoute } from '@tanstack/react-router';
import { ForOthersScreen } from '../../screens/marketing/ForOthersScreen.tsx';

export const Route = createFileRoute('/_public/forOthers')({
  component: ForOthersScreen,
});
