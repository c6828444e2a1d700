// Who may see which school, department and author, and the year the figures are for.
// University-layout calls: a university user sees their own university only; an admin picks one
// with univ_id. Faculty-layout calls: a faculty user whose profile is incomplete is refused (seed
// 000 keeps the menu disabled; issue 7 asks the server to refuse rather than serve half-computed
// figures); a faculty user sees their own university and their own figures.
import type { Db } from '@ri/db';
import { DASHBOARD_MESSAGES } from '@ri/contracts';
import { roundTo, ROUNDING_DECIMALS } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../http/errors.ts';
import * as queries from './queries.ts';

export interface UniversityScope {
  universityId: number;
  name: string;
  abbreviation: string;
}

export interface DepartmentScope {
  id: number;
  name: string;
}

export interface Clock {
  /** the year the figures are computed for (analytics_state), else the clock's */
  currentYear: number;
  /** the clock's year: the upper bound of year filters */
  clockYear: number;
  /** 1 = January: picks the tenure colour thresholds */
  month: number;
}

/** Two decimals: comparison tables and every figure shown with decimals. */
export const round2 = (value: number) => roundTo(value, ROUNDING_DECIMALS.comparisonTable);
export const round2OrNull = (value: number | null) => (value === null ? null : round2(value));
export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

export function createScope(db: Db, now: () => Date) {
  async function university(id: number, field: string): Promise<UniversityScope> {
    const row = await queries.universityById(db, id);
    if (!row) throw new ValidationFailed(`Unknown university id: ${id}.`, field);
    return { universityId: row.id, name: row.name, abbreviation: row.abbreviation };
  }

  /** The faculty user's author record; refused while the profile is incomplete. */
  async function ownAuthor(caller: Caller): Promise<queries.AuthorProfile> {
    const [author] = caller.authorId === null ? [] : await queries.authorsByIds(db, [caller.authorId]);
    if (!author || !author.is_complete) throw new Forbidden(DASHBOARD_MESSAGES.profileIncomplete);
    return author;
  }

  return {
    async clock(): Promise<Clock> {
      const date = now();
      const clockYear = date.getUTCFullYear();
      const dataYear = await queries.analyticsYear(db);
      return { currentYear: dataYear ?? clockYear, clockYear, month: date.getUTCMonth() + 1 };
    },

    /** The university a university-layout call looks at. */
    async forUniversity(caller: Caller, univId: number | undefined, field = 'querystring.univ_id'): Promise<UniversityScope> {
      if (caller.type === 'admin') {
        const id = univId ?? caller.universityId;
        if (id === null || id === undefined) throw new ValidationFailed(DASHBOARD_MESSAGES.chooseUniversity, field);
        return university(id, field);
      }
      if (caller.type === 'faculty') {
        const author = await ownAuthor(caller);
        if (author.university_id === null) throw new Forbidden(DASHBOARD_MESSAGES.noUniversity);
        if (univId !== undefined && univId !== author.university_id) throw new Forbidden(DASHBOARD_MESSAGES.ownUniversityOnly);
        return university(author.university_id, field);
      }
      if (caller.universityId === null) throw new Forbidden(DASHBOARD_MESSAGES.noUniversity);
      if (univId !== undefined && univId !== caller.universityId) throw new Forbidden(DASHBOARD_MESSAGES.ownUniversityOnly);
      return university(caller.universityId, field);
    },

    /**
     * The faculty member a faculty-layout call is about, and their university. Faculty: themselves
     * (another author_id is refused). Admins: author_id when given (required when `authorRequired`); an unknown or
   * merged author is a 404.
     */
    async forFaculty(
      caller: Caller,
      options: { authorId?: number; univId?: number; authorRequired: boolean; authorField?: string; univField?: string },
    ): Promise<{ author: queries.AuthorProfile | null; university: UniversityScope | null }> {
      const authorField = options.authorField ?? 'querystring.author_id';
      const univField = options.univField ?? 'querystring.univ_id';
      if (caller.type === 'faculty') {
        const author = await ownAuthor(caller);
        if (options.authorId !== undefined && options.authorId !== author.id) throw new Forbidden(DASHBOARD_MESSAGES.ownFiguresOnly);
        if (options.univId !== undefined && options.univId !== author.university_id) throw new Forbidden(DASHBOARD_MESSAGES.ownUniversityOnly);
        return { author, university: author.university_id === null ? null : await university(author.university_id, univField) };
      }
      if (caller.type !== 'admin') throw new Forbidden();
      let author: queries.AuthorProfile | null = null;
      if (options.authorId !== undefined) {
        [author = null] = await queries.authorsByIds(db, [options.authorId]);
        // a merged author is gone (its record lives on in the author kept), as scope.authors answers it
        if (!author || author.merged_into_id !== null) throw new NotFound(DASHBOARD_MESSAGES.cannotFindFaculty);
      } else if (options.authorRequired) {
        throw new ValidationFailed(DASHBOARD_MESSAGES.chooseAuthor, authorField);
      }
      const univId = options.univId ?? author?.university_id ?? caller.universityId ?? null;
      return { author, university: univId === null ? null : await university(univId, univField) };
    },

    /** A department of the scope university; 'all' or nothing is the whole school (null). */
    async department(scope: UniversityScope, dept: number | 'all' | undefined, field: string): Promise<DepartmentScope | null> {
      if (dept === undefined || dept === 'all') return null;
      const row = await queries.departmentById(db, dept);
      if (!row || row.university_id !== scope.universityId) {
        throw new ValidationFailed(`Department ${dept} is not a department of ${scope.name}.`, field);
      }
      return { id: row.id, name: row.name };
    },

    /** Authors by id; unknown (or merged) ids are a 400 naming them, or the given message. */
    async authors(ids: number[], field: string, message?: string): Promise<queries.AuthorProfile[]> {
      const rows = await queries.authorsByIds(db, ids);
      const found = new Map(rows.filter((r) => r.merged_into_id === null).map((r) => [r.id, r]));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw new ValidationFailed(message ?? `Unknown author id(s): ${missing.join(', ')}.`, field);
      return ids.map((id) => found.get(id)!);
    },
  };
}

export type Scope = ReturnType<typeof createScope>;
