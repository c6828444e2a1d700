import { useRouteContext } from '@tanstack/react-router';
import { scopeFor, useChosenScopeUniversity, type UniversityScope } from './universityScope.ts';

/** The university the current /dashboards screen shows (see universityScope.ts). */
export function useUniversityScope(): UniversityScope {
  const { session } = useRouteContext({ from: '/_university' });
  return scopeFor(session, useChosenScopeUniversity());
}
