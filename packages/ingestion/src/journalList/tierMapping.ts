// A journal list's ratings as tiers (docs/ingestion.md). Apart from the workbook reader, so that the
// API process can read a mapping without loading a parser library (docs/reliability.md, "The sandbox").

export type TierMapping = Record<string, 'A' | 'A-' | 'B' | null>;

export const DEFAULT_TIER_MAPPING: TierMapping = { 'A*': 'A', A: 'A-', B: 'B', C: null };

/** 'A*=A,A=A-,B=B,C=' -> { 'A*': 'A', A: 'A-', B: 'B', C: null }. Throws on a tier that is not A, A- or B. */
export function parseTierMapping(text: string): TierMapping {
  const mapping: TierMapping = {};
  for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
    const eq = part.indexOf('=');
    if (eq <= 0) throw new Error(`'${part}' is not rating=tier`);
    const rating = part.slice(0, eq).trim().toUpperCase();
    const tier = part.slice(eq + 1).trim().toUpperCase();
    if (tier !== '' && tier !== 'A' && tier !== 'A-' && tier !== 'B') throw new Error(`'${tier}' is not a tier (A, A- or B, or empty for none)`);
    mapping[rating] = tier === '' ? null : (tier as 'A' | 'A-' | 'B');
  }
  if (Object.keys(mapping).length === 0) throw new Error('The mapping is empty');
  return mapping;
}
