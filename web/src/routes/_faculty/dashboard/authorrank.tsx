import { createFileRoute } from '@tanstack/react-router';
import { parseRouteSearch } from '../../../screens/facultyHome/routeSearch.ts';
import { FacultyAuthorRanking } from '../../../screens/authorRanking/AuthorRankingRoutes.tsx';
import { parseRankingSearch } from '../../../screens/authorRanking/rankingSearch.ts';

/** Faculty Ranking in the faculty layout. */
export const Route = createFileRoute('/_faculty/dashboard/authorrank')({
  validateSearch: parseRouteSearch,
  component: AuthorRankRoute,
});

function AuthorRankRoute() {
  return <FacultyAuthorRanking search={parseRankingSearch(Route.useSearch())} />;
}
