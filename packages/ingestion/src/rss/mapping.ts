// The RSS Feed Tool's mapping step: which feed tag fills which paper field. A config is
// { <database field>: <feed tag> }, e.g. { title: 'title', doi: 'prism:doi', authors: 'dc:creator' }.
import { z } from 'zod';
import { extractDoi, normaliseIssn, splitAuthorList, yearOf } from '../text.ts';
import type { FeedItem, ParsedFeed } from './parseFeed.ts';

export const DATABASE_FIELDS = [
  'title', 'doi', 'authors', 'publication_year', 'publication_name', 'issn', 'e_issn', 'volume', 'issue', 'pages', 'url', 'abstract', 'publisher',
] as const;
export type DatabaseField = (typeof DATABASE_FIELDS)[number];

/**
 * Mandatory: a title, the authors, and something that identifies the paper: a DOI or a URL
 * (the importer matches by DOI first, then by title within the journal; a URL alone lets an
 * admin find the article). The response lists 'title' and 'authors' as mandatory and 'doi' /
 * 'url' as a pair of which one must be mapped (`mandatory_one_of`).
 */
export const MANDATORY_DATABASE_FIELDS: DatabaseField[] = ['title', 'authors'];
export const MANDATORY_ONE_OF: DatabaseField[][] = [['doi', 'url']];

export const ZFeedConfig = z.record(z.enum(DATABASE_FIELDS), z.string().trim().max(200)).describe('database field -> feed tag');
export type FeedConfig = Partial<Record<DatabaseField, string>>;

/** Tags tried, in order, when suggesting a mapping. */
const SUGGESTIONS: Record<DatabaseField, string[]> = {
  title: ['title', 'dc:title'],
  doi: ['prism:doi', 'dc:identifier', 'guid', 'id'],
  authors: ['dc:creator', 'author', 'creator'],
  publication_year: ['prism:publicationDate', 'dc:date', 'prism:coverDate', 'pubDate', 'published', 'updated'],
  publication_name: ['prism:publicationName', 'dc:source', 'source'],
  issn: ['prism:issn'],
  e_issn: ['prism:eIssn'],
  volume: ['prism:volume'],
  issue: ['prism:number', 'prism:issueIdentifier'],
  pages: ['prism:startingPage'],
  url: ['link', 'prism:url', 'guid', 'id'],
  abstract: ['dc:description', 'description', 'summary', 'content:encoded', 'content'],
  publisher: ['dc:publisher'],
};

export function suggestConfig(fields: string[]): FeedConfig {
  const available = new Set(fields);
  const config: FeedConfig = {};
  for (const field of DATABASE_FIELDS) {
    const tag = SUGGESTIONS[field].find((t) => available.has(t));
    if (tag) config[field] = tag;
  }
  return config;
}

/** Problems with a mapping, as messages (empty when it can be used). */
export function configProblems(config: FeedConfig): string[] {
  const problems: string[] = [];
  for (const field of MANDATORY_DATABASE_FIELDS) if (!config[field]) problems.push(`Map a feed tag to the mandatory field '${field}'`);
  for (const group of MANDATORY_ONE_OF) if (!group.some((f) => config[f])) problems.push(`Map a feed tag to one of ${group.map((f) => `'${f}'`).join(' or ')}`);
  return problems;
}

export interface MappedPaper {
  title: string;
  doi: string;
  authors: string[];
  publication_year: number | null;
  publication_name: string;
  issn: string;
  e_issn: string;
  volume: string;
  issue: string;
  pages: string;
  url: string;
  abstract: string;
  publisher: string;
}

function first(item: FeedItem, channel: FeedItem, tag: string | undefined): string {
  if (!tag) return '';
  return (item[tag]?.[0] ?? channel[tag]?.[0] ?? '').trim();
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** One item through the mapping. Channel-level tags (prism:issn on an RDF channel) fill what items lack. */
export function mapItem(item: FeedItem, channel: FeedItem, config: FeedConfig): MappedPaper {
  const doiSource = first(item, channel, config.doi);
  const url = first(item, channel, config.url);
  return {
    title: stripTags(first(item, channel, config.title)),
    doi: extractDoi(doiSource) || (config.doi ? '' : extractDoi(url)),
    authors: config.authors ? splitAuthorList(item[config.authors] ?? []) : [],
    publication_year: yearOf(first(item, channel, config.publication_year)),
    publication_name: first(item, channel, config.publication_name),
    issn: normaliseIssn(first(item, channel, config.issn)),
    e_issn: normaliseIssn(first(item, channel, config.e_issn)),
    volume: first(item, channel, config.volume).slice(0, 50),
    issue: first(item, channel, config.issue).slice(0, 50),
    pages: first(item, channel, config.pages).slice(0, 50),
    url: /^https?:\/\//i.test(url) ? url : '',
    abstract: stripTags(first(item, channel, config.abstract)).slice(0, 10_000),
    publisher: first(item, channel, config.publisher),
  };
}

/** Why a mapped item cannot be imported, or null. */
export function itemProblem(paper: MappedPaper): string | null {
  if (!paper.title) return 'no title';
  if (paper.authors.length === 0) return 'no authors';
  if (!paper.doi && !paper.url) return 'neither a DOI nor a URL';
  return null;
}

export function mapFeed(feed: ParsedFeed, config: FeedConfig): MappedPaper[] {
  return feed.items.map((item) => mapItem(item, feed.channel, config));
}
