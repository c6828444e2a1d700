import { normaliseName } from '../names.ts';
import { RELATED_DEPARTMENTS, type BusinessSchoolDepartment } from './departments.ts';
import { CHAIR_DONORS, FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, MIDDLE_INITIALS } from './personNames.ts';
import type { SeededRandom } from './random.ts';
import { researchAreasOf, topicsOf } from './researchTopics.ts';
import { INDUSTRY_EMPLOYERS, OTHER_INSTITUTIONS } from './schools.ts';
import { DEMO_DATA_YEAR } from './sizes.ts';
import type { EducationEntry, Gender, GenderSource, PrintedName, WorkEntry, WorldAuthor, WorldSchool } from './worldTypes.ts';

/** Labels of the work-history Title selector (docs/requirements/profile-and-accounts.md §3); the position title itself goes to sub_title. */
export const WORK_TITLE_BY_MARKER: Readonly<Record<number, string>> = {
  1: 'Assistant Professor',
  2: 'Associate Professor',
  3: 'Professor',
  4: 'Professor Emeritus',
  5: 'Researcher / Visiting / Post-doc / Affiliate',
  6: 'Teaching Professor',
  7: 'Named Chair',
  9: 'Administrative Position',
};

/**
 * Share of each current position among business-school faculty (markers of docs/requirements/profile-and-accounts.md): tenure-track
 * ranks dominate, a sizeable teaching group, fewer chairs, emeriti, visitors and administrators.
 */
export const MARKER_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
  [1, 20], [2, 17], [3, 24], [4, 6], [5, 7], [6, 13], [7, 9], [9, 4],
];

const GENDER_WEIGHTS: ReadonlyArray<readonly [Gender, number]> = [['m', 64], ['f', 35], ['o', 1]];
const GENDER_SOURCE_WEIGHTS: ReadonlyArray<readonly [GenderSource, number]> = [['profile', 25], ['bio', 35], ['face', 25], ['name', 15]];
const BACHELOR_DEGREES = ['B.A.', 'B.S.', 'B.Com.', 'B.B.A.', 'B.Sc.'];
const BACHELOR_AREAS = ['Economics', 'Mathematics', 'Engineering', 'Business Administration', 'Psychology', 'Computer Science', 'Physics', 'Statistics', 'Commerce', 'Political Science'];
const MASTER_DEGREES = ['MBA', 'M.S.', 'M.A.', 'M.Phil.', 'M.Sc.'];
const ADMIN_TITLES = ['Senior Associate Dean for Faculty', 'Associate Dean for Research', 'Vice Dean of Programs', 'Department Chair', 'Associate Dean for Academic Affairs', 'Faculty Director, PhD Program'];
const RESEARCH_POSITIONS = ['Research Scholar', 'Affiliated Faculty', 'Visiting Professor', 'Senior Research Fellow'];
const JUNIOR_RESEARCH_POSITIONS = ['Postdoctoral Fellow', 'Postdoctoral Research Fellow', 'Visiting Assistant Professor'];
const TEACHING_POSITIONS = ['Clinical Professor', 'Teaching Professor', 'Senior Lecturer', 'Professor of Practice'];
const INDUSTRY_TITLES = ['Senior Consultant', 'Vice President', 'Economist', 'Director', 'Manager', 'Senior Associate'];

const NO_PINNED_COAUTHORS: readonly number[] = Object.freeze([]);

/** Shared state while authors are created: names, e-mails and deanships must not repeat. */
export interface CareerContext {
  readonly schools: readonly WorldSchool[];
  /** schools that train most PhDs (the top of the list) */
  readonly phdSchools: readonly WorldSchool[];
  departmentIdOf(universityId: number, department: BusinessSchoolDepartment): number;
  /** normalised "first last" of every author so far, and of every designated record */
  readonly takenNames: Set<string>;
  readonly takenEmails: Set<string>;
  readonly schoolsWithDean: Set<number>;
}

export interface AuthorRequest {
  readonly id: number;
  readonly school: WorldSchool;
  readonly marker: number;
  readonly field: BusinessSchoolDepartment;
  readonly gender?: Gender;
  /** a fixed name (designated records and accounts); otherwise one is drawn */
  readonly name?: PrintedName;
  readonly phdYear?: number;
  /** force (true) or forbid (false) a 50/50 split appointment; drawn when undefined */
  readonly splitAppointment?: boolean;
}

/** Lower-case ASCII slug for e-mail addresses and profile URLs ('José Núñez' -> 'jose.nunez'). */
export function nameSlug(...parts: string[]): string {
  return parts.map((part) => normaliseName(part).replace(/[^a-z0-9]/g, '')).filter(Boolean).join('.');
}

