/** Query keys of the ingestion screens (RSS Feed Tool, Update Faculty, imports); mutations invalidate by these. */
export const ingestionKeys = {
  all: ['ingestion'] as const,
  publishers: () => [...ingestionKeys.all, 'publishers'] as const,
  publisherJournals: (publisherId: number) => [...ingestionKeys.all, 'publishers', publisherId, 'journals'] as const,
  university: (universityId: number) => [...ingestionKeys.all, 'university', universityId] as const,
  faculty: (universityId: number, type: 'search' | 'check' | 'compare') => [...ingestionKeys.university(universityId), 'faculty', type] as const,
  directoryConfig: (universityId: number) => [...ingestionKeys.university(universityId), 'directoryConfig'] as const,
  imports: () => [...ingestionKeys.all, 'imports'] as const,
  institutions: (query: string) => [...ingestionKeys.all, 'openalexInstitutions', query] as const,
  institution: (id: string) => [...ingestionKeys.all, 'openalexInstitution', id] as const,
  importList: (filters: { source?: string; skip: number; limit: number }) => [...ingestionKeys.imports(), filters] as const,
  unmatchedJournals: (page: { skip: number; limit: number }) => [...ingestionKeys.imports(), 'unmatchedJournals', page] as const,
};
