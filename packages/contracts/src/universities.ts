import { z } from 'zod';

export const ZUniversityOption = z.object({ _id: z.number().int(), name: z.string() });
export type TUniversityOption = z.infer<typeof ZUniversityOption>;
/** GET /api/get_universities/all and /completed */
export const ZUniversityOptions = z.array(ZUniversityOption);

/** GET /api/auto/univ/{text}: "the first value holds the list of matching universities (name, univ_id)" */
export const ZUniversityAutocomplete = z.object({
  universities: z.array(z.object({ name: z.string(), univ_id: z.number().int() })),
});

/** GET /api/auto/school/{text} */
export const ZSchoolAutocomplete = z.object({ schools: z.array(z.object({ name: z.string() })) });

// ---------------------------------------------------------------- faculty data status (docs/admin-tools.md, "Faculty data status")

/** `Completed`: the university's faculty data is complete, so it is ranked and compared; `Pending`: not yet (docs/dashboards-api.md). */
export const UNIVERSITY_STATUSES = ['Pending', 'Completed'] as const;
export type TUniversityStatus = (typeof UNIVERSITY_STATUSES)[number];
export const UNIVERSITY_STATUS_MESSAGE = 'Choose the status Pending or Completed.';

/** PUT /api/admin/universities/{id}/status */
export const ZUniversityStatusBody = z.object({
  status: z.enum(UNIVERSITY_STATUSES, { error: UNIVERSITY_STATUS_MESSAGE }),
});
export type TUniversityStatusBody = z.infer<typeof ZUniversityStatusBody>;

/** GET and PUT /api/admin/universities/{id}/status; `message` says what the status means for the school. */
export const ZUniversityStatus = z.object({
  university_id: z.number().int(),
  name: z.string(),
  status: z.enum(UNIVERSITY_STATUSES),
  message: z.string(),
});
export type TUniversityStatusAnswer = z.infer<typeof ZUniversityStatus>;

/**
 * What a status means for a school: said by the API's answer and by the page's confirmation before
 * the change (the same sentence, so the administrator confirms what the server then does).
 */
export function universityStatusEffect(name: string, status: TUniversityStatus): string {
  return status === 'Completed'
    ? `${name}'s faculty data is complete (status Completed): it is ranked in Compare Schools and offered in Compare Gender and the university pickers of the dashboards, the author ranking, tenure readiness and red flags.`
    : `${name}'s faculty data is not complete (status Pending): it is left out of Compare Schools' ranking and is not offered in Compare Gender or the university pickers until it is marked Completed.`;
}
