// Onboarding a school from OpenAlex (docs/ingestion.md "Onboarding a school from OpenAlex"): search
// institutions by name, ROR or OpenAlex id, show one with its counts, and start the onboarding job.
// The rule the server enforces: an administrator may onboard any institution; a university user only
// their own school, which is the institution their university is linked to (universities.openalex_id)
// or, while it is linked to none, the institution with their university's ROR id.
import { advisoryXactLock, type Db } from '@ri/db';
import { OpenAlexApiError, createImportRun, type InstitutionSummary, type OpenAlexClient } from '@ri/ingestion/parser-free';
import type { TImportStarted, TInstitutionDetail, TOpenAlexInstitution } from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound, ServiceUnavailable, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { linkUniversityToInstitution, openalexLinkOf, runningOnboarding, universitiesLinkedTo } from './queries.ts';

export const ONBOARDING_MESSAGES = {
  unavailable: 'OpenAlex is not answering right now. Please try again in a minute.',
  unreadable: 'OpenAlex could not read this search. Try the school\'s name in other words, or its ROR or OpenAlex id.',
  unknown: (id: string) => `OpenAlex does not know the institution ${id}.`,
  notOwnSchool: 'You can onboard only your own school.',
  notLinked: 'Your school is not linked to an OpenAlex institution yet: ask an administrator to onboard it.',
  linkedElsewhere: (name: string) => `This institution belongs to another school in Research Insights (${name}).`,
  running: (runId: number) => `This school is being onboarded already (import #${runId}); follow that run.`,
} as const;

export interface OnboardingDeps {
  db: Db;
  audit: AuditService;
  openalex: OpenAlexClient;
  enqueue(payload: { institution: string; importRunId: number; mode: 'onboard' }, caller: Caller, importRunId: number): Promise<TImportStarted>;
}

const shortRor = (ror: string | null) => (ror ? ror.replace(/^https?:\/\/ror\.org\//i, '').toLowerCase() : null);

async function outsideCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // OpenAlex refusing what was asked (a search it cannot parse) is the asker's 400; anything else is OpenAlex's trouble
    if (error instanceof OpenAlexApiError && error.status === 400) throw new ValidationFailed(ONBOARDING_MESSAGES.unreadable, 'q');
    if (error instanceof OpenAlexApiError) throw new ServiceUnavailable(ONBOARDING_MESSAGES.unavailable);
    if (error instanceof TypeError) throw new ServiceUnavailable(ONBOARDING_MESSAGES.unavailable);
    throw error;
  }
}

export function createOnboarding({ db, audit, openalex, enqueue }: OnboardingDeps) {
  /** Our universities linked to these institutions: by OpenAlex id. */
  async function linked(ids: string[]): Promise<Map<string, { id: number; name: string; onboarded_at: Date | null }>> {
    if (ids.length === 0) return new Map();
    const rows = await universitiesLinkedTo(db, ids);
    return new Map(rows.map((r) => [r.openalex_id!, { id: r.id, name: r.name, onboarded_at: r.openalex_onboarded_at }]));
  }

  function withLink(summary: InstitutionSummary, link: { id: number; name: string; onboarded_at: Date | null } | undefined): TOpenAlexInstitution {
    return { ...summary, university_id: link?.id ?? null, university_name: link?.name ?? null, onboarded_at: link?.onboarded_at?.toISOString() ?? null };
  }

  /**
   * Whether the caller may onboard the institution: null when yes, else the sentence why not. For a
   * university user also answers their university, to link it to the institution when it has no link.
   */
  async function refusal(caller: Caller, summary: InstitutionSummary, holder: { id: number; name: string } | undefined): Promise<{ reason: string | null; linkOwn: number | null }> {
    if (caller.type === 'admin') return { reason: null, linkOwn: null };
    if (caller.type !== 'university' || caller.universityId === null) return { reason: ONBOARDING_MESSAGES.notOwnSchool, linkOwn: null };
    const own = await openalexLinkOf(db, caller.universityId);
    if (!own) return { reason: ONBOARDING_MESSAGES.notOwnSchool, linkOwn: null };
    if (own.openalex_id === summary.id) return { reason: null, linkOwn: null };
    if (own.openalex_id !== null) return { reason: ONBOARDING_MESSAGES.notOwnSchool, linkOwn: null };
    const rorMatches = own.ror_id !== null && shortRor(own.ror_id) === shortRor(summary.ror);
    if (!rorMatches) return { reason: own.ror_id === null ? ONBOARDING_MESSAGES.notLinked : ONBOARDING_MESSAGES.notOwnSchool, linkOwn: null };
    if (holder && holder.id !== own.id) return { reason: ONBOARDING_MESSAGES.linkedElsewhere(holder.name), linkOwn: null };
    return { reason: null, linkOwn: own.id };
  }

  async function summaryOf(id: string): Promise<InstitutionSummary> {
    const record = await outsideCall(() => openalex.institution(id));
    if (!record) throw new NotFound(ONBOARDING_MESSAGES.unknown(id));
    return openalex.summaryOf(record);
  }

  return {
    async searchInstitutions(query: string): Promise<{ data: TOpenAlexInstitution[] }> {
      const found = await outsideCall(() => openalex.searchInstitutions(query));
      const links = await linked(found.map((f) => f.id));
      return { data: found.map((f) => withLink(f, links.get(f.id))) };
    },

    async institutionDetail(caller: Caller, id: string): Promise<TInstitutionDetail> {
      const summary = await summaryOf(id);
      const authors = await outsideCall(() => openalex.authorsCount(id));
      const link = (await linked([id])).get(id);
      const { reason } = await refusal(caller, summary, link);
      return { ...withLink(summary, link), authors_count: authors, can_onboard: reason === null, reason };
    },

    async startOnboarding(caller: Caller, id: string, ip: string): Promise<TImportStarted> {
      const summary = await summaryOf(id);
      const link = (await linked([id])).get(id);
      const { reason, linkOwn } = await refusal(caller, summary, link);
      if (reason !== null) throw new Forbidden(reason);
      // one run per institution at a time: two starts at once are serialised by a lock, the second sees the first's run
      // the link, the run and their audit entries in one transaction (docs/reliability.md, "Faults")
      const importRunId = await db.transaction().execute(async (trx) => {
        await advisoryXactLock(trx, `openalex-onboard:${id}`);
        const running = await runningOnboarding(trx, id);
        if (running) throw new Conflict(ONBOARDING_MESSAGES.running(running.id));
        let linkedNow = false;
        if (linkOwn !== null) {
          // the university user's school, recognised by its ROR id: linked now, so the import attaches to it
          linkedNow = await linkUniversityToInstitution(trx, linkOwn, id);
        }
        if (linkedNow) {
          await audit.record(caller, { action: 'openalex.link_university', entityType: 'university', entityId: linkOwn!, before: { openalex_id: null }, after: { openalex_id: id } }, ip, trx);
        }
        const runId = await createImportRun(trx, {
          source: 'openalex', fileName: `OpenAlex API: ${id} (${summary.display_name})`, requestedBy: caller.userId, universityId: linkOwn ?? link?.id ?? null,
          options: { institution: id, api: true, mode: 'onboard' },
        });
        await audit.record(caller, { action: 'openalex.onboard', entityType: 'import_run', entityId: runId, before: null, after: { institution: id, name: summary.display_name } }, ip, trx);
        return runId;
      });
      return enqueue({ institution: id, importRunId, mode: 'onboard' }, caller, importRunId);
    },
  };
}
