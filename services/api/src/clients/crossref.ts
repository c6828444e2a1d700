import { z } from 'zod';

/**
 * The one Crossref client (https://api.crossref.org/works/{doi}). Base URL, contact address and
 * timeout come from the configuration (CROSSREF_URL, CROSSREF_MAILTO, CROSSREF_TIMEOUT_MS); tests
 * point it at a local node:http server answering with real Crossref bodies.
 */
export interface CrossrefClientOptions {
  baseUrl: string;
  mailto: string;
  timeoutMs: number;
}

export interface CrossrefAuthor {
  given: string;
  family: string;
  /** an organisation or a name Crossref could not split */
  name: string;
  sequence: string;
}

export interface CrossrefWork {
  doi: string;
  title: string;
  type: string;
  containerTitle: string;
  shortContainerTitle: string;
  /** print first, then electronic, as Crossref lists them */
  issns: string[];
  printIssn: string | null;
  electronicIssn: string | null;
  year: number | null;
  volume: string | null;
  issue: string | null;
  publisher: string;
  citationCount: number;
  authors: CrossrefAuthor[];
}

/** Crossref answered with a server error, refused us (429) or could not be reached. */
export class CrossrefUnavailable extends Error {
  constructor(readonly status: number | null, cause?: unknown) {
    super(status === null ? 'Crossref could not be reached' : `Crossref answered ${status}`, { cause });
    this.name = 'CrossrefUnavailable';
  }
}

export class CrossrefTimeout extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Crossref did not answer within ${timeoutMs} ms`);
    this.name = 'CrossrefTimeout';
  }
}

const ZDateParts = z.object({ 'date-parts': z.array(z.array(z.number().nullable()).nullable()).optional() }).passthrough();
const ZStringList = z.array(z.string()).optional();

const ZWorkMessage = z.object({
  DOI: z.string(),
  type: z.string().optional(),
  title: ZStringList,
  'container-title': ZStringList,
  'short-container-title': ZStringList,
  ISSN: ZStringList,
  'issn-type': z.array(z.object({ value: z.string(), type: z.string() })).optional(),
  issued: ZDateParts.optional(),
  published: ZDateParts.optional(),
  'published-print': ZDateParts.optional(),
  'published-online': ZDateParts.optional(),
  volume: z.string().optional(),
  issue: z.string().optional(),
  publisher: z.string().optional(),
  'is-referenced-by-count': z.number().optional(),
  author: z.array(z.object({
    given: z.string().optional(),
    family: z.string().optional(),
    name: z.string().optional(),
    sequence: z.string().optional(),
  }).passthrough()).optional(),
}).passthrough();

const ZWorkResponse = z.object({ status: z.string(), message: ZWorkMessage });

/** Titles may carry JATS/HTML markup (<i>, <sub>, <mml:...>) and entities. */
function plainText(text: string): string {
  return text
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function yearOf(...dates: Array<z.infer<typeof ZDateParts> | undefined>): number | null {
  for (const date of dates) {
    const year = date?.['date-parts']?.[0]?.[0];
    if (typeof year === 'number' && Number.isInteger(year) && year > 1000 && year < 3000) return year;
  }
  return null;
}

/** '0736-0266' from '07360266' or '0736-0266'; null for anything else. */
export function normaliseIssn(value: string | null | undefined): string | null {
  const compact = (value ?? '').trim().toUpperCase().replace(/[^0-9X]/g, '');
  return /^\d{7}[\dX]$/.test(compact) ? `${compact.slice(0, 4)}-${compact.slice(4)}` : null;
}

export function parseCrossrefWork(body: unknown): CrossrefWork | null {
  const parsed = ZWorkResponse.safeParse(body);
  if (!parsed.success) return null;
  const m = parsed.data.message;
  const issnTypes = m['issn-type'] ?? [];
  const printIssn = normaliseIssn(issnTypes.find((t) => t.type === 'print')?.value);
  const electronicIssn = normaliseIssn(issnTypes.find((t) => t.type === 'electronic')?.value);
  const issns = [...new Set([printIssn, electronicIssn, ...(m.ISSN ?? []).map(normaliseIssn)].filter((v): v is string => v !== null))];
  return {
    doi: m.DOI.toLowerCase(),
    title: plainText(m.title?.[0] ?? ''),
    type: m.type ?? '',
    containerTitle: plainText(m['container-title']?.[0] ?? ''),
    shortContainerTitle: plainText(m['short-container-title']?.[0] ?? ''),
    issns,
    printIssn: printIssn ?? (electronicIssn === null ? issns[0] ?? null : null),
    electronicIssn,
    year: yearOf(m.issued, m.published, m['published-print'], m['published-online']),
    volume: m.volume ?? null,
    issue: m.issue ?? null,
    publisher: m.publisher ?? '',
    citationCount: m['is-referenced-by-count'] ?? 0,
    authors: (m.author ?? []).map((a) => ({
      given: plainText(a.given ?? ''), family: plainText(a.family ?? ''), name: plainText(a.name ?? ''), sequence: a.sequence ?? '',
    })),
  };
}

export function createCrossrefClient({ baseUrl, mailto, timeoutMs }: CrossrefClientOptions) {
  const userAgent = `ResearchInsights/1.0 (mailto:${mailto})`;

  return {
    /**
     * The work a DOI names, or null when Crossref does not know it (404, or an answer that is not a
     * work). Throws CrossrefUnavailable (5xx, 429, network) or CrossrefTimeout.
     */
    async work(doi: string): Promise<CrossrefWork | null> {
      // each character escaped except the '/' between prefix and suffix, which Crossref expects as is
      const url = `${baseUrl.replace(/\/+$/, '')}/works/${encodeURIComponent(doi).replace(/%2F/gi, '/')}`;
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'User-Agent': userAgent, Accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new CrossrefTimeout(timeoutMs);
        throw new CrossrefUnavailable(null, error);
      }
      let text: string;
      try {
        text = await response.text();
      } catch (error) {
        if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new CrossrefTimeout(timeoutMs);
        throw new CrossrefUnavailable(response.status, error);
      }
      if (response.status === 404 || response.status === 400 || response.status === 410) return null;
      if (response.status === 429 || response.status >= 500) throw new CrossrefUnavailable(response.status);
      if (!response.ok) throw new CrossrefUnavailable(response.status);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        // a proxy's HTML error page with status 200 is an outage, not an unknown DOI
        throw new CrossrefUnavailable(response.status);
      }
      return parseCrossrefWork(body);
    },
  };
}

export type CrossrefClient = ReturnType<typeof createCrossrefClient>;
