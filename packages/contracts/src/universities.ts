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
