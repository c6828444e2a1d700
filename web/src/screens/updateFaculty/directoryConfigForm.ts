// The directory configuration form of Update Faculty: the university's listing URL, pagination and
// CSS selectors as editable text, and back to what PUT directory_config takes.
import type { TDirectoryConfig } from '@ri/contracts/ingestion';

export type PaginationType = 'none' | 'next_link' | 'page_param';

export const SELECTOR_FIELDS = [
  { key: 'item', label: 'Person (one per listed person)', required: true, placeholder: 'table.directory tbody tr' },
  { key: 'name', label: 'Name', required: true, placeholder: 'td.name' },
  { key: 'email', label: 'E-mail', required: false, placeholder: 'a[href^="mailto:"]' },
  { key: 'title', label: 'Title (position)', required: false, placeholder: 'td.title' },
  { key: 'department', label: 'Department', required: false, placeholder: 'td.dept' },
  { key: 'picture', label: 'Picture', required: false, placeholder: 'img' },
  { key: 'profile_link', label: 'Profile link', required: false, placeholder: 'a.profile' },
] as const;
export const PROFILE_SELECTOR_FIELDS = [
  { key: 'email', label: 'E-mail on the profile page', placeholder: 'a.mail' },
  { key: 'title', label: 'Title on the profile page', placeholder: '.role' },
  { key: 'department', label: 'Department on the profile page', placeholder: '.unit' },
  { key: 'picture', label: 'Picture on the profile page', placeholder: 'img.portrait' },
] as const;

type SelectorKey = (typeof SELECTOR_FIELDS)[number]['key'];
type ProfileSelectorKey = (typeof PROFILE_SELECTOR_FIELDS)[number]['key'];

export interface DirectoryConfigForm {
  listingUrl: string;
  paginationType: PaginationType;
  /** next_link: the selector of the "next page" link */
  nextSelector: string;
  /** page_param: the query parameter holding the page number, and the first page's number */
  pageParam: string;
  pageStart: string;
  maxPages: string;
  selectors: Record<SelectorKey, string>;
  readProfiles: boolean;
  profileSelectors: Record<ProfileSelectorKey, string>;
}

const blankSelectors = (): Record<SelectorKey, string> => ({ item: '', name: '', email: '', title: '', department: '', picture: '', profile_link: '' });
const blankProfileSelectors = (): Record<ProfileSelectorKey, string> => ({ email: '', title: '', department: '', picture: '' });

/** The form for a saved configuration, or an empty one. */
export function formFromConfig(config: TDirectoryConfig | null): DirectoryConfigForm {
  const pagination = config?.pagination ?? { type: 'none' as const };
  const selectors = blankSelectors();
  for (const field of SELECTOR_FIELDS) selectors[field.key] = config?.selectors[field.key] ?? '';
  const profileSelectors = blankProfileSelectors();
  for (const field of PROFILE_SELECTOR_FIELDS) profileSelectors[field.key] = config?.profile_selectors?.[field.key] ?? '';
  return {
    listingUrl: config?.listing_url ?? '',
    paginationType: pagination.type,
    nextSelector: pagination.type === 'next_link' ? pagination.selector : '',
    pageParam: pagination.type === 'page_param' ? pagination.param : '',
    pageStart: pagination.type === 'page_param' && pagination.start !== undefined ? String(pagination.start) : '',
    maxPages: pagination.type !== 'none' && pagination.max_pages !== undefined ? String(pagination.max_pages) : '',
    selectors,
    readProfiles: config?.profile_selectors !== null && config?.profile_selectors !== undefined,
    profileSelectors,
  };
}

function wholeNumber(text: string, min: number, max: number): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isInteger(value) && value >= min && value <= max ? value : 'invalid';
}

function optionalFields<K extends string>(values: Record<K, string>, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const key of keys) if (values[key].trim() !== '') out[key] = values[key].trim();
  return out;
}

/** The configuration PUT directory_config takes, or the problems of the form by field (shown under each input). */
export function configFromForm(form: DirectoryConfigForm): { config: TDirectoryConfig; errors: null } | { config: null; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const listingUrl = form.listingUrl.trim();
  if (listingUrl === '') errors.listingUrl = 'Enter the address of the faculty listing';
  else if (!/^https?:\/\/[^\s/]+/i.test(listingUrl)) errors.listingUrl = 'Please enter a valid http(s) link';
  for (const field of SELECTOR_FIELDS) if (field.required && form.selectors[field.key].trim() === '') errors[`selectors.${field.key}`] = 'Required';

  const maxPages = wholeNumber(form.maxPages, 1, 200);
  if (maxPages === 'invalid') errors.maxPages = 'A whole number from 1 to 200';
  const pageStart = wholeNumber(form.pageStart, 0, 1_000_000);
  let pagination: TDirectoryConfig['pagination'] = { type: 'none' };
  if (form.paginationType === 'next_link') {
    if (form.nextSelector.trim() === '') errors.nextSelector = 'Required';
    pagination = { type: 'next_link', selector: form.nextSelector.trim(), ...(typeof maxPages === 'number' ? { max_pages: maxPages } : {}) };
  } else if (form.paginationType === 'page_param') {
    if (form.pageParam.trim() === '') errors.pageParam = 'Required';
    if (pageStart === 'invalid') errors.pageStart = 'A whole number, 0 or more';
    pagination = {
      type: 'page_param', param: form.pageParam.trim(),
      ...(typeof pageStart === 'number' ? { start: pageStart } : {}), ...(typeof maxPages === 'number' ? { max_pages: maxPages } : {}),
    };
  }
  if (Object.keys(errors).length > 0) return { config: null, errors };

  const selectors = {
    item: form.selectors.item.trim(), name: form.selectors.name.trim(),
    ...optionalFields(form.selectors, ['email', 'title', 'department', 'picture', 'profile_link']),
  };
  const profileSelectors = form.readProfiles ? optionalFields(form.profileSelectors, PROFILE_SELECTOR_FIELDS.map((f) => f.key)) : null;
  return {
    config: { listing_url: listingUrl, pagination, selectors, profile_selectors: profileSelectors && Object.keys(profileSelectors).length > 0 ? profileSelectors : null },
    errors: null,
  };
}
