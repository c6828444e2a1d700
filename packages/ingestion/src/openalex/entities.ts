// OpenAlex entities reduced to the fields we map (docs/ingestion.md has the table).
import { normaliseDoi, isDoiShaped } from '@ri/metrics';
import { normaliseIssn, type PersonName } from '../text.ts';

export type EntityKind = 'work' | 'author' | 'institution' | 'source' | 'publisher';

/** 'https://openalex.org/W2741809807' -> 'W2741809807'; '' when the value is not an OpenAlex id. */
export function shortOpenAlexId(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /(?:^|\/)([WASIPFTC]\d+)$/i.exec(value.trim());
  return match ? match[1]!.toUpperCase() : '';
}

export function kindOf(id: string): EntityKind | null {
  switch (id[0]) {
    case 'W': return 'work';
    case 'A': return 'author';
    case 'I': return 'institution';
    case 'S': return 'source';
    case 'P': return 'publisher';
    default: return null;
  }
}

/** 'https://orcid.org/0000-0003-1613-5981' -> '0000-0003-1613-5981' */
export function shortOrcid(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i.exec(value);
  return match ? match[1]!.toUpperCase() : null;
}

/** 'https://ror.org/00jmfr291' -> '00jmfr291' */
export function shortRor(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  return value.trim().replace(/^https?:\/\/ror\.org\//i, '').toLowerCase() || null;
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/**
 * How a record's strings are read: as they are, or decoded first (a JSON line parsed as Latin-1
 * holds UTF-8 bytes in its strings, jsonLine.ts): only the strings a mapping reads are decoded.
 */
export type ReadString = (value: string) => string;
const asIs: ReadString = (value) => value;
/** The value with a string decoded by `read`; any other value as it is. */
const readValue = (value: unknown, read: ReadString): unknown => (typeof value === 'string' ? read(value) : value);

export interface InstitutionRef { openalexId: string; name: string; ror: string | null; countryCode: string }

export interface SourceRef { openalexId: string; name: string; issnL: string; issns: string[]; publisherName: string; publisherOpenalexId: string }

export interface WorkAuthorship {
  position: number;
  displayName: string;
  /** the author's OpenAlex id ('' when none): named as authorsFor's AuthorKey, so an authorship is passed as it is */
  openalexId: string;
  orcid: string | null;
  institutions: InstitutionRef[];
  /** the printed name split, when the import split it while reading (importOpenAlex.ts prepareRecord) */
  name?: PersonName;
}

export interface Work {
  openalexId: string;
  doi: string | null;
  title: string;
  year: number | null;
  citedByCount: number;
  countsByYear: Array<{ year: number; count: number }>;
  volume: string | null;
  issue: string | null;
  source: SourceRef | null;
  authorships: WorkAuthorship[];
}

function institutionOf(value: unknown, read: ReadString = asIs): InstitutionRef | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const openalexId = shortOpenAlexId(readValue(v.id, read));
  if (!openalexId) return null;
  return { openalexId, name: str(readValue(v.display_name, read)), ror: shortRor(readValue(v.ror, read)), countryCode: str(readValue(v.country_code, read)) };
}

export function sourceOf(value: unknown, read: ReadString = asIs): SourceRef | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const openalexId = shortOpenAlexId(readValue(v.id, read));
  if (!openalexId) return null;
  const issns = (Array.isArray(v.issn) ? v.issn : []).map((issn) => normaliseIssn(readValue(issn, read))).filter(Boolean);
  const issnL = normaliseIssn(readValue(v.issn_l, read)) || issns[0] || '';
  return {
    openalexId, name: str(readValue(v.display_name, read)), issnL, issns: [...new Set([issnL, ...issns].filter(Boolean))],
    publisherName: str(readValue(v.host_organization_name, read)), publisherOpenalexId: shortOpenAlexId(readValue(v.host_organization, read)),
  };
}

/** The top-level fields of a work that workOf reads: the API's `select=` (openalex/api.ts). Keep it in step with workOf. */
export const WORK_SELECT: readonly string[] = ['id', 'doi', 'title', 'display_name', 'publication_year', 'cited_by_count', 'counts_by_year', 'biblio', 'primary_location', 'authorships'];
/** The fields of an author authorOf reads. */
export const AUTHOR_SELECT: readonly string[] = ['id', 'orcid', 'display_name', 'display_name_alternatives', 'last_known_institutions', 'affiliations'];
/** The fields of an institution institutionEntityOf reads, and the counts the onboarding screen shows. */
export const INSTITUTION_SELECT: readonly string[] = [
  'id', 'ror', 'display_name', 'country_code', 'type', 'homepage_url', 'display_name_alternatives', 'display_name_acronyms', 'works_count', 'cited_by_count',
];

