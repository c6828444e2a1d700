import { z } from 'zod';
import { validateAppointmentTotal } from './departmentAppointment.ts';
import { validYearMessage } from './education.ts';
import { isDoiShaped, normaliseDoi, PAPER_MESSAGES } from './papers.ts';
import { validatePasswordPolicy } from './passwordPolicy.ts';
import { GENDER_CODES, PERSONAL_INFORMATION_MESSAGES } from './personalInformation.ts';
import { isKnownMarker } from './positions.ts';
import { ADMIN_TOOL_MESSAGES } from './adminTools.ts';
import type { RuleIssue } from './ruleIssues.ts';

/**
 * zod schemas built from the rules, for packages/contracts and the API, so a request refused by
 * the server carries the same message the form shows. Schemas that depend on the current year
 * are factories: the route builds them with the request's clock.
 */

/**
 * Bridges any rule into zod: the rule's issues become zod issues with the rule's message and
 * its field as the path ('gs.link' -> ['gs', 'link']; '' -> the value itself).
 */
export function withRule<S extends z.ZodType>(schema: S, rule: (value: z.output<S>) => readonly RuleIssue[]) {
  return schema.superRefine((value, context) => {
    for (const found of rule(value)) {
      context.addIssue({ code: 'custom', message: found.message, path: found.field === '' ? [] : found.field.split('.') });
    }
  });
}

/** A whole year in [min, maxYear] (numbers, or digit strings from forms), one message for every failure. */
export function ZYear(min: number, maxYear: number, message = `Enter Valid Year between ${min} and ${maxYear}`) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(maxYear, message);
}

/** Education year: 1950 to the current year, with the seed's message. */
export function ZEducationYear(currentYear: number) {
  return ZYear(1950, currentYear, validYearMessage(currentYear));
}

export const ZGenderCode = z.enum(GENDER_CODES, { error: PERSONAL_INFORMATION_MESSAGES.chooseGender });

export const ZMarker = z.number({ error: ADMIN_TOOL_MESSAGES.unknownMarker }).int(ADMIN_TOOL_MESSAGES.unknownMarker).refine(isKnownMarker, ADMIN_TOOL_MESSAGES.unknownMarker);

/** A DOI as typed; the output is the normalised DOI. */
export const ZDoi = z
  .string({ error: PAPER_MESSAGES.incorrectDoi })
  .transform(normaliseDoi)
  .refine(isDoiShaped, PAPER_MESSAGES.incorrectDoi);

/** A new password under our policy (length 8..128, not a common password). */
export const ZNewPassword = withRule(z.string(), (password) => validatePasswordPolicy(password, 'password').map((found) => ({ ...found, field: '' })));

/** percent_appointment: department name -> percent, each in [0, 100], total at most 100. */
export const ZPercentAppointment = withRule(z.record(z.string(), z.number()), (map) =>
  validateAppointmentTotal(map).map((found) => ({ ...found, field: '' })),
);
