import type { BusinessSchoolDepartment } from './departments.ts';
import type { CatalogueJournal, JournalTier } from './journals.ts';
import type { DemoSchool } from './schools.ts';
import type { SizeProfile } from './sizes.ts';

export type Gender = 'm' | 'f' | 'o';
export type GenderSource = 'profile' | 'bio' | 'face' | 'name';

export interface WorldSchool extends DemoSchool {
  readonly id: number;
}

export interface WorldDepartment {
  readonly id: number;
  readonly universityId: number;
  readonly name: BusinessSchoolDepartment;
  readonly defaultMapping: readonly string[];
}

export interface WorldJournal extends CatalogueJournal {
  readonly id: number;
  readonly publisherId: number;
  readonly impactFactor: number;
}

export interface DepartmentJournalTier {
  readonly departmentId: number;
  readonly journalId: number;
  readonly tier: JournalTier;
}

export interface EducationEntry {
  readonly degree: string;
  readonly area: string;
  readonly institution: string;
  readonly universityId: number | null;
  readonly year: number;
  readonly advisorFirstName: string;
  readonly advisorLastName: string;
  readonly isPhdToConsider: boolean;
}

export interface WorkEntry {
  readonly title: string;
  readonly subTitle: string;
  readonly school: string;
  readonly institution: string;
  readonly universityId: number | null;
  readonly fromYear: number;
  /** null = Present */
  readonly toYear: number | null;
  readonly marker: number | null;
}

export interface PrintedName {
  readonly first: string;
  readonly mid: string;
  readonly last: string;
}

/** One author record and the plan of the papers it owns. Mutable while the world is being built. */
export interface WorldAuthor {
  id: number;
  firstName: string;
  midName: string;
  lastName: string;
  position: string;
  marker: number | null;
  gender: Gender | null;
  genderSource: GenderSource | null;
  email: string;
  bio: string;
  cv: string;
  univProfileLink: string;
  homepageUrl: string;
  universityId: number | null;
  verified: boolean;
  isComplete: boolean;
  unusualWorkHistory: boolean;
  gsAuthorId: string;
  gsAuthorName: string;
  rgAuthorId: string;
  rgAuthorName: string;
  nameVariations: string[];
  keywords: string[];
  areaOfInterest: string[];
  expertise: string[];
  interests: string[];
  courses: string[];
  firstYearCareer: number | null;
  departments: Array<{ departmentId: number; percent: number }>;
  education: EducationEntry[];
  workHistory: WorkEntry[];

  /** papers are dated up to this year (a few years after retirement for emeriti) */
  lastResearchYear: number;
  /** the department whose journals this author publishes in most */
  field: BusinessSchoolDepartment;
  /** research quality (log-normal around 1): raises the share of A papers and the citations they earn */
  quality: number;
  /** years of the papers this author owns, ascending */
  paperYears: number[];
  /** may be drawn as a co-author of other faculty's papers; false for every designated record, so their counts stay exact */
  inCoauthorPool: boolean;
  /** at most this many papers of other faculty (keeps assistants' totals plausible) */
  coauthorPickCap: number;
  /** own-paper index -> the name printed on that paper when it differs from the record (null for almost everyone) */
  printedNameOverrides: Map<number, PrintedName> | null;
  /** ordinary faculty put on every own paper whose year falls in their publishing years (duplicate records share co-authors) */
  pinnedCoauthorIds: readonly number[];
}

export interface MergeQueueEntry {
  readonly authorId: number;
  readonly reason: string;
}

export interface DemoWorld {
  readonly profile: SizeProfile;
  readonly seed: number;
  readonly schools: readonly WorldSchool[];
  readonly departments: readonly WorldDepartment[];
  readonly publishers: ReadonlyArray<{ readonly id: number; readonly name: string }>;
  readonly journals: readonly WorldJournal[];
  readonly departmentJournals: readonly DepartmentJournalTier[];
  /** index = author id - 1 */
  readonly authors: readonly WorldAuthor[];
  readonly mergeQueue: readonly MergeQueueEntry[];
  /** author ids of the demo accounts' profiles */
  readonly accountAuthorIds: { readonly faculty: number; readonly newfaculty: number };
  /** the school the `university` account belongs to */
  readonly accountUniversityId: number;
}
