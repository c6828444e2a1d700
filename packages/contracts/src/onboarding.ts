// Onboarding a school from OpenAlex (docs/ingestion.md "Onboarding a school from OpenAlex").
import { z } from 'zod';

/** An OpenAlex institution id such as I27837315 (or its https://openalex.org/ URL). */
export const ZOpenAlexInstitutionId = z.string().trim().max(60)
  .transform((value) => value.replace(/^https?:\/\/openalex\.org\//i, '').toUpperCase())
  .refine((value) => /^I\d{1,12}$/.test(value), 'Give an OpenAlex institution id such as I27837315.');

export const ZInstitutionSearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters of the school\'s name, or its ROR or OpenAlex id.').max(200),
});

export const ZOpenAlexInstitution = z.object({
  id: z.string(),
  display_name: z.string(),
  ror: z.string().nullable(),
  country_code: z.string().nullable(),
  type: z.string().nullable(),
  homepage_url: z.string().nullable(),
  /** OpenAlex's counts (docs/metrics.md "OpenAlex institution counts") */
  works_count: z.number().int(),
  cited_by_count: z.number().int(),
  /** our university linked to this institution (universities.openalex_id), if any */
  university_id: z.number().int().nullable(),
  university_name: z.string().nullable(),
  onboarded_at: z.string().nullable(),
});
export type TOpenAlexInstitution = z.infer<typeof ZOpenAlexInstitution>;

export const ZInstitutionSearchResponse = z.object({ data: z.array(ZOpenAlexInstitution) });

export const ZInstitutionParam = z.object({ institutionId: ZOpenAlexInstitutionId });

export const ZInstitutionDetail = ZOpenAlexInstitution.extend({
  /** authors OpenAlex counts at the institution (last known affiliation) */
  authors_count: z.number().int(),
  /** whether the caller may onboard it (an administrator: any; a university user: their own school only) */
  can_onboard: z.boolean(),
  /** why not, in a sentence */
  reason: z.string().nullable(),
});
export type TInstitutionDetail = z.infer<typeof ZInstitutionDetail>;

export const ZOnboardBody = z.object({ institution: ZOpenAlexInstitutionId });

/** The onboarding job: the institution, and its import run (a scheduled refresh makes its own run). */
export const ZOpenAlexOnboardPayload = z.object({
  institution: z.string().regex(/^I\d{1,12}$/),
  importRunId: z.number().int().positive().optional(),
  /** 'onboard' (started by a person) or 'refresh' (the per-school job scheduler) */
  mode: z.enum(['onboard', 'refresh']).default('onboard'),
});
