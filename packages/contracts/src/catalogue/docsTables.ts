// The docs tables generated from the catalogue (docs/admin-tools.md holds them between markers;
// catalogue.test.ts fails, printing the expected text, while they differ).
import { DATA_ISSUE_TYPE_CATALOGUE } from './dataIssueTypes.ts';
import { RED_FLAG_CHECKS, type RedFlagCheckDeclaration } from './redFlagChecks.ts';

export function redFlagCatalogueTable(): string {
  const lines = ['| # | Check (path under /api/red_flag/) | Label | Panel | CSV file | CSV columns |', '|---|---|---|---|---|---|'];
  (RED_FLAG_CHECKS as readonly RedFlagCheckDeclaration[]).forEach((check, index) => {
    const file = check.csv ? `\`${check.csv.fileName}${check.csv.perUniversity ? '_{university}' : ''}.csv\`` : '';
    const columns = check.csv ? check.csv.columns.map((column) => column.header).join(', ') : '';
    lines.push(`| ${index + 1} | \`${check.id}\` | ${check.label} | ${check.panel} | ${file} | ${columns} |`);
  });
  return lines.join('\n');
}

export function dataIssueCatalogueTable(): string {
  const lines = ['| Type | Label | Log of | Opens | Page title | Resolved with |', '|---|---|---|---|---|---|'];
  for (const entry of DATA_ISSUE_TYPE_CATALOGUE) {
    lines.push(`| \`${entry.type}\` | ${entry.label} | ${entry.subject === 'paper' ? 'a paper' : 'an author'} | ${entry.opens} | ${entry.title} | ${entry.resolution} |`);
  }
  return lines.join('\n');
}
