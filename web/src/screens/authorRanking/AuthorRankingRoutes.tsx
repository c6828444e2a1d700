import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { profileQueryOptions } from '../../api/profile/profileQueries.ts';
import { useUniversityScope } from '../../scope/useUniversityScope.ts';
import { AuthorRankingScreen } from './AuthorRankingScreen.tsx';
import type { RankingSearch } from './rankingSearch.ts';

/**
 * /dashboard/authorrank. docs/requirements/dashboards.md §6: the department configuration comes from the profile's
 * university (an administrator, who has no profile, gets the first university chosen in the filter).
 */
export function FacultyAuthorRanking({ search }: { search: RankingSearch }) {
  const { session } = useRouteContext({ from: '/_faculty' });
  const hasProfile = session.type !== 'admin' && session.author_id !== null;
  const profile = useQuery({ ...profileQueryOptions({ kind: 'own' }), enabled: hasProfile });
  if (hasProfile && profile.isPending) return <Center py="xl"><Loader aria-label="Loading your profile" /></Center>;
  const universityId = hasProfile && typeof profile.data?.univ_id === 'number' ? profile.data.univ_id : null;
  return <AuthorRankingScreen layout="faculty" search={search} homeUniversityId={universityId} ownAuthorId={session.author_id} />;
}

/**
 * /dashboards/authorrank. docs/requirements/dashboards.md §6: a university user's department configuration is their
 * university's; an administrator's is the university chosen in the layout (or the first in the filter).
 */
export function UniversityAuthorRanking({ search }: { search: RankingSearch }) {
  const { session } = useRouteContext({ from: '/_university' });
  const scope = useUniversityScope();
  return <AuthorRankingScreen key={scope.universityId ?? 'none'} layout="university" search={search} homeUniversityId={scope.universityId} ownAuthorId={session.author_id} />;
}
