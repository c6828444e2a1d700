import type { TSessionInfo } from '@ri/contracts';
import { SideMenu } from '../SideMenus/SideMenu.tsx';
import { universityMenuSections } from '../SideMenus/menuItems.ts';
import { SignedInLayout } from './SignedInLayout.tsx';

/** /dashboards (seed 000 section 2, university layout). */
export function UniversityLayout({ session }: { session: TSessionInfo }) {
  const sections = universityMenuSections();
  return (
    <SignedInLayout
      session={session}
      homePath="/dashboards/home"
      renderMenu={(close) => <SideMenu label="University menu" sections={sections} onNavigate={close} />}
    />
  );
}
