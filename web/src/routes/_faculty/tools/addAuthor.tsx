import { createFileRoute } from '@tanstack/react-router';
import { AddAuthorScreen } from '../../../screens/addAuthor/AddAuthorScreen.tsx';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/tools/addAuthor')({
  component: AddAuthorRoute,
});

function AddAuthorRoute() {
  const navigate = Route.useNavigate();
  return <AddAuthorScreen onOpenAuthor={(authorId) => void navigate({ to: '/dashboard/profileEdit', search: { coauthorid: authorId } })} />;
}
