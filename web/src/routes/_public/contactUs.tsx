import { createFileRoute } from '@tanstack/react-router';
import { ScreenNotBuilt } from '../../components/ScreenNotBuilt.tsx';

export const Route = createFileRoute('/_public/contactUs')({
  component: () => <ScreenNotBuilt title="Contact Us" />,
});
