import { describe, expect, it } from 'vitest';
import type { TDirectoryConfig } from '@ri/contracts/ingestion';
import { configFromForm, formFromConfig } from './directoryConfigForm.ts';

// the two layouts of the integration tests: a paginated table, and a card grid with profile pages
const table: TDirectoryConfig = {
  listing_url: 'https://www.example.edu/faculty/list',
  pagination: { type: 'next_link', selector: 'a.next', max_pages: 10 },
  selectors: { item: 'table.directory tbody tr', name: 'td.name', email: 'td.email a', title: 'td.title', department: 'td.dept', profile_link: 'td.name a' },
  profile_selectors: null,
};
const cards: TDirectoryConfig = {
  listing_url: 'https://www.example.edu/people',
  pagination: { type: 'page_param', param: 'page', start: 0, max_pages: 3 },
  selectors: { item: '.grid .card', name: 'h3.card-title', picture: 'img', profile_link: 'a.more' },
  profile_selectors: { email: 'a.mail', title: '.role', department: '.unit' },
};

describe('directory configuration form', () => {
  it.each([['a paginated table', table], ['a card grid with profile pages', cards]])('%s goes through the form unchanged', (_name, config) => {
    expect(configFromForm(formFromConfig(config))).toEqual({ config, errors: null });
  });

  it('starts empty without a saved configuration, and says what is missing', () => {
    const form = formFromConfig(null);
    expect(form).toMatchObject({ listingUrl: '', paginationType: 'none', readProfiles: false });
    expect(configFromForm(form)).toEqual({ config: null, errors: { listingUrl: 'Enter the address of the faculty listing', 'selectors.item': 'Required', 'selectors.name': 'Required' } });
  });

  it('checks the link, the pagination fields and the numbers', () => {
    const form = { ...formFromConfig(table), listingUrl: 'ftp://x.edu/list', nextSelector: ' ', maxPages: '500' };
    expect(configFromForm(form).errors).toEqual({ listingUrl: 'Please enter a valid http(s) link', nextSelector: 'Required', maxPages: 'A whole number from 1 to 200' });
    const paged = { ...formFromConfig(cards), pageParam: '', pageStart: '-1' };
    expect(configFromForm(paged).errors).toEqual({ pageParam: 'Required', pageStart: 'A whole number, 0 or more' });
  });

  it('drops blank optional selectors, and profile selectors when profile pages are not read', () => {
    const form = formFromConfig(cards);
    form.selectors.email = '   ';
    form.readProfiles = false;
    expect(configFromForm(form).config).toEqual({ ...cards, profile_selectors: null });
    const noProfileFields = { ...formFromConfig(cards), profileSelectors: { email: '', title: '', department: '', picture: '' } };
    expect(configFromForm(noProfileFields).config?.profile_selectors).toBeNull();
  });
});
