// Every parse of an untrusted file, as a task a sandbox thread runs (runSandboxed in sandbox.ts;
// docs/reliability.md, "The sandbox"). Each task first checks its cheap limits (bytes once
// inflated, pages, entries), then parses; the thread's heap and wall-time bounds catch the rest.
// The libraries are imported inside each task, so a thread loads only what its task needs.
import {
  FEED_LIMITS, FEED_TOO_LARGE, JOURNAL_LIST_LIMITS, JOURNAL_LIST_TOO_LARGE, OPENALEX_LIMITS, PDF_LIMITS,
  PDF_TOO_LARGE_TO_MARK, PDF_TOO_LARGE_TO_READ, PICTURE_LIMITS, PICTURE_TOO_LARGE,
} from './limits.ts';
import { LimitExceeded, checkJsonLines, checkPdfStreams, checkZip } from './guards.ts';
import type { JournalEntry, JournalMention } from '../markCv/markCv.ts';
import type { ColumnNames, JournalListRead } from '../journalList/readJournalList.ts';
import type { ParsedFeed } from '../rss/parseFeed.ts';
import type { DirectoryEntryFound, DirectorySelectors, Pagination, ProfileSelectors } from '../directory/extract.ts';

interface TaskContext {
  progress(pct: number, message: string): void;
}

/** An error the caller maps to a 4xx or a rejected row; `details` travels with it. */
class TaskError extends Error {
  constructor(name: string, message: string, readonly details: unknown = null) {
    super(message);
    this.name = name;
  }
}

