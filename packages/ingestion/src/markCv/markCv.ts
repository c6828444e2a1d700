import { BlendMode, PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { MARKED_CV_TIER_COLOURS } from '@ri/contracts';
import { LimitExceeded } from '../sandbox/guards.ts';

/**
 * The marked CV (docs/requirements/profile-and-accounts.md "Mark CV"): find the catalogue's journal names and abbreviations in a
 * PDF's text and return a copy in which each mention is highlighted in its tier colour, with a
 * legend on the first page. Text and positions come from pdfjs-dist (legacy build for Node);
 * the highlights are drawn with pdf-lib. See docs/adr/0003-image-and-pdf-libraries.md. Runs only in
 * a sandbox thread of the workers' Mark CV job (docs/reliability.md, "The sandbox").
 */

export type Tier = 'A' | 'A-' | 'B';
export const TIER_ORDER: readonly Tier[] = ['A', 'A-', 'B'];

/** Fill colours of the highlights (multiplied over the text, 40 % opacity) and of the legend swatches. */
export const TIER_COLOURS: Readonly<Record<Tier, { r: number; g: number; b: number }>> = MARKED_CV_TIER_COLOURS;
export const HIGHLIGHT_OPACITY = 0.4;

export interface JournalEntry {
  id: number;
  name: string;
  abbreviation: string;
  tier: Tier;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface JournalMention {
  journalId: number;
  name: string;
  tier: Tier;
  /** 1-based */
  page: number;
  /** the text as printed (line breaks as spaces) */
  text: string;
  /** one rectangle per line the mention spans */
  rects: Rect[];
}

/** A character of the page text with its box; virtual separators have none. */
interface Glyph {
  x0: number;
  x1: number;
  baseline: number;
  height: number;
  line: number;
}

/** Lower-case words, '&' read as 'and', every other non-alphanumeric character a separator. */
export function normaliseForMatch(text: string): string {
  return text
    .normalize('NFD').replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface Pattern {
  words: string[];
  journal: JournalEntry;
}

/** Patterns by first word, longest first: full names (without a leading 'The') and abbreviations of 3+ letters. */
export function buildPatterns(journals: readonly JournalEntry[]): Map<string, Pattern[]> {
  const byFirst = new Map<string, Pattern[]>();
  const seen = new Set<string>();
  const add = (text: string, journal: JournalEntry, minLetters: number) => {
    let words = normaliseForMatch(text).split(' ').filter(Boolean);
    if (words[0] === 'the' && words.length > 1) words = words.slice(1);
    if (words.join('').length < minLetters) return;
    const key = words.join(' ');
    if (seen.has(key)) return;
    seen.add(key);
    const list = byFirst.get(words[0]!) ?? [];
    list.push({ words, journal });
    byFirst.set(words[0]!, list);
  };
  // better tiers first, so that a name shared by two journals takes the better grade
  const ordered = [...journals].sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier) || a.id - b.id);
  for (const journal of ordered) add(journal.name, journal, 4);
  for (const journal of ordered) if (journal.abbreviation.trim() !== '') add(journal.abbreviation, journal, 3);
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

interface PageText {
  /** the normalised text of the page */
  text: string;
  /** for each character of `text`, the glyph it came from (null for separators) */
  glyphs: Array<Glyph | null>;
  /** the original characters, for the mention's printed text */
  original: string[];
}

interface TextItemLike {
  str: string;
  width: number;
  height: number;
  transform: number[];
  hasEOL?: boolean;
}

/** Relative width of a character (1/1000 em); text items only give a whole string's width. */
export type CharWidth = (ch: string) => number;
const uniformWidth: CharWidth = () => 500;

let helveticaWidths: Promise<CharWidth> | undefined;
/**
 * Helvetica's widths (Arial's are the same) as the weights that place each character within its
 * text item: much closer than equal shares for the proportional fonts CVs are set in.
 */
export function helveticaCharWidth(): Promise<CharWidth> {
  helveticaWidths ??= (async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    const table = new Map<string, number>();
    for (let code = 32; code < 127; code++) table.set(String.fromCharCode(code), font.widthOfTextAtSize(String.fromCharCode(code), 1000));
    return (ch: string) => table.get(ch) ?? table.get(ch.normalize('NFD')[0] ?? '') ?? 556;
  })();
  return helveticaWidths;
}

/**
 * Builds one normalised text per page with a glyph per character. Items on another line, or far
 * apart, are separated by a space; a word hyphenated at the end of a line is joined again.
 */
export function pageText(items: readonly TextItemLike[], charWidth: CharWidth = uniformWidth): PageText {
  const raw: Array<{ ch: string; glyph: Glyph | null }> = [];
  let line = 0;
  let previous: { baseline: number; right: number; height: number; eol: boolean } | null = null;
  for (const item of items) {
    if (item.str === undefined) continue;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform;
    const height = item.height || Math.hypot(c, d) || Math.hypot(a, b) || 10;
    if (item.str === '') {
      if (item.hasEOL && previous) previous.eol = true;
      continue;
    }
    if (previous) {
      const newLine = previous.eol || Math.abs(f - previous.baseline) > Math.max(previous.height, height) * 0.5;
      if (newLine) {
        line += 1;
        const last = raw[raw.length - 1];
        const beforeLast = raw[raw.length - 2];
        // 'Manage-' at the end of a line followed by 'ment': the hyphen goes, no space
        if (last?.ch === '-' && beforeLast && /\p{L}/u.test(beforeLast.ch) && /^\p{Ll}/u.test(item.str)) raw.pop();
        else raw.push({ ch: ' ', glyph: null });
      } else if (e - previous.right > height * 0.15) {
        raw.push({ ch: ' ', glyph: null });
      }
    }
    const chars = [...item.str];
    const width = item.width || chars.length * height * 0.5;
    const weights = chars.map(charWidth);
    const total = weights.reduce((sum, weight) => sum + weight, 0) || 1;
    let offset = 0;
    chars.forEach((ch, k) => {
      const x0 = e + (width * offset) / total;
      offset += weights[k]!;
      raw.push({ ch, glyph: { x0, x1: e + (width * offset) / total, baseline: f, height, line } });
    });
    previous = { baseline: f, right: e + width, height, eol: item.hasEOL === true };
  }

  // normalise character by character, keeping the glyph of each output character
  const text: string[] = [];
  const glyphs: Array<Glyph | null> = [];
  const original: string[] = [];
  const push = (ch: string, glyph: Glyph | null, source: string) => {
    if (ch === ' ' && (text.length === 0 || text[text.length - 1] === ' ')) return;
    text.push(ch);
    glyphs.push(glyph);
    original.push(source);
  };
  for (const { ch, glyph } of raw) {
    if (ch === '&') {
      push(' ', null, ' ');
      for (const letter of 'and') push(letter, glyph, ch);
      push(' ', null, ' ');
      continue;
    }
    const folded = ch.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    for (const out of folded) {
      if (/[\p{L}\p{N}]/u.test(out)) push(out, glyph, ch);
      else push(' ', null, ch);
    }
  }
  return { text: text.join(''), glyphs, original };
}

function rectsOf(glyphs: Array<Glyph | null>): Rect[] {
  const byLine = new Map<number, Glyph[]>();
  for (const glyph of glyphs) {
    if (!glyph) continue;
    const list = byLine.get(glyph.line) ?? [];
    list.push(glyph);
    byLine.set(glyph.line, list);
  }
  return [...byLine.values()].map((line) => {
    const x0 = Math.min(...line.map((g) => g.x0));
    const x1 = Math.max(...line.map((g) => g.x1));
    const height = Math.max(...line.map((g) => g.height));
    const baseline = Math.min(...line.map((g) => g.baseline));
    return { x: x0, y: baseline - height * 0.25, width: x1 - x0, height: height * 1.2 };
  });
}

/** Every journal mention of one page's text, longest name first at each word, never overlapping. */
export function findMentions(page: PageText, patterns: Map<string, Pattern[]>, pageNumber: number): JournalMention[] {
  const words: Array<{ word: string; start: number; end: number }> = [];
  const re = /\S+/g;
  for (let m = re.exec(page.text); m; m = re.exec(page.text)) words.push({ word: m[0], start: m.index, end: m.index + m[0].length });
  const mentions: JournalMention[] = [];
  for (let i = 0; i < words.length; i++) {
    const candidates = patterns.get(words[i]!.word);
    if (!candidates) continue;
    const found = candidates.find((p) => p.words.every((w, k) => words[i + k]?.word === w));
    if (!found) continue;
    const start = words[i]!.start;
    const end = words[i + found.words.length - 1]!.end;
    mentions.push({
      journalId: found.journal.id, name: found.journal.name, tier: found.journal.tier, page: pageNumber,
      text: page.original.slice(start, end).join('').replace(/\s+/g, ' ').trim(),
      rects: rectsOf(page.glyphs.slice(start, end)),
    });
    i += found.words.length - 1;
  }
  return mentions;
}

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;
/** Loaded on first use: the module (and its in-process worker) costs a second to load. */
export const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/** Thrown when the bytes cannot be read as a PDF (pdfjs refused them). */
export class UnreadablePdf extends Error {}

/** Bounds of one read (docs/reliability.md, "The sandbox"): past one, LimitExceeded with `message`. */
export interface PdfReadLimits {
  pages: number;
  textBytes: number;
  textItems: number;
  message: string;
}

export async function findJournalMentions(pdf: Uint8Array, journals: readonly JournalEntry[], limits?: PdfReadLimits, onPage?: (page: number, pages: number) => void): Promise<{ pages: number; mentions: JournalMention[] }> {
  const { getDocument } = await loadPdfJs();
  const patterns = buildPatterns(journals);
  const charWidth = await helveticaCharWidth();
  let document: Awaited<ReturnType<typeof getDocument>['promise']>;
  try {
    // a copy: pdfjs transfers (detaches) the buffer it is given
    document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  } catch (error) {
    throw new UnreadablePdf((error as Error).message);
  }
  try {
    if (limits && document.numPages > limits.pages) throw new LimitExceeded(limits.message);
    const mentions: JournalMention[] = [];
    let textBytes = 0;
    let textItems = 0;
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItemLike & typeof item => 'str' in item);
      // counted before the per-character work: the text's size, not the heap limit, ends a text bomb
      textItems += items.length;
      for (const item of items) textBytes += item.str.length;
      if (limits && (textItems > limits.textItems || textBytes > limits.textBytes)) throw new LimitExceeded(limits.message);
      mentions.push(...findMentions(pageText(items, charWidth), patterns, number));
      page.cleanup();
      onPage?.(number, document.numPages);
    }
    return { pages: document.numPages, mentions };
  } finally {
    await document.destroy();
  }
}

