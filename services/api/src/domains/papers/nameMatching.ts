import { normaliseName } from '@ri/db';

/**
 * Whether a printed author name (as on a paper) is a given author. Pure and shared by the DOI
 * import (is one of the printed authors clearly the caller?), linking a paper to a profile
 * (which authorship row is the author's?) and the missing-papers suggestions.
 */
export interface PersonName {
  first: string;
  last: string;
}

export interface AuthorNames {
  first_name: string;
  mid_name: string;
  last_name: string;
  name_variations: readonly string[];
}

/** The author's name and each name variation ('J. Smith', 'John A. Smith', 'Smith, John') as first/last. */
export function namesOf(author: AuthorNames): PersonName[] {
  const names: PersonName[] = [{ first: normaliseName(author.first_name), last: normaliseName(author.last_name) }];
  for (const variation of author.name_variations) {
    const text = variation.trim();
    if (text === '') continue;
    if (text.includes(',')) {
      const [last, first] = text.split(',', 2);
      names.push({ first: normaliseName(first), last: normaliseName(last) });
      continue;
    }
    const words = normaliseName(text).split(' ').filter(Boolean);
    if (words.length < 2) continue;
    names.push({ first: words[0]!, last: words[words.length - 1]! });
  }
  return names.filter((n) => n.last !== '');
}

/** The printed given name's first word ('Richard L.' -> 'richard'; 'J.' -> 'j'). */
function firstWord(given: string): string {
  return normaliseName(given).split(' ')[0]?.replace(/\.$/, '') ?? '';
}

/** Last names compared without spaces and hyphens ('Dalla Serra' = 'Dalla-Serra'). */
function sameLastName(a: string, b: string): boolean {
  const squash = (s: string) => normaliseName(s).replace(/[\s'-]/g, '');
  return squash(a) !== '' && squash(a) === squash(b);
}

/**
 * How well a printed name fits the author, 0 when it cannot be them:
 * 1 = same last name and the same given name(s); 0.9 = same first word of the given name; 0.6 = same last name and the printed first name is the
 * author's initial; 0.3 = same last name and no printed first name; 0 otherwise (a different
 * first name is a different person).
 */
export function printedNameScore(author: AuthorNames, printed: { first: string; last: string }): number {
  let best = 0;
  const printedFirst = firstWord(printed.first);
  const printedGiven = normaliseName(printed.first).replace(/\./g, '');
  for (const name of namesOf(author)) {
    if (!sameLastName(name.last, printed.last)) continue;
    const authorFirst = name.first.split(' ')[0] ?? '';
    if (printedFirst === '') best = Math.max(best, 0.3);
    // an initial is never a certain match, even when a name variation is written with it
    else if (printedFirst.length > 1 && printedGiven === name.first.replace(/\./g, '')) best = Math.max(best, 1);
    else if (printedFirst.length > 1 && printedFirst === authorFirst) best = Math.max(best, 0.9);
    else if (printedFirst.length === 1 && authorFirst.startsWith(printedFirst)) best = Math.max(best, 0.6);
    else if (authorFirst.length === 1 && printedFirst.startsWith(authorFirst)) best = Math.max(best, 0.6);
  }
  return best;
}

/** The lower-cased last names to look up printed authorships by (raw and accent-free spellings). */
export function lastNameKeys(author: AuthorNames): string[] {
  const keys = new Set<string>();
  const raw = author.last_name.trim().toLowerCase();
  if (raw) keys.add(raw);
  for (const name of namesOf(author)) keys.add(name.last);
  for (const variation of author.name_variations) {
    const text = variation.trim();
    if (text.includes(',')) keys.add(text.split(',')[0]!.trim().toLowerCase());
    else {
      const words = text.split(/\s+/);
      if (words.length >= 2) keys.add(words[words.length - 1]!.toLowerCase());
    }
  }
  return [...keys].filter(Boolean);
}

/** Splits Crossref's given name into the first name and the rest ('Richard L.' -> 'Richard', 'L.'). */
export function splitGiven(given: string): { first: string; mid: string } {
  const words = given.trim().split(/\s+/).filter(Boolean);
  return { first: words[0] ?? '', mid: words.slice(1).join(' ') };
}
