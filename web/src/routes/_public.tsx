import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../components/AppLayouts/PublicLayout.tsx';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
