import { describe, expect, it } from 'vitest';
import { fieldKind, fieldLabel, formatDuration, formatField, formatNumber, formatPercent, formatYear } from './numberFormat.ts';

describe('formatNumber (docs/ui.md, "Numbers")', () => {
  it('writes whole numbers without decimals and with thousands separators', () => {
    expect(formatNumber(270)).toBe('270');
    expect(formatNumber(270.0)).toBe('270');
    expect(formatNumber(12_345)).toBe('12,345');
    expect(formatNumber(0)).toBe('0');
  });
  it('writes other figures with two decimals, and a figure that rounds to a whole number as that number', () => {
    expect(formatNumber(236.5321)).toBe('236.53');
    expect(formatNumber(1.5)).toBe('1.50');
    expect(formatNumber(269.999)).toBe('270');
    expect(formatNumber(-0.004)).toBe('0');
    expect(formatNumber(1234.5)).toBe('1,234.50');
  });
  it('writes missing values as a dash', () => {
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});

describe('formatPercent', () => {
  it('adds a percent sign to the figure', () => {
    expect(formatPercent(236.53)).toBe('236.53%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(null)).toBe('-');
  });
});

describe('formatYear', () => {
  it('writes a year without separators or decimals', () => {
    expect(formatYear(2026)).toBe('2026');
    expect(formatYear(2026.0)).toBe('2026');
    expect(formatYear(null)).toBe('-');
  });
});

describe('formatDuration', () => {
  it('writes durations in words at the precision a person reads', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(3_400)).toBe('3.4 s');
    expect(formatDuration(12_000)).toBe('12 s');
    expect(formatDuration(72_000)).toBe('1 min 12 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(7_500_000)).toBe('2 h 5 min');
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000)).toBe('3 d 4 h');
    expect(formatDuration(-1)).toBe('-');
  });
});

describe('field names and values', () => {
  it('names a field as a person reads it, without the unit suffix', () => {
    expect(fieldLabel('durationMs')).toBe('Duration');
    expect(fieldLabel('duration_ms')).toBe('Duration');
    expect(fieldLabel('current_year')).toBe('Current year');
    expect(fieldLabel('papersScanned')).toBe('Papers scanned');
  });
  it('writes a field by its kind', () => {
    expect(fieldKind('currentYear')).toBe('year');
    expect(fieldKind('current_year')).toBe('year');
    expect(fieldKind('years_active')).toBe('number');
    expect(fieldKind('durationMs')).toBe('duration');
    expect(formatField('currentYear', 2026)).toBe('2026');
    expect(formatField('durationMs', 72_000)).toBe('1 min 12 s');
    expect(formatField('authors', 12_500)).toBe('12,500');
    expect(formatField('papers', 270.0)).toBe('270');
  });
});
