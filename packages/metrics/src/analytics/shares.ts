// Shares of a department's or school's papers and citations over 5 years, 10 years and overall.
// See docs/metrics.md, "Shares of papers and citations".
import { yearWindow } from './career.ts';
import { fractionalCount } from './counting.ts';
import type { CountingMode } from './types.ts';
import { assertYear } from './types.ts';

export interface YearlyCitations {
  year: number;
  count: number;
}

export interface WindowPaper {
  /** publication year; a paper without one counts only in "overall" */
  year: number | null;
  authorCount: number;
  /** all citations of the paper (the "overall" figure) */
  citations: number;
  /** citations received per calendar year (the citations table); used for the 5- and 10-year windows */
  citationsByYear?: readonly YearlyCitations[];
  /**
   * How many of the counted people are on the paper: 1 (default) for one author; for a group's
   * distinct papers, the number of the group's members on it (matters in fractional mode only).
   */
  creditedAuthors?: number;
}

export interface WindowFigures {
  fiveYears: number;
  tenYears: number;
  overall: number;
}

export interface WindowTotals {
  papers: WindowFigures;
  citations: WindowFigures;
}

/**
 * Papers published, and citations received, in the last 5 years, the last 10 years and overall.
 * The windows are [currentYear - 4, currentYear] and [currentYear - 9, currentYear]; a paper
 * counts in a window by its publication year, a citation by the year it was received.
 */
export function windowTotals(papers: readonly WindowPaper[], currentYear: number, countingMode: CountingMode = 'full'): WindowTotals {
  assertYear('currentYear', currentYear);
  const five = yearWindow(currentYear, 5).fromYear;
  const ten = yearWindow(currentYear, 10).fromYear;
  const totals: WindowTotals = {
    papers: { fiveYears: 0, tenYears: 0, overall: 0 },
    citations: { fiveYears: 0, tenYears: 0, overall: 0 },
  };
  for (const paper of papers) {
    const credit = fractionalCount(paper.authorCount, countingMode, paper.creditedAuthors ?? 1);
    totals.papers.overall += credit;
    if (paper.year !== null && paper.year <= currentYear) {
      if (paper.year >= ten) totals.papers.tenYears += credit;
      if (paper.year >= five) totals.papers.fiveYears += credit;
    }
    totals.citations.overall += (paper.citations > 0 ? paper.citations : 0) * credit;
    for (const yearly of paper.citationsByYear ?? []) {
      if (yearly.year > currentYear || yearly.year < ten || !(yearly.count > 0)) continue;
      totals.citations.tenYears += yearly.count * credit;
      if (yearly.year >= five) totals.citations.fiveYears += yearly.count * credit;
    }
  }
  return totals;
}

/** part / whole x 100; 0 when the whole is 0 (or less). */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

export interface ShareFigures {
  papers: WindowFigures;
  citations: WindowFigures;
}

/**
 * An author's share of a group's papers and citations in each window, in percent.
 * The group's totals include the author and are counted in the same mode (see docs).
 */
export function shareOfTotals(author: WindowTotals, group: WindowTotals): ShareFigures {
  return {
    papers: {
      fiveYears: sharePercent(author.papers.fiveYears, group.papers.fiveYears),
      tenYears: sharePercent(author.papers.tenYears, group.papers.tenYears),
      overall: sharePercent(author.papers.overall, group.papers.overall),
    },
    citations: {
      fiveYears: sharePercent(author.citations.fiveYears, group.citations.fiveYears),
      tenYears: sharePercent(author.citations.tenYears, group.citations.tenYears),
      overall: sharePercent(author.citations.overall, group.citations.overall),
    },
  };
}
