import { normaliseName, type Db } from '@ri/db';
import { DIRECTORY_MESSAGES } from '@ri/contracts';
import { validateUniversitySelected } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Forbidden, NotFound, ValidationFailed } from '../../http/errors.ts';
import { withEmailFor } from '../../http/privacy.ts';
import * as queries from './queries.ts';
import type { DirectorySort } from './queries.ts';

interface Filters { name: string; department: string; sort: DirectorySort }

/** A university id typed in a query string ('' or not a number: 'Please select a university'). */
function universityIdOf(text: string, field: string): number {
  const issue = validateUniversitySelected(text)[0];
  const id = Number(text);
  if (issue || !/^\d{1,9}$/.test(text.trim()) || id <= 0) throw new ValidationFailed(issue?.message ?? 'Please select a university', field);
  return id;
}

const toDirectoryAuthor = (row: queries.DirectoryRow) => ({ ...row, univ_name: row.univ_name ?? '' });

export function createDirectoryService({ db }: { db: Db }) {
  /** A university user reads only their own university's faculty; an admin any. */
  async function directoryUniversity(caller: Caller, idText: string) {
    const universityId = universityIdOf(idText, 'querystring.id');
    if (caller.type !== 'admin' && caller.universityId !== universityId) throw new Forbidden('You can only see the faculty of your own university.');
    const university = await queries.findUniversity(db, universityId);
    if (!university) throw new NotFound('No such university.');
    return university;
  }

  return {
    /** GET get_authors?id: the university faculty directory (every current faculty member, filtered and sorted). */
    async directory(caller: Caller, idText: string, filters: Filters) {
      const university = await directoryUniversity(caller, idText);
      const { rows, total } = await queries.listDirectory(db, { universityId: university.id, name: normaliseName(filters.name), department: filters.department, sort: filters.sort });
      return { university, authors: rows.map(toDirectoryAuthor), total };
    },

    /** Admin author search: every university or one, paged. */
    async adminSearch(filters: Filters & { universityId?: number; skip: number; limit: number }) {
      const { rows, total } = await queries.listDirectory(db, {
        universityId: filters.universityId ?? null, name: normaliseName(filters.name), department: filters.department, sort: filters.sort, skip: filters.skip, limit: filters.limit,
      });
      return { authors: rows.map(toDirectoryAuthor), total };
    },

    /** GET get_similar_auth/{authorId}; start/end (offsets around the author's first year of career) narrow the cohort. */
    /** e-mail addresses only where the privacy table allows them (docs/privacy.md) */
    async similarAuthors(caller: Caller, authorId: number, range: { start?: number; end?: number }) {
      const author = await queries.findAuthor(db, authorId);
      if (!author || author.merged_into_id !== null) throw new NotFound('This author does not exist.');
      let rows = await queries.similarAuthors(db, authorId);
      const fyc = author.first_year_career;
      if (fyc !== null && (range.start !== undefined || range.end !== undefined)) {
        const from = fyc + (range.start ?? -10);
        const to = fyc + (range.end ?? 10);
        rows = rows.filter((row) => row.first_year_career !== null && row.first_year_career >= from && row.first_year_career <= to);
      }
      const shape = ({ relation: _relation, university_id: universityId, ...row }: queries.SimilarRow) =>
        withEmailFor(caller, { authorId: row.author_id, universityId }, { ...row, univ_name: row.univ_name ?? '' } as Omit<queries.SimilarRow, 'relation' | 'university_id' | 'email'> & { univ_name: string; email?: string });
      return {
        first_year_career: fyc,
        primary_co_authors: rows.filter((row) => row.relation === 'primary').map(shape),
        secondary_co_authors: rows.filter((row) => row.relation === 'secondary').map(shape),
        authors: rows.map((row) => ({ ...shape(row), relation: row.relation })),
      };
    },

    async paperSearch(text: string) {
      const rows = await queries.searchPapersByTitle(db, text.trim());
      return {
        papers: rows.map((row) => ({
          _id: row.id, document_title: row.title, publication_name: row.publication_name, publication_year: row.year, issn: row.issn, e_issn: row.e_issn,
          citation_count: row.citation_count, publisher: row.publisher,
          authors: row.authors.map((author) => ({ first_name: author.first_name, mid_name: author.mid_name, last_name: author.last_name, id: author.id })),
        })),
      };
    },

    /** Manual Mapping: first name, last name (at least one) and a university. */
    async manualMapping(query: { first_name: string; last_name: string; univ_id: string }) {
      const universityId = universityIdOf(query.univ_id, 'querystring.univ_id');
      const first = normaliseName(query.first_name);
      const last = normaliseName(query.last_name);
      if (first === '' && last === '') throw new ValidationFailed(DIRECTORY_MESSAGES.nameNeeded, 'querystring.last_name');
      const rows = await queries.manualMappingCandidates(db, universityId, first, last);
      return { authors: rows.map((row) => ({ ...row, univ_name: row.univ_name ?? '' })) };
    },
  };
}

export type DirectoryService = ReturnType<typeof createDirectoryService>;