export function fullName(name: { firstName: string; midName: string; lastName: string }): string {
  return [name.firstName, name.midName, name.lastName].filter(Boolean).join(' ');
}

const normalisedNameParts = new Map<string, string>();

/** normaliseName(first, last), memoised per part: names repeat a great deal at the large size. */
export function nameKey(first: string, last: string): string {
  let normalisedFirst = normalisedNameParts.get(first);
  if (normalisedFirst === undefined) normalisedNameParts.set(first, (normalisedFirst = normaliseName(first)));
  let normalisedLast = normalisedNameParts.get(last);
  if (normalisedLast === undefined) normalisedNameParts.set(last, (normalisedLast = normaliseName(last)));
  return `${normalisedFirst} ${normalisedLast}`;
}

function drawName(random: SeededRandom, gender: Gender, context: CareerContext): PrintedName {
  // Redraw a few times so that ordinary faculty do not share a name with each other or with a
  // designated record (a homonym would blur the counts the dirty-record tests rely on); at the
  // large size the name space is too small for that, and homonyms are realistic anyway.
  let name: PrintedName = { first: '', mid: '', last: '' };
  for (let attempt = 0; attempt < 25; attempt++) {
    const pool = gender === 'm' ? MALE_FIRST_NAMES : gender === 'f' ? FEMALE_FIRST_NAMES : random.chance(0.5) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES;
    name = { first: random.pick(pool), mid: random.chance(0.35) ? random.pick(MIDDLE_INITIALS) : '', last: random.pick(LAST_NAMES) };
    if (!context.takenNames.has(nameKey(name.first, name.last))) break;
  }
  return name;
}

function pickInstitution(random: SeededRandom, context: CareerContext, preferTop: boolean): { institution: string; school: string; universityId: number | null } {
  if (random.chance(preferTop ? 0.85 : 0.55)) {
    const school = random.pick(preferTop ? context.phdSchools : context.schools);
    return { institution: school.name, school: school.businessSchool, universityId: school.id };
  }
  return { institution: random.pick(OTHER_INSTITUTIONS), school: 'School of Business', universityId: null };
}

function previousEmployer(random: SeededRandom, context: CareerContext, current: WorldSchool): { institution: string; school: string; universityId: number | null } {
  for (let attempt = 0; attempt < 5; attempt++) {
    const place = pickInstitution(random, context, false);
    if (place.universityId !== current.id) return place;
  }
  return { institution: random.pick(OTHER_INSTITUTIONS), school: 'School of Business', universityId: null };
}

/**
 * Rank entries at institutions we do not track carry the two-digit marker forms (10, 20, 30), as
 * entries imported from CVs do in the product's data; they mean the same rank.
 */
function rankMarker(rank: 1 | 2 | 3, universityId: number | null): number {
  return universityId === null ? rank * 10 : rank;
}

function pronounOf(gender: Gender | null): { subject: string; verb: string } {
  if (gender === 'f') return { subject: 'She', verb: 'studies' };
  if (gender === 'm') return { subject: 'He', verb: 'studies' };
  return { subject: 'They', verb: 'study' };
}

function phdYearFor(random: SeededRandom, marker: number): number {
  switch (marker) {
    case 1: return random.int(2019, 2025);
    case 2: return random.int(2009, 2019);
    case 3: return random.int(1984, 2013);
    case 4: return random.int(1968, 1990);
    case 5: return random.chance(0.8) ? random.int(2021, 2026) : random.int(1995, 2015);
    case 6: return random.int(1990, 2021);
    case 7: return random.int(1980, 2008);
    default: return random.int(1982, 2010);
  }
}

function educationFor(random: SeededRandom, context: CareerContext, field: BusinessSchoolDepartment, marker: number, phdYear: number): EducationEntry[] {
  const entries: EducationEntry[] = [];
  const bachelorYear = phdYear - random.int(5, 8);
  const bachelorPlace = pickInstitution(random, context, false);
  entries.push({
    degree: random.pick(BACHELOR_DEGREES), area: random.pick(BACHELOR_AREAS), institution: bachelorPlace.institution,
    universityId: bachelorPlace.universityId, year: bachelorYear, advisorFirstName: '', advisorLastName: '', isPhdToConsider: false,
  });
  if (random.chance(0.5)) {
    const masterPlace = pickInstitution(random, context, false);
    entries.push({
      degree: random.pick(MASTER_DEGREES), area: random.chance(0.5) ? field : random.pick(BACHELOR_AREAS), institution: masterPlace.institution,
      universityId: masterPlace.universityId, year: Math.min(phdYear - 1, bachelorYear + random.int(1, 3)), advisorFirstName: '', advisorLastName: '', isPhdToConsider: false,
    });
  }
  const phdPlace = pickInstitution(random, context, true);
  const doctorate = marker === 6 && random.chance(0.3) ? 'D.B.A' : 'Ph.D.';
  entries.push({
    degree: doctorate, area: random.chance(0.8) ? field : 'Business Administration', institution: phdPlace.institution,
    universityId: phdPlace.universityId, year: phdYear, advisorFirstName: random.pick(random.chance(0.7) ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES),
    advisorLastName: random.pick(LAST_NAMES), isPhdToConsider: true,
  });
  return entries;
}

