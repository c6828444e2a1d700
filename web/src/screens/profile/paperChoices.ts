import type { z } from 'zod';
import type { ZMissingPaper } from '@ri/contracts/papers';

type MissingPaper = z.infer<typeof ZMissingPaper>;

/** A suggested paper as offered: title, journal and year, the printed name that matched and how well. */
export function suggestedPaperLabel(paper: MissingPaper): string {
  const where = [paper.publication_name, paper.publication_year === null ? '' : `(${paper.publication_year})`].filter((part) => part !== '').join(' ');
  const match = `printed as ${paper.printed_name}, ${Math.round(paper.score * 100)}% match`;
  return [paper.title, where, match].filter((part) => part !== '').join(' — ');
}
