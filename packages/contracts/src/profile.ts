import { z } from 'zod';
import { TEXT_LIMITS as L } from './limits.ts';
import { ZIdParam, idOrDigits } from './common.ts';
import { link } from './text.ts';
import { ZDepartmentConfigBody, ZDepartmentConfigDepartment } from './departmentConfig.ts';

// The faculty profile (docs/requirements/profile-and-accounts.md §3, §5 and §7 "Profile"). Field names are the seed's.
// Server rules and decisions: docs/profile.md.

const ZYearValue = z.union([z.number(), z.string().max(20)]).nullable();

/** Education item (docs/requirements/profile-and-accounts.md §3). `id` is sequential from 1 in list order. */
export const ZEducationItem = z.object({
  id: z.number().int(),
  degree: z.string(),
  institution: z.string(),
  /** the university the institution was matched to (null when it is not one of ours) */
  univId: z.number().int().nullable(),
  year: z.number().int().nullable(),
  area: z.string(),
  advisorFirstName: z.string(),
  advisorLastName: z.string(),
  coadvisorFirstName: z.string(),
  coadvisorLastName: z.string(),
  isPHDtoConsider: z.boolean(),
});
export type TEducationItem = z.infer<typeof ZEducationItem>;

/**
 * Education item as sent in an update (strict, like every nested entry of an update: an unknown key, such as an
 * admin-only field tucked into an entry, is refused with a 400). `mode` is the Add Education modal's switch ('noPhd'
 * requires the advisor's names, as the seed says); it is not stored. `isNew` is accepted and ignored.
 */
export const ZEducationItemInput = z.strictObject({
  id: z.number().int().optional(),
  degree: z.string().max(200).default(''),
  institution: z.string().max(300).default(''),
  univId: idOrDigits().nullable().optional(),
  year: ZYearValue.optional(),
  area: z.string().max(300).default(''),
  advisorFirstName: z.string().max(100).default(''),
  advisorLastName: z.string().max(100).default(''),
  coadvisorFirstName: z.string().max(100).default(''),
  coadvisorLastName: z.string().max(100).default(''),
  isPHDtoConsider: z.boolean().optional(),
  isNew: z.boolean().optional(),
  mode: z.enum(['havePhd', 'noPhd']).optional(),
});
export type TEducationItemInput = z.infer<typeof ZEducationItemInput>;

/** Work item (docs/requirements/profile-and-accounts.md §3). `to` is a year or 'Present'; rank derives from marker. */
export const ZWorkItem = z.object({
  id: z.number().int(),
  title: z.string(),
  subTitle: z.string(),
  school: z.string(),
  institution: z.string(),
  univId: z.number().int().nullable(),
  from: z.number().int().nullable(),
  to: z.union([z.number().int(), z.literal('Present')]).nullable(),
  marker: z.number().int().nullable(),
  rank: z.number().int(),
});
export type TWorkItem = z.infer<typeof ZWorkItem>;

/**
 * Work item as sent in an update. An item whose `id` is one of the stored ids (and not `isNew`)
 * is that stored entry; any other item is a new entry.
 */
export const ZWorkItemInput = z.strictObject({
  id: z.union([z.number().int(), z.string().max(100)]).optional(),
  title: z.string().max(200).default(''),
  subTitle: z.string().max(300).nullable().optional(),
  school: z.string().max(300).nullable().optional(),
  institution: z.string().max(300).default(''),
  univId: idOrDigits().nullable().optional(),
  from: ZYearValue.optional(),
  to: ZYearValue.optional(),
  marker: z.union([z.number().int(), z.string().max(10)]).nullable().optional(),
  rank: z.number().int().optional(),
  isNew: z.boolean().optional(),
});
export type TWorkItemInput = z.infer<typeof ZWorkItemInput>;

/** gs / rg: the research-profile ids and the author's name as written there. */
export const ZResearchProfile = z.object({ author_id: z.string(), author_name: z.string() });
export type TResearchProfile = z.infer<typeof ZResearchProfile>;

/**
 * gs / rg as sent: the profile `link` (Google Scholar with a `user` parameter, ResearchGate with
 * at least 5 parts) and the name; the server stores the id it extracts from the link. A bare
 * `author_id` equal to the stored one is accepted unchanged; a new `author_id` is read as a link.
 */
