/**
 * Deliberately dirty records: at least one record for every red-flag check of docs/requirements/admin-tools.md §2
 * and every data-issue type of docs/requirements/admin-tools.md §4, with fixed names and fixed counts (the same at
 * every size and seed), documented in docs/demo-data.md and asserted by packages/db/test/demo.test.ts.
 *
 * Every designated record is otherwise an ordinary, clean profile: it has exactly the one defect of
 * its category. None of them is drawn as a co-author of other papers, so their paper counts are
 * exactly the ones written here.
 */
import type { DataIssueTypeId } from '@ri/contracts/catalogue';
import { buildAuthor, fullName, nameKey, profileIsComplete, type CareerContext } from './careers.ts';
import type { BusinessSchoolDepartment } from './departments.ts';
import type { SeededRandom } from './random.ts';
import { DEMO_DATA_YEAR } from './sizes.ts';
import type { Gender, MergeQueueEntry, PrintedName, WorldAuthor, WorldSchool } from './worldTypes.ts';

export type DirtyCategory =
  | 'SAME_NUMBER_OF_PAPERS'
  | 'WITHOUT_EDUCATION'
  | 'PAPERS_OLDER_THAN_LAST_EDUCATION_YEAR'
  | 'PAPERS_MORE_THAN_TWO_YEARS_BEFORE_PHD'
  | 'SPAN_OF_MORE_THAN_FIFTY_YEARS'
  | 'INCORRECT_PERCENT_APPOINTMENT'
  | 'MISSING_MARKER'
  | 'MISSING_DEPARTMENT'
  | 'MISSING_GENDER'
  | 'MISSING_POSITION'
  | 'INCONSISTENT_PAPER_NUMBERS'
  // every data-issue type (the one declaration, @ri/contracts/catalogue) but the merge reminder, which a
  // merge decision raises (DUPLICATE_TO_MERGE below), not a record
  | Exclude<DataIssueTypeId, 'MERGE_TOOL_CHECK_MERGE_LATER'>
  | 'DUPLICATE_TO_MERGE';

/** Index into the school list: 0 Wharton, 1 Harvard, 2 Stanford, ... (all completed demo schools). */
type SchoolIndex = number;

interface RecordSpec {
  readonly category: DirtyCategory;
  readonly name: PrintedName;
  readonly gender: Gender;
  readonly school: SchoolIndex;
  readonly field: BusinessSchoolDepartment;
  readonly marker: number;
  readonly phdYear: number;
  /** the years of the papers this record owns, or how many to spread evenly from the PhD to the last research year */
  readonly papers: readonly number[] | { readonly count: number };
  /** the defect */
  readonly spoil?: (author: WorldAuthor, tools: SpoilTools) => void;
}

interface SpoilTools {
  readonly context: CareerContext;
  readonly school: WorldSchool;
}

const name = (first: string, last: string, mid = ''): PrintedName => ({ first, mid, last });

/** `count` years spread as evenly as possible over [from, to] (repeats when count exceeds the span). */
export function spreadYears(count: number, from: number, to: number): number[] {
  if (count <= 0) return [];
  if (count === 1) return [from];
  const years: number[] = [];
  for (let i = 0; i < count; i++) years.push(from + Math.round((i * (to - from)) / (count - 1)));
  return years;
}

/**
 * `count` years from `from` on, at most eight years apart, so that a short list over a long career
 * does not open a ten-year gap (which would put the record in a second category).
 */
export function spreadWithoutGaps(count: number, from: number, to: number): number[] {
  return spreadYears(count, from, Math.min(to, from + 8 * Math.max(count - 1, 0)));
}

/** Printed names on own papers 1, 3, 5, ... (the record's other papers print its own name). */
function printOnEveryOtherPaper(author: WorldAuthor, printed: readonly PrintedName[]): void {
  author.printedNameOverrides = new Map(printed.map((printedName, i) => [1 + 2 * i, printedName]));
}

function departmentNamed(tools: SpoilTools, department: BusinessSchoolDepartment): number {
  return tools.context.departmentIdOf(tools.school.id, department);
}

