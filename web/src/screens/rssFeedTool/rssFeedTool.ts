// The RSS Feed Tool's rules (docs/requirements/admin-tools.md "RSS Feed Tool", sections 7 "RSS" and 8): which of our paper
// fields a mapping still lacks, the mapping a parsed feed starts from, and the seed's messages.

export const RSS_MESSAGES = {
  publisherFailed: 'Unable to fetch Publisher Data!!!',
  journalFailed: 'Unable to fetch Journal Data!!!',
  upload: 'Something went wrong while uploading link',
  check: 'Something went wrong while checking data',
  submit: 'Something went wrong while submitting data',
  /** the seed's spelling */
  submitted: 'Submitted Succesfully',
} as const;

/** database field -> feed tag */
export type TagMapping = Partial<Record<string, string>>;

export interface MappingRules {
  /** each must be mapped */
  mandatory_database_fields: readonly string[];
  /** from each group at least one must be mapped (a DOI or a URL) */
  mandatory_one_of: readonly (readonly string[])[];
}

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  doi: 'DOI',
  authors: 'Authors',
  publication_year: 'Publication year',
  publication_name: 'Publication name',
  issn: 'ISSN',
  e_issn: 'Online ISSN',
  volume: 'Volume',
  issue: 'Issue',
  pages: 'Pages',
  url: 'Article link (URL)',
  abstract: 'Abstract',
  publisher: 'Publisher',
};

/** How a database field is named on the page ('e_issn' -> 'Online ISSN'); unknown fields keep their name. */
export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

function isMapped(mapping: TagMapping, field: string): boolean {
  return (mapping[field] ?? '').trim() !== '';
}

export type FieldRequirement = 'mandatory' | 'one_of' | 'optional';

/** Whether a field must be mapped ('mandatory'), belongs to a group of which one must be ('one_of'), or neither. */
export function fieldRequirement(field: string, rules: MappingRules): FieldRequirement {
  if (rules.mandatory_database_fields.includes(field)) return 'mandatory';
  if (rules.mandatory_one_of.some((group) => group.includes(field))) return 'one_of';
  return 'optional';
}

/** 'DOI or Article link (URL)' */
export function oneOfText(group: readonly string[]): string {
  return group.map(fieldLabel).join(' or ');
}

/**
 * What the mapping still lacks, as messages (empty: complete). Mirrors the server's rule: every
 * mandatory field, and at least one field of each `mandatory_one_of` group.
 */
export function mappingProblems(mapping: TagMapping, rules: MappingRules): string[] {
  const problems: string[] = [];
  for (const field of rules.mandatory_database_fields) {
    if (!isMapped(mapping, field)) problems.push(`Choose the feed tag for ${fieldLabel(field)} (required).`);
  }
  for (const group of rules.mandatory_one_of) {
    if (!group.some((field) => isMapped(mapping, field))) problems.push(`Choose the feed tag for ${oneOfText(group)} (one of them is required).`);
  }
  return problems;
}

/** The field's own error under its picker once the user has tried to go on, or null. */
export function fieldError(field: string, mapping: TagMapping, rules: MappingRules): string | null {
  if (isMapped(mapping, field)) return null;
  const requirement = fieldRequirement(field, rules);
  if (requirement === 'mandatory') return 'Required';
  if (requirement === 'one_of') {
    const group = rules.mandatory_one_of.find((g) => g.includes(field)) ?? [];
    return group.some((other) => isMapped(mapping, other)) ? null : `Map ${oneOfText(group)}`;
  }
  return null;
}

/**
 * The mapping a parsed feed starts from: the journal's saved mapping where its tags are still in
 * the feed, otherwise the server's suggestion; tags the feed does not have are dropped.
 */
export function initialMapping(input: { databaseFields: readonly string[]; feedTags: readonly string[]; saved: TagMapping | null; suggested: TagMapping }): TagMapping {
  const tags = new Set(input.feedTags);
  const mapping: TagMapping = {};
  for (const field of input.databaseFields) {
    const saved = input.saved?.[field];
    const suggested = input.suggested[field];
    if (saved && tags.has(saved)) mapping[field] = saved;
    else if (suggested && tags.has(suggested)) mapping[field] = suggested;
  }
  return mapping;
}

/** The mapping as the API takes it: only the mapped fields. */
export function mappingForRequest(mapping: TagMapping): Record<string, string> {
  const config: Record<string, string> = {};
  for (const [field, tag] of Object.entries(mapping)) if (tag && tag.trim() !== '') config[field] = tag.trim();
  return config;
}

/** The first value a tag has in the feed's first items (shown beside the picker), cut to `max` characters. */
export function sampleValue(items: readonly Record<string, readonly string[]>[], tag: string | undefined, max = 120): string {
  if (!tag) return '';
  for (const item of items) {
    const value = item[tag]?.find((v) => v.trim() !== '');
    if (value !== undefined) {
      const text = value.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
      return text.length > max ? `${text.slice(0, max - 1)}…` : text;
    }
  }
  return '';
}

/** The page's toast for a failed step: the seed's text, with the server's reason when it sent one. */
export function failureMessage(seedText: string, serverMessage: string | null | undefined): string {
  const reason = (serverMessage ?? '').trim();
  if (reason === '' || reason === seedText) return seedText;
  return reason.startsWith(seedText) ? reason : `${seedText}: ${reason}`;
}

/** 'N items, M would be skipped' under the Check table. */
export function checkSummary(rows: readonly { problem: string | null }[]): string {
  const skipped = rows.filter((row) => row.problem !== null).length;
  const items = `${rows.length} item${rows.length === 1 ? '' : 's'}`;
  return skipped === 0 ? `${items}, all can be imported.` : `${items}, ${skipped} would be skipped.`;
}
