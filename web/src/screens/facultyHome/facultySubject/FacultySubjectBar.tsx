import { Alert, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { profileQueryOptions } from '../../../api/profile/profileQueries.ts';
import { AuthorPicker } from './AuthorPicker.tsx';
import { chooseSubject, subjectFor, useChosenSubject, type FacultySubject } from './facultySubject.ts';

/** Whose figures the current faculty-layout screen shows (see facultySubject.ts). */
export function useFacultySubject(): FacultySubject {
  const { session } = useRouteContext({ from: '/_faculty' });
  return subjectFor(session, useChosenSubject());
}

/**
 * The school of the faculty member shown, as the university-scoped calls take it: nothing for a
 * faculty member (the server uses their own), `univ_id` from the chosen member's profile for an
 * administrator. Not ready while that profile loads, or when the member has no university.
 */
export function useSubjectSchool(subject: FacultySubject): { ready: boolean; query: { univ_id?: number }; error: unknown } {
  const adminView = subject.picking && subject.authorId !== null;
  const profile = useQuery({ ...profileQueryOptions({ kind: 'author', authorId: subject.authorId ?? 0 }), enabled: adminView });
  if (!subject.ready) return { ready: false, query: {}, error: null };
  if (!adminView) return { ready: true, query: {}, error: null };
  const universityId = profile.data?.univ_id;
  return typeof universityId === 'number' ? { ready: true, query: { univ_id: universityId }, error: null } : { ready: false, query: {}, error: profile.error };
}

/**
 * An administrator's choice of the faculty member the faculty screens show, and the notice shown
 * instead of the figures until one is chosen. Renders nothing for a faculty member.
 */
export function FacultySubjectBar({ subject }: { subject: FacultySubject }) {
  if (!subject.picking) return null;
  return (
    <Group gap="sm" align="end">
      <AuthorPicker label="Faculty member shown (administrator)" w={360} value={subject.chosen} onChange={chooseSubject} />
      {subject.chosen === null ? <Text size="sm" c="dimmed">Administrators have no figures of their own: pick a faculty member.</Text> : null}
    </Group>
  );
}

/** Shown instead of a faculty screen's figures until an administrator has picked a faculty member. */
export function ChooseFacultyFirst() {
  return (
    <Alert variant="light" color="brand" title="Choose a faculty member">
      Pick the faculty member whose screens you want to see in the list above.
    </Alert>
  );
}
