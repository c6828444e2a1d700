import type { Db } from '@ri/db';
import { isDoiShaped, normaliseDoi, validatePaperYearRange } from '@ri/metrics';
import {
  CROSSREF_DOWN_MESSAGE, CROSSREF_TIMEOUT_MESSAGE, DOI_NOT_FOUND_MESSAGE, PAPER_ALREADY_LINKED_MESSAGE, PAPER_NOT_FOUND_MESSAGE,
  PAPER_NOT_LINKED_MESSAGE, PROFILE_VERIFIED_MESSAGE, type TDoiSearchResponse,
} from '@ri/contracts';
import { CrossrefTimeout, CrossrefUnavailable, normaliseIssn, type CrossrefClient, type CrossrefWork } from '../../clients/crossref.ts';
import type { Caller } from '../../http/access.ts';
import { BadGateway, Conflict, Forbidden, GatewayTimeout, NotFound, ValidationFailed } from '../../http/errors.ts';
import type { RateLimiter, RateRule } from '../../http/rateLimit.ts';
import type { AuditService } from '../audit/service.ts';
import type { StatsRefresher } from '../profile/statsRefresh.ts';
import { lastNameKeys, namesOf, printedNameScore, splitGiven, type AuthorNames } from './nameMatching.ts';
import * as queries from './queries.ts';

