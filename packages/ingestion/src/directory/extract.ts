// Reads a faculty directory page with the university's CSS selectors (cheerio): one entry per item
// (a table row or a card), the next page's link, and the fields of a profile page.
import * as cheerio from 'cheerio';
import type { AnyNode } from 'domhandler';
import { cleanCell } from '../text.ts';

export interface DirectorySelectors {
  /** one faculty member: 'table.faculty tbody tr', '.card' */
  item: string;
  name: string;
  email?: string;
  title?: string;
  department?: string;
  picture?: string;
  profile_link?: string;
}

export interface ProfileSelectors {
  email?: string;
  title?: string;
  department?: string;
  picture?: string;
}

export type Pagination =
  | { type: 'none' }
  | { type: 'next_link'; selector: string; max_pages?: number }
  | { type: 'page_param'; param: string; start?: number; max_pages?: number };

export interface DirectoryEntryFound {
  name: string;
  email: string;
  position: string;
  department: string;
  profile_picture: string;
  profile_url: string;
}

export class NotHtmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotHtmlError';
  }
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}/i;

/** Refuses what is not an HTML page: a content type other than HTML, or a body without markup. */
export function loadHtml(body: string, contentType: string): cheerio.CheerioAPI {
  if (contentType && !/html|xml/i.test(contentType)) throw new NotHtmlError(`not an HTML page (content type ${contentType.split(';')[0]})`);
  if (!/<\s*(html|body|div|table|ul|section|main|article|p)\b/i.test(body.slice(0, 200_000))) throw new NotHtmlError('not an HTML page (no markup found)');
  return cheerio.load(body);
}

function absolute(base: string, href: string | undefined): string {
  if (!href) return '';
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '';
  } catch {
    return '';
  }
}

function field($: cheerio.CheerioAPI, scope: cheerio.Cheerio<AnyNode>, selector: string | undefined, kind: 'text' | 'email' | 'image' | 'link', base: string): string {
  if (!selector) return '';
  const element = scope.find(selector).first();
  if (element.length === 0) return '';
  switch (kind) {
    case 'email': {
      const href = element.attr('href') ?? '';
      const fromHref = href.toLowerCase().startsWith('mailto:') ? decodeURIComponent(href.slice(7).split('?')[0]!) : '';
      const match = EMAIL.exec(fromHref) ?? EMAIL.exec(element.text());
      return match ? match[0].toLowerCase() : '';
    }
    case 'image': return absolute(base, element.attr('src') ?? element.attr('data-src'));
    case 'link': return absolute(base, element.attr('href') ?? element.find('a').first().attr('href'));
    default: return cleanCell(element.text());
  }
}

export function extractEntries($: cheerio.CheerioAPI, pageUrl: string, selectors: DirectorySelectors): DirectoryEntryFound[] {
  const entries: DirectoryEntryFound[] = [];
  $(selectors.item).each((_, node) => {
    const scope = $(node);
    const name = field($, scope, selectors.name, 'text', pageUrl);
    if (!name) return;
    entries.push({
      name,
      email: field($, scope, selectors.email, 'email', pageUrl),
      position: field($, scope, selectors.title, 'text', pageUrl),
      department: field($, scope, selectors.department, 'text', pageUrl),
      profile_picture: field($, scope, selectors.picture, 'image', pageUrl),
      profile_url: field($, scope, selectors.profile_link, 'link', pageUrl),
    });
  });
  return entries;
}

export function extractProfile($: cheerio.CheerioAPI, pageUrl: string, selectors: ProfileSelectors): Partial<DirectoryEntryFound> {
  const root = $.root();
  return {
    email: field($, root, selectors.email, 'email', pageUrl),
    position: field($, root, selectors.title, 'text', pageUrl),
    department: field($, root, selectors.department, 'text', pageUrl),
    profile_picture: field($, root, selectors.picture, 'image', pageUrl),
  };
}

/** The next listing page, or null: a 'next' link, or ?page=N+1 while the page still lists people. */
export function nextPageUrl($: cheerio.CheerioAPI, pageUrl: string, pagination: Pagination, pageIndex: number, foundOnPage: number): string | null {
  const max = ('max_pages' in pagination ? pagination.max_pages : undefined) ?? 50;
  if (pageIndex + 1 >= max) return null;
  if (pagination.type === 'next_link') {
    const href = $(pagination.selector).first().attr('href');
    const next = absolute(pageUrl, href);
    return next && next !== pageUrl ? next : null;
  }
  if (pagination.type === 'page_param') {
    if (foundOnPage === 0) return null;
    const url = new URL(pageUrl);
    url.searchParams.set(pagination.param, String((pagination.start ?? 1) + pageIndex + 1));
    return url.toString();
  }
  return null;
}
