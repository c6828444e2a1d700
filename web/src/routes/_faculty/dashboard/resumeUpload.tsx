import { createFileRoute } from '@tanstack/react-router';
import { MarkCvScreen } from '../../../screens/resumeUpload/MarkCvScreen.tsx';
import { resumeUploadSearchSchema } from '../../../screens/resumeUpload/resumeUploadSearch.ts';

/** Mark CV (docs/requirements/profile-and-accounts.md §2): a PDF upload, then the CV with its journals highlighted by tier; ?coauthorid for an administrator. */
export const Route = createFileRoute('/_faculty/dashboard/resumeUpload')({
  validateSearch: resumeUploadSearchSchema,
  component: ResumeUploadRoute,
});

function ResumeUploadRoute() {
  const { access } = Route.useRouteContext();
  const search = Route.useSearch();
  return <MarkCvScreen search={search} isAdmin={access.type === 'admin'} />;
}
