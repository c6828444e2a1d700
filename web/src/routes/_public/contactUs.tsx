import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { ContactUsScreen } from '../../screens/contact/ContactUsScreen.tsx';

export const Route = createFileRoute('/_public/contactUs')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  component: ContactUsScreen,
});
