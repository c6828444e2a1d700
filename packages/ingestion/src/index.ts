// @ri/ingestion: bringing outside data in (docs/ingestion.md), with the parsers: for the workers (the
// import jobs, Mark CV, the upload checks) and the CLI. The API process imports @ri/ingestion/parser-free
// instead (parserFree.ts), which loads no parser library (docs/reliability.md, "The sandbox").
export * from './parserFree.ts';
export * from './rss/parseFeed.ts';
export * from './rss/importFeed.ts';
export * from './rss/runRssImport.ts';
export * from './openalex/readRecords.ts';
export * from './openalex/importOpenAlex.ts';
export * from './journalList/readJournalList.ts';
export * from './journalList/importJournalList.ts';
export * from './directory/politeFetcher.ts';
export * from './directory/extract.ts';
export * from './directory/scrapeDirectory.ts';
export { LimitExceeded } from './sandbox/guards.ts';
export * from './sandbox/sandbox.ts';
export type { SandboxTaskName, SandboxTaskInput, SandboxTaskOutput } from './sandbox/tasks.ts';
export {
  TIER_COLOURS, TIER_ORDER, HIGHLIGHT_OPACITY, buildPatterns, findMentions, normaliseForMatch, pageText,
  type JournalEntry, type JournalMention, type Tier,
} from './markCv/markCv.ts';
