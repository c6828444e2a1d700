import { createFileRoute } from '@tanstack/react-router';
import { parseRouteSearch } from '../../../screens/facultyHome/routeSearch.ts';
import { UniversityAuthorRanking } from '../../../screens/authorRanking/AuthorRankingRoutes.tsx';
import { parseRankingSearch } from '../../../screens/authorRanking/rankingSearch.ts';

/** Faculty Ranking in the university layout (the same screen as /dashboard/authorrank). */
export const Route = createFileRoute('/_university/dashboards/authorrank')({
  validateSearch: parseRouteSearch,
  component: AuthorRankRoute,
});

function AuthorRankRoute() {
  return <UniversityAuthorRanking search={parseRankingSearch(Route.useSearch())} />;
}
