import { useState } from 'react';
import type { FormEvent } from 'react';
import { Accordion, Alert, Button, Checkbox, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/client.ts';
import { directoryConfigQueryOptions, saveDirectoryConfig } from '../../api/ingestion/facultyQueries.ts';
import { ingestionKeys } from '../../api/ingestion/ingestionKeys.ts';
import type { TDirectoryConfig } from '@ri/contracts/ingestion';
import { PROFILE_SELECTOR_FIELDS, SELECTOR_FIELDS, configFromForm, formFromConfig, type DirectoryConfigForm, type PaginationType } from './directoryConfigForm.ts';

const PAGINATION_CHOICES: { value: PaginationType; label: string }[] = [
  { value: 'none', label: 'One page' },
  { value: 'next_link', label: 'A "next page" link' },
  { value: 'page_param', label: 'A page number in the address' },
];

/** Administrators: how the university's faculty directory is read (GET/PUT directory_config). */
export function DirectoryConfigPanel({ universityId }: { universityId: number }) {
  const config = useQuery(directoryConfigQueryOptions(universityId));
  const hasConfig = config.data !== null && config.data !== undefined;
  return (
    <Accordion variant="contained" key={`${universityId}:${config.isSuccess ? (hasConfig ? 'saved' : 'none') : 'loading'}`} defaultValue={config.isSuccess && !hasConfig ? 'config' : null}>
      <Accordion.Item value="config">
        <Accordion.Control>
          Directory configuration{' '}
          <Text span size="sm" c="dimmed">
            {config.isPending ? '' : config.data ? `· ${config.data.listing_url}` : '· none yet: add one before the first scrape'}
          </Text>
        </Accordion.Control>
        <Accordion.Panel>
          {config.isPending && <Loader size="sm" aria-label="Loading the directory configuration" />}
          {config.isError && <Alert color="red" role="alert">{config.error.message}</Alert>}
          {config.isSuccess && <DirectoryConfigEditor key={config.data?.updated_at ?? 'new'} universityId={universityId} saved={config.data} />}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function DirectoryConfigEditor({ universityId, saved }: { universityId: number; saved: (TDirectoryConfig & { updated_at: string | null }) | null }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DirectoryConfigForm>(() => formFromConfig(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = useMutation({
    mutationFn: (config: TDirectoryConfig) => saveDirectoryConfig(universityId, config),
    onSuccess: (answer) => {
      queryClient.setQueryData(ingestionKeys.directoryConfig(universityId), answer);
      notifications.show({ color: 'green', message: 'Directory configuration saved.' });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = configFromForm(form);
    if (result.errors) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(result.config);
  }

  const setSelector = (key: keyof DirectoryConfigForm['selectors'], value: string) => setForm((f) => ({ ...f, selectors: { ...f.selectors, [key]: value } }));
  const setProfileSelector = (key: keyof DirectoryConfigForm['profileSelectors'], value: string) =>
    setForm((f) => ({ ...f, profileSelectors: { ...f.profileSelectors, [key]: value } }));

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Directory configuration">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          The scrape opens the listing, follows its pages, reads each person with the CSS selectors below (and, if asked, their profile page),
          politely: robots.txt honoured, two requests at a time, half a second apart per site.
          {saved?.updated_at ? ` Saved ${new Date(saved.updated_at).toLocaleString()}.` : ''}
        </Text>
        <TextInput
          label="Listing URL"
          placeholder="https://www.example.edu/faculty"
          value={form.listingUrl}
          onChange={(event) => setForm({ ...form, listingUrl: event.currentTarget.value })}
          error={errors.listingUrl}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Pagination"
            data={PAGINATION_CHOICES}
            value={form.paginationType}
            onChange={(value) => setForm({ ...form, paginationType: (value ?? 'none') as PaginationType })}
            allowDeselect={false}
          />
          {form.paginationType === 'next_link' && (
            <TextInput label="Next-page link selector" placeholder="a.next" value={form.nextSelector} onChange={(event) => setForm({ ...form, nextSelector: event.currentTarget.value })} error={errors.nextSelector} required />
          )}
          {form.paginationType === 'page_param' && (
            <>
              <TextInput label="Page parameter" placeholder="page" value={form.pageParam} onChange={(event) => setForm({ ...form, pageParam: event.currentTarget.value })} error={errors.pageParam} required />
              <TextInput label="First page number" placeholder="1" inputMode="numeric" value={form.pageStart} onChange={(event) => setForm({ ...form, pageStart: event.currentTarget.value })} error={errors.pageStart} />
            </>
          )}
          {form.paginationType !== 'none' && (
            <TextInput label="At most this many pages" placeholder="50" inputMode="numeric" value={form.maxPages} onChange={(event) => setForm({ ...form, maxPages: event.currentTarget.value })} error={errors.maxPages} />
          )}
        </SimpleGrid>
        <Text fw={600} size="sm">CSS selectors on the listing</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          {SELECTOR_FIELDS.map((field) => (
            <TextInput
              key={field.key}
              label={field.label}
              placeholder={field.placeholder}
              value={form.selectors[field.key]}
              onChange={(event) => setSelector(field.key, event.currentTarget.value)}
              error={errors[`selectors.${field.key}`]}
              required={field.required}
            />
          ))}
        </SimpleGrid>
        <Checkbox
          label="Also read each person's profile page (for what the listing does not show)"
          checked={form.readProfiles}
          onChange={(event) => setForm({ ...form, readProfiles: event.currentTarget.checked })}
        />
        {form.readProfiles && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            {PROFILE_SELECTOR_FIELDS.map((field) => (
              <TextInput key={field.key} label={field.label} placeholder={field.placeholder} value={form.profileSelectors[field.key]} onChange={(event) => setProfileSelector(field.key, event.currentTarget.value)} />
            ))}
          </SimpleGrid>
        )}
        {save.isError && <Alert color="red" role="alert">{save.error instanceof ApiError ? save.error.message : 'The configuration could not be saved.'}</Alert>}
        <Group>
          <Button type="submit" loading={save.isPending}>Save configuration</Button>
        </Group>
      </Stack>
    </form>
  );
}
