import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFigurePaper, TMembersFigurePapersResponse } from '@ri/contracts/dashboards';
import { safeCsvFileName } from '@ri/csv';
import { fetchFigurePapersCsv, figurePapersQueryOptions, type FigureRef } from '../api/dashboards/figurePapersQueries.ts';
import { failureText } from '../screens/dashboardErrors.ts';
import { DataTable } from './DataTable.tsx';
import { downloadTextFile } from './downloadFile.ts';
import { formatFigureNumber, rowsMatchFigure } from './figureDrillDown.ts';
import classes from './FigureDrillDown.module.css';

const FAILED = 'Could not load the papers behind this figure. Please try again.';
const column = createColumnHelper<TFigurePaper>();
const COLUMNS = [
  column.accessor('title', { header: 'Title' }),
  column.accessor('journal', { header: 'Journal', cell: (c) => c.getValue() ?? '-' }),
  column.accessor((r) => r.tier ?? 'Unranked', { id: 'tier', header: 'Tier' }),
  column.accessor('tier_source', { header: 'Tier source' }),
  column.accessor('year', { header: 'Year', cell: (c) => c.getValue() ?? '-' }),
  column.accessor('authors', { header: 'Authors' }),
  column.accessor('citations', { header: 'Citations in the window' }),
  // the counting weight is always shown: 1 (full) or 1 / number of authors (fractional), docs/metrics.md section 29
  column.accessor('weight', { header: 'Counting weight', cell: (c) => formatFigureNumber(c.getValue()) }),
  column.accessor('counted', { header: 'Counted', cell: (c) => formatFigureNumber(c.getValue()) }),
];
/** An average per member's papers: whose row each is first (a paper of two members is listed for each). */
const MEMBER_COLUMNS = [column.accessor((r) => (r as TFigurePaper & { member?: string }).member ?? '', { id: 'member', header: 'Faculty member' }), ...COLUMNS];
/** An h-index's papers: ranked by citations, the h-core marked (docs/metrics.md section 29). */
const H_CORE_COLUMN = column.accessor((r) => (r.h_core ? 'yes' : 'no'), { id: 'h_core', header: 'In the h-core' });
const H_INDEX_COLUMNS = [...COLUMNS, H_CORE_COLUMN];
const MEMBER_H_INDEX_COLUMNS = [...MEMBER_COLUMNS, H_CORE_COLUMN];
type MemberRate = NonNullable<TMembersFigurePapersResponse['per_member']>[number];
const rateColumn = createColumnHelper<MemberRate>();
/** A rate's members (Compare Schools' other axes): each member's numerator, denominator and value, whose mean is the figure. */
const RATE_COLUMNS = [
  rateColumn.accessor('member', { header: 'Faculty member' }),
  rateColumn.accessor('numerator', { header: 'Numerator', cell: (c) => formatFigureNumber(c.getValue()) }),
  rateColumn.accessor('denominator', { header: 'Denominator', cell: (c) => formatFigureNumber(c.getValue()) }),
  rateColumn.accessor('value', { header: 'Value', cell: (c) => formatFigureNumber(c.getValue()) }),
];

/**
 * The figure as written on the screen, first in the button's name so that the name contains the
 * visible text (WCAG 2.5.3, axe label-content-name-mismatch): "12: Papers (5 y) of …".
 */
function visibleFigure(children: ReactNode, figure: FigureRef): string {
  if (typeof children === 'string' || typeof children === 'number') return `${children}: `;
  return figure.shown === null ? '' : `${formatFigureNumber(figure.shown)}: `;
}

/**
 * A figure as a button (a count or a share on a dashboard): Enter, Space or a click opens the papers
 * behind it. Its accessible name starts with the number shown and says what it counts.
 */
export function FigureButton({ figure, onOpen, children }: { figure: FigureRef; onOpen: (figure: FigureRef) => void; children: ReactNode }) {
  return (
    <UnstyledButton
      className={classes.figure}
      onClick={(event) => { event.stopPropagation(); onOpen(figure); }}
      onKeyDown={(event) => { if (event.key === 'Enter' || event.key === ' ') event.stopPropagation(); }}
      aria-label={`${visibleFigure(children, figure)}${figure.label}. Show the papers`}
      data-figure={figure.label}
    >
      {children}
    </UnstyledButton>
  );
}

