/**
 * The one place a zod issue becomes a sentence a person can act on (docs/api-conventions.md,
 * "Errors and messages"). A schema's own message (the seeds' words) always wins: this builder only
 * speaks where the schema says nothing, from the issue (code, limits, expected type) and the field's
 * human label. It never names a schema path or repeats zod's own wording.
 */

/** Field key -> the label people see. A key missing here is spelled out from itself ("first_name" -> "First name"). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  fn: 'First name',
  ln: 'Last name',
  mn: 'Middle name',
  mid_name: 'Middle name',
  uid: 'University',
  univ_id: 'University',
  univ_name: 'University name',
  username: 'User name',
  email: 'E-mail address',
  q: 'Search text',
  url: 'Link',
  pic: 'Picture',
  cv: 'CV',
  isUniversity: 'Account type',
  startyear: 'Start year',
  endyear: 'End year',
  expected_updated_at: 'The time the entry was last changed',
};

const WORDS: Readonly<Record<string, string>> = { id: 'ID', ids: 'IDs', url: 'URL', urls: 'URLs', cv: 'CV', issn: 'ISSN', eissn: 'e-ISSN', doi: 'DOI', orcid: 'ORCID', csv: 'CSV', pct: 'percent' };

/** "first_name" -> "First name", "authorId" -> "Author ID". */
export function labelFromKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[_\-\s.]+/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase());
  if (words.length === 0) return 'This value';
  const [first, ...rest] = words;
  return [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(' ');
}

/** The label of the field an issue is about: the last named key of its path (list positions skipped). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string' && !/^\d+$/.test(key)) return FIELD_LABELS[key] ?? labelFromKey(key);
  }
  return 'This request';
}

/** The parts of a zod issue (as the error map receives it) the sentence is made from. */
export interface IssueFacts {
  code: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  origin?: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  inclusive?: boolean;
  expected?: string;
  format?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
  divisor?: number | bigint;
}

const number = (value: number | bigint | Date): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'bigint' ? value.toLocaleString('en-US') : value.toLocaleString('en-US', { maximumFractionDigits: 6 });

const plural = (n: number | bigint | Date, one: string, many: string) => (Number(n) === 1 ? one : many);

/** Limits as the person counts them: an exclusive "< 5" on whole characters is "at most 4". */
function bound(value: number | bigint | Date, inclusive: boolean | undefined, towards: 'up' | 'down'): { value: number | bigint | Date; strict: boolean } {
  if (inclusive !== false) return { value, strict: false };
  if (typeof value === 'number' && Number.isInteger(value)) return { value: towards === 'down' ? value - 1 : value + 1, strict: false };
  return { value, strict: true };
}

function tooBig(label: string, issue: IssueFacts): string {
  const max = issue.maximum ?? 0;
  switch (issue.origin) {
    case 'string': {
      const b = bound(max, issue.inclusive, 'down');
      return `${label} can be at most ${number(b.value)} ${plural(b.value, 'character', 'characters')}.`;
    }
    case 'array': case 'set': {
      const b = bound(max, issue.inclusive, 'down');
      return `${label} can have at most ${number(b.value)} ${plural(b.value, 'item', 'items')}.`;
    }
    case 'file': return `${label} can be at most ${number(max)} bytes.`;
    case 'date': return issue.inclusive === false ? `${label} must be before ${number(max)}.` : `${label} must be on or before ${number(max)}.`;
    default: return issue.inclusive === false ? `${label} must be less than ${number(max)}.` : `${label} can be at most ${number(max)}.`;
  }
}

function tooSmall(label: string, issue: IssueFacts): string {
  const min = issue.minimum ?? 0;
  switch (issue.origin) {
    case 'string': {
      const b = bound(min, issue.inclusive, 'up');
      return Number(b.value) <= 1 ? `${label} is required.` : `${label} must be at least ${number(b.value)} characters.`;
    }
    case 'array': case 'set': {
      const b = bound(min, issue.inclusive, 'up');
      return Number(b.value) <= 1 ? `${label} needs at least one item.` : `${label} needs at least ${number(b.value)} items.`;
    }
    case 'file': return `${label} is empty.`;
    case 'date': return issue.inclusive === false ? `${label} must be after ${number(min)}.` : `${label} must be on or after ${number(min)}.`;
    default: return issue.inclusive === false ? `${label} must be greater than ${number(min)}.` : `${label} must be at least ${number(min)}.`;
  }
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text', number: 'a number', int: 'a whole number', bigint: 'a whole number', boolean: 'true or false',
  array: 'a list', object: 'a group of fields', date: 'a date', file: 'a file', tuple: 'a list', record: 'a group of fields', map: 'a group of fields', set: 'a list',
};

const FORMAT_WORDS: Readonly<Record<string, string>> = {
  email: 'an e-mail address such as name@example.edu', url: 'a web address starting with https://', date: 'a date (YYYY-MM-DD)', datetime: 'a date and time', time: 'a time (HH:MM)',
  uuid: 'a valid identifier', guid: 'a valid identifier', starts_with: '', ends_with: '', includes: '', regex: '',
};

/** A short value of an enum as people read it; null when the list is too long or too odd to print. */
function choices(values: readonly unknown[] | undefined): string | null {
  if (!values || values.length === 0 || values.length > 8) return null;
  const words = values.map((v) => (typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : null));
  if (words.some((w) => w === null || w.length === 0 || w.length > 30 || !/^[\w .,'&/()*+-]+$/.test(w))) return null;
  return words.length === 1 ? words[0]! : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** The sentence for one zod issue; used as the error map of every request parse (the schema's own message wins). */
export function issueMessage(issue: IssueFacts): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'too_big': return tooBig(label, issue);
    case 'too_small': return tooSmall(label, issue);
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${label} is required.`;
      const wanted = TYPE_WORDS[issue.expected ?? ''];
      return wanted ? `${label} must be ${wanted}.` : `${label} is not valid.`;
    }
    case 'invalid_value': {
      const list = choices(issue.values);
      return list ? `${label} must be ${issue.values!.length === 1 ? '' : 'one of '}${list}.` : `${label} is not one of the allowed values.`;
    }
    case 'invalid_format': {
      const wanted = FORMAT_WORDS[issue.format ?? ''];
      return wanted ? `${label} must be ${wanted}.` : `${label} is not valid.`;
    }
    case 'not_multiple_of': return `${label} must be a multiple of ${number(issue.divisor ?? 1)}.`;
    case 'unrecognized_keys': {
      const keys = issue.keys ?? [];
      const named = keys.length === 1 && /^[A-Za-z_]\w{0,40}$/.test(keys[0]!) ? `"${keys[0]}"` : null;
      return named ? `The field ${named} is not accepted here: remove it.` : 'This request has fields that are not accepted here: remove them.';
    }
    case 'invalid_key': return `${label} has a name that is not valid.`;
    case 'invalid_element': return `${label} holds a value that is not valid.`;
    default: return `${label} is not valid.`;
  }
}
