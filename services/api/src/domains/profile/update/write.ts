// The last step of a profile update: one write of what the steps decided (the author's columns, and the
// education, work history and departments the update sent); answers the departments it wrote.
import { normaliseName } from '@ri/db';
import * as departmentQueries from '../../../queries/departments.ts';
import * as queries from '../queries.ts';
import type { UpdateRequest } from './context.ts';
import type { NextAuthor } from './personal.ts';

export interface ProfileDraft {
  next: NextAuthor;
  educationWrites: queries.EducationWrite[] | null;
  workWrites: queries.WorkWrite[] | null;
  departmentWrites: Array<{ name: string; percent: number }> | null;
}

export async function writeProfile({ trx, current: { author } }: UpdateRequest, { next, educationWrites, workWrites, departmentWrites }: ProfileDraft): Promise<number[]> {
  const authorId = author.id;
  await queries.updateAuthor(trx, authorId, {
    first_name: next.first_name, mid_name: next.mid_name, last_name: next.last_name, prefix: next.prefix, suffix: next.suffix,
    search_name: normaliseName(next.first_name, next.last_name), position: next.position, marker: next.marker,
    email: next.email, cv: next.cv, highlighted_cv: next.highlighted_cv, bio: next.bio, univ_profile_link: next.univ_profile_link,
    gender: next.gender, ...(next.gender !== author.gender ? { gender_source: next.gender === null ? null : 'profile' } : {}),
    unusual_work_hist: next.unusual_work_hist, name_variations: next.name_variations,
    university_id: next.university_id, gs_author_id: next.gs_author_id, gs_author_name: next.gs_author_name,
    rg_author_id: next.rg_author_id, rg_author_name: next.rg_author_name, keywords: next.keywords, area_of_interest: next.area_of_interest,
    updated_at: new Date(),
  });
  if (educationWrites) await queries.replaceEducation(trx, authorId, educationWrites);
  if (workWrites) await queries.syncWork(trx, authorId, workWrites);
  const departmentIds: number[] = [];
  if (departmentWrites) {
    const rows: Array<{ departmentId: number; percent: number }> = [];
    for (const d of departmentWrites) {
      const departmentId = await departmentQueries.ensureDepartment(trx, next.university_id!, d.name);
      departmentIds.push(departmentId);
      rows.push({ departmentId, percent: d.percent });
    }
    await queries.replaceDepartments(trx, authorId, rows);
  }
  return departmentIds;
}
