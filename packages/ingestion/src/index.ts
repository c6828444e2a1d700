// @ri/ingestion: bringing outside data in (docs/ingestion.md). Shared by the API (parsing feeds for
// the RSS Feed Tool, Update Faculty queries), the workers (the import jobs) and the CLI.
export * from './safeFetch.ts';
export * from './text.ts';
export * from './importRuns.ts';
export * from './authorMatching.ts';
export * from './afterImport.ts';
export * from './rss/parseFeed.ts';
export * from './rss/mapping.ts';
export * from './rss/importFeed.ts';
export * from './rss/runRssImport.ts';
export * from './openalex/entities.ts';
export * from './openalex/readRecords.ts';
export * from './openalex/importOpenAlex.ts';
export * from './openalex/api.ts';
export * from './journalList/readJournalList.ts';
export * from './journalList/importJournalList.ts';
export * from './directory/robots.ts';
export * from './directory/politeFetcher.ts';
export * from './directory/extract.ts';
export * from './directory/scrapeDirectory.ts';
export * from './directory/compare.ts';
export * from './sandbox/limits.ts';
export { LimitExceeded } from './sandbox/guards.ts';
export * from './sandbox/sandbox.ts';
export type { SandboxTaskName, SandboxTaskInput, SandboxTaskOutput } from './sandbox/tasks.ts';
export {
  TIER_COLOURS, TIER_ORDER, HIGHLIGHT_OPACITY, buildPatterns, findMentions, normaliseForMatch, pageText,
  type JournalEntry, type JournalMention, type Tier,
} from './markCv/markCv.ts';

/** Lines in an uncompressed upload (for progress); null for gzip, whose size says nothing. */
export function countLines(content: Buffer): number | null {
  if (content[0] === 0x1f && content[1] === 0x8b) return null;
  let lines = 0;
  let index = -1;
  while ((index = content.indexOf(10, index + 1)) !== -1) lines += 1;
  return content.length > 0 && content[content.length - 1] !== 10 ? lines + 1 : lines;
}
export {
  CONTENT_TYPES, STORED_FILE_KINDS, contentTypeOf, createLocalFileStorage, isStoredFileName, kindOf as storedFileKindOf,
  type FileStorage, type StoredFileExtension, type StoredFileKind,
} from './files/fileStorage.ts';