/** The panel listing the papers behind a figure, with the server's CSV of the same rows. */
export function FigurePapersPanel({ figure, scope, onClose }: { figure: FigureRef | null; scope: { univ_id?: number }; onClose: () => void }) {
  const papers = useQuery({ ...figurePapersQueryOptions(scope, figure ?? { figure: 'ranking', author_id: 0, grade: 'every', measure: 'papers', shown: 0, label: '' }), enabled: figure !== null });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const download = useCallback(async () => {
    if (!figure || !papers.data) return;
    setDownloading(true);
    setDownloadError(null);
    try {
      const csv = await fetchFigurePapersCsv(scope, figure);
      downloadTextFile(safeCsvFileName(`papers ${papers.data.name} ${figure.label}`), csv);
    } catch (error) {
      setDownloadError(failureText(error, FAILED));
    } finally {
      setDownloading(false);
    }
  }, [figure, papers.data, scope]);
  const data = papers.data;
  const rates = data?.perMember?.rates;
  // an average per member matches when total / members is the number shown (docs/metrics.md section 29)
  const matches = useMemo(() => (data && figure && figure.shown !== null
    ? rowsMatchFigure(data.perMember ? { total: data.perMember.average } : data, figure.shown) : null), [data, figure]);

  return (
    <Modal opened={figure !== null} onClose={onClose} size="90%" title={<Text fw={700}>{figure ? `The papers behind: ${figure.label}` : ''}</Text>}>
      <Stack gap="sm" data-figure-papers={figure?.label}>
        {papers.isPending ? <Loader aria-label="Loading the papers" /> : null}
        {papers.isError ? <Alert color="red" title="Could not load the papers">{failureText(papers.error, FAILED)}</Alert> : null}
        {data ? (
          <>
            <Text size="sm">{data.description}</Text>
            <Text size="sm" data-figure-total={rates ? data.perMember!.average : data.total} role="status">
              {rates
                ? `${data.rows.length} ${data.rows.length === 1 ? 'paper' : 'papers'}; the mean of the ${rates.length} faculty members' values is ${formatFigureNumber(data.perMember!.average)}`
                : `${data.rows.length} ${data.rows.length === 1 ? 'paper' : 'papers'}; they add up to ${formatFigureNumber(data.total)}`}
              {matches === false ? ` (the screen shows ${formatFigureNumber(figure!.shown ?? 0)}: the figures changed since it was loaded; reload the screen)` : ''}.
            </Text>
            <Group justify="flex-end">
              <Button variant="light" size="xs" leftSection={<IconDownload size={14} aria-hidden />} loading={downloading} disabled={data.rows.length === 0} onClick={() => void download()}>
                Download CSV of these papers
              </Button>
            </Group>
            {downloadError ? <Alert color="red">{downloadError}</Alert> : null}
            {rates ? (
              <DataTable data={rates} columns={RATE_COLUMNS} label={`Each faculty member's value: ${figure?.label ?? ''}`} getRowId={(r) => String(r.author_id)} emptyText="No faculty members." />
            ) : data.perMember ? (
              <Text size="sm" data-figure-members={data.perMember.members}>
                Over {data.perMember.members} faculty {data.perMember.members === 1 ? 'member' : 'members'}, each listing their own papers:
                {' '}{formatFigureNumber(data.total)} / {data.perMember.members} = {formatFigureNumber(data.perMember.average)} per faculty member.
              </Text>
            ) : null}
            {data.share ? (
              <Text size="sm" data-figure-share={data.share.percent ?? ''}>
                These are the numerator of a share: {formatFigureNumber(data.total)} of {formatFigureNumber(data.share.of)} papers in every journal
                {data.share.percent === null ? '' : ` (${formatFigureNumber(data.share.percent)} %)`}.
              </Text>
            ) : null}
            <DataTable data={data.rows} columns={data.perMember ? (figure?.measure === 'hindex' ? MEMBER_H_INDEX_COLUMNS : MEMBER_COLUMNS) : data.rows.some((r) => r.h_core !== undefined) ? H_INDEX_COLUMNS : COLUMNS} label={`The papers behind: ${figure?.label ?? ''}`} getRowId={data.perMember ? undefined : (r) => String(r.paper_id)} emptyText="No papers behind this figure." />
          </>
        ) : null}
      </Stack>
    </Modal>
  );
}

/** A screen's drill-down: `open` for its figure buttons, `panel` to render once. */
export function useFigureDrillDown(scope: { univ_id?: number }) {
  const [figure, setFigure] = useState<FigureRef | null>(null);
  const open = useCallback((next: FigureRef) => setFigure(next), []);
  const panel = <FigurePapersPanel figure={figure} scope={scope} onClose={() => setFigure(null)} />;
  return { open, panel };
}
