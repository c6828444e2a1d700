import { createFileRoute } from '@tanstack/react-router';
import { ContactUsScreen } from '../../screens/contact/ContactUsScreen.tsx';

export const Route = createFileRoute('/_public/contactUs')({
  component: ContactUsScreen,
});