export const ZResearchProfileInput = z.strictObject({
  link: link(1000).optional(),
  author_id: link(1000).optional(),
  author_name: z.string().max(200).optional(),
});

export const ZPaperAuthor = z.object({
  /** the author record, when the authorship is linked to one (clickable) */
  id: z.number().int().nullable(),
  first_name: z.string(),
  mid_name: z.string(),
  last_name: z.string(),
});

/** Paper (docs/requirements/profile-and-accounts.md §3) as listed on a profile. */
export const ZProfilePaper = z.object({
  _id: z.number().int(),
  document_title: z.string(),
  publication_name: z.string(),
  publication_year: z.number().int().nullable(),
  journal_id: z.number().int().nullable(),
  authors: z.array(ZPaperAuthor),
});
export type TProfilePaper = z.infer<typeof ZProfilePaper>;

export const ZGender = z.enum(['m', 'f', 'o']);

/** Author profile (docs/requirements/profile-and-accounts.md §3), missing values as the seed's defaults. */
export const ZAuthorProfile = z.object({
  _id: z.number().int(),
  first_name: z.string(),
  mid_name: z.string(),
  /** the seed also calls it middle_name; both carry the same value */
  middle_name: z.string(),
  last_name: z.string(),
  prefix: z.string(),
  suffix: z.string(),
  position: z.string(),
  /** '' when unknown, as the seed's defaults */
  marker: z.union([z.number().int(), z.literal('')]),
  department: z.array(z.string()),
  education: z.array(ZEducationItem),
  expertise: z.array(z.string()),
  interests: z.array(z.string()),
  courses: z.array(z.string()),
  work_history_manual: z.array(ZWorkItem),
  bio: z.string(),
  profile_picture: z.string(),
  email: z.string(),
  cv: z.string(),
  highlighted_cv: z.string(),
  /** '' when the author has no university */
  univ_id: z.union([z.number().int(), z.literal('')]),
  univ_name: z.string(),
  verified: z.boolean(),
  papers: z.array(ZProfilePaper),
  is_complete: z.boolean(),
  gender: z.union([ZGender, z.literal('')]),
  gs: ZResearchProfile,
  rg: ZResearchProfile,
  percent_appointment: z.record(z.string(), z.number()),
  unusual_work_hist: z.boolean(),
  name_variations: z.array(z.string()),
  univ_profile_link: z.string(),
  keywords: z.array(z.string()),
  area_of_interest: z.array(z.string()),
});
export type TAuthorProfile = z.infer<typeof ZAuthorProfile>;

/**
 * Every profile answer: the profile, the banner's missing items ('Add ...'), the warning
 * popups (work history; the university change) to show after a save, and the author's totals.
 */
export const ZProfileResponse = ZAuthorProfile.extend({
  missing_items: z.array(z.string()),
  warnings: z.array(z.string()),
  /** The author's all-time totals from the one analytics computation (docs/metrics.md §1-3); null before it has run. */
  figures: z.object({ total_papers: z.number(), total_citations: z.number(), h_index: z.number() }).nullable(),
});
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

const ZNameList = z.array(z.string().max(200)).max(200);

/**
 * PUT /api/profile/update and PUT /api/profile/{id}: `{ update: {...} }` with exactly the seed's
 * updatable fields (any other key is refused). `_id` may be sent and must name the profile updated.
 * `is_complete` is accepted but always recomputed by the server.
 */
export const ZProfileUpdateFields = z.strictObject({
  _id: z.number().int().optional(),
  first_name: z.string().max(L.personName).optional(),
  mid_name: z.string().max(L.personName).optional(),
  middle_name: z.string().max(L.personName).optional(),
  last_name: z.string().max(L.personName).optional(),
  cv: z.string().max(L.link).optional(),
  highlighted_cv: z.string().max(L.link).optional(),
  bio: z.string().max(L.bio).optional(),
  suffix: z.string().max(L.suffix).optional(),
  prefix: z.string().max(L.prefix).optional(),
  position: z.string().max(L.position).optional(),
  email: z.string().max(L.email).optional(),
  univ_name: z.string().max(L.universityName).optional(),
  univ_id: idOrDigits('Choose Correct university').nullable().optional(),
  is_complete: z.boolean().optional(),
  gender: z.union([ZGender, z.literal('')]).nullable().optional(),
  marker: z.union([z.number().int(), z.literal('')]).nullable().optional(),
  department: ZNameList.optional(),
  gs: ZResearchProfileInput.optional(),
  rg: ZResearchProfileInput.optional(),
  percent_appointment: z.record(z.string().max(200), z.number()).optional(),
  unusual_work_hist: z.boolean().optional(),
  name_variations: ZNameList.optional(),
  univ_profile_link: link(2000).optional(),
  keywords: z.array(z.string().max(100)).max(100).optional(),
  area_of_interest: z.array(z.string().max(200)).max(200).optional(),
  education: z.array(ZEducationItemInput).max(50).optional(),
  work_history_manual: z.array(ZWorkItemInput).max(100).optional(),
});
export type TProfileUpdateFields = z.infer<typeof ZProfileUpdateFields>;

