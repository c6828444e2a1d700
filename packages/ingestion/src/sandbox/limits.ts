// Limits of every parse of an untrusted file (docs/reliability.md, "The sandbox"), one place.
// A run past any of them ends with the task's `tooLarge` sentence; nothing else is affected.

export interface SandboxLimits {
  /** bytes of the file as received */
  inputBytes: number;
  /** bytes once every compressed stream or zip entry in it is inflated */
  decompressedBytes: number;
  /** the thread's V8 old generation (resourceLimits.maxOldGenerationSizeMb) */
  heapMb: number;
  /** wall time before the thread is terminated */
  wallMs: number;
}

const MB = 1024 * 1024;

/** SANDBOX_PDF_HEAP_MB lowers the Mark CV thread's heap (the fault suite uses it to end a thread by its heap limit mid-job). */
const pdfHeapMb = Number(process.env.SANDBOX_PDF_HEAP_MB) > 0 ? Number(process.env.SANDBOX_PDF_HEAP_MB) : 256;

/** Mark CV: the seed's "at most 200 pages and 5 MB of text". */
export const PDF_LIMITS = {
  inputBytes: 10 * MB,
  decompressedBytes: 16 * MB,
  heapMb: pdfHeapMb,
  wallMs: 60_000,
  pages: 200,
  textBytes: 5 * MB,
  textItems: 250_000,
};
export const PDF_TOO_LARGE_TO_MARK = 'This PDF is too large to mark: at most 200 pages and 5 MB of text.';
export const PDF_TOO_LARGE_TO_READ = 'This PDF is too large to read: a CV may have at most 200 pages and 16 MB once decompressed.';
export const PDF_TOOK_TOO_LONG = 'This PDF took too long to read (more than a minute). Please upload a simpler PDF.';

export const PICTURE_LIMITS = { inputBytes: 5 * MB, decompressedBytes: 25_000_000 * 4, heapMb: 64, wallMs: 20_000, pixels: 25_000_000 };
export const PICTURE_TOO_LARGE = 'This image is too large: a picture may have at most 25 megapixels.';

export const JOURNAL_LIST_LIMITS = { inputBytes: 50 * MB, decompressedBytes: 200 * MB, entryBytes: 32 * MB, heapMb: 256, wallMs: 120_000, zipEntries: 2_000, rows: 200_000 };
export const JOURNAL_LIST_TOO_LARGE = 'This journal list is too large to read: at most 200,000 rows, 32 MB per part of the workbook and 200 MB once unzipped.';

export const FEED_LIMITS = { inputBytes: 5 * MB, decompressedBytes: 5 * MB, heapMb: 128, wallMs: 20_000, items: 10_000 };
export const FEED_TOO_LARGE = 'This feed is too large to read: at most 10,000 items and 5 MB.';

export const HTML_LIMITS = { inputBytes: 5 * MB, decompressedBytes: 5 * MB, heapMb: 128, wallMs: 20_000 };
export const HTML_TOO_LARGE = 'This directory page is too large to read: at most 5 MB.';

export const OPENALEX_LIMITS = { inputBytes: 512 * MB, decompressedBytes: 4096 * MB, heapMb: 128, wallMs: 600_000, lineBytes: 16 * MB, depth: 64 };
export const OPENALEX_TOO_LARGE = 'This OpenAlex file cannot be imported: each record may be at most 16 MB and 64 levels deep.';

export const TOOK_TOO_LONG = 'This file took too long to read. Please upload a simpler file.';
