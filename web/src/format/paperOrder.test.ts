import { describe, expect, it } from 'vitest';
import { papersByYearDescending } from './paperOrder.ts';

describe('papersByYearDescending (the one order of a person\'s papers)', () => {
  it('lists papers newest first, those without a year last, then by title', () => {
    const papers = [
      { _id: 1, publication_year: 1998, document_title: 'b' },
      { _id: 2, publication_year: null, document_title: 'a' },
      { _id: 3, publication_year: 2008, document_title: 'c' },
      { _id: 4, publication_year: 2008, document_title: 'a' },
    ];
    expect(papersByYearDescending(papers).map((p) => p._id)).toEqual([4, 3, 1, 2]);
  });
  it('reads a number in a title as a number: copy 2 before copy 10', () => {
    const papers = [
      { _id: 1, publication_year: 2020, document_title: 'Study copy 10' },
      { _id: 2, publication_year: 2020, document_title: 'Study copy 2' },
      { _id: 3, publication_year: 2020, document_title: 'Study copy 1' },
    ];
    expect(papersByYearDescending(papers).map((p) => p.document_title)).toEqual(['Study copy 1', 'Study copy 2', 'Study copy 10']);
  });
});