const RECORD_SPECS: readonly RecordSpec[] = [
  // Red flag 1: authors with the same number of papers (five Harvard marketing faculty with 17 each)
  ...[name('Laura', 'Whitfield'), name('Marcus', 'Oyelaran'), name('Ingrid', 'Solberg'), name('Tomás', 'Echeverría'), name('Hye-jin', 'Baek')].map(
    (person, i): RecordSpec => ({
      category: 'SAME_NUMBER_OF_PAPERS', name: person, gender: i % 2 === 0 ? 'f' : 'm', school: 1, field: 'Marketing',
      marker: [2, 3, 3, 2, 7][i] as number, phdYear: [2011, 1998, 2001, 2012, 1994][i] as number, papers: { count: 17 },
    }),
  ),
  // Red flag 2: authors without an education field
  ...[name('Gordon', 'Pritchard'), name('Helena', 'Vasquez'), name('Ravi', 'Subramanian'), name('Colette', 'Marchand'), name('Bjørn', 'Halvorsen'), name('Keiko', 'Fujimoto')].map(
    (person, i): RecordSpec => ({
      category: 'WITHOUT_EDUCATION', name: person, gender: i % 2 === 0 ? 'm' : 'f', school: 2 + i, field: (['Finance', 'Accounting', 'Information Systems', 'Strategy', 'Economics', 'Operations Management'] as const)[i] as BusinessSchoolDepartment,
      marker: [3, 2, 3, 6, 4, 1][i] as number, phdYear: [1996, 2013, 1999, 2005, 1975, 2021][i] as number, papers: { count: [14, 9, 20, 4, 16, 3][i] as number },
      spoil: (author) => { author.education = []; },
    }),
  ),
  // Red flag 4: papers older than the last education year (a degree earned after the PhD)
  ...([
    [name('Nathaniel', 'Crowe'), 'M.S.', 'Data Science', 6],
    [name('Priyanka', 'Menon'), 'Executive MBA', 'Business Administration', 5],
    [name('Étienne', 'Caron'), 'J.D.', 'Law', 7],
    [name('Lucia', 'Bellini'), 'M.A.', 'Statistics', 4],
  ] as const).map(([person, degree, area, yearsAfterPhd], i): RecordSpec => ({
    category: 'PAPERS_OLDER_THAN_LAST_EDUCATION_YEAR', name: person, gender: i % 2 === 0 ? 'm' : 'f', school: 8 + i, field: (['Finance', 'Marketing', 'Business Law and Ethics', 'Management Science'] as const)[i] as BusinessSchoolDepartment,
    marker: [3, 2, 2, 3][i] as number, phdYear: [2002, 2010, 2009, 2000][i] as number, papers: { count: [15, 10, 8, 12][i] as number },
    spoil: (author, tools) => {
      const phd = author.education.find((entry) => entry.isPhdToConsider);
      author.education.push({
        degree, area, institution: tools.school.name, universityId: tools.school.id, year: (phd?.year ?? 2000) + yearsAfterPhd,
        advisorFirstName: '', advisorLastName: '', isPhdToConsider: false,
      });
    },
  })),
  // Red flag 5: papers more than two years before the PhD (a homonym's papers mapped to this record)
  ...([
    [name('Samuel', 'Adebayo'), 2008],
    [name('Mirela', 'Constantin'), 2012],
    [name('Kenta', 'Morioka'), 2004],
    [name('Rebecca', 'Lindgren'), 2015],
  ] as const).map(([person, phdYear], i): RecordSpec => ({
    category: 'PAPERS_MORE_THAN_TWO_YEARS_BEFORE_PHD', name: person, gender: i % 2 === 0 ? 'm' : 'f', school: 12 + i, field: (['Economics', 'Organizational Behavior', 'Operations Management', 'Accounting'] as const)[i] as BusinessSchoolDepartment,
    marker: [3, 2, 3, 2][i] as number, phdYear,
    papers: [phdYear - 8, phdYear - 5, ...spreadYears(10, phdYear + 1, DEMO_DATA_YEAR - 1)],
  })),
  // Red flag 7: papers spanning more than fifty years (emeriti who kept publishing)
  ...([
    [name('Harold', 'Whitcombe'), 1962, 'Economics'],
    [name('Eleanor', 'Ashdown'), 1964, 'Finance'],
    [name('Bernard', 'Kessler'), 1965, 'Economics'],
  ] as const).map(([person, phdYear, field], i): RecordSpec => ({
    category: 'SPAN_OF_MORE_THAN_FIFTY_YEARS', name: person, gender: i === 1 ? 'f' : 'm', school: [3, 0, 6][i] as number, field,
    marker: 4, phdYear, papers: spreadYears(16, phdYear + 1, 2022),
  })),
  // Red flag 9: percent appointment not summing to 100
  ...([
    [name('Victor', 'Almeida'), [['Finance', 100], ['Economics', 50]]],
    [name('Grace', 'Holloway'), [['Marketing', 80]]],
    [name('Anton', 'Sokolov'), [['Accounting', 30], ['Finance', 30]]],
    [name('Mariana', 'Duarte'), [['Strategy', 70], ['Management', 70]]],
    [name('Owen', 'Gallagher'), [['Organizational Behavior', 100], ['Management', 25], ['Strategy', 25]]],
  ] as const).map(([person, appointments], i): RecordSpec => ({
    category: 'INCORRECT_PERCENT_APPOINTMENT', name: person, gender: i % 2 === 0 ? 'm' : 'f', school: 16 + i, field: appointments[0][0],
    marker: [3, 2, 1, 3, 2][i] as number, phdYear: [1997, 2012, 2022, 1993, 2014][i] as number, papers: { count: [18, 11, 4, 21, 8][i] as number },
    spoil: (author, tools) => {
      author.departments = appointments.map(([department, percent]) => ({ departmentId: departmentNamed(tools, department), percent }));
    },
  })),
  // Red flag 10: missing marker
  ...[name('Felicity', 'Harrington'), name('Liam', 'Donovan'), name('Sunil', 'Bhattacharya'), name('Agnes', 'Kowalczyk'), name('Trevor', 'Blackwood')].map(
    (person, i): RecordSpec => ({
      category: 'MISSING_MARKER', name: person, gender: i === 0 || i === 3 ? 'f' : 'm', school: i, field: (['Management', 'Finance', 'Information Systems', 'Marketing', 'Supply Chain Management'] as const)[i] as BusinessSchoolDepartment,
      marker: [2, 3, 1, 6, 3][i] as number, phdYear: [2011, 1995, 2021, 2003, 1990][i] as number, papers: { count: [10, 19, 3, 2, 22][i] as number },
      spoil: (author) => { author.marker = null; },
    }),
  ),
  // Red flag 11: missing department
  ...[name('Naomi', 'Feldman'), name('Oscar', 'Lindberg'), name('Yvonne', 'Archer'), name('Hamid', 'Rezaei'), name('Clara', 'Weiss')].map(
    (person, i): RecordSpec => ({
      category: 'MISSING_DEPARTMENT', name: person, gender: i % 2 === 0 ? 'f' : 'm', school: 5 + i, field: (['Accounting', 'Strategy', 'Entrepreneurship', 'Economics', 'Marketing'] as const)[i] as BusinessSchoolDepartment,
      marker: [3, 2, 1, 3, 5][i] as number, phdYear: [1992, 2010, 2020, 1999, 2022][i] as number, papers: { count: [17, 12, 4, 13, 2][i] as number },
      spoil: (author) => { author.departments = []; },
    }),
  ),
  // Red flag 12: missing gender
  ...[name('Jordan', 'Avery'), name('Taylor', 'Quinn'), name('Morgan', 'Ellery'), name('Casey', 'Rowan'), name('Alexis', 'Marlowe'), name('Robin', 'Sterling')].map(
    (person, i): RecordSpec => ({
      category: 'MISSING_GENDER', name: person, gender: 'o', school: 10 + i, field: (['Finance', 'Marketing', 'Management', 'Information Systems', 'Operations Management', 'International Business'] as const)[i] as BusinessSchoolDepartment,
      marker: [1, 2, 3, 3, 2, 6][i] as number, phdYear: [2020, 2014, 1994, 2001, 2012, 2008][i] as number, papers: { count: [5, 10, 23, 16, 9, 3][i] as number },
      spoil: (author) => { author.gender = null; author.genderSource = null; },
    }),
  ),
  // Red flag 13: missing position
  ...[name('Philippa', 'Grant'), name('Desmond', 'Achebe'), name('Ursula', 'Brandt'), name('Kofi', 'Asante'), name('Mei-Ling', 'Tsai')].map(
    (person, i): RecordSpec => ({
      category: 'MISSING_POSITION', name: person, gender: i % 2 === 0 ? 'f' : 'm', school: 16 + i, field: (['Economics', 'Accounting', 'Organizational Behavior', 'Finance', 'Information Systems'] as const)[i] as BusinessSchoolDepartment,
      marker: [3, 1, 2, 3, 2][i] as number, phdYear: [1998, 2021, 2013, 1991, 2011][i] as number, papers: { count: [12, 3, 8, 24, 7][i] as number },
      spoil: (author) => { author.position = ''; },
    }),
  ),
  // Red flag 14: paper numbers inconsistent with the rank (far outside the slider ranges of docs/requirements/admin-tools.md)
  ...([
    [name('Ethan', 'Caldwell'), 'm', 1, 2019, 80],
    [name('Sofia', 'Marchetti'), 'f', 1, 2020, 95],
    [name('Arjun', 'Venkataraman'), 'm', 1, 2019, 120],
    [name('Walter', 'Brennan'), 'm', 3, 1990, 2],
    [name('Margaret', 'Ashworth'), 'f', 3, 1993, 1],
    [name('Leonard', 'Fitzroy'), 'm', 3, 1988, 0],
  ] as const).map(([person, gender, marker, phdYear, paperCount], i): RecordSpec => ({
    category: 'INCONSISTENT_PAPER_NUMBERS', name: person, gender, school: [0, 2, 4, 6, 8, 10][i] as number,
    field: (['Finance', 'Marketing', 'Information Systems', 'Management', 'Accounting', 'Strategy'] as const)[i] as BusinessSchoolDepartment,
    marker, phdYear, papers: marker === 1 ? spreadYears(paperCount, phdYear, DEMO_DATA_YEAR) : spreadYears(paperCount, phdYear + 3, phdYear + 9),
  })),
  // NAME_TOO_SIMILAR: three pairs of different people whose names differ by a letter; two papers of
  // each are printed with the other spelling, so a paper's printed name fits both records
  ...([
    [name('John', 'Anderson'), name('Jon', 'Anderson'), 5, 'Marketing', 8, 'Finance'],
    [name('Michael', 'Chen'), name('Micheal', 'Chen'), 4, 'Information Systems', 9, 'Operations Management'],
    [name('Sarah', 'Lindqvist'), name('Sara', 'Lindqvist'), 6, 'Organizational Behavior', 17, 'Strategy'],
  ] as const).flatMap(([first, second, firstSchool, firstField, secondSchool, secondField], i): RecordSpec[] => [
    {
      category: 'NAME_TOO_SIMILAR', name: first, gender: i === 2 ? 'f' : 'm', school: firstSchool, field: firstField, marker: 3, phdYear: 1996 + i, papers: { count: 14 },
      spoil: (author) => printOnEveryOtherPaper(author, [second, second]),
    },
    {
      category: 'NAME_TOO_SIMILAR', name: second, gender: i === 2 ? 'f' : 'm', school: secondSchool, field: secondField, marker: 2, phdYear: 2012 + i, papers: { count: 9 },
      spoil: (author) => printOnEveryOtherPaper(author, [first, first]),
    },
  ]),
  // GS_NAME_MISMATCH: the Google Scholar profile carries another form of the name (no ResearchGate profile)
  ...([
    [name('Katherine', 'Doyle-Martin'), name('Kate', 'Martin'), 'f'],
    [name('William', 'Ashford'), name('Bill', 'Ashford'), 'm'],
    [name('Xiaoming', 'Li'), name('Xiao-Ming', 'Li'), 'm'],
    [name('Margarethe', 'Vogel'), name('Greta', 'Vogel'), 'f'],
  ] as const).map(([person, scholarName, gender], i): RecordSpec => ({
    category: 'GS_NAME_MISMATCH', name: person, gender, school: 11 + i, field: (['Marketing', 'Finance', 'Information Systems', 'Accounting'] as const)[i] as BusinessSchoolDepartment,
    marker: [2, 3, 1, 3][i] as number, phdYear: [2010, 1997, 2020, 1993][i] as number, papers: { count: [11, 18, 6, 20][i] as number },
    spoil: (author) => {
      author.gsAuthorId = `GSdemo${i}AAAAJ`;
      author.gsAuthorName = `${scholarName.first} ${scholarName.last}`;
      author.rgAuthorId = '';
      author.rgAuthorName = '';
      printOnEveryOtherPaper(author, [scholarName, scholarName, scholarName]);
    },
  })),
  // RG_NAME_MISMATCH: the ResearchGate profile carries another form of the name (no Google Scholar profile)
  ...([
    [name('Alejandro', 'Restrepo'), name('Alex', 'Restrepo'), 'm'],
    [name('Siobhan', 'Kavanagh'), name('Siobhan', 'Kavanagh-Burke'), 'f'],
    [name('Thanh', 'Nguyen'), name('Nguyen', 'Thanh'), 'm'],
    [name('Joseph', 'Whitaker'), name('Joe', 'Whitaker'), 'm'],
  ] as const).map(([person, researchGateName, gender], i): RecordSpec => ({
    category: 'RG_NAME_MISMATCH', name: person, gender, school: 15 + i, field: (['Strategy', 'Management', 'Operations Management', 'Economics'] as const)[i] as BusinessSchoolDepartment,
    marker: [3, 2, 1, 7][i] as number, phdYear: [1999, 2011, 2021, 1989][i] as number, papers: { count: [16, 10, 7, 27][i] as number },
    spoil: (author) => {
      author.gsAuthorId = '';
      author.gsAuthorName = '';
      author.rgAuthorId = `${researchGateName.first}-${researchGateName.last}-${i + 1}`;
      author.rgAuthorName = `${researchGateName.first} ${researchGateName.last}`;
      printOnEveryOtherPaper(author, [researchGateName, researchGateName, researchGateName]);
    },
  })),
  // RG_GS_MISMATCH: both profiles exist and name the person differently (Scholar as on record, ResearchGate not)
  ...([
    [name('Christopher', 'Hale'), 'Chris Hale'],
    [name('Anneliese', 'Brandt-Meyer'), 'Anneliese Meyer'],
    [name('Rajesh', 'Iyengar'), 'Rajesh K. Iyengar'],
  ] as const).map(([person, researchGateName], i): RecordSpec => ({
    category: 'RG_GS_MISMATCH', name: person, gender: i === 1 ? 'f' : 'm', school: 19 + i, field: (['Finance', 'Marketing', 'Management Science'] as const)[i] as BusinessSchoolDepartment,
    marker: [3, 2, 3][i] as number, phdYear: [1995, 2012, 1990][i] as number, papers: { count: [19, 8, 23][i] as number },
    spoil: (author) => {
      author.gsAuthorId = `GSboth${i}AAAAJ`;
      author.gsAuthorName = `${person.first} ${person.last}`;
      author.rgAuthorId = `${researchGateName.replace(/[ .]+/g, '-')}-${i + 1}`;
      author.rgAuthorName = researchGateName;
    },
  })),
  // MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION: name variations with several last names or a two-letter name
  ...([
    [name('María José', 'García Márquez'), ['María García', 'María José García', 'M. J. García Márquez', 'Maria Marquez'], [name('María', 'García'), name('M. J.', 'García Márquez'), name('María', 'Márquez')], 'f'],
    [name('Joanne', 'Smith'), ['J. Smith', 'Jo Smith', 'Joanne E. Smith'], [name('Jo', 'Smith'), name('J.', 'Smith'), name('Jo', 'Smith')], 'f'],
    [name('Wei', 'Zhang'), ['W. Zhang', 'Zhang Wei', 'Wei W. Zhang'], [name('W.', 'Zhang'), name('Zhang', 'Wei'), name('Wei', 'Zhang', 'W.')], 'm'],
    [name('Ana Lucía', 'Fernández-Ruiz'), ['Ana Fernández', 'Ana L. Ruiz', 'A. L. Fernández Ruiz'], [name('Ana', 'Fernández'), name('Ana', 'Ruiz', 'L.'), name('A. L.', 'Fernández Ruiz')], 'f'],
    [name('Ed', 'Ng'), ['E. Ng', 'Edward Ng', 'Ed Wu-Ng'], [name('E.', 'Ng'), name('Edward', 'Ng'), name('Ed', 'Wu-Ng')], 'm'],
  ] as const).map(([person, variations, printed, gender], i): RecordSpec => ({
    category: 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION', name: person, gender, school: i * 2 + 1, field: (['Marketing', 'Accounting', 'Finance', 'International Business', 'Operations Management'] as const)[i] as BusinessSchoolDepartment,
    marker: [2, 3, 2, 1, 3][i] as number, phdYear: [2013, 1994, 2011, 2021, 1997][i] as number, papers: { count: [10, 20, 12, 6, 18][i] as number },
    spoil: (author) => {
      author.nameVariations = [...variations];
      printOnEveryOtherPaper(author, printed);
    },
  })),
  // GAP_OF_10_YEARS: ten or more years between two consecutive papers (a spell in industry)
  ...([
    [name('Gregory', 'Talbot'), 1995, 10],
    [name('Simone', 'Okonjo'), 1998, 12],
    [name('Hiroshi', 'Tanabe'), 1991, 14],
    [name('Claudia', 'Reinholt'), 1988, 17],
  ] as const).map(([person, phdYear, gap], i): RecordSpec => {
    const beforeGap = spreadYears(5, phdYear, phdYear + 6);
    const resumed = phdYear + 6 + gap;
    return {
      category: 'GAP_OF_10_YEARS', name: person, gender: i % 2 === 0 ? 'm' : 'f', school: 7 + i, field: (['Finance', 'Marketing', 'Economics', 'Management'] as const)[i] as BusinessSchoolDepartment,
      marker: 3, phdYear, papers: [...beforeGap, ...spreadYears(6, resumed, Math.min(DEMO_DATA_YEAR, resumed + 8))],
      spoil: (author) => { author.unusualWorkHistory = true; },
    };
  }),
];

