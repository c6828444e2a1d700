import type { TSessionInfo } from '@ri/contracts/auth';
import type { Access } from '../../auth/routeAccess.ts';
import { SideMenu } from '../SideMenus/SideMenu.tsx';
import { facultyMenuSections } from '../SideMenus/menuItems.ts';
import { SignedInLayout } from './SignedInLayout.tsx';

/** /dashboard, /tools and /logs (docs/requirements/profile-and-accounts.md §2, faculty layout). */
export function FacultyLayout({ session, access }: { session: TSessionInfo; access: Access }) {
  const sections = facultyMenuSections(access);
  return (
    <SignedInLayout
      session={session}
      homePath="/dashboard/home"
      renderMenu={(close) => <SideMenu label="Faculty menu" sections={sections} onNavigate={close} />}
    />
  );
}