export interface PapersServiceDeps {
  db: Db;
  audit: AuditService;
  refreshStats: StatsRefresher;
  crossref: CrossrefClient;
  log: { error(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** counts the DOI checks that reach Crossref, per user (admins are not limited) */
  limiter?: RateLimiter;
  now?: () => Date;
}

/** DOI checks that go to Crossref, per user and hour: Crossref's polite pool is shared by all our users. */
export const CROSSREF_LOOKUP_RULE: RateRule = {
  limit: 120,
  windowSeconds: 60 * 60,
  message: 'You have checked many new DOIs in the last hour. Please wait a little before checking more.',
};

export const OTHER_PROFILE_PAPERS_MESSAGE = 'You can only change the papers of your own profile.';
const AUTOCOMPLETE_LIMIT = 50;
const MISSING_PAPERS_LIMIT = 50;

export function createPapersService({ db, audit, refreshStats, crossref, log, limiter, now = () => new Date() }: PapersServiceDeps) {
  /** The author whose papers `caller` may change: their own, or any author for an admin. */
  async function editableAuthor(caller: Caller, authorId: number) {
    const isAdmin = caller.type === 'admin';
    if (!isAdmin && caller.authorId !== authorId) throw new Forbidden(OTHER_PROFILE_PAPERS_MESSAGE);
    const author = await queries.loadAuthor(db, authorId);
    if (!author || author.merged_into_id !== null) throw new NotFound('This author profile does not exist.');
    if (author.verified && !isAdmin) throw new Forbidden(PROFILE_VERIFIED_MESSAGE);
    return author;
  }

  /** The authorship row that is clearly this author: the only one with an exact given and last name. */
  function clearlyTheAuthor(author: AuthorNames, printed: Array<{ first: string; last: string }>): number | null {
    const exact = printed.map((p, index) => ({ index, score: printedNameScore(author, p) })).filter((m) => m.score >= 1);
    return exact.length === 1 ? exact[0]!.index : null;
  }

  /** `audited` writes the creation's audit entries in its transaction (docs/reliability.md, "Faults"). */
  async function createFromCrossref(caller: Caller, work: CrossrefWork, audited: (trx: Db, created: { paper: { id: number; title: string; journal_id: number | null }; linked: boolean; position: number | null }) => Promise<void>) {
    const caller_author = caller.type === 'faculty' && caller.authorId !== null ? await queries.loadAuthor(db, caller.authorId) : undefined;
    const printed = work.authors.map((a) => {
      if (a.family === '' && a.given === '') return { first: '', mid: '', last: a.name };
      const { first, mid } = splitGiven(a.given);
      return { first, mid, last: a.family };
    });
    const linkIndex = caller_author && !caller_author.verified && caller_author.merged_into_id === null ? clearlyTheAuthor(caller_author, printed) : null;

    return db.transaction().execute(async (trx) => {
      await queries.advisoryLock(trx, `doi:${work.doi}`);
      const existing = await queries.findPaperByDoi(trx, work.doi);
      if (existing) return { paper: existing, created: false, linked: false };

      let journal: { id: number; name: string } | null = null;
      const journalName = work.containerTitle || work.shortContainerTitle;
      if (work.issns.length > 0 || journalName !== '') {
        await queries.advisoryLock(trx, `journal:${work.issns[0] ?? journalName.toLowerCase()}`);
        journal = (await queries.journalsByIssn(trx, work.issns))[0]
          ?? (work.issns.length === 0 ? await queries.journalByName(trx, journalName) : undefined)
          ?? null;
        if (!journal && journalName !== '') {
          const printIssn = work.printIssn ?? (work.electronicIssn ? null : work.issns[0] ?? null);
          journal = await queries.insertJournal(trx, {
            name: journalName,
            abbreviation: work.shortContainerTitle !== journalName ? work.shortContainerTitle : '',
            issn: printIssn,
            eIssn: work.electronicIssn,
          }) ?? (await queries.journalsByIssn(trx, work.issns))[0] ?? null;
        }
      }
      const inserted = await queries.insertPaper(trx, {
        title: work.title, journalId: journal?.id ?? null, publicationName: journal?.name ?? journalName, year: work.year, doi: work.doi,
        issn: normaliseIssn(work.printIssn ?? work.issns[0]), issue: work.issue, volume: work.volume, citationCount: work.citationCount,
        publisher: work.publisher,
      });
      if (!inserted) {
        // created by another writer (an import) between our check and insert
        const paper = await queries.findPaperByDoi(trx, work.doi);
        return { paper: paper!, created: false, linked: false };
      }
      await queries.insertAuthorships(trx, inserted.id, printed.map((p, index) => ({
        position: index + 1, authorId: index === linkIndex ? caller_author!.id : null, first: p.first, mid: p.mid, last: p.last,
      })));
      const paper = await queries.findPaperByDoi(trx, work.doi);
      const created = { paper: paper!, linked: linkIndex !== null, position: linkIndex === null ? null : linkIndex + 1 };
      await audited(trx, created);
      return { ...created, created: true, journalCreated: journal };
    });
  }

  async function linkPaper(caller: Caller, authorId: number, paperId: number, ip: string) {
    const author = await editableAuthor(caller, authorId);
    const result = await db.transaction().execute(async (trx) => {
      const paper = await queries.lockPaper(trx, paperId);
      if (!paper) throw new NotFound(PAPER_NOT_FOUND_MESSAGE);
      if (await queries.isLinked(trx, paperId, authorId)) throw new Conflict(PAPER_ALREADY_LINKED_MESSAGE);
      const authorships = await queries.paperAuthorships(trx, paperId);
      let best: { position: number; score: number } | null = null;
      for (const row of authorships) {
        if (row.author_id !== null) continue;
        const score = printedNameScore(author, { first: row.printed_first_name, last: row.printed_last_name });
        if (score > 0 && (best === null || score > best.score)) best = { position: row.position, score };
      }
      if (best) {
        await queries.linkAuthorship(trx, paperId, best.position, authorId);
      }
      const linked = best
        ? { paper, position: best.position, appended: false }
        : { paper, position: await queries.appendAuthorship(trx, paperId, { id: authorId, first: author.first_name, mid: author.mid_name, last: author.last_name }), appended: true };
      // the link and its audit entry in one transaction (docs/reliability.md, "Faults")
      await audit.record(caller, {
        action: caller.type === 'admin' ? 'profile.paper.admin_add' : 'profile.paper.add', entityType: 'author', entityId: authorId,
        after: { paper_id: paperId, title: paper.title, position: linked.position, appended_authorship: linked.appended },
      }, ip, trx);
      return linked;
    });
    await refreshStats({ authorIds: [authorId], paperIds: [paperId], universityIds: author.university_id ? [author.university_id] : [] }, caller.userId);
    return { message: 'Paper added', paper_id: paperId, author_id: authorId, position: result.position };
  }

  async function unlinkPaper(caller: Caller, authorId: number, paperId: number, ip: string) {
    const author = await editableAuthor(caller, authorId);
    const result = await db.transaction().execute(async (trx) => {
      const paper = await queries.lockPaper(trx, paperId);
      if (!paper) throw new NotFound(PAPER_NOT_FOUND_MESSAGE);
      const rows = await queries.unlinkAuthor(trx, paperId, authorId);
      if (rows.length === 0) throw new NotFound(PAPER_NOT_LINKED_MESSAGE);
      // the unlink and its audit entry in one transaction (docs/reliability.md, "Faults")
      await audit.record(caller, {
        action: caller.type === 'admin' ? 'profile.paper.admin_remove' : 'profile.paper.remove', entityType: 'author', entityId: authorId,
        before: { paper_id: paperId, title: paper.title, position: rows[0]!.position },
      }, ip, trx);
      return { paper, position: rows[0]!.position };
    });
    await refreshStats({ authorIds: [authorId], paperIds: [paperId], universityIds: author.university_id ? [author.university_id] : [] }, caller.userId);
    return { message: 'Paper removed', paper_id: paperId, author_id: authorId, position: result.position };
  }

  return {
    linkPaper,
    unlinkPaper,

    /**
     * The DOI box's Check: our catalogue first, else Crossref, creating the paper with its journal
     * and printed authors. Empty result (the seed's 'Please enter a correct DOI') for a malformed
     * DOI or one Crossref does not know.
     */
    async searchByDoi(caller: Caller, input: string, ip: string): Promise<TDoiSearchResponse> {
      const doi = normaliseDoi(input);
      if (!isDoiShaped(doi)) return { message: DOI_NOT_FOUND_MESSAGE };
      const onProfile = async (paperId: number) => caller.authorId !== null && !!(await queries.isLinked(db, paperId, caller.authorId));
      const known = await queries.findPaperByDoi(db, doi);
      if (known) {
        return {
          id: known.id, title: known.title, journal_id: known.journal_id, publication_name: known.publication_name ?? '',
          publication_year: known.year, source: 'catalogue', on_profile: await onProfile(known.id),
        };
      }
      if (limiter && caller.type !== 'admin') await limiter.consume(`crossref:user:${caller.userId}`, CROSSREF_LOOKUP_RULE);
      let work: CrossrefWork | null;
      try {
        work = await crossref.work(doi);
      } catch (error) {
        if (error instanceof CrossrefTimeout) {
          log.warn({ err: error, doi }, 'Crossref timed out');
          throw new GatewayTimeout(CROSSREF_TIMEOUT_MESSAGE);
        }
        if (error instanceof CrossrefUnavailable) {
          log.warn({ err: error, doi }, 'Crossref unavailable');
          throw new BadGateway(CROSSREF_DOWN_MESSAGE);
        }
        throw error;
      }
      if (!work || work.title === '') return { message: DOI_NOT_FOUND_MESSAGE };
      // Crossref may answer for an alias; keep the DOI as asked when it does not say otherwise
      const outcome = await createFromCrossref(caller, { ...work, doi: isDoiShaped(work.doi) ? work.doi : doi }, async (trx, created) => {
        await audit.record(caller, {
          action: 'paper.create_from_crossref', entityType: 'paper', entityId: created.paper.id,
          after: { doi: work.doi, title: created.paper.title, journal_id: created.paper.journal_id, linked_author_id: created.linked ? caller.authorId : null },
        }, ip, trx);
        if (created.linked && caller.authorId !== null) {
          await audit.record(caller, {
            action: 'profile.paper.add', entityType: 'author', entityId: caller.authorId,
            after: { paper_id: created.paper.id, title: created.paper.title, position: created.position, via: 'doi' },
          }, ip, trx);
        }
      });
      if (outcome.created && outcome.linked && caller.authorId !== null) {
        await refreshStats({ authorIds: [caller.authorId], paperIds: [outcome.paper.id] }, caller.userId);
      }
      return {
        id: outcome.paper.id, title: outcome.paper.title, journal_id: outcome.paper.journal_id, publication_name: outcome.paper.publication_name ?? '',
        publication_year: outcome.paper.year, source: outcome.created ? 'crossref' : 'catalogue', on_profile: await onProfile(outcome.paper.id),
      };
    },

    async papersOf(journalId: number, year: number) {
      return { papers: await queries.papersOfJournalYear(db, journalId, year) };
    },

    async manualMapping(issnInput: string, startYear: number, endYear: number) {
      const issues = validatePaperYearRange(startYear, endYear, now().getFullYear());
      if (issues[0]) throw new ValidationFailed(issues[0].message, 'querystring.startyear');
      const issn = normaliseIssn(issnInput);
      if (!issn) throw new ValidationFailed('Select Journal', 'querystring.issn');
      return { papers: await queries.papersOfIssnYears(db, issn, startYear, endYear) };
    },

    async journals(text: string) {
      const rows = await queries.searchJournals(db, text, AUTOCOMPLETE_LIMIT);
      return { journals: rows.map((j) => ({ id: j.id, name: j.name, issn: j.issn ?? j.e_issn ?? '' })) };
    },

    /** Papers whose printed authors look like this author but are linked to nobody; best matches first. */
    async missingPapers(caller: Caller, authorId: number) {
      if (caller.type !== 'admin' && caller.authorId !== authorId) throw new Forbidden('You can only see suggested papers for your own profile.');
      const author = await queries.loadAuthor(db, authorId);
      if (!author) throw new NotFound('This author profile does not exist.');
      const lastNames = lastNameKeys(author);
      if (lastNames.length === 0) return { papers: [] };
      const fullNames = [...new Set(namesOf(author).map((n) => `${n.first} ${n.last}`.trim()))];
      const rows = await queries.missingPaperCandidates(db, authorId, lastNames, fullNames);
      const best = new Map<number, { row: (typeof rows)[number]; score: number }>();
      for (const row of rows) {
        const nameScore = printedNameScore(author, { first: row.printed_first_name, last: row.printed_last_name });
        if (nameScore === 0) continue;
        const score = Math.round((0.6 * nameScore + 0.4 * Number(row.similarity)) * 1000) / 1000;
        const seen = best.get(row.id);
        if (!seen || score > seen.score) best.set(row.id, { row, score });
      }
      const papers = [...best.values()]
        .sort((a, b) => b.score - a.score || (b.row.year ?? 0) - (a.row.year ?? 0) || a.row.id - b.row.id)
        .slice(0, MISSING_PAPERS_LIMIT)
        .map(({ row, score }) => ({
          id: row.id, title: row.title, publication_name: row.publication_name ?? '', publication_year: row.year, journal_id: row.journal_id,
          printed_name: [row.printed_first_name, row.printed_mid_name, row.printed_last_name].filter(Boolean).join(' '), score,
        }));
      return { papers };
    },
  };
}

export type PapersService = ReturnType<typeof createPapersService>;