/** Pairs of records of one person: the main record and a split-off record with a name variation. */
const DUPLICATE_PAIRS: ReadonlyArray<{ main: PrintedName; split: PrintedName; gender: Gender; school: SchoolIndex; field: BusinessSchoolDepartment; marker: number; phdYear: number }> = [
  { main: name('Robert', 'Harrington', 'J.'), split: name('Bob', 'Harrington'), gender: 'm', school: 0, field: 'Accounting', marker: 3, phdYear: 1994 },
  { main: name('Catherine', 'Albright', 'M.'), split: name('Kate', 'Albright'), gender: 'f', school: 3, field: 'Finance', marker: 2, phdYear: 2009 },
  { main: name('Hyun-Woo', 'Park'), split: name('Hyunwoo', 'Park'), gender: 'm', school: 9, field: 'Information Systems', marker: 3, phdYear: 2001 },
  { main: name('Alejandro', 'Gómez'), split: name('Alex', 'Gomez'), gender: 'm', school: 14, field: 'Operations Management', marker: 2, phdYear: 2012 },
];

/** The demo accounts' own profiles (see DEMO_ACCOUNTS). */
const FACULTY_ACCOUNT = { name: name('Olivia', 'Bennett', 'R.'), gender: 'f' as const, school: 0, field: 'Finance' as const, marker: 2, phdYear: 2014, paperCount: 24 };
const NEW_FACULTY_ACCOUNT = { name: name('Daniel', 'Okafor'), gender: 'm' as const, school: 0, field: 'Marketing' as const, marker: 1, phdYear: 2024, paperYears: [2024, 2025, 2026] };

