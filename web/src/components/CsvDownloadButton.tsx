import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { safeCsvFileName, toCsv, type CsvColumn } from '@ri/csv';
import { downloadTextFile } from './downloadFile.ts';

/** 'Download CSV' of rows outside a DataTable (a stats panel, a preview list): every row, cells escaped against formulas. */
export function CsvDownloadButton<TRow>({ fileName, columns, rows, label = 'Download CSV' }: {
  fileName: string; columns: CsvColumn<TRow>[]; rows: readonly TRow[];
  /** the button's text */
  label?: string;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      disabled={rows.length === 0}
      onClick={() => downloadTextFile(safeCsvFileName(fileName), toCsv(columns, rows))}
    >
      {label}
    </Button>
  );
}
