// Screens that show figures only after a search get one here: the filters of a typical search, in
// the URL the screen itself writes when the user presses Search. Screens not listed are shot as
// they open.

export interface ScreenshotContext {
  /** a signed-in GET from the page (the user of the screen) */
  api: <T>(path: string) => Promise<T>;
}

/** TanStack Router's search format: strings as they are, other values as JSON. */
function toSearch(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `?${params.toString()}`;
}

const SEARCHES: Record<string, (context: ScreenshotContext) => Promise<Record<string, unknown>>> = {
  '/dashboards/comparegender': async ({ api }) => {
    const session = await api<{ univ_id: number | null }>('/session');
    const universities = await api<{ _id: number }[]>('/get_universities/completed');
    return { ids: universities.filter((u) => u._id !== session.univ_id).slice(0, 4).map((u) => u._id), departments: ['all'] };
  },
  '/dashboards/facultyProductivity': async () => ({ view: 'department', sort: 'papers' }),
  '/dashboards/cohortAnalysis': async ({ api }) => {
    const { faculty } = await api<{ faculty: { _id: number; first_year_career: number | null }[] }>('/dashboard/get_faculty_by_department?department=all');
    const ids = faculty.filter((f) => f.first_year_career !== null).slice(0, 4).map((f) => f._id);
    return { ids, journals: 'a,a-', compare: ids.slice(0, 2) };
  },
  // Tenure Readiness and Hire Impact (issue 6 items 2 and 4)
  '/dashboards/tenureReadiness': async () => ({ dept: 'all' }),
  '/dashboards/hireImpact': hireImpactSearch,
  // the faculty dashboards, the ranking and Explore (issue 7)
  '/dashboard/facultyProgress': async ({ api }) => {
    const [{ department }, { departments }] = await Promise.all([
      api<{ department: string | null }>('/dashboard/my_figures'), api<{ departments: { _id: number; name: string }[] }>('/get_departments'),
    ]);
    const year = new Date().getFullYear();
    const dept = departments.find((d) => d.name === department) ?? departments[0];
    return { dept: dept?._id, type: 'All', journals: ['All'], count: '10', from: year - 5, to: year, rank: 'papers' };
  },
  '/dashboard/compareYourself': async ({ api }) => {
    const { nodes } = await api<{ nodes: { id: number; name: string; depth: number }[] }>('/dashboard/coauthor_network?depth=1');
    const other = nodes.find((node) => node.depth === 1);
    return other ? { id: other.id, name: other.name } : {};
  },
  '/dashboard/authorrank': async ({ api }) => ranking((await api<{ univ_id: number | '' }>('/profile/get_profile')).univ_id),
  '/dashboards/authorrank': async ({ api }) => ranking((await api<{ univ_id: number | null }>('/session')).univ_id),
  '/dashboard/explore': async () => ({ by: 'faculty', last: 'Lee' }),
  '/dashboards/explore': async () => ({ by: 'faculty', last: 'Lee' }),
  '/tools/editAuthor': async () => ({ by: 'faculty', first: 'Olivia', last: 'Bennett' }),
};

/** Hiring a Finance co-author from another school, compared with three Finance colleagues, in all journals. */
async function hireImpactSearch({ api }: ScreenshotContext): Promise<Record<string, unknown>> {
  const { university, departments } = await api<{ university: { name: string }; departments: { _id: number; name: string }[] }>('/get_departments');
  const dept = departments.find((d) => d.name === 'Finance') ?? departments[0];
  if (!dept) return {};
  const { faculty } = await api<{ faculty: { _id: number }[] }>(`/dashboard/get_faculty_by_department?department=${dept._id}`);
  const universities = await api<{ _id: number; name: string }[]>('/get_universities/completed');
  for (const member of faculty.slice(0, 10)) {
    const similar = await api<{ primary_co_authors: { author_id: number; first_name: string; last_name: string; univ_name: string }[] }>(`/get_similar_auth/${member._id}`);
    for (const author of similar.primary_co_authors) {
      const school = universities.find((u) => u.name === author.univ_name);
      if (!school || school.name === university.name || !/^[A-Za-z ]+$/.test(`${author.first_name}${author.last_name}`)) continue;
      return {
        candidate: author.author_id, fn: author.first_name, ln: author.last_name, un: school.name, uid: school._id, dept: dept._id,
        faculty: faculty.filter((f) => f._id !== author.author_id).slice(0, 3).map((f) => f._id), journals: 'All',
      };
    }
  }
  return {};
}

/** The Faculty Ranking of one school with every filter group at its widest. */
function ranking(universityId: number | null | ''): Record<string, unknown> {
  return typeof universityId === 'number'
    ? { u: [universityId], t: ['assistant', 'associate', 'full'], g: ['Female', 'Male', 'Other'], d: ['All'], jc: 'All', m: ['none'] }
    : {};
}

/** The search to open `route` with ('' for none). */
export async function searchForFigures(route: string, context: ScreenshotContext): Promise<string> {
  const make = SEARCHES[route];
  return make ? toSearch(await make(context)) : '';
}
