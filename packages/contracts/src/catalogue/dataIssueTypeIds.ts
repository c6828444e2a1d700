// The data-issue types, in the 'Filter by Error' order, without their declarations (dataIssueTypes.ts).
// The web app's /logs route validates `?error=` against this list in the entry chunk that every page
// downloads, where the labels, titles and resolutions would cost the public pages
// (docs/benchmarks/public-pages.md). dataIssueTypes.ts declares only these types (it fails to compile
// otherwise) and catalogue.test.ts checks that it declares all of them, in order.
export const DATA_ISSUE_TYPE_IDS = [
  'NAME_TOO_SIMILAR',
  'RG_NAME_MISMATCH',
  'GS_NAME_MISMATCH',
  'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION',
  'RG_GS_MISMATCH',
  'GAP_OF_10_YEARS',
  'MERGE_TOOL_CHECK_MERGE_LATER',
] as const;

export type DataIssueTypeId = (typeof DATA_ISSUE_TYPE_IDS)[number];
