/**
 * Doctoral degrees (docs/requirements/profile-and-accounts.md §5, Education): degree text matching a PhD-like pattern is
 * normalised to one of these names, and such a degree counts as "a PhD degree" for profile
 * completeness and for the start of the research career.
 */
export const PHD_DEGREES = ['Ph.D.', 'D.B.A', 'D.Sc.', 'JSD', 'LHD', 'M.D.', 'DA'] as const;
export type PhdDegree = (typeof PHD_DEGREES)[number];

/** Not (yet) a doctorate, whatever the degree text says: 'PhD candidate', 'ABD', 'Postdoc'. */
const NOT_A_DOCTORATE = /\b(candidate|student|abd|all but dissertation|in progress|pre-?doc\w*|post-?doc\w*)\b|\(c\)/;

/** Spelled-out names, tried first (the more specific ones before the general ones). */
const SPELLED_OUT: ReadonlyArray<readonly [RegExp, PhdDegree]> = [
  [/\bdoctor(?:ate)? of (?:juridical science|juristic science|the science of law|the science of laws)\b/, 'JSD'],
  [/\bdoctor(?:ate)? of philosophy\b/, 'Ph.D.'],
  [/\bdoctor(?:ate)? of business administration\b/, 'D.B.A'],
  [/\bdoctor(?:ate)? of science\b/, 'D.Sc.'],
  [/\bdoctor(?:ate)? of humane letters\b/, 'LHD'],
  [/\bdoctor(?:ate)? of medicine\b/, 'M.D.'],
  [/\bdoctor(?:ate)? of arts\b/, 'DA'],
  // a research doctorate without the words "of philosophy": 'Doctorate', 'Doctoral degree',
  // 'Doctorat', German 'Dr. rer. pol.' / 'Dr. oec.'
  [/^(?:doctorate|doctoral degree|doctorat|doctorado|dottorato)\b/, 'Ph.D.'],
  [/\bdr\.?\s?(?:rer\.?\s?(?:pol|oec|nat)|oec|phil)\b/, 'Ph.D.'],
];

/**
 * Abbreviations, each a sequence of letter groups that may be separated by a dot and at most one
 * space ('PhD', 'Ph.D.', 'Ph. D.', 'P.h.D'), standing as a word of its own anywhere in the text
 * ('MBA, PhD in Finance'). Ph.D. comes first so 'MD/PhD' counts as a Ph.D.
 */
const ABBREVIATIONS: ReadonlyArray<readonly [ReadonlyArray<readonly string[]>, PhdDegree]> = [
  [[['p', 'h', 'd'], ['d', 'phil']], 'Ph.D.'],
  [[['d', 'b', 'a']], 'D.B.A'],
  [[['d', 'sc'], ['sc', 'd']], 'D.Sc.'],
  [[['j', 's', 'd'], ['s', 'j', 'd']], 'JSD'],
  [[['l', 'h', 'd']], 'LHD'],
  [[['m', 'd']], 'M.D.'],
  [[['d', 'a']], 'DA'],
];

function abbreviationPattern(groups: readonly string[]): RegExp {
  return new RegExp(`(?:^|[^a-z])${groups.join('\\.?\\s?')}\\.?(?=$|[^a-z])`);
}

const ABBREVIATION_PATTERNS: ReadonlyArray<readonly [RegExp, PhdDegree]> = ABBREVIATIONS.flatMap(([spellings, degree]) =>
  spellings.map((groups) => [abbreviationPattern(groups), degree] as const),
);

/** The doctorate a degree text names, or null ('MBA', 'PhD candidate', ''). */
export function phdDegreeOf(degreeText: string | null | undefined): PhdDegree | null {
  const text = (degreeText ?? '').trim().toLowerCase();
  if (text === '' || NOT_A_DOCTORATE.test(text)) return null;
  for (const [pattern, degree] of SPELLED_OUT) if (pattern.test(text)) return degree;
  for (const [pattern, degree] of ABBREVIATION_PATTERNS) if (pattern.test(text)) return degree;
  return null;
}

export function isPhdLike(degreeText: string | null | undefined): boolean {
  return phdDegreeOf(degreeText) !== null;
}

/** PhD-like text becomes its canonical name ('ph.d' -> 'Ph.D.'); other degrees are only trimmed. */
export function normaliseDegree(degreeText: string): string {
  return phdDegreeOf(degreeText) ?? degreeText.trim();
}
