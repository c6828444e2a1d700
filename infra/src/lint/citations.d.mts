// Types of citations.mjs (plain JavaScript so that infra/bin/cite-requirements.mjs runs on bare node).
export declare const REQUIREMENT_DOCS: Record<'000' | '001' | '002', string>;
export declare const OUTSIDE_CITATION: RegExp;
export interface CitationHit { line: number; text: string }
export declare function rewriteCitations(text: string): { text: string; count: number; unmapped: CitationHit[] };
export declare function outsideCitations(text: string): CitationHit[];
