// h-index, g-index and i10-index. See docs/metrics.md, "H-Index", "g-index", "i10-index".
//
// These run in the worker's in-memory recompute over typed arrays (100,000 authors), so they
// are O(n) with one scratch buffer (a counting sort capped at n), accept any ArrayLike<number>
// (number[], Int32Array, Float64Array...) and never sort or copy the input.
// They always use full counting and every paper: the h-index ignores the filters (docs/requirements/dashboards.md).

/** A citation count as an index sees it: a non-negative integer (NaN and negatives are 0, fractions floored). */
function citationCount(value: number | undefined): number {
  return value !== undefined && value > 0 ? Math.floor(value) : 0;
}

function scratchFor(size: number, scratch: Int32Array | undefined): Int32Array {
  if (scratch !== undefined && scratch.length >= size) {
    scratch.fill(0, 0, size);
    return scratch;
  }
  return new Int32Array(size);
}

function hIndexOfRange(citations: ArrayLike<number>, start: number, end: number, scratch: Int32Array | undefined): number {
  const n = end - start;
  if (n <= 0) return 0;
  // buckets[c] = papers with exactly c citations, and buckets[n] = papers with n or more:
  // the h-index cannot exceed n, so larger counts need not be told apart.
  const buckets = scratchFor(n + 1, scratch);
  for (let i = start; i < end; i++) {
    const c = citationCount(citations[i]);
    buckets[c >= n ? n : c]! += 1;
  }
  let papersWithAtLeast = 0;
  for (let h = n; h > 0; h--) {
    papersWithAtLeast += buckets[h]!;
    if (papersWithAtLeast >= h) return h;
  }
  return 0;
}

function gIndexOfRange(citations: ArrayLike<number>, start: number, end: number, scratch: Int32Array | undefined): number {
  const n = end - start;
  if (n <= 0) return 0;
  // g <= n. Papers with n or more citations always satisfy "top g have >= g^2" among themselves
  // (each has >= n >= g), so only their count and sum matter; the rest are bucketed exactly.
  const buckets = scratchFor(n, scratch);
  let large = 0;
  let largeSum = 0;
  for (let i = start; i < end; i++) {
    const c = citationCount(citations[i]);
    if (c >= n) {
      large += 1;
      largeSum += c;
    } else {
      buckets[c]! += 1;
    }
  }
  let g = large;
  let sum = largeSum;
  // sum(top g) - g^2 is concave in g and 0 at g = 0, so the first g that fails ends the search.
  for (let c = n - 1; c >= 0; c--) {
    for (let k = buckets[c]!; k > 0; k--) {
      const next = g + 1;
      if (sum + c < next * next) return g;
      sum += c;
      g = next;
    }
  }
  return g;
}

function i10IndexOfRange(citations: ArrayLike<number>, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end; i++) if (citationCount(citations[i]) >= 10) count += 1;
  return count;
}

/**
 * h-index: the largest h such that h papers have at least h citations each (Hirsch 2005).
 * `scratch` (length >= citations.length + 1) is reused instead of allocating.
 */
export function computeHIndex(citations: ArrayLike<number>, scratch?: Int32Array): number {
  return hIndexOfRange(citations, 0, citations.length, scratch);
}

/**
 * g-index: the largest g such that the g most cited papers have together at least g^2
 * citations (Egghe 2006), with g never above the number of papers (no padding with phantom
 * uncited papers). `scratch` (length >= citations.length) is reused instead of allocating.
 */
export function computeGIndex(citations: ArrayLike<number>, scratch?: Int32Array): number {
  return gIndexOfRange(citations, 0, citations.length, scratch);
}

/** i10-index: the number of papers with at least 10 citations (Google Scholar). */
export function computeI10Index(citations: ArrayLike<number>): number {
  return i10IndexOfRange(citations, 0, citations.length);
}

export interface CitationIndexesPerAuthor {
  hIndex: Int32Array;
  gIndex: Int32Array;
  i10Index: Int32Array;
}

/**
 * The three indexes for many authors at once, over a compressed layout: author a's papers'
 * citation counts are citations[offsets[a]] .. citations[offsets[a + 1] - 1].
 * offsets has one entry more than there are authors, starts at 0 and never decreases.
 * Allocates only the three result arrays and one scratch buffer sized for the largest author.
 */
export function computeCitationIndexesPerAuthor(
  offsets: ArrayLike<number>,
  citations: ArrayLike<number>,
): CitationIndexesPerAuthor {
  const authors = Math.max(0, offsets.length - 1);
  let largest = 0;
  for (let a = 0; a < authors; a++) {
    const start = offsets[a]!;
    const end = offsets[a + 1]!;
    if (!(start >= 0 && end >= start && end <= citations.length)) {
      throw new RangeError(`offsets must be non-decreasing within 0..${citations.length}; author ${a} has ${start}..${end}`);
    }
    if (end - start > largest) largest = end - start;
  }
  const scratch = new Int32Array(largest + 1);
  const hIndex = new Int32Array(authors);
  const gIndex = new Int32Array(authors);
  const i10Index = new Int32Array(authors);
  for (let a = 0; a < authors; a++) {
    const start = offsets[a]!;
    const end = offsets[a + 1]!;
    hIndex[a] = hIndexOfRange(citations, start, end, scratch);
    gIndex[a] = gIndexOfRange(citations, start, end, scratch);
    i10Index[a] = i10IndexOfRange(citations, start, end);
  }
  return { hIndex, gIndex, i10Index };
}
