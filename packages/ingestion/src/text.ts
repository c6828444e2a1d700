import { normaliseName } from '@ri/db';
import { normaliseDoi, isDoiShaped } from '@ri/metrics';

/** Collapses whitespace and trims; '-' and other lone dashes (spreadsheets' "blank") become ''. */
export function cleanCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'object') {
    const record = value as { text?: unknown; result?: unknown; richText?: Array<{ text: string }> };
    if (Array.isArray(record.richText)) text = record.richText.map((r) => r.text).join('');
    else if (record.text !== undefined) text = String(record.text);
    else if (record.result !== undefined) text = String(record.result);
    else text = String(value);
  } else {
    text = String(value);
  }
  const cleaned = text.replace(/[\s\u00a0]+/g, ' ').trim();
  return /^[-\u2013\u2014]+$/.test(cleaned) ? '' : cleaned;
}

/** An ISSN as NNNN-NNNX, or '' when the text holds none. */
export function normaliseIssn(value: unknown): string {
  const text = cleanCell(value).toUpperCase().replace(/[^0-9X]/g, '');
  if (text.length === 8) return `${text.slice(0, 4)}-${text.slice(4)}`;
  // Excel turns leading-zero ISSNs without dash into numbers: 2167835 -> 0216-7835? only pad 7-digit numbers
  if (text.length === 7 && /^\d+$/.test(text)) return `0${text.slice(0, 3)}-${text.slice(3)}`;
  return '';
}

/** A title compared loosely: lower case, accents and everything but letters and digits removed. */
export function titleKey(title: string): string {
  return normaliseName(title).replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * A journal title as a librarian compares it (docs/ingestion.md, "Journals"): case, accents and
 * punctuation ignored, '&' read as 'and', a leading 'The' dropped. 'Journal of the Royal
 * Statistical Society. Series A-Statistics in Society' and '... Series A: Statistics in Society' agree.
 */
export function journalTitleKey(title: string): string {
  return normaliseName(title.replace(/&/g, ' and ').replace(/[^\p{L}\p{N}\s]+/gu, ' ')).replace(/^the /, '').replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A DOI found in text or a link ('https://doi.org/10.1/x', '.../doi/10.1002/adsc.70400', 'doi:10...'), normalised, or ''. */
export function extractDoi(value: string | undefined | null): string {
  if (!value) return '';
  const direct = normaliseDoi(value);
  if (isDoiShaped(direct)) return direct;
  const match = /\b(10\.\d{4,9}(?:\.\d+)*\/[^\s"'<>?#]+)/.exec(value);
  if (!match) return '';
  const found = normaliseDoi(match[1]!.replace(/[.,;)\]]+$/, ''));
  return isDoiShaped(found) ? found : '';
}

/** The first plausible year (1900..2100) in a date string: ISO, RFC 822, '2018-12-17-08:00', 'June 2020'. */
export function yearOf(value: string | undefined | null): number | null {
  if (!value) return null;
  const match = /\b(19\d{2}|20\d{2}|2100)\b/.exec(value);
  return match ? Number(match[1]) : null;
}

export interface PersonName {
  first: string;
  mid: string;
  last: string;
}

const SUFFIXES = new Set(['jr', 'jr.', 'sr', 'sr.', 'ii', 'iii', 'iv', 'phd', 'ph.d.']);

/** Splits a printed name: 'Paige L. Williams' -> Paige / L. / Williams; 'Williams, Paige L.' likewise. */
export function splitName(raw: string): PersonName {
  let text = raw.replace(/\s+/g, ' ').trim();
  if (text.includes(',')) {
    const [last, rest] = [text.slice(0, text.indexOf(',')).trim(), text.slice(text.indexOf(',') + 1).trim()];
    if (rest && !SUFFIXES.has(rest.toLowerCase())) text = `${rest} ${last}`;
    else text = last;
  }
  const parts = text.split(' ').filter((p) => p && !SUFFIXES.has(p.toLowerCase()));
  if (parts.length === 0) return { first: '', mid: '', last: '' };
  if (parts.length === 1) return { first: '', mid: '', last: parts[0]! };
  // particles belong to the last name: 'Erik van Widenfelt'
  let lastStart = parts.length - 1;
  while (lastStart > 1 && /^(van|von|der|den|de|da|di|del|la|le|du|dos|das|bin|al|ter|ten)$/i.test(parts[lastStart - 1]!)) lastStart -= 1;
  return { first: parts[0]!, mid: parts.slice(1, lastStart).join(' '), last: parts.slice(lastStart).join(' ') };
}

/** The keys a printed name may match an author by: the full normalised name and first + last without middle names. */
export function nameKeys(name: PersonName): string[] {
  const full = normaliseName(name.first, name.mid, name.last);
  const short = normaliseName(name.first, name.last);
  return [...new Set([full, short].filter(Boolean))];
}

/**
 * Splits a feed's author list: one per line, or separated by ';', or by ', ' (Elsevier's
 * 'A B, C D'); 'and' / '&' before the last name too.
 */
export function splitAuthorList(values: string[]): string[] {
  const names: string[] = [];
  for (const value of values) {
    const chunks = value.split(/\n|;/).map((c) => c.trim()).filter(Boolean);
    for (const chunk of chunks) {
      const parts = chunk.split(/,\s*|\s+(?:and|&)\s+/i).map((p) => p.trim()).filter(Boolean);
      // 'Williams, Paige' (one comma, a single word each side) is one inverted name, not two people
      if (parts.length === 2 && !chunk.includes(' and ') && parts.every((p) => !p.includes(' ')) && chunks.length > 1) names.push(`${parts[1]} ${parts[0]}`);
      else names.push(...parts);
    }
  }
  return names.map((n) => n.replace(/\s+/g, ' ').trim()).filter((n) => n.length > 1);
}
