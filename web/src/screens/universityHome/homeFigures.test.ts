import { describe, expect, it } from 'vitest';
import { figureQuery } from '../../api/dashboards/figurePapersQueries.ts';
import { departmentFactRef, facultyShareRef, interestingFactRef, journalFigureRef, mostCitedFacultyRef } from './homeFigures.ts';

// docs/metrics.md section 29, "University home": each widget's number opens the papers behind it as it was computed.
describe('the university home\'s numbers open to their papers', () => {
  const journal = { journal_id: 7, journal_abbreviation: 'JF', journal_title: 'Journal of Finance', journal_count: 2.5, tier: 'A' as const };

  it('a journal\'s papers of the school or a department: that journal, all time, the counting and affiliation in force', () => {
    const ref = journalFigureRef({ counting: 'fractional', affiliation: 'at_publication' }, 4, 'Finance', journal);
    expect(ref).toMatchObject({ figure: 'university_home', shown: 2.5, label: 'Papers of Finance in Journal of Finance, all time' });
    expect(figureQuery({ univ_id: 3 }, ref)).toEqual({
      figure: 'university_home', dept: 4, measure: 'papers', univ_id: 3, counting: 'fractional', affiliation: 'at_publication', journal_ids: '7',
    });
    expect(figureQuery({}, journalFigureRef({ counting: 'full', affiliation: 'current' }, 'all', 'School', journal)))
      .toEqual({ figure: 'university_home', dept: 'all', measure: 'papers', journal_ids: '7' });
  });

  it('a department\'s papers and citations of Department Facts', () => {
    const row = { department_id: 4, name: 'Finance', faculty_count: 3, previous_faculty_count: 2, papers: 6, citations: 40 };
    expect(figureQuery({}, departmentFactRef({ counting: 'full', affiliation: 'current' }, row, 'citations')))
      .toEqual({ figure: 'university_home', dept: 4, measure: 'citations' });
    expect(departmentFactRef({ counting: 'full', affiliation: 'current' }, row, 'papers')).toMatchObject({ shown: 6, label: 'Papers of Finance, all time' });
  });

  it('an Interesting Facts cell: its members\' papers, all time, the cell named; an empty cell stays closed', () => {
    const ref = interestingFactRef({ counting: 'fractional', affiliation: 'at_publication' }, 4, 'Finance', { key: 'female', gender: 'Female' }, 'associate', 3.5)!;
    expect(ref).toMatchObject({ shown: 3.5, label: 'Average papers of female associate professors of Finance, all time' });
    expect(figureQuery({ univ_id: 3 }, ref)).toEqual({
      figure: 'university_home', measure: 'papers', univ_id: 3, department: 4, gender: 'female', rank: 'associate', counting: 'fractional', affiliation: 'at_publication',
    });
    expect(figureQuery({}, interestingFactRef({ counting: 'full', affiliation: 'current' }, 'all', 'the school', { key: 'all', gender: 'All' }, 'other', 1)!))
      .toEqual({ figure: 'university_home', measure: 'papers', gender: 'all', rank: 'other' });
    expect(interestingFactRef({ counting: 'full', affiliation: 'current' }, 'all', 'the school', { key: 'male', gender: 'Male' }, 'full', null)).toBeNull();
  });

  it('the most cited faculty member\'s citations: their papers, all time', () => {
    const ref = mostCitedFacultyRef({ counting: 'fractional', affiliation: 'at_publication' }, { id: 11, name: 'Ann Adams', count: 12.5 });
    expect(figureQuery({}, ref)).toEqual({
      figure: 'university_home', author_id: 11, grade: 'every', measure: 'citations', counting: 'fractional', affiliation: 'at_publication',
    });
    expect(ref.label).toBe('Citations of Ann Adams, all time');
  });

  it('a Faculty By Share share: its numerator, the member\'s papers, the denominator stated', () => {
    const ref = facultyShareRef({ counting: 'full', affiliation: 'current', total_papers: 40 }, 'the school', { id: 11, name: 'Ann Adams', market_share: 12.5 });
    expect(ref.shown).toBeNull();
    expect(figureQuery({}, ref)).toEqual({ figure: 'university_home', author_id: 11, grade: 'every', measure: 'papers' });
    expect(ref.label).toBe('Papers of Ann Adams, all time: 12.50% of the school\'s 40 papers');
  });
});