interface CareerOutline {
  workHistory: WorkEntry[];
  position: string;
  /** last year of active research (retirement + a few years for emeriti) */
  lastActiveYear: number;
}

function workEntry(marker: number | null, subTitle: string, place: { institution: string; school: string; universityId: number | null }, fromYear: number, toYear: number | null): WorkEntry {
  const title = marker === null ? 'Industry Position' : WORK_TITLE_BY_MARKER[marker % 10 === 0 && marker > 9 ? marker / 10 : marker] ?? '';
  return { title, subTitle, school: place.school, institution: place.institution, universityId: place.universityId, fromYear, toYear, marker };
}

/** Assistant -> associate -> full professor, possibly moving between schools, ending at `current`. */
function professorLadder(random: SeededRandom, context: CareerContext, current: WorldSchool, field: string, phdYear: number, professorUntil: number | null): { entries: WorkEntry[]; professorSince: number } {
  const here = { institution: current.name, school: current.businessSchool, universityId: current.id };
  const associatePlace = random.chance(0.6) ? here : previousEmployer(random, context, current);
  const assistantPlace = random.chance(0.6) ? associatePlace : previousEmployer(random, context, current);
  const associateSince = phdYear + random.int(5, 7);
  const professorSince = Math.min(DEMO_DATA_YEAR - 1, associateSince + random.int(4, 6));
  const entries = [
    workEntry(rankMarker(1, assistantPlace.universityId), `Assistant Professor of ${field}`, assistantPlace, phdYear, associateSince),
    workEntry(rankMarker(2, associatePlace.universityId), `Associate Professor of ${field}`, associatePlace, associateSince, professorSince),
    workEntry(3, `Professor of ${field}`, here, professorSince, professorUntil),
  ];
  return { entries, professorSince };
}