/** Every name a designated record carries: ordinary faculty never draw one of these. */
export function designatedNames(): string[] {
  const names: PrintedName[] = [
    ...RECORD_SPECS.map((spec) => spec.name),
    ...DUPLICATE_PAIRS.flatMap((pair) => [pair.main, pair.split]),
    FACULTY_ACCOUNT.name,
    NEW_FACULTY_ACCOUNT.name,
  ];
  return names.map((person) => nameKey(person.first, person.last));
}

export interface DesignatedRecordsInput {
  readonly random: SeededRandom;
  readonly context: CareerContext;
  readonly schools: readonly WorldSchool[];
  nextAuthorId(): number;
  /** ordinary faculty of the field who publish in every year of [fromYear, toYear] */
  findSteadyCoauthors(field: BusinessSchoolDepartment, fromYear: number, toYear: number, count: number): number[];
}

export interface DesignatedRecords {
  readonly authors: WorldAuthor[];
  readonly mergeQueue: MergeQueueEntry[];
  readonly facultyAccountAuthor: WorldAuthor;
  readonly newFacultyAccountAuthor: WorldAuthor;
}

function schoolAt(schools: readonly WorldSchool[], index: number): WorldSchool {
  const school = schools[index];
  if (!school) throw new Error(`designated records need at least ${index + 1} schools`);
  return school;
}

