import { MARKED_CV_TIER_COLOURS } from '@ri/contracts/profile';
import type { z } from 'zod';
import type { ZMarkJournalsResponse } from '@ri/contracts/profile';

// Mark CV (/dashboard/resumeUpload, docs/requirements/profile-and-accounts.md §2): the legend of tier colours and the
// journals found, from POST mark_journals' answer.

export type MarkJournalsAnswer = z.infer<typeof ZMarkJournalsResponse>;
export type Tier = keyof typeof MARKED_CV_TIER_COLOURS;
export const TIERS: readonly Tier[] = ['A', 'A-', 'B'];

/** The highlight colour as CSS, as translucent as in the PDF (40 %) or solid for a swatch border. */
export function tierColour(tier: Tier, alpha = 0.4): string {
  const { r, g, b } = MARKED_CV_TIER_COLOURS[tier];
  return `rgba(${Math.round(r * 255)}, ${Math.round(g * 255)}, ${Math.round(b * 255)}, ${alpha})`;
}

export interface LegendEntry {
  tier: Tier;
  colour: string;
  /** mentions highlighted in this tier */
  mentions: number;
}

export function tierLegend(matches: MarkJournalsAnswer['matches']): LegendEntry[] {
  return TIERS.map((tier) => ({ tier, colour: tierColour(tier), mentions: matches.filter((match) => match.tier === tier).length }));
}

export interface JournalFound {
  journal_id: number;
  name: string;
  tier: Tier;
  mentions: number;
  /** '1, 3' */
  pages: string;
}

/** One row per journal: how often and on which pages it was found; best tier first, then most mentioned. */
export function journalsFound(matches: MarkJournalsAnswer['matches']): JournalFound[] {
  const byJournal = new Map<number, { name: string; tier: Tier; mentions: number; pages: Set<number> }>();
  for (const match of matches) {
    const row = byJournal.get(match.journal_id) ?? { name: match.name, tier: match.tier, mentions: 0, pages: new Set<number>() };
    row.mentions += 1;
    row.pages.add(match.page);
    byJournal.set(match.journal_id, row);
  }
  return [...byJournal.entries()]
    .map(([journal_id, row]) => ({ journal_id, name: row.name, tier: row.tier, mentions: row.mentions, pages: [...row.pages].sort((a, b) => a - b).join(', ') }))
    .sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || b.mentions - a.mentions || a.name.localeCompare(b.name));
}
