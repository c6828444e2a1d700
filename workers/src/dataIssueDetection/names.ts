// How the data-issue detectors compare names (docs/admin-tools.md, "Data issues"). Pure functions.
import { normaliseName } from '@ri/db';

/** A name split into its given part and its family (last) name. */
export interface SplitName {
  given: string;
  family: string;
}

/** Lower-case, accent-free, without spaces, hyphens, apostrophes or dots: 'Doyle-Martin' = 'doyle martin'. */
export function squash(text: string): string {
  return normaliseName(text).replace(/[\s'.-]/g, '');
}

/** The first word of a given name without its dot: 'Richard L.' -> 'richard', 'J.' -> 'j'. */
export function firstGivenWord(given: string): string {
  return normaliseName(given).split(' ')[0]?.replace(/\.$/, '') ?? '';
}

/** 'J' and 'John' are compatible (an initial); 'Jon' and 'John' are not. */
export function givenNamesCompatible(a: string, b: string): boolean {
  if (a === '' || b === '') return true;
  if (a === b) return true;
  return (a.length === 1 && b.startsWith(a)) || (b.length === 1 && a.startsWith(b));
}

/** A free-text name ('Kate Martin', 'Martin, Kate', 'M. J. García Márquez'): the last word is the family name. */
export function splitFullName(text: string): SplitName | null {
  const trimmed = text.trim();
  if (trimmed.includes(',')) {
    const [family = '', given = ''] = trimmed.split(',', 2);
    return squash(family) === '' ? null : { given: given.trim(), family: family.trim() };
  }
  const words = trimmed.split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return { given: words.slice(0, -1).join(' '), family: words[words.length - 1]! };
}

/**
 * Two names of one person agree when the family names are the same (squashed) and the first given
 * words are the same or one is the other's initial. 'Bill Ashford' and 'William Ashford' disagree;
 * 'W. Ashford' and 'William Ashford' agree.
 */
export function namesAgree(a: SplitName, b: SplitName): boolean {
  if (squash(a.family) === '' || squash(b.family) === '') return true;
  return squash(a.family) === squash(b.family) && givenNamesCompatible(firstGivenWord(a.given), firstGivenWord(b.given));
}

/**
 * Whether a free-text profile name (Google Scholar, ResearchGate) agrees with a split name. The
 * profile name must end with the whole family name, so 'Nguyen Thanh' does not agree with
 * Thanh Nguyen, and 'Siobhan Kavanagh-Burke' does not agree with Siobhan Kavanagh.
 */
export function profileNameAgrees(profileName: string, name: SplitName): boolean {
  const family = squash(name.family);
  if (family === '') return true;
  const trimmed = profileName.trim();
  if (trimmed.includes(',')) {
    const split = splitFullName(trimmed);
    return split === null ? false : namesAgree(split, name);
  }
  const words = normaliseName(trimmed).split(' ').filter(Boolean);
  for (let familyStart = words.length - 1; familyStart >= 1; familyStart--) {
    if (words.slice(familyStart).join('').replace(/['.-]/g, '') === family) {
      return givenNamesCompatible(words[0]!.replace(/\.$/, ''), firstGivenWord(name.given));
    }
  }
  return false;
}

/** The record's own name and each of its name variations, split. */
export function recordNames(author: { first_name: string; last_name: string; name_variations: readonly string[] }): SplitName[] {
  const names: SplitName[] = [{ given: author.first_name, family: author.last_name }];
  for (const variation of author.name_variations) {
    const split = splitFullName(variation);
    if (split) names.push(split);
  }
  return names;
}

export type VariationProblem = 'two_character_name' | 'multiple_last_names';

/**
 * MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION, for one name variation of an author:
 * - two_character_name: a given-name word (any word but the last) of at most two letters
 *   ('Jo Smith', 'J. Smith', 'W. Zhang', 'Ed Wu-Ng');
 * - multiple_last_names: the variation ends with a hyphenated family name ('Ed Wu-Ng'), or the
 *   record's family name has several parts and the variation does not end with all of them
 *   ('Maria Marquez' or 'María García' for García Márquez).
 */
export function variationProblems(variation: string, recordFamily: string): VariationProblem[] {
  const problems: VariationProblem[] = [];
  const raw = variation.trim();
  const commaSplit = raw.includes(',') ? splitFullName(raw) : null;
  const words = commaSplit
    ? [...commaSplit.given.split(/\s+/).filter(Boolean), commaSplit.family]
    : raw.split(/\s+/).filter(Boolean);
  if (words.length === 0) return problems;
  const givenWords = words.slice(0, -1).map((word) => normaliseName(word).replace(/[^\p{L}]/gu, ''));
  if (givenWords.some((word) => word.length > 0 && word.length <= 2)) problems.push('two_character_name');
  const lastWord = words[words.length - 1]!;
  const recordParts = normaliseName(recordFamily).split(/[\s-]+/).filter(Boolean);
  const hyphenated = /[\p{L}]-[\p{L}]/u.test(lastWord);
  const missesRecordParts = recordParts.length > 1 && !squash(words.join(' ')).endsWith(squash(recordFamily));
  if (hyphenated || missesRecordParts) problems.push('multiple_last_names');
  return problems;
}