/** A designated record: never drawn as a co-author, so its paper count is exact. */
function designated(author: WorldAuthor, paperYears: number[]): WorldAuthor {
  author.paperYears = [...paperYears].sort((a, b) => a - b);
  author.inCoauthorPool = false;
  return author;
}

export function buildDesignatedRecords(input: DesignatedRecordsInput): DesignatedRecords {
  const { random, context, schools } = input;
  const authors: WorldAuthor[] = [];

  const facultyAccountAuthor = (() => {
    const spec = FACULTY_ACCOUNT;
    const school = schoolAt(schools, spec.school);
    const author = buildAuthor(random, context, { id: input.nextAuthorId(), school, marker: spec.marker, field: spec.field, gender: spec.gender, name: spec.name, phdYear: spec.phdYear, splitAppointment: false });
    // the `faculty` account must open a complete profile: every required item is present
    author.cv = `${author.univProfileLink}/cv.pdf`;
    author.gsAuthorId = 'OBennettAAAAJ';
    author.gsAuthorName = `${spec.name.first} ${spec.name.last}`;
    author.verified = false;
    author.isComplete = profileIsComplete(author);
    if (!author.isComplete) throw new Error('the faculty account profile must be complete');
    return designated(author, spreadYears(spec.paperCount, spec.phdYear, DEMO_DATA_YEAR));
  })();
  authors.push(facultyAccountAuthor);

  const newFacultyAccountAuthor = (() => {
    const spec = NEW_FACULTY_ACCOUNT;
    const school = schoolAt(schools, spec.school);
    const author = buildAuthor(random, context, { id: input.nextAuthorId(), school, marker: spec.marker, field: spec.field, gender: spec.gender, name: spec.name, phdYear: spec.phdYear, splitAppointment: false });
    // the `newfaculty` account is sent to profile editing: no education and no CV yet
    author.education = [];
    author.cv = '';
    author.isComplete = false;
    return designated(author, spec.paperYears);
  })();
  authors.push(newFacultyAccountAuthor);

  for (const spec of RECORD_SPECS) {
    const school = schoolAt(schools, spec.school);
    const author = buildAuthor(random, context, {
      id: input.nextAuthorId(), school, marker: spec.marker, field: spec.field, gender: spec.gender, name: spec.name, phdYear: spec.phdYear, splitAppointment: false,
    });
    const paperYears = Array.isArray(spec.papers)
      ? [...(spec.papers as readonly number[])]
      : spreadWithoutGaps((spec.papers as { count: number }).count, spec.phdYear, author.lastResearchYear);
    spec.spoil?.(author, { context, school });
    author.isComplete = profileIsComplete(author);
    authors.push(designated(author, paperYears));
  }

  const mergeQueue: MergeQueueEntry[] = [];
  for (const pair of DUPLICATE_PAIRS) {
    const school = schoolAt(schools, pair.school);
    const main = buildAuthor(random, context, {
      id: input.nextAuthorId(), school, marker: pair.marker, field: pair.field, gender: pair.gender, name: pair.main, phdYear: pair.phdYear, splitAppointment: false,
    });
    main.nameVariations = [`${pair.split.first} ${pair.split.last}`];
    const mainYears = spreadYears(12, pair.phdYear, DEMO_DATA_YEAR - 1);
    authors.push(designated(main, mainYears));

    // The split record is the same person created again by a second import: same school,
    // department, rank and degrees, but another form of the name, no research profiles, and a
    // disjoint set of papers written with the same co-authors.
    const split = buildAuthor(random, context, {
      id: input.nextAuthorId(), school, marker: pair.marker, field: pair.field, gender: pair.gender, name: pair.split, phdYear: pair.phdYear, splitAppointment: false,
    });
    split.position = main.position;
    split.departments = main.departments.map((department) => ({ ...department }));
    split.education = main.education.map((entry) => ({ ...entry }));
    split.workHistory = main.workHistory.map((entry) => ({ ...entry }));
    split.bio = '';
    split.cv = '';
    split.gsAuthorId = '';
    split.gsAuthorName = '';
    split.rgAuthorId = '';
    split.rgAuthorName = '';
    split.verified = false;
    split.isComplete = profileIsComplete(split);
    const splitYears = spreadYears(5, pair.phdYear + 2, DEMO_DATA_YEAR - 3);
    authors.push(designated(split, splitYears));

    const shared = input.findSteadyCoauthors(pair.field, Math.min(mainYears[0] ?? pair.phdYear, splitYears[0] ?? pair.phdYear), DEMO_DATA_YEAR - 1, 2);
    main.pinnedCoauthorIds = shared;
    split.pinnedCoauthorIds = shared;
    mergeQueue.push({ authorId: split.id, reason: `Possible duplicate of author ${main.id} (${fullName(main)}): same school and co-authors, name variation '${pair.split.first} ${pair.split.last}'` });
  }

  return { authors, mergeQueue, facultyAccountAuthor, newFacultyAccountAuthor };
}