/** Characters the standard Helvetica can write; others become '?'. */
function writable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

function drawLegend(page: PDFPage, font: PDFFont, title: string, counts: Record<Tier, number>): void {
  const size = 8;
  const label = writable(font, title);
  const parts = TIER_ORDER.map((tier) => `${tier} journal (${counts[tier]})`);
  const swatch = 9;
  const gap = 6;
  const width = font.widthOfTextAtSize(label, size) + parts.reduce((sum, part) => sum + swatch + 3 + font.widthOfTextAtSize(part, size) + gap, 0) + 16;
  const { x: left, y: bottom } = page.getMediaBox();
  const x = left + 12;
  const y = bottom + 8;
  page.drawRectangle({ x, y, width, height: 16, color: rgb(1, 1, 1), borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5, opacity: 0.95 });
  let cursor = x + 6;
  page.drawText(label, { x: cursor, y: y + 5, size, font, color: rgb(0.15, 0.15, 0.15) });
  cursor += font.widthOfTextAtSize(label, size) + gap;
  TIER_ORDER.forEach((tier, index) => {
    const c = TIER_COLOURS[tier];
    page.drawRectangle({ x: cursor, y: y + 3.5, width: swatch, height: swatch, color: rgb(c.r, c.g, c.b) });
    cursor += swatch + 3;
    page.drawText(parts[index]!, { x: cursor, y: y + 5, size, font, color: rgb(0.15, 0.15, 0.15) });
    cursor += font.widthOfTextAtSize(parts[index]!, size) + gap;
  });
}

/** A copy of the PDF with each mention highlighted and the legend on the first page. */
export async function drawHighlights(pdf: Uint8Array, mentions: readonly JournalMention[], title: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { ignoreEncryption: true, updateMetadata: false });
  const pages = document.getPages();
  for (const mention of mentions) {
    const page = pages[mention.page - 1];
    if (!page) continue;
    const c = TIER_COLOURS[mention.tier];
    for (const rect of mention.rects) {
      page.drawRectangle({ ...rect, color: rgb(c.r, c.g, c.b), opacity: HIGHLIGHT_OPACITY, blendMode: BlendMode.Multiply });
    }
  }
  const first = pages[0];
  if (first) {
    const font = await document.embedFont(StandardFonts.Helvetica);
    const counts: Record<Tier, number> = { A: 0, 'A-': 0, B: 0 };
    for (const mention of mentions) counts[mention.tier] += 1;
    drawLegend(first, font, title, counts);
  }
  return document.save({ useObjectStreams: false });
}
