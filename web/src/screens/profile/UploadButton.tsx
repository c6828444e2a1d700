import { Anchor, Button, FileButton, Group, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { ZUploadResponse } from '@ri/contracts/profile';
import type { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { useFileUrl, useUploadFile } from '../../api/profile/files.ts';
import { progressLabel, UPLOAD_PROGRESS_RESET_MS, uploadErrorText } from './uploadMessages.ts';

/** The percent of the upload going on, back to null 5 s after it ends (docs/requirements/profile-and-accounts.md §4 and §9). */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => {
    if (timer.current !== null) clearTimeout(timer.current);
  }, []);
  return {
    percent,
    start: () => {
      if (timer.current !== null) clearTimeout(timer.current);
      setPercent(0);
    },
    update: setPercent,
    finish: () => {
      timer.current = setTimeout(() => setPercent(null), UPLOAD_PROGRESS_RESET_MS);
    },
  };
}

/** The percent as a bar and a number, while an upload is going on (and 5 s after). */
export function UploadProgress({ percent, label }: { percent: number | null; label: string }) {
  const text = progressLabel(percent);
  if (percent === null || text === null) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={percent} w={120} aria-label={`${label} progress`} />
      <Text size="xs" aria-live="polite">
        {text}
      </Text>
    </Group>
  );
}

interface UploadButtonProps<TSchema extends z.ZodType> {
  label: string;
  accept: string;
  path: string;
  fields?: Record<string, string>;
  /** the notification title when the upload fails ('Failed to upload CV.') */
  failureTitle: string;
  schema?: TSchema;
  onUploaded: (answer: z.output<TSchema>) => unknown;
  disabled?: boolean;
}

/** A file chooser that uploads at once, with the percent, 'File Uploaded' or the seed's failure texts. */
export function UploadButton<TSchema extends z.ZodType = typeof ZUploadResponse>({ label, accept, path, fields, failureTitle, schema, onUploaded, disabled = false }: UploadButtonProps<TSchema>) {
  const upload = useUploadFile();
  const progress = useUploadProgress();
  const [busy, setBusy] = useState(false);

  const run = async (file: File) => {
    setBusy(true);
    progress.start();
    try {
      const answer = await upload({ path, file, fileName: file.name, fields, schema: (schema ?? ZUploadResponse) as TSchema, onProgress: progress.update });
      const message = (answer as { message?: unknown }).message;
      notifications.show({ color: 'green', message: typeof message === 'string' ? message : 'File Uploaded', autoClose: 4000 });
      await onUploaded(answer);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      const text = error instanceof Error ? error.message : '';
      notifications.show({ color: 'red', title: failureTitle, message: uploadErrorText(status, text), autoClose: 5000 });
    } finally {
      setBusy(false);
      progress.finish();
    }
  };

  return (
    <Group gap="xs" wrap="nowrap">
      <FileButton accept={accept} onChange={(file) => file !== null && void run(file)} disabled={disabled || busy}>
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={busy}>
            {label}
          </Button>
        )}
      </FileButton>
      <UploadProgress percent={progress.percent} label={label} />
    </Group>
  );
}

/** A link to a stored file (fetched with the session's token) or to an outside link; nothing when there is neither. */
export function StoredFileLink({ url, children }: { url: string; children: string }) {
  const file = useFileUrl(url);
  if (file.error !== null) {
    return (
      <Text size="sm" c="red">
        {children}: {file.error.message}
      </Text>
    );
  }
  if (file.href === null) return file.isLoading ? <Text size="sm" c="dimmed">{children}…</Text> : null;
  return (
    <Anchor href={file.href} target="_blank" rel="noopener noreferrer" size="sm">
      {children}
    </Anchor>
  );
}
