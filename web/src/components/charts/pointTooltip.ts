// A chart tooltip naming the point under the pointer (a school, a department, a faculty member):
// ApexCharts' default tooltip only knows series names and numbers. The tooltip is HTML, so every
// text is escaped.

export interface PointTooltipContent {
  title: string;
  lines: readonly string[];
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

/** ApexCharts `tooltip.custom` from a lookup of the point's content; nothing when the lookup finds none. */
export function pointTooltip(contentOf: (seriesIndex: number, dataPointIndex: number) => PointTooltipContent | null) {
  return ({ seriesIndex, dataPointIndex }: { seriesIndex: number; dataPointIndex: number }): string => {
    const content = contentOf(seriesIndex, dataPointIndex);
    if (content === null) return '';
    const lines = content.lines.map((line) => `<br/>${escapeHtml(line)}`).join('');
    return `<div style="padding:6px 8px;font-size:12px"><strong>${escapeHtml(content.title)}</strong>${lines}</div>`;
  };
}
