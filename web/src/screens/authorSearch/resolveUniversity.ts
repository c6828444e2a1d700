import type { QueryClient } from '@tanstack/react-query';
import { universityAutocompleteQueryOptions } from '../../api/universities/universityQueries.ts';
import { universityIdFor } from '../signup/signUpWizard.ts';

/**
 * The university a form names when it is submitted: the one chosen from the suggestions, or else
 * (Enter pressed before the suggestions arrived) the text's exact name or its only suggestion, as
 * the autocomplete itself decides (docs/requirements/profile-and-accounts.md §7). Null when the text names none.
 */
export async function resolveUniversityId(queryClient: QueryClient, text: string, chosenId: number | null): Promise<number | null> {
  if (chosenId !== null) return chosenId;
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    return universityIdFor(trimmed, await queryClient.fetchQuery(universityAutocompleteQueryOptions(trimmed)));
  } catch {
    return null;
  }
}