export const SANDBOX_TASKS = {
  /** Mark CV: the journal mentions of a PDF and the copy with them highlighted. */
  async markCv(input: { pdf: Uint8Array; journals: JournalEntry[]; title: string }, context: TaskContext): Promise<{ pages: number; mentions: JournalMention[]; marked: Uint8Array }> {
    checkPdfStreams(input.pdf, PDF_LIMITS.decompressedBytes, PDF_TOO_LARGE_TO_MARK);
    const { findJournalMentions, drawHighlights, UnreadablePdf } = await import('../markCv/markCv.ts');
    context.progress(10, 'Reading the PDF');
    let found;
    try {
      found = await findJournalMentions(input.pdf, input.journals, { ...PDF_LIMITS, message: PDF_TOO_LARGE_TO_MARK }, (page, pages) => {
        context.progress(10 + Math.round((page / pages) * 70), `Page ${page} of ${pages}`);
      });
    } catch (error) {
      if (error instanceof UnreadablePdf) throw new TaskError('UnreadablePdf', error.message);
      throw error;
    }
    context.progress(85, `${found.mentions.length} journal mentions found; highlighting them`);
    const marked = await drawHighlights(input.pdf, found.mentions, input.title);
    return { ...found, marked };
  },

  /** An uploaded CV: a PDF with 1 to 200 pages. */
  async checkPdf(input: { pdf: Uint8Array }): Promise<{ pages: number }> {
    checkPdfStreams(input.pdf, PDF_LIMITS.decompressedBytes, PDF_TOO_LARGE_TO_READ);
    const { PDFDocument } = await import('pdf-lib');
    let pages: number;
    try {
      const document = await PDFDocument.load(input.pdf, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
      pages = document.getPageCount();
    } catch (error) {
      throw new TaskError('UnreadablePdf', (error as Error).message);
    }
    if (pages < 1) throw new TaskError('UnreadablePdf', 'no pages');
    if (pages > PDF_LIMITS.pages) throw new LimitExceeded(PDF_TOO_LARGE_TO_READ);
    return { pages };
  },

  /** A profile picture: resized to fit `side` x `side`, in its own format. */
  async resizePicture(input: { bytes: Uint8Array; type: 'jpg' | 'png' | 'webp'; side: number }): Promise<Uint8Array> {
    const sharp = (await import('sharp')).default;
    try {
      const metadata = await sharp(input.bytes, { limitInputPixels: false }).metadata();
      if ((metadata.width ?? 0) * (metadata.height ?? 0) > PICTURE_LIMITS.pixels) throw new LimitExceeded(PICTURE_TOO_LARGE);
      sharp.concurrency(1);
      const pipeline = sharp(input.bytes, { failOn: 'error', limitInputPixels: PICTURE_LIMITS.pixels })
        .rotate()
        .resize(input.side, input.side, { fit: 'inside', withoutEnlargement: true });
      const out = input.type === 'jpg' ? pipeline.jpeg({ quality: 85 }) : input.type === 'png' ? pipeline.png() : pipeline.webp({ quality: 85 });
      return new Uint8Array(await out.toBuffer());
    } catch (error) {
      if (error instanceof LimitExceeded) throw error;
      throw new TaskError('UnreadableImage', (error as Error).message);
    }
  },

  /** A journal list: an XLSX workbook (zip checked first) or a CSV. */
  async readJournalList(input: { content: Uint8Array; format: 'xlsx' | 'csv'; sheet?: string; columns?: ColumnNames }): Promise<JournalListRead> {
    const { readJournalWorkbook, readJournalCsv, JournalListFormatError } = await import('../journalList/readJournalList.ts');
    const content = Buffer.from(input.content.buffer, input.content.byteOffset, input.content.byteLength);
    try {
      let read: JournalListRead;
      if (input.format === 'xlsx') {
        checkZip(content, { budget: JOURNAL_LIST_LIMITS.decompressedBytes, entryBytes: JOURNAL_LIST_LIMITS.entryBytes, maxEntries: JOURNAL_LIST_LIMITS.zipEntries }, JOURNAL_LIST_TOO_LARGE);
        read = await readJournalWorkbook(content, { ...(input.sheet ? { sheet: input.sheet } : {}), ...(input.columns ? { columns: input.columns } : {}) });
      } else {
        read = readJournalCsv(content, input.columns ?? { title: 'title', issn: 'issn', rating: 'rating' });
      }
      if (read.rows.length > JOURNAL_LIST_LIMITS.rows) throw new LimitExceeded(JOURNAL_LIST_TOO_LARGE);
      return read;
    } catch (error) {
      if (error instanceof JournalListFormatError) throw new TaskError('JournalListFormatError', error.message, { position: error.position });
      throw error;
    }
  },

  /** An RSS/Atom feed. */
  async parseFeed(input: { xml: string }): Promise<ParsedFeed> {
    const { parseFeed, FeedParseError } = await import('../rss/parseFeed.ts');
    try {
      const feed = parseFeed(input.xml);
      if (feed.items.length > FEED_LIMITS.items) throw new LimitExceeded(FEED_TOO_LARGE);
      return feed;
    } catch (error) {
      if (error instanceof FeedParseError) throw new TaskError('FeedParseError', error.message, { line: error.line ?? null, column: error.column ?? null });
      throw error;
    }
  },

  /** One page of a faculty directory: its entries and the next page's address. */
  async directoryPage(input: { body: string; contentType: string; url: string; selectors: DirectorySelectors; pagination: Pagination; pageIndex: number }): Promise<{ entries: DirectoryEntryFound[]; next: string | null }> {
    const { loadHtml, extractEntries, nextPageUrl, NotHtmlError } = await import('../directory/extract.ts');
    try {
      const $ = loadHtml(input.body, input.contentType);
      const entries = extractEntries($, input.url, input.selectors);
      return { entries, next: nextPageUrl($, input.url, input.pagination, input.pageIndex, entries.length) };
    } catch (error) {
      if (error instanceof NotHtmlError) throw new TaskError('NotHtmlError', error.message);
      throw error;
    }
  },

  /** One faculty member's profile page. */
  async directoryProfile(input: { body: string; contentType: string; url: string; selectors: ProfileSelectors }): Promise<Partial<DirectoryEntryFound>> {
    const { loadHtml, extractProfile, NotHtmlError } = await import('../directory/extract.ts');
    try {
      return extractProfile(loadHtml(input.body, input.contentType), input.url, input.selectors);
    } catch (error) {
      if (error instanceof NotHtmlError) throw new TaskError('NotHtmlError', error.message);
      throw error;
    }
  },

  /** An OpenAlex upload, read once as bytes: every line within the size and nesting limits. */
  async checkOpenAlex(input: { content: Uint8Array }): Promise<{ lines: number; bytes: number }> {
    return checkJsonLines(input.content, OPENALEX_LIMITS, (what) => `This OpenAlex file cannot be imported: ${what} (at most ${OPENALEX_LIMITS.lineBytes / 1024 / 1024} MB per line and ${OPENALEX_LIMITS.depth} levels of nesting).`);
  },
};

export type SandboxTaskName = keyof typeof SANDBOX_TASKS;
export type SandboxTaskInput<K extends SandboxTaskName> = Parameters<(typeof SANDBOX_TASKS)[K]>[0];
export type SandboxTaskOutput<K extends SandboxTaskName> = Awaited<ReturnType<(typeof SANDBOX_TASKS)[K]>>;