export const ZProfileUpdateBody = z.object({ update: ZProfileUpdateFields });
export type TProfileUpdateBody = z.infer<typeof ZProfileUpdateBody>;

export const PROFILE_VERIFIED_MESSAGE = 'This profile is verified and can no longer be edited. Please contact us if something needs to change.';
export const NO_PROFILE_MESSAGE = 'No author profile is linked to this account.';

/** GET /api/univ_profile/get_univ_profile (docs/requirements/profile-and-accounts.md §3, University profile). */
export const ZUniversityProfile = z.object({
  _id: z.number().int(),
  abbreviation: z.string(),
  business_school: z.string(),
  country: z.string(),
  departments: z.array(z.object({ name: z.string() })),
  domain: z.string(),
  name: z.string(),
  status: z.string(),
  profile_picture: z.string(),
});
export type TUniversityProfile = z.infer<typeof ZUniversityProfile>;

/** GET /api/dept?id={univId} */
export const ZDeptQuery = z.object({ id: ZIdParam.optional() });
export const ZDeptResponse = z.object({
  /** with the caller allowed to configure the university (department configuration), each saved department also carries id, data, faculty_count, updated_at */
  departments: z.array(ZDepartmentConfigDepartment.partial().required({ name: true })),
  status: z.string(),
  /** true when the university has no departments yet and the list is the fixed fallback of 14 */
  fallback: z.boolean(),
  /** department configuration only (admins; the university account's owner and admins) */
  university_id: z.number().int().optional(),
  default_mapping: z.array(z.string()).optional(),
  journals: z.record(z.string(), z.string()).optional(),
});
export type TDeptResponse = z.infer<typeof ZDeptResponse>;

/** POST /api/dept, docs/requirements/profile-and-accounts.md variant: a new department for a university. */
export const ZDeptAddBody = z.object({
  id: ZIdParam,
  department: z.string().trim().min(1, 'Select Department').max(200),
});
export type TDeptAddBody = z.infer<typeof ZDeptAddBody>;
/**
 * POST /api/dept accepts a union of bodies: docs/requirements/profile-and-accounts.md's `{ id, department }` (one name) and the
 * Department Configuration's `{ id, department: [...] }` (docs/requirements/admin-tools.md: the whole list, departmentConfig.ts).
 */
export const ZDeptPostBody = z.union([ZDeptAddBody, ZDepartmentConfigBody]);
export type TDeptPostBody = z.infer<typeof ZDeptPostBody>;
export const ZDeptPostResponse = z.object({
  message: z.string(),
  /** 'added': the department exists now (admin); 'requested': the team was asked (others); 'updated' / 'deleted': department configuration */
  status: z.enum(['added', 'requested', 'updated', 'deleted']),
  department_ids: z.array(z.number().int()).optional(),
});

/** POST /api/send_email */
export const TEAM_REQUEST_KINDS = ['university', 'school', 'department', 'paper', 'other'] as const;
export const ZTeamRequestKind = z.enum(TEAM_REQUEST_KINDS);
export const ZSendEmailBody = z.object({
  recipient: z.string().max(254).default(''),
  subject: z.string().trim().min(1, 'Enter a subject').max(300),
  body: z.string().trim().min(1, 'Enter a message').max(10_000),
  /** what is asked for; guessed from the subject when absent */
  kind: ZTeamRequestKind.optional(),
});
export type TSendEmailBody = z.infer<typeof ZSendEmailBody>;
export const SEND_EMAIL_CONFIRMATION = 'An email with your request has been sent to our team. We will get back to you shortly.';