function careerFor(random: SeededRandom, context: CareerContext, current: WorldSchool, marker: number, field: string, phdYear: number): CareerOutline {
  const here = { institution: current.name, school: current.businessSchool, universityId: current.id };
  switch (marker) {
    case 1: {
      const entries: WorkEntry[] = [];
      let start = phdYear;
      if (random.chance(0.2) && phdYear < DEMO_DATA_YEAR) {
        entries.push(workEntry(5, 'Postdoctoral Fellow', previousEmployer(random, context, current), phdYear, phdYear + 1));
        start = phdYear + 1;
      }
      const position = `Assistant Professor of ${field}`;
      entries.push(workEntry(1, position, here, start, null));
      return { workHistory: entries, position, lastActiveYear: DEMO_DATA_YEAR };
    }
    case 2: {
      const assistantPlace = random.chance(0.6) ? here : previousEmployer(random, context, current);
      const associateSince = Math.min(DEMO_DATA_YEAR - 1, phdYear + random.int(5, 7));
      const position = `Associate Professor of ${field}`;
      return {
        workHistory: [
          workEntry(rankMarker(1, assistantPlace.universityId), `Assistant Professor of ${field}`, assistantPlace, phdYear, associateSince),
          workEntry(2, position, here, associateSince, null),
        ],
        position,
        lastActiveYear: DEMO_DATA_YEAR,
      };
    }
    case 3: {
      const { entries, professorSince } = professorLadder(random, context, current, field, phdYear, null);
      // some full professors have served a term as department chair (the 90 form: a past administrative post)
      if (random.chance(0.1) && professorSince + 4 < DEMO_DATA_YEAR) {
        const from = random.int(professorSince + 1, DEMO_DATA_YEAR - 3);
        entries.push(workEntry(90, `Chair, Department of ${field}`, here, from, from + 3));
      }
      return { workHistory: entries, position: `Professor of ${field}`, lastActiveYear: DEMO_DATA_YEAR };
    }
    case 4: {
      const retireYear = random.int(Math.max(phdYear + 28, 2005), Math.min(phdYear + 45, DEMO_DATA_YEAR - 2));
      const { entries } = professorLadder(random, context, current, field, phdYear, retireYear);
      const position = `Professor Emeritus of ${field}`;
      entries.push(workEntry(4, position, here, retireYear, null));
      return { workHistory: entries, position, lastActiveYear: Math.min(DEMO_DATA_YEAR, retireYear + 3) };
    }
    case 5: {
      if (phdYear >= 2020) {
        const position = random.pick(JUNIOR_RESEARCH_POSITIONS);
        return { workHistory: [workEntry(5, position, here, phdYear, null)], position, lastActiveYear: DEMO_DATA_YEAR };
      }
      const formerPlace = previousEmployer(random, context, current);
      const since = Math.min(DEMO_DATA_YEAR - 1, phdYear + random.int(6, 12));
      const position = random.pick(RESEARCH_POSITIONS);
      return {
        workHistory: [
          workEntry(rankMarker(1, formerPlace.universityId), `Assistant Professor of ${field}`, formerPlace, phdYear, since),
          workEntry(5, position, here, since, null),
        ],
        position,
        lastActiveYear: DEMO_DATA_YEAR,
      };
    }
    case 6: {
      const entries: WorkEntry[] = [];
      if (random.chance(0.5)) {
        const employer = { institution: random.pick(INDUSTRY_EMPLOYERS), school: '', universityId: null };
        entries.push(workEntry(null, random.pick(INDUSTRY_TITLES), employer, phdYear - random.int(4, 10), phdYear));
      }
      const position = `${random.pick(TEACHING_POSITIONS)} of ${field}`;
      const lecturerUntil = Math.min(DEMO_DATA_YEAR - 1, phdYear + random.int(3, 8));
      entries.push(workEntry(6, `Lecturer in ${field}`, here, phdYear, lecturerUntil));
      entries.push(workEntry(6, position, here, lecturerUntil, null));
      return { workHistory: entries, position, lastActiveYear: DEMO_DATA_YEAR };
    }
    case 7: {
      const { entries, professorSince } = professorLadder(random, context, current, field, phdYear, null);
      const donor = random.pick(CHAIR_DONORS);
      const position = random.chance(0.7) ? `${donor} Professor of ${field}` : `${donor} Chair in ${field}`;
      const chairSince = random.int(Math.min(professorSince + 1, DEMO_DATA_YEAR), Math.min(professorSince + 12, DEMO_DATA_YEAR));
      // a named fellowship held at an earlier school shows as the 70 form (a past chair)
      const associateEntry = entries[1];
      if (associateEntry && associateEntry.universityId !== current.id && associateEntry.toYear !== null && random.chance(0.3)) {
        const place = { institution: associateEntry.institution, school: associateEntry.school, universityId: associateEntry.universityId };
        entries.push(workEntry(70, `${random.pick(CHAIR_DONORS)} Faculty Fellow`, place, associateEntry.fromYear + 1, associateEntry.toYear));
      }
      entries.push(workEntry(7, position, here, chairSince, null));
      return { workHistory: entries, position, lastActiveYear: DEMO_DATA_YEAR };
    }
    default: {
      const { entries, professorSince } = professorLadder(random, context, current, field, phdYear, null);
      let position = random.pick(ADMIN_TITLES);
      if (!context.schoolsWithDean.has(current.id)) {
        position = 'Dean';
        context.schoolsWithDean.add(current.id);
      }
      const since = random.int(Math.min(professorSince + 2, DEMO_DATA_YEAR), DEMO_DATA_YEAR);
      entries.push(workEntry(9, position, here, since, null));
      return { workHistory: entries, position, lastActiveYear: DEMO_DATA_YEAR };
    }
  }
}

function uniqueEmail(context: CareerContext, slug: string, domain: string): string {
  let email = `${slug}@${domain}`;
  for (let n = 2; context.takenEmails.has(email); n++) email = `${slug}${n}@${domain}`;
  context.takenEmails.add(email);
  return email;
}

function randomId(random: SeededRandom, length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let id = '';
  for (let i = 0; i < length; i++) id += alphabet[random.int(0, alphabet.length - 1)];
  return id;
}

/** Every required item of a complete faculty profile (docs/requirements/profile-and-accounts.md §5) is present. */
export function profileIsComplete(author: WorldAuthor): boolean {
  const hasPhd = author.education.some((entry) => entry.isPhdToConsider);
  return author.firstName !== '' && hasPhd && author.workHistory.length > 0 && author.position !== '' && author.email !== '' && author.cv.startsWith('http') && author.universityId !== null;
}

