import type { Db } from '@ri/db';
import { universityStatusEffect, type TUniversityStatus, type TUniversityStatusAnswer } from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { setUniversityStatus, universityStatus } from './queries.ts';

const UNKNOWN = 'This university does not exist.';

/**
 * A university's faculty data status (docs/admin-tools.md, "Faculty data status"): administrators mark
 * a school Completed when its faculty data is complete, and back to Pending. Every reader of the status
 * (Compare Schools' ranking, the pickers' GET get_universities/completed, the red flags' "all") reads the
 * row at each request, so nothing is cached to invalidate: the next read sees the change.
 */
export function createUniversityStatusService({ db, audit }: { db: Db; audit: AuditService }) {
  const answer = (row: { id: number; name: string; status: string }): TUniversityStatusAnswer => {
    const status = row.status as TUniversityStatus;
    return { university_id: row.id, name: row.name, status, message: universityStatusEffect(row.name, status) };
  };

  return {
    async get(universityId: number): Promise<TUniversityStatusAnswer> {
      const row = await universityStatus(db, universityId);
      if (!row) throw new NotFound(UNKNOWN);
      return answer(row);
    },

    /** Sets the status; audited when it changes (the same status again changes nothing and records nothing). */
    async set(caller: Caller, universityId: number, status: TUniversityStatus, ip: string): Promise<TUniversityStatusAnswer> {
      return db.transaction().execute(async (trx) => {
        const row = await universityStatus(trx, universityId, true);
        if (!row) throw new NotFound(UNKNOWN);
        if (row.status === status) return answer(row);
        await setUniversityStatus(trx, universityId, status);
        await audit.record(caller, { action: 'university.status', entityType: 'university', entityId: universityId, before: { status: row.status }, after: { status } }, ip, trx);
        return answer({ ...row, status });
      });
    },
  };
}

export type UniversityStatusService = ReturnType<typeof createUniversityStatusService>;