export const ZTeamRequest = z.object({
  id: z.number().int(),
  kind: ZTeamRequestKind,
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  payload: z.unknown(),
  status: z.enum(['open', 'done', 'rejected']),
  user_id: z.number().int().nullable(),
  username: z.string().nullable(),
  created_at: z.string(),
});
export const ZTeamRequestsQuery = z.object({
  status: z.enum(['open', 'done', 'rejected']).optional(),
  kind: ZTeamRequestKind.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** GET /api/get_profile_keywords and GET /api/get_auth_keywords/{coAuthorId} */
export const ZKeywordsResponse = z.object({
  /** the author's own keywords, sorted */
  keywords: z.array(z.string()),
  /** keywords used across the catalogue, most used first (for the chooser) */
  suggestions: z.array(z.string()),
});

/** Uploads: POST profile/upload_cv, editauthor/upload_cv/{id}, profile/upload_picture, mark_journals */
export const ZUploadResponse = z.object({ url: z.string(), message: z.string() });

/**
 * POST /api/profile/upload_picture's form fields beside the file: whose picture (admins: `user_id`, an author,
 * or `univ_id`; university users: their own `univ_id`). Digits within a Postgres integer, or blank: a larger id
 * answered a 500 after the picture was stored and resized.
 */
export const ZPictureUploadFields = z.object({
  user_id: idOrDigits('The faculty member (user_id) must be an author id: digits only.').optional(),
  univ_id: idOrDigits('The university (univ_id) must be a university id: digits only.').optional(),
});
export const FILE_UPLOADED_MESSAGE = 'File Uploaded';
export const NO_FILE_MESSAGE = 'No File Uploaded';

/** POST /api/mark_journals as JSON (the stored CV); the multipart form carries the same fields plus `file`. */
export const ZMarkJournalsBody = z.object({
  first_name: z.string().max(100).optional(),
  last_name: z.string().max(100).optional(),
  /** admin only: whose CV (and whose department tiers); defaults to the caller's own author */
  author_id: ZIdParam.optional(),
});
/**
 * Highlight colours of the marked CV per tier (RGB, 0..1): drawn translucent over the text by the
 * API and shown in the Mark CV page's legend, so both say the same.
 */
export const MARKED_CV_TIER_COLOURS: Readonly<Record<'A' | 'A-' | 'B', { r: number; g: number; b: number }>> = {
  A: { r: 0.3, g: 0.8, b: 0.3 },
  'A-': { r: 1, g: 0.8, b: 0.1 },
  B: { r: 0.35, g: 0.65, b: 1 },
};
export const ZMarkJournalsResponse = z.object({
  url: z.string(),
  message: z.string(),
  /** journal names found, per tier */
  matches: z.array(z.object({ journal_id: z.number().int(), name: z.string(), tier: z.enum(['A', 'A-', 'B']), page: z.number().int(), text: z.string() })),
  pages: z.number().int(),
});

/**
 * Mark CV runs as a job (queue 'mark-cv', docs/profile.md "Mark CV"): POST /api/mark_journals
 * answers 202 with the job at once; the page follows GET /api/jobs/mark-cv/{job_id}/events and
 * reads ZMarkJournalsResponse from the completed event.
 */
export type TMarkJournalsResponse = z.infer<typeof ZMarkJournalsResponse>;
export const ZMarkJournalsStarted = z.object({ message: z.string(), queue: z.string(), job_id: z.string(), run_id: z.number().int() });
export const MARK_CV_STARTED_MESSAGE = 'Marking your CV';
export const ZMarkCvPayload = z.object({
  /** the stored PDF to mark (generated name, never the client's) */
  storedName: z.string().max(200),
  /** a fresh upload kept only for the job: removed when the job ends */
  temporary: z.boolean(),
  /** whose highlighted_cv the result becomes (null: an admin marking a CV for no one) */
  authorId: z.number().int().nullable(),
  /** the legend's title */
  title: z.string().max(300),
  /** the API's public address: the result's URL is `${urlBase}/api/files/<name>`, as for uploads */
  urlBase: z.string().max(500),
  ip: z.string().max(100),
  impersonatorUserId: z.number().int().nullable(),
});
