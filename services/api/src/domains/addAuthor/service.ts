import { normaliseName, type Db } from '@ri/db';
import { ADD_AUTHOR_MESSAGES, type TAddAuthorFields } from '@ri/contracts';
import {
  extractGoogleScholarAuthorId, extractResearchGateId, markerValue, needsPositionTitle, positionTypeOfTitle,
  validateAuthorSearch, validateCreateAuthor,
} from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Conflict, UnsupportedMediaType, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { loadAuthorRecords, searchAuthorsByName } from '../../queries/authorRecords.ts';
import type { StatsRefresher } from '../profile/statsRefresh.ts';
import { looksLikePdf, NOT_A_PDF_MESSAGE, type UploadService } from '../files/service.ts';
import type { UploadedFile } from '../files/upload.ts';
import * as queries from './queries.ts';

/** The rules' field names -> the form's field names (the 400's `field`). */
const FORM_FIELDS: Record<string, string> = {
  'gs.link': 'google_scholar_link', 'gs.author_name': 'google_scholar_author_name',
  'rg.link': 'research_gate_link', 'rg.author_name': 'research_gate_author_name',
};

export interface AddAuthorServiceDeps {
  db: Db;
  audit: AuditService;
  refreshStats: StatsRefresher;
  uploads: UploadService;
}

export function createAddAuthorService({ db, audit, refreshStats, uploads }: AddAuthorServiceDeps) {
  return {
    /** 'Look if Author exists': both names required (docs/requirements/admin-tools.md §5); the seed's author records, best matches first. */
    async search(firstName: string, lastName: string) {
      const issue = validateAuthorSearch({ first_name: firstName, last_name: lastName })[0];
      if (issue) throw new ValidationFailed(issue.message, `querystring.${issue.field}`);
      const rows = await searchAuthorsByName(db, normaliseName(firstName), normaliseName(lastName));
      return { authors: await loadAuthorRecords(db, rows.map((row) => row.id)) };
    },

    /**
     * Create new record with every rule of docs/requirements/admin-tools.md §5 ('Complete all required fields', the
     * Google Scholar and ResearchGate rules, ids taken from the links); the CV, if any, must be a PDF
     * and is stored as the profile's CV. Audited; the new faculty member's school figures refreshed.
     */
    async add(caller: Caller, fields: TAddAuthorFields, file: UploadedFile | null, ip: string) {
      const issue = validateCreateAuthor({
        first_name: fields.first_name, last_name: fields.last_name, univ_name: fields.univ_name, email: fields.email, title: fields.title,
        position_title: fields.position_title, marker: fields.marker,
        google_scholar_link: fields.google_scholar_link, google_scholar_author_name: fields.google_scholar_author_name,
        research_gate_link: fields.research_gate_link, research_gate_author_name: fields.research_gate_author_name,
      })[0];
      if (issue) throw new ValidationFailed(issue.message, `body.${FORM_FIELDS[issue.field] ?? issue.field}`);
      if (file !== null && !looksLikePdf(file.head)) throw new UnsupportedMediaType(NOT_A_PDF_MESSAGE, 'file');

      const univId = /^\d{1,9}$/.test(fields.univ_id.trim()) ? Number(fields.univ_id.trim()) : null;
      const university = await queries.findUniversity(db, univId, fields.univ_name);
      if (!university) throw new ValidationFailed(ADD_AUTHOR_MESSAGES.unknownUniversity, 'body.univ_name');
      const searchName = normaliseName(fields.first_name, fields.last_name);
      const sameName = await queries.findSameName(db, searchName, university.id);
      if (sameName) throw new Conflict(`${ADD_AUTHOR_MESSAGES.duplicate} (author ${sameName.id})`);

      const type = positionTypeOfTitle(fields.title);
      const position = needsPositionTitle(fields.title) ? fields.position_title.trim() : (type?.fixedTitle ?? fields.title.trim());
      const marker = fields.marker.trim() !== '' ? markerValue(fields.marker) : (type?.marker ?? null);
      const gsLink = fields.google_scholar_link.trim();
      const rgLink = fields.research_gate_link.trim();
      // the CV is checked and stored first (counted against the admin's day like any stored upload: 429 past it), then
      // the record, with its CV, and its audit entry are written in one transaction: both or neither
      // (docs/reliability.md, "Faults"); without the record the CV is removed again
      const stored = file === null ? null : await uploads.storeCv(caller, file, { countAdmins: true });
      const cv = stored?.url ?? '';
      let authorId: number;
      try {
        authorId = await db.transaction().execute(async (trx) => {
          const id = await queries.insertAuthor(trx, {
            first_name: fields.first_name.trim(), mid_name: fields.mid_name.trim(), last_name: fields.last_name.trim(), search_name: searchName,
            prefix: fields.prefix.trim(), suffix: fields.suffix.trim(), email: fields.email.trim(), position, marker, university_id: university.id,
            gs_author_id: gsLink === '' ? '' : extractGoogleScholarAuthorId(gsLink) ?? '',
            gs_author_name: gsLink === '' ? '' : fields.google_scholar_author_name.trim(),
            rg_author_id: rgLink === '' ? '' : extractResearchGateId(rgLink) ?? '',
            rg_author_name: rgLink === '' ? '' : fields.research_gate_author_name.trim(),
            cv,
          });
          await audit.record(caller, {
            action: 'author.create', entityType: 'author', entityId: id,
            after: { ...fields, university_id: university.id, position, marker, cv },
          }, ip, trx);
          return id;
        });
      } catch (error) {
        await stored?.remove();
        throw error;
      }
      await refreshStats({ authorIds: [authorId] }, caller.userId);
      return { message: ADD_AUTHOR_MESSAGES.added, author_id: authorId, cv };
    },
  };
}

export type AddAuthorService = ReturnType<typeof createAddAuthorService>;
