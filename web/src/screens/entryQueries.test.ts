import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { authorSearchQueryOptions } from '../api/authors/authorQueries.ts';
import { adminAuthorSearchQueryOptions, facultyDirectoryQueryOptions } from '../api/directory/directoryQueries.ts';
import { departmentConfigQueryOptions } from '../api/departmentConfig/departmentConfigQueries.ts';
import { facultyListQueryOptions } from '../api/ingestion/facultyQueries.ts';
import { paperSearchQueryOptions } from '../api/search/searchQueries.ts';
import { allUniversitiesQueryOptions } from '../api/universities/universityQueries.ts';
import { directoryEntryQueries } from './authorSearch/directoryLoader.ts';
import { ADMIN_SEARCH_PAGE_SIZE, directoryFilters, selectionsKey } from './authorSearch/directory.ts';
import { exploreEntryQueries } from './explore/exploreLoader.ts';
import { updateFacultyEntryQueries } from './updateFaculty/updateFacultyLoader.ts';

// The route loaders of the screens whose entry query depends on the address (ARCHITECTURE.md, "Web routes"):
// they start the very queries the screen runs (same query keys), and none when the screen waits for a choice.
function recordingClient() {
  const keys: unknown[] = [];
  const client = { ensureQueryData: (options: { queryKey: unknown }) => { keys.push(options.queryKey); return Promise.resolve(); } } as unknown as QueryClient;
  return { client, keys };
}

function memoryStorage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

describe('route loaders that read the address', () => {
  it('Explore starts the results of a search in the address, and nothing without one', () => {
    const { client, keys } = recordingClient();
    exploreEntryQueries(client, { by: 'faculty', first: 'Ada' }, 'faculty');
    exploreEntryQueries(client, { by: 'paper', title: 'Pricing' }, 'readOnly');
    expect(exploreEntryQueries(client, {}, 'faculty')).toEqual([]);
    expect(exploreEntryQueries(client, { by: 'paper', title: 'x' }, 'readOnly')).toEqual([]);
    expect(keys).toEqual([authorSearchQueryOptions('Ada', '').queryKey, paperSearchQueryOptions('Pricing').queryKey]);
  });

  it('the directory starts the departments and the list of the university shown, or the first page over every university', () => {
    const { client, keys } = recordingClient();
    directoryEntryQueries(client, 'university', { name: 'ann' }, 7, memoryStorage());
    const filters = directoryFilters({ name: 'ann' });
    expect(keys).toEqual([departmentConfigQueryOptions(7).queryKey, facultyDirectoryQueryOptions(7, filters).queryKey]);
    keys.length = 0;
    directoryEntryQueries(client, 'admin', {}, null, memoryStorage());
    expect(keys).toEqual([adminAuthorSearchQueryOptions({ ...directoryFilters({}), skip: 0, limit: ADMIN_SEARCH_PAGE_SIZE }).queryKey]);
  });

  it('the directory starts nothing for an empty address when the tab kept selections (a hover preload: on entry the beforeLoad of the route restores them)', () => {
    const { client, keys } = recordingClient();
    directoryEntryQueries(client, 'admin', {}, null, memoryStorage({ [selectionsKey('admin')]: JSON.stringify({ univ: 3 }) }));
    expect(keys).toEqual([]);
  });

  it('Update Faculty starts the universities to choose from and the list the address names', () => {
    const { client, keys } = recordingClient();
    updateFacultyEntryQueries(client, { universityId: 4, view: 'check', choosesUniversity: true });
    expect(keys).toEqual([allUniversitiesQueryOptions().queryKey, facultyListQueryOptions(4, 'check').queryKey]);
    keys.length = 0;
    updateFacultyEntryQueries(client, { universityId: 4, view: undefined, choosesUniversity: false });
    expect(keys).toEqual([]);
  });
});
