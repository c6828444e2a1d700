import { hashPassword } from '../passwords.ts';
import type { DemoUserRow } from './tableRows.ts';
import type { DemoWorld, WorldAuthor, WorldSchool } from './worldTypes.ts';

/** The sign-in accounts every demo load creates; all share the password given to loadDemoData. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; type: 'admin' | 'university' | 'faculty'; description: string }> = [
  { username: 'admin', type: 'admin', description: 'Internal administrator: red flags, data-issue logs, merge tool, change login.' },
  { username: 'university', type: 'university', description: 'Owner of The Wharton School (University of Pennsylvania) account: the /dashboards area.' },
  { username: 'faculty', type: 'faculty', description: 'Olivia R. Bennett, Associate Professor of Finance at Wharton, with a complete profile: the /dashboard area.' },
  { username: 'newfaculty', type: 'faculty', description: 'Daniel Okafor, Assistant Professor of Marketing at Wharton, with an incomplete profile (no education, no CV): lands on profile editing.' },
];

export async function demoUserRows(world: DemoWorld, password: string): Promise<DemoUserRow[]> {
  const school = world.schools.find((candidate) => candidate.id === world.accountUniversityId) as WorldSchool;
  const faculty = world.authors[world.accountAuthorIds.faculty - 1] as WorldAuthor;
  const newFaculty = world.authors[world.accountAuthorIds.newfaculty - 1] as WorldAuthor;
  // argon2 salts each hash, so every account gets its own
  const [adminHash, universityHash, facultyHash, newFacultyHash] = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(password)));
  return [
    { id: 1, username: 'admin', email: 'admin@researchinsights.edu', passwordHash: adminHash as string, type: 'admin', authorId: null, universityId: null, accessLevel: 'user' },
    { id: 2, username: 'university', email: `university@${school.domain}`, passwordHash: universityHash as string, type: 'university', authorId: null, universityId: school.id, accessLevel: 'owner' },
    { id: 3, username: 'faculty', email: faculty.email, passwordHash: facultyHash as string, type: 'faculty', authorId: faculty.id, universityId: faculty.universityId, accessLevel: 'user' },
    { id: 4, username: 'newfaculty', email: newFaculty.email, passwordHash: newFacultyHash as string, type: 'faculty', authorId: newFaculty.id, universityId: newFaculty.universityId, accessLevel: 'user' },
  ];
}
