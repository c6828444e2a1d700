// The sentences a profile update answers with (tests and the web app compare them).
export const ADMIN_ONLY_FIELD_MESSAGE = (field: string) => `Only an administrator can change ${field}.`;
export const WORK_LOCKED_MESSAGE = 'Only an administrator can change the school or university of an existing work entry.';
export const CHOOSE_PHD_MESSAGE = 'Several PhD degrees: choose the one that starts your research career (Choose PHD).';
export const OWN_PROFILE_MESSAGE = 'You can only edit your own profile.';
export const MERGED_PROFILE_MESSAGE = 'This author profile has been merged into another one.';
export const NO_UNIVERSITY_FOR_DEPARTMENTS = 'Choose your university before your departments.';
export const UNKNOWN_AREA_MESSAGE = (area: string) => `"${area}" is not one of the areas of interest. Please choose areas from the list.`;
export const NOT_A_DEPARTMENT_MESSAGE = (name: string, university: string) =>
  `${name} is not a department of ${university}. Please ask us to add it (Add Department).`;
export const PERCENT_FOR_OTHER_DEPARTMENT = (name: string) => `Percent appointment given for ${name}, which is not one of your departments.`;
export const HIGHLIGHTED_CV_LINK_MESSAGE = 'The highlighted CV must be a link (http or https).';
export const STORED_FILE_LINK_MESSAGE = "A file stored here is set only by uploading it: use 'Upload CV' (or 'Mark CV') on this profile.";

/**
 * True when a link points at a file in our own storage (`.../api/files/<name>`). Such links are
 * written by the upload calls only: accepting one in a profile update would let a user point their
 * profile at someone else's stored file and so make it readable to every signed-in user.
 */
export function isStoredFileLink(link: string): boolean {
  return /\/api\/files\/[^/]+$/.test(link.trim());
}
