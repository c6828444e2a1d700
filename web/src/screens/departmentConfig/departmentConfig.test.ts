import { describe, expect, it } from 'vitest';
import {
  configViewOf, deleteProblem, departmentBodyOf, draftOf, emptyDraft, journalNamesOf, journalSelectData, mappingOptions, saveProblem,
  unionOfMappedLists, withDefaultMapping, withTier, type ConfiguredDepartment, type DepartmentConfigView,
} from './departmentConfig.ts';

const finance: ConfiguredDepartment = { id: 1, name: 'Finance', A: [10, 11], 'A-': [20], B: [30], default_mapping: [], faculty_count: 12 };
const economics: ConfiguredDepartment = { id: 2, name: 'Economics', A: [11, 12], 'A-': [30], B: [31, 20], default_mapping: [], faculty_count: 4 };
const marketing: ConfiguredDepartment = { id: 3, name: 'Marketing', A: [40], 'A-': [], B: [], default_mapping: ['Finance'], faculty_count: 0 };
const departments = [finance, economics, marketing];
const view: DepartmentConfigView = {
  universityId: 9, departments, departmentNames: departments.map((d) => d.name), journalNames: { 10: 'Journal of Finance', 11: 'Econometrica' }, fallback: false,
};

describe('default mapping: the union of the mapped departments\' lists (docs/requirements/admin-tools.md §4)', () => {
  it('is empty without a mapping', () => {
    expect(unionOfMappedLists([], departments)).toEqual({ A: [], 'A-': [], B: [] });
  });

  it("is one department's lists when one is mapped", () => {
    expect(unionOfMappedLists(['Finance'], departments)).toEqual({ A: [10, 11], 'A-': [20], B: [30] });
  });

  it('unites several, each journal once, in its highest tier', () => {
    // 11 is A in both; 20 is A- in Finance and B in Economics -> A-; 30 is B in Finance and A- in Economics -> A-
    expect(unionOfMappedLists(['Finance', 'Economics'], departments)).toEqual({ A: [10, 11, 12], 'A-': [20, 30], B: [31] });
  });

  it('matches names case- and space-insensitively and ignores unknown names', () => {
    expect(unionOfMappedLists([' finance ', 'Nowhere'], departments)).toEqual({ A: [10, 11], 'A-': [20], B: [30] });
  });

  it('rebuilds the selections of the draft, replacing what was chosen', () => {
    const draft = { ...emptyDraft(), name: 'Business Economics', A: [99], B: [98] };
    expect(withDefaultMapping(draft, ['Economics'], departments)).toEqual({
      id: null, name: 'Business Economics', default_mapping: ['Economics'], A: [11, 12], 'A-': [30], B: [31, 20],
    });
    expect(withDefaultMapping(draft, [], departments)).toMatchObject({ default_mapping: [], A: [], 'A-': [], B: [] });
  });
});

describe('tier selections', () => {
  it('a journal chosen in one tier leaves the others', () => {
    const draft = draftOf(finance);
    expect(withTier(draft, 'B', [30, 10])).toMatchObject({ A: [11], 'A-': [20], B: [30, 10] });
  });

  it('journals chosen in another tier are disabled in a select, and the catalogue is grouped by global tier', () => {
    const journals = [
      { id: 10, name: 'Journal of Finance', issn: '0022-1082', tier: 'A' as const },
      { id: 20, name: 'Review of Finance', issn: null, tier: 'A-' as const },
      { id: 50, name: 'Local Review', issn: null, tier: null },
    ];
    const data = journalSelectData(journals, draftOf(finance), 'B');
    expect(data.map((group) => group.group)).toEqual(['Global tier A', 'Global tier A-', 'Not ranked']);
    expect(data[0]!.items).toEqual([{ value: '10', label: 'Journal of Finance (0022-1082)', disabled: true }]);
    expect(data[1]!.items[0]!.disabled).toBe(true);
    expect(data[2]!.items[0]!.disabled).toBe(false);
  });

  it('panels list journal names sorted, unknown ids by number', () => {
    expect(journalNamesOf([11, 10, 77], view.journalNames)).toEqual(['Econometrica', 'Journal 77', 'Journal of Finance']);
  });
});

describe("the seed's alerts", () => {
  it.each([
    [{ ...emptyDraft(), name: '  ' }, 'Department cannot be saved or deleted. Please add Department Name'],
    [{ ...emptyDraft(), name: 'Strategy', default_mapping: ['Finance', 'Old Name'] }, 'Default Department Names are not consistent'],
    [{ ...emptyDraft(), name: 'finance' }, 'A department with this name already exists'],
  ])('save of %o: %s', (draft, message) => {
    expect(saveProblem(draft, view)).toBe(message);
  });

  it('a consistent draft may be saved, and an edit may keep its own name', () => {
    expect(saveProblem({ ...emptyDraft(), name: 'Strategy', default_mapping: ['Finance', 'Economics'] }, view)).toBeNull();
    expect(saveProblem(draftOf(finance), view)).toBeNull();
  });

  it.each([
    [{ ...emptyDraft(), name: '' }, 'Department cannot be saved or deleted. Please add Department Name'],
    [{ ...emptyDraft(), name: 'Strategy' }, 'Cannot Delete Unsaved Data'],
  ])('delete of %o: %s', (draft, message) => {
    expect(deleteProblem(draft)).toBe(message);
  });

  it('a saved department may be deleted', () => {
    expect(deleteProblem(draftOf(marketing))).toBeNull();
  });
});

describe('the manager', () => {
  it("'Select Departments' offers the other departments", () => {
    expect(mappingOptions(view, draftOf(finance))).toEqual(['Economics', 'Marketing']);
    expect(mappingOptions(view, emptyDraft())).toEqual(['Finance', 'Economics', 'Marketing']);
  });

  it('sends the trimmed name, and the id only once saved', () => {
    expect(departmentBodyOf({ ...emptyDraft(), name: ' Strategy ' })).toEqual({ name: 'Strategy', A: [], 'A-': [], B: [], default_mapping: [] });
    expect(departmentBodyOf(draftOf(finance))).toMatchObject({ id: 1, name: 'Finance' });
  });

  it('reads GET dept: no configuration fields means the caller may not configure', () => {
    expect(configViewOf({ departments: [{ name: 'Finance' }], status: 'Completed', fallback: false })).toBeNull();
  });

  it('reads GET dept with the configuration', () => {
    const answer = {
      departments: [{ name: 'Finance', id: 1, data: { A: [10], 'A-': [], B: [], default_mapping: [] }, faculty_count: 3, updated_at: '2026-01-01T00:00:00Z' }],
      status: 'Completed', fallback: false, university_id: 9, default_mapping: ['Finance'], journals: { 10: 'Journal of Finance' },
    };
    expect(configViewOf(answer)).toEqual({
      universityId: 9, departmentNames: ['Finance'], journalNames: { 10: 'Journal of Finance' }, fallback: false,
      departments: [{ id: 1, name: 'Finance', A: [10], 'A-': [], B: [], default_mapping: [], faculty_count: 3 }],
    });
  });

  it('a university without departments yet has none configured (the 14 fallback names are not departments)', () => {
    const answer = { departments: [{ name: 'Accounting' }, { name: 'Finance' }], status: 'Completed', fallback: true, university_id: 9, default_mapping: [], journals: {} };
    expect(configViewOf(answer)).toMatchObject({ departments: [], departmentNames: [], fallback: true });
  });
});