/** An ordinary faculty member with a full, plausible profile; designated records start from one of these. */
export function buildAuthor(random: SeededRandom, context: CareerContext, request: AuthorRequest): WorldAuthor {
  const { school, marker, field } = request;
  const gender = request.gender ?? random.weighted(GENDER_WEIGHTS);
  const name = request.name ?? drawName(random, gender, context);
  context.takenNames.add(nameKey(name.first, name.last));
  const phdYear = request.phdYear ?? phdYearFor(random, marker);
  const education = educationFor(random, context, field, marker, phdYear);
  const career = careerFor(random, context, school, marker, field, phdYear);

  const primaryDepartmentId = context.departmentIdOf(school.id, field);
  const split = request.splitAppointment ?? random.chance(0.08);
  const departments = split
    ? [
        { departmentId: primaryDepartmentId, percent: 50 },
        { departmentId: context.departmentIdOf(school.id, random.pick(RELATED_DEPARTMENTS[field])), percent: 50 },
      ]
    : [{ departmentId: primaryDepartmentId, percent: 100 }];

  const slug = nameSlug(name.first, name.last);
  const profileUrl = `https://www.${school.domain}/faculty/${slug.replace('.', '-')}`;
  const topics = topicsOf(field);
  const keywords = [...new Set([random.pick(topics), random.pick(topics), random.pick(topics), random.pick(topicsOf(random.pick(RELATED_DEPARTMENTS[field])))])];
  const areas = researchAreasOf(field);
  const areaOfInterest = [...new Set([random.pick(areas), random.pick(areas)])].sort();
  const pronoun = pronounOf(gender);
  const hasScholar = random.chance(0.65);
  const hasResearchGate = random.chance(0.45);
  const recordName = `${name.first} ${name.last}`;

  const author: WorldAuthor = {
    id: request.id,
    firstName: name.first,
    midName: name.mid,
    lastName: name.last,
    position: career.position,
    marker,
    gender,
    genderSource: random.weighted(GENDER_SOURCE_WEIGHTS),
    email: uniqueEmail(context, slug, school.domain),
    bio: `${recordName} is ${/^[AEIOU]/.test(career.position) ? 'an' : 'a'} ${career.position} at ${school.businessSchool}, ${school.name}. ${pronoun.subject} ${pronoun.verb} ${(keywords[0] ?? '').toLowerCase()} and ${(keywords[1] ?? keywords[0] ?? '').toLowerCase()}.`,
    cv: random.chance(0.88) ? `${profileUrl}/cv.pdf` : '',
    univProfileLink: profileUrl,
    homepageUrl: random.chance(0.3) ? `https://sites.${school.domain}/${slug.replace('.', '')}` : '',
    universityId: school.id,
    verified: random.chance(0.2),
    isComplete: false,
    unusualWorkHistory: random.chance(0.01),
    gsAuthorId: hasScholar ? `${randomId(random, 7)}AAAAJ` : '',
    gsAuthorName: hasScholar ? recordName : '',
    rgAuthorId: hasResearchGate ? `${nameSlug(name.first).replace(/\./g, '-')}-${nameSlug(name.last).replace(/\./g, '-')}-${random.int(1, 9)}`.replace(/^./, (c) => c.toUpperCase()) : '',
    rgAuthorName: hasResearchGate ? recordName : '',
    nameVariations: [],
    keywords,
    areaOfInterest,
    expertise: keywords.slice(0, 2),
    interests: areaOfInterest.slice(),
    courses: marker === 5 ? [] : [`${random.pick(areas)} (${random.pick(['MBA', 'Undergraduate', 'PhD', 'Executive MBA'])})`],
    firstYearCareer: phdYear,
    departments,
    education,
    workHistory: career.workHistory.sort((a, b) => a.fromYear - b.fromYear),
    lastResearchYear: career.lastActiveYear,
    field,
    quality: random.logNormal(0, 0.6),
    paperYears: [],
    inCoauthorPool: true,
    coauthorPickCap: marker === 1 ? 8 : marker === 5 ? 6 : 60,
    printedNameOverrides: null,
    pinnedCoauthorIds: NO_PINNED_COAUTHORS,
  };
  author.isComplete = profileIsComplete(author);
  return author;
}

/** The PhD year (the education entry flagged as the start of the research career), if any. */
export function phdYearOf(author: WorldAuthor): number | null {
  return author.education.find((entry) => entry.isPhdToConsider)?.year ?? null;
}
