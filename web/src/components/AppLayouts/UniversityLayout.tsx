import type { TSessionInfo } from '@ri/contracts/auth';
import { useRouterState } from '@tanstack/react-router';
import { ChooseUniversityFirst, ScopeUniversityPicker } from '../../scope/ScopeUniversityPicker.tsx';
import { useChosenScopeUniversity } from '../../scope/universityScope.ts';
import { SideMenu } from '../SideMenus/SideMenu.tsx';
import { universityMenuSections } from '../SideMenus/menuItems.ts';
import { SignedInLayout } from './SignedInLayout.tsx';

/** Screens of the layout that show one author, whatever the university chosen: never blocked by the picker. */
const SCREENS_WITHOUT_SCOPE = ['/dashboards/profileEdit'];

/**
 * /dashboards (docs/requirements/profile-and-accounts.md §2, university layout). An administrator first chooses the
 * university to show (web/src/scope); a university user always sees their own.
 */
export function UniversityLayout({ session }: { session: TSessionInfo }) {
  const sections = universityMenuSections();
  const chosen = useChosenScopeUniversity();
  const isAdministrator = session.type === 'admin';
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const needsScope = !SCREENS_WITHOUT_SCOPE.includes(pathname);
  return (
    <SignedInLayout
      session={session}
      homePath="/dashboards/home"
      renderMenu={(close) => <SideMenu label="University menu" sections={sections} onNavigate={close} />}
      mainHeader={isAdministrator ? <ScopeUniversityPicker /> : undefined}
      blockScreen={isAdministrator && chosen === null && needsScope ? <ChooseUniversityFirst /> : undefined}
    />
  );
}