/** How many designated records each category has (the same at every size and seed). */
export const DESIGNATED_RECORD_COUNTS: Readonly<Record<DirtyCategory, number>> = (() => {
  const counts = Object.fromEntries(RECORD_SPECS.map((spec) => [spec.category, 0])) as Record<DirtyCategory, number>;
  for (const spec of RECORD_SPECS) counts[spec.category] += 1;
  counts.DUPLICATE_TO_MERGE = DUPLICATE_PAIRS.length;
  return counts;
})();

/** The designated records of each category, by name ("first last"), for documentation and tests. */
export const DESIGNATED_RECORD_NAMES: Readonly<Record<DirtyCategory, readonly string[]>> = (() => {
  const names = Object.fromEntries(RECORD_SPECS.map((spec) => [spec.category, [] as string[]])) as Record<DirtyCategory, string[]>;
  for (const spec of RECORD_SPECS) names[spec.category].push(`${spec.name.first} ${spec.name.last}`);
  names.DUPLICATE_TO_MERGE = DUPLICATE_PAIRS.map((pair) => `${pair.main.first} ${pair.main.last} / ${pair.split.first} ${pair.split.last}`);
  return names;
})();

export const DEMO_ACCOUNT_PROFILE_NAMES = {
  faculty: `${FACULTY_ACCOUNT.name.first} ${FACULTY_ACCOUNT.name.last}`,
  newfaculty: `${NEW_FACULTY_ACCOUNT.name.first} ${NEW_FACULTY_ACCOUNT.name.last}`,
} as const;
