// @ri/ingestion/parser-free: what the API process needs from ingestion (fetching safely, import runs,
// the RSS mapping, the OpenAlex API client, stored files, the sandbox's limits and sentences), and no
// parser library: no pdf-lib, pdfjs, exceljs, cheerio, sharp or XML parser is loaded through it. The
// API parses no untrusted bytes; the workers do, in sandbox threads (docs/reliability.md, "The sandbox").
// Nothing here may import a parser, runSandboxed or a module that does (infra/test/compiledBuild.test.ts).
export * from './safeFetch.ts';
export * from './text.ts';
export * from './importRuns.ts';
export * from './authorMatching.ts';
export * from './afterImport.ts';
export * from './rss/mapping.ts';
export type { FeedItem, ParsedFeed } from './rss/parseFeed.ts';
export * from './openalex/entities.ts';
export * from './openalex/api.ts';
export * from './directory/robots.ts';
export * from './directory/compare.ts';
export * from './journalList/tierMapping.ts';
export * from './sandbox/limits.ts';
export {
  CONTENT_TYPES, STORED_FILE_KINDS, contentTypeOf, createLocalFileStorage, isStoredFileName, kindOf as storedFileKindOf,
  type FileStorage, type StoredFileExtension, type StoredFileKind,
} from './files/fileStorage.ts';
export * from './files/uploadSweep.ts';

/** Lines in an uncompressed upload (for progress); null for gzip, whose size says nothing. */
export function countLines(content: Buffer): number | null {
  if (content[0] === 0x1f && content[1] === 0x8b) return null;
  let lines = 0;
  let index = -1;
  while ((index = content.indexOf(10, index + 1)) !== -1) lines += 1;
  return content.length > 0 && content[content.length - 1] !== 10 ? lines + 1 : lines;
}
