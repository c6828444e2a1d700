/**
 * The landing page's eight sections (docs/requirements/profile-and-accounts.md §1: anchors homePageImage1 to homePageImage8).
 * The copy describes what the product computes and shows (docs/metrics.md); it names no customer
 * and quotes no figure, because every figure belongs to a school's own data.
 */
export type LandingIcon = 'school' | 'faculty' | 'admin' | 'figures' | 'tenure' | 'hiring' | 'peers' | 'quality';

export interface LandingSection {
  anchor: `homePageImage${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}`;
  /** the short name used in the page's own navigation */
  navLabel: string;
  eyebrow: string;
  title: string;
  text: string;
  points: readonly string[];
  icon: LandingIcon;
  link?: { to: '/forSchools' | '/forFaculty' | '/forOthers' | '/specialReports' | '/contactUs' | '/signup'; label: string };
}

export const LANDING_SECTIONS: readonly LandingSection[] = [
  {
    anchor: 'homePageImage1',
    navLabel: 'For schools',
    eyebrow: 'For deans and department chairs',
    title: 'Your school’s research record in one place',
    text: 'Every faculty member’s papers and citations, grouped by department and by journal grade, with the measures a dean is asked about: output, impact, and how both are changing.',
    points: [
      'Department and school views built from each faculty member’s publication record',
      'Journals graded A, A- and B, with tiers you can set per department',
      'Cohort, gender and cross-department comparisons for planning and reporting',
    ],
    icon: 'school',
    link: { to: '/forSchools', label: 'Services for schools' },
  },
  {
    anchor: 'homePageImage2',
    navLabel: 'For faculty',
    eyebrow: 'For faculty members',
    title: 'See where your research stands',
    text: 'Claim your author profile, keep it current, and compare your record with colleagues at the same career stage and with the schools you might move to.',
    points: [
      'Your papers, citations and indices, year by year',
      'Peer positioning and career-fit comparisons across schools',
      'Career paths compared with the role models you choose',
    ],
    icon: 'faculty',
    link: { to: '/forFaculty', label: 'Services for faculty' },
  },
  {
    anchor: 'homePageImage3',
    navLabel: 'For administrators',
    eyebrow: 'For research offices and data staff',
    title: 'Tools that keep the records right',
    text: 'Administrators see reports of records that need attention and have the tools to fix them, so the figures deans and faculty read rest on clean data.',
    points: [
      'Data-quality reports on names, affiliations and gaps between papers',
      'Merging duplicate authors and adding missing ones',
      'Faculty lists and department settings kept up to date',
    ],
    icon: 'admin',
    link: { to: '/forOthers', label: 'More for administrators' },
  },
  {
    anchor: 'homePageImage4',
    navLabel: 'The figures',
    eyebrow: 'What we compute',
    title: 'Figures with published definitions',
    text: 'Each figure has one written definition, applied the same way on every screen, so a number on a dean’s dashboard can be checked by hand against the papers behind it.',
    points: [
      'Papers and citations, overall and per year; citations per paper',
      'h-index, g-index and i10-index',
      'A, A- and B papers, top-journal share, solo-authored share and fractional counts',
      'Five-year, ten-year and career shares of papers and citations',
    ],
    icon: 'figures',
  },
  {
    anchor: 'homePageImage5',
    navLabel: 'Tenure readiness',
    eyebrow: 'Tenure and promotion',
    title: 'Tenure readiness, compared like with like',
    text: 'A candidate’s papers and citations over the last five or ten years, in the journal grades you choose, measured against the faculty who already hold the next rank at the schools you select. 100 percent means producing like the average colleague at that rank over the same years.',
    points: [
      'Readiness as a percentage of papers and of citations, side by side',
      'Comparison groups you choose: your school, your peers, or both',
      'Colour-coded cards that reflect how far into the academic year you are',
    ],
    icon: 'tenure',
  },
  {
    anchor: 'homePageImage6',
    navLabel: 'Hiring impact',
    eyebrow: 'Recruiting',
    title: 'What a hire would change',
    text: 'Before an offer, see how a candidate’s record would move the averages of the faculty group you care about, in papers and in citations, with the calculation shown.',
    points: [
      'Average papers and citations before and after the hire',
      'The percentage change, with its direction',
      'The candidate compared with the faculty you selected',
    ],
    icon: 'hiring',
  },
  {
    anchor: 'homePageImage7',
    navLabel: 'Peer comparisons',
    eyebrow: 'Benchmarking',
    title: 'Compare with the schools you choose',
    text: 'Put your school, a department or a cohort beside the peers you name, on the same measures and over the same years.',
    points: [
      'School-to-school and department-to-department comparisons',
      'Faculty productivity by rank, with outliers marked',
      'Cohorts of faculty who started in the same years',
    ],
    icon: 'peers',
  },
  {
    anchor: 'homePageImage8',
    navLabel: 'Data quality',
    eyebrow: 'Data quality',
    title: 'Open about where the data comes from',
    text: 'Publication records come from public bibliographic sources and faculty directories, and faculty can review their own profiles. When something looks wrong, it is flagged for an administrator rather than hidden.',
    points: [
      'Faculty review and complete their own profiles',
      'Suspect records flagged for review, never silently changed',
      'Every administrator change recorded with who made it',
    ],
    icon: 'quality',
    link: { to: '/contactUs', label: 'Ask us about your data' },
  },
];
