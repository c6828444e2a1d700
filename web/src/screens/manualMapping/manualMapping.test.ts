import { describe, expect, it } from 'vitest';
import { checkManualMappingForm, querySearchOf } from './manualMapping.ts';
import { parseManualMappingSearch } from './manualMappingSearch.ts';

const wharton = { universityText: 'The Wharton School', universityId: 4 };

describe('Manual Mapping search (docs/requirements/admin-tools.md: a non-empty university text; names trimmed)', () => {
  it.each([
    [{ firstName: 'Ann', lastName: 'Lee', universityText: '', universityId: null }, 'university', 'Please select a university'],
    [{ firstName: 'Ann', lastName: 'Lee', universityText: '   ', universityId: 4 }, 'university', 'Please select a university'],
    [{ firstName: 'Ann', lastName: 'Lee', universityText: 'Whart', universityId: null }, 'university', 'Please select a university'],
    [{ firstName: ' ', lastName: '', ...wharton }, 'name', 'Enter a first name or a last name'],
  ])('%o is refused on %s: %s', (form, field, message) => {
    expect(checkManualMappingForm(form)).toEqual({ ok: false, field, message });
  });

  it('trims the names and sends the chosen university', () => {
    expect(checkManualMappingForm({ firstName: '  Ann ', lastName: ' Lee', ...wharton })).toEqual({ ok: true, search: { first_name: 'Ann', last_name: 'Lee', univ_id: 4 } });
    expect(checkManualMappingForm({ firstName: '', lastName: 'Lee', ...wharton })).toEqual({ ok: true, search: { first_name: '', last_name: 'Lee', univ_id: 4 } });
  });
});

describe('the search in the address', () => {
  it('reads names and the university, dropping the rest', () => {
    expect(parseManualMappingSearch({ first: ' Ann ', last: 'Lee', univ: '4', univName: 'The Wharton School', extra: 1 })).toEqual({ first: 'Ann', last: 'Lee', univ: 4, univName: 'The Wharton School' });
    expect(parseManualMappingSearch({ univ: '-1', univName: 'X' })).toEqual({});
    expect(parseManualMappingSearch({ first: '' })).toEqual({});
  });

  it('runs only with a university and a name', () => {
    expect(querySearchOf({ first: 'Ann', univ: 4 })).toEqual({ first_name: 'Ann', last_name: '', univ_id: 4 });
    expect(querySearchOf({ first: 'Ann' })).toBeNull();
    expect(querySearchOf({ univ: 4 })).toBeNull();
  });
});
