// Step 4 of a profile update: keywords (free) and areas of interest (only the fixed list).
import { isBlank, isFixedAreaOfInterest, normaliseAreasOfInterest } from '@ri/metrics';
import { ValidationFailed } from '../../../http/errors.ts';
import { UNKNOWN_AREA_MESSAGE } from '../messages.ts';
import { cleanList, P, type UpdateRequest } from './context.ts';
import type { NextAuthor } from './personal.ts';

export function keywordsStep({ fields }: UpdateRequest, next: NextAuthor): void {
  if (fields.keywords !== undefined) {
    next.keywords = cleanList(fields.keywords).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  }
  if (fields.area_of_interest !== undefined) {
    const unknown = fields.area_of_interest.find((area) => !isBlank(area) && !isFixedAreaOfInterest(area));
    if (unknown !== undefined) throw new ValidationFailed(UNKNOWN_AREA_MESSAGE(unknown.trim()), `${P}area_of_interest`);
    next.area_of_interest = normaliseAreasOfInterest(fields.area_of_interest);
  }
}
