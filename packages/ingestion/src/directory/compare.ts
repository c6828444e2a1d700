// Update Faculty "compare": each person the directory lists against our authors of that university.
//   Add Name        listed, but we have no author for them
//   Remove Name     we have the author, the directory no longer lists them
//   Promoted        the directory's title is a higher tenure-track rank than our marker
//   Marker_Mismatch the title implies another marker than ours (or we have none)
//   No Middle Name  the directory prints a middle name our record lacks
//   Name Variation  the directory prints the name in a form our record does not know
//   No Action       everything agrees
import { normaliseName } from '@ri/db';
import { markerValue, rankFromMarker, isTenureTrackMarker } from '@ri/metrics';
import { nameKeys, splitName } from '../text.ts';

export type CompareActionName = 'Add Name' | 'Remove Name' | 'Promoted' | 'Marker_Mismatch' | 'No Middle Name' | 'Name Variation' | 'No Action';

export interface CompareEntry {
  id: number; name: string; first_name: string; mid_name: string; last_name: string;
  email: string; position: string; department: string; marker: number | null;
}
export interface CompareAuthor {
  id: number; first_name: string; mid_name: string; last_name: string; email: string;
  position: string; marker: number | null; name_variations: string[];
}
export interface CompareResult {
  entry: CompareEntry | null;
  author: CompareAuthor | null;
  action: CompareActionName;
  detail: string;
}

/** 10, 20, 30, 70, 90 mean 1, 2, 3, 7, 9. */
export function canonicalMarker(marker: number | null | undefined): number | null {
  const value = markerValue(marker ?? null);
  if (value === null) return null;
  return value >= 10 && value % 10 === 0 ? value / 10 : value;
}

function authorNameKeys(author: CompareAuthor): Set<string> {
  const keys = new Set(nameKeys({ first: author.first_name, mid: author.mid_name, last: author.last_name }));
  for (const variation of author.name_variations) for (const key of nameKeys(splitName(variation))) keys.add(key);
  return keys;
}

export function decideAction(entry: CompareEntry, author: CompareAuthor): { action: CompareActionName; detail: string } {
  const implied = canonicalMarker(entry.marker);
  const ours = canonicalMarker(author.marker);
  if (implied !== null && ours !== null && isTenureTrackMarker(implied) && isTenureTrackMarker(ours) && rankFromMarker(implied) > rankFromMarker(ours)) {
    return { action: 'Promoted', detail: `The directory lists '${entry.position}' (marker ${implied}); our marker is ${ours}` };
  }
  if (implied !== null && implied !== ours) {
    return { action: 'Marker_Mismatch', detail: `The directory title '${entry.position}' implies marker ${implied}; ours is ${ours ?? 'missing'}` };
  }
  if (entry.mid_name && !author.mid_name) {
    return { action: 'No Middle Name', detail: `The directory prints the middle name '${entry.mid_name}'` };
  }
  const printed = normaliseName(entry.first_name, entry.mid_name, entry.last_name);
  const known = new Set([normaliseName(author.first_name, author.mid_name, author.last_name), normaliseName(author.first_name, author.last_name),
    ...author.name_variations.map((v) => normaliseName(v))]);
  if (printed && !known.has(printed)) {
    return { action: 'Name Variation', detail: `The directory prints '${entry.name}'` };
  }
  return { action: 'No Action', detail: '' };
}

/** Matches entries to authors (e-mail first, then name forms) and decides each row's action. */
export function compareFaculty(entries: CompareEntry[], authors: CompareAuthor[]): CompareResult[] {
  const byEmail = new Map(authors.filter((a) => a.email).map((a) => [a.email.toLowerCase(), a]));
  const byKey = new Map<string, CompareAuthor[]>();
  for (const author of authors) {
    for (const key of authorNameKeys(author)) {
      const list = byKey.get(key) ?? [];
      list.push(author);
      byKey.set(key, list);
    }
  }
  const matchedAuthors = new Set<number>();
  const results: CompareResult[] = [];
  for (const entry of entries) {
    let author = entry.email ? byEmail.get(entry.email.toLowerCase()) : undefined;
    if (!author) {
      for (const key of nameKeys({ first: entry.first_name, mid: entry.mid_name, last: entry.last_name })) {
        const candidates = (byKey.get(key) ?? []).filter((a) => !matchedAuthors.has(a.id));
        if (candidates.length === 1) { author = candidates[0]; break; }
        if (candidates.length > 1) break;
      }
    }
    if (!author) {
      results.push({ entry, author: null, action: 'Add Name', detail: 'Listed in the directory, no author record at this university' });
      continue;
    }
    matchedAuthors.add(author.id);
    results.push({ entry, author, ...decideAction(entry, author) });
  }
  if (entries.length > 0) {
    for (const author of authors) {
      if (!matchedAuthors.has(author.id)) results.push({ entry: null, author, action: 'Remove Name', detail: 'Not listed in the latest directory scrape' });
    }
  }
  return results;
}
