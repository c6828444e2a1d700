import { describe, expect, it } from 'vitest';
import { escapeHtml, pointTooltip } from './pointTooltip.ts';

describe('pointTooltip', () => {
  it('names the point and escapes every text', () => {
    const tooltip = pointTooltip((seriesIndex, dataPointIndex) => (seriesIndex === 0 && dataPointIndex === 1 ? { title: 'A&M <School>', lines: ['2.00 papers'] } : null));
    expect(tooltip({ seriesIndex: 0, dataPointIndex: 1 })).toBe('<div style="padding:6px 8px;font-size:12px"><strong>A&amp;M &lt;School&gt;</strong><br/>2.00 papers</div>');
    expect(tooltip({ seriesIndex: 1, dataPointIndex: 0 })).toBe('');
    expect(escapeHtml(`"O'Hara"`)).toBe('&quot;O&#39;Hara&quot;');
  });
});
