// Citations inside the repository: code cites docs/ sections, never documents outside the repository.
// The three specifications the product was built from are restated in docs/requirements/ (one file per
// area, sections numbered as the specifications number them), so "seed 001 section 4" becomes
// "docs/requirements/dashboards.md §4". Used by infra/bin/cite-requirements.mjs (the codemod) and by
// citations.test.ts (the check).

/** Which requirements document restates which specification. */
export const REQUIREMENT_DOCS = {
  '000': 'docs/requirements/profile-and-accounts.md',
  '001': 'docs/requirements/dashboards.md',
  '002': 'docs/requirements/admin-tools.md',
};

/** What the check refuses: a citation of a specification by number, or a path outside the repository. */
export const OUTSIDE_CITATION = /\bseeds? 00\d|\.\.\/shared\b/i;

const NUMBERS = String.raw`\d+(?:\s*(?:,|and|&)\s*\d+)*`;
// "seed 002 sections 2, 3 and 5" / "Seed 001 section 4" / "seed 000"
const SINGLE = new RegExp(String.raw`\b[Ss]eed (00\d)(?: (sections?) (${NUMBERS}))?`, 'g');
// "seeds 001 and 002"
const PLURAL = /\b[Ss]eeds (00\d) and (00\d)\b/g;

function docOf(seed) {
  return REQUIREMENT_DOCS[seed];
}

/** "2, 3 and 5" -> "§2, §3 and §5" */
function sectionsText(numbers) {
  return numbers.replace(/\d+/g, (n) => `§${n}`);
}

/**
 * The text with every specification citation rewritten to its docs/ section; `unmapped` lists what
 * still cites something outside the repository afterwards (with its line number).
 */
export function rewriteCitations(text) {
  let count = 0;
  let out = text.replace(PLURAL, (match, a, b) => {
    if (!docOf(a) || !docOf(b)) return match;
    count += 1;
    return `${docOf(a)} and ${docOf(b)}`;
  });
  out = out.replace(SINGLE, (match, seed, _word, numbers) => {
    const doc = docOf(seed);
    if (!doc) return match;
    count += 1;
    return numbers ? `${doc} ${sectionsText(numbers)}` : doc;
  });
  const unmapped = [];
  out.split('\n').forEach((line, index) => {
    if (OUTSIDE_CITATION.test(line)) unmapped.push({ line: index + 1, text: line.trim() });
  });
  return { text: out, count, unmapped };
}

/** The lines of `text` that cite something outside the repository. */
export function outsideCitations(text) {
  return text.split('\n').flatMap((line, index) => (OUTSIDE_CITATION.test(line) ? [{ line: index + 1, text: line.trim() }] : []));
}