/** A work, or a reason it cannot be imported. `read` decodes each string it reads (ReadString). */
export function workOf(value: Record<string, unknown>, read: ReadString = asIs): Work | string {
  const text = (field: unknown) => str(readValue(field, read));
  const openalexId = shortOpenAlexId(readValue(value.id, read));
  if (!openalexId.startsWith('W')) return 'not an OpenAlex work (no W id)';
  const title = text(value.title) || text(value.display_name);
  if (!title) return 'the work has no title';
  const doiRaw = text(value.doi);
  const doi = doiRaw ? normaliseDoi(doiRaw) : '';
  const year = Number.isInteger(value.publication_year) ? (value.publication_year as number) : null;
  const counts = Array.isArray(value.counts_by_year) ? value.counts_by_year : [];
  const byYear = new Map<number, number>();
  for (const entry of counts) {
    const e = entry as { year?: unknown; cited_by_count?: unknown };
    if (Number.isInteger(e.year) && Number.isInteger(e.cited_by_count) && (e.cited_by_count as number) >= 0) byYear.set(e.year as number, e.cited_by_count as number);
  }
  const biblio = (value.biblio ?? {}) as Record<string, unknown>;
  const primary = (value.primary_location ?? {}) as Record<string, unknown>;
  const authorships = (Array.isArray(value.authorships) ? value.authorships : []).map((a, i): WorkAuthorship => {
    const authorship = (a ?? {}) as Record<string, unknown>;
    const author = (authorship.author ?? {}) as Record<string, unknown>;
    return {
      position: i + 1,
      displayName: text(author.display_name) || text(authorship.raw_author_name),
      openalexId: shortOpenAlexId(readValue(author.id, read)),
      orcid: shortOrcid(readValue(author.orcid, read)),
      institutions: (Array.isArray(authorship.institutions) ? authorship.institutions : []).map((i) => institutionOf(i, read)).filter((x): x is InstitutionRef => x !== null),
    };
  // an authorship without a printed name is still that person's when it names them by id (OpenAlex author id or ORCID):
  // kept with an empty printed name, mapped by the id alone (docs/ingestion.md, "OpenAlex"); one with neither says nothing
  }).filter((a) => a.displayName || a.openalexId || a.orcid);
  return {
    openalexId, title: title.slice(0, 2000), doi: doi && isDoiShaped(doi) ? doi : null, year,
    citedByCount: Number.isInteger(value.cited_by_count) ? Math.max(0, value.cited_by_count as number) : 0,
    countsByYear: [...byYear].map(([y, count]) => ({ year: y, count })),
    volume: text(biblio.volume) || null, issue: text(biblio.issue) || null,
    source: sourceOf(primary.source, read),
    authorships,
  };
}

export interface AuthorEntity { openalexId: string; displayName: string; alternatives: string[]; orcid: string | null; institutions: InstitutionRef[] }

export function authorOf(value: Record<string, unknown>): AuthorEntity | string {
  const openalexId = shortOpenAlexId(value.id);
  if (!openalexId.startsWith('A')) return 'not an OpenAlex author';
  const displayName = str(value.display_name);
  if (!displayName) return 'the author has no name';
  const institutions: InstitutionRef[] = [];
  for (const item of Array.isArray(value.last_known_institutions) ? value.last_known_institutions : []) {
    const inst = institutionOf(item);
    if (inst) institutions.push(inst);
  }
  for (const item of Array.isArray(value.affiliations) ? value.affiliations : []) {
    const inst = institutionOf((item as { institution?: unknown }).institution);
    if (inst && !institutions.some((i) => i.openalexId === inst.openalexId)) institutions.push(inst);
  }
  return {
    openalexId, displayName, orcid: shortOrcid(value.orcid),
    alternatives: (Array.isArray(value.display_name_alternatives) ? value.display_name_alternatives : []).map(str).filter((n) => n && n !== displayName),
    institutions,
  };
}

export interface InstitutionEntity extends InstitutionRef { homepage: string; alternatives: string[] }

export function institutionEntityOf(value: Record<string, unknown>): InstitutionEntity | string {
  const ref = institutionOf(value);
  if (!ref || !ref.openalexId.startsWith('I')) return 'not an OpenAlex institution';
  if (!ref.name) return 'the institution has no name';
  const alternatives = [...(Array.isArray(value.display_name_alternatives) ? value.display_name_alternatives : []), ...(Array.isArray(value.display_name_acronyms) ? value.display_name_acronyms : [])].map(str).filter(Boolean);
  return { ...ref, homepage: str(value.homepage_url), alternatives };
}

export interface PublisherEntity { openalexId: string; name: string }

export function publisherOf(value: Record<string, unknown>): PublisherEntity | string {
  const openalexId = shortOpenAlexId(value.id);
  if (!openalexId.startsWith('P')) return 'not an OpenAlex publisher';
  const name = str(value.display_name);
  return name ? { openalexId, name } : 'the publisher has no name';
}
