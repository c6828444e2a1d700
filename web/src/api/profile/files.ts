import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessageOf, NETWORK_ERROR_MESSAGE, NO_SESSION_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from '../client.ts';
import { useAuthController } from '../../auth/useAuthController.ts';

// Uploads with a percent progress (XMLHttpRequest: fetch cannot report upload progress) and the
// stored files (CV, marked CV, pictures), which the server serves only with the bearer token:
// the browser cannot send it from <img src> or <iframe src>, so they are fetched and shown from
// a blob URL (docs/profile.md, "Files").

export const fileKeys = {
  all: ['files'] as const,
  stored: (path: string) => [...fileKeys.all, path] as const,
};

/**
 * The API path of a file we store ('/files/cv-<uuid>.pdf') behind a URL the server handed out
 * ('https://host/api/files/cv-<uuid>.pdf'); null for any other link (an older CV link to another site).
 */
export function storedFilePath(url: string | null | undefined): string | null {
  const match = /\/api\/files\/([\w.-]+)$/.exec((url ?? '').trim());
  return match?.[1] === undefined ? null : `/files/${match[1]}`;
}

export interface UploadRequest<TSchema extends z.ZodType> {
  path: string;
  file: Blob;
  fileName: string;
  /** text fields sent beside the file (user_id, univ_id, first_name ...) */
  fields?: Record<string, string>;
  schema: TSchema;
  /** 0..100 while the bytes go out */
  onProgress?: (percent: number) => void;
}

interface SessionAccess {
  token: string | null;
  onUnauthorized: (token: string) => void;
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** POST multipart/form-data (`file`, `filename`, the fields) with progress; ApiError carries the server's status and message. */
export function uploadFile<TSchema extends z.ZodType>(request: UploadRequest<TSchema>, session: SessionAccess): Promise<z.output<TSchema>> {
  const { token, onUnauthorized } = session;
  if (token === null) return Promise.reject(new ApiError(401, NO_SESSION_MESSAGE, undefined));
  const form = new FormData();
  for (const [key, value] of Object.entries(request.fields ?? {})) form.append(key, value);
  form.append('filename', request.fileName);
  form.append('file', request.file, request.fileName);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${request.path}`);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE, undefined));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401) onUnauthorized(token);
        reject(new ApiError(xhr.status, errorMessageOf(xhr.status, body, xhr.statusText), body));
        return;
      }
      request.onProgress?.(100);
      const parsed = request.schema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(xhr.status, UNEXPECTED_RESPONSE_MESSAGE, body));
    };
    xhr.send(form);
  });
}

/** uploadFile bound to the signed-in session (the active token; a 401 ends the session). */
export function useUploadFile() {
  const auth = useAuthController();
  return <TSchema extends z.ZodType>(request: UploadRequest<TSchema>) =>
    uploadFile(request, { token: auth.store.getValidToken(), onUnauthorized: (token) => auth.handleUnauthorized(token) });
}

async function fetchStoredFile(path: string, token: string | null, signal: AbortSignal): Promise<Blob> {
  if (token === null) throw new ApiError(401, NO_SESSION_MESSAGE, undefined);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: { Authorization: `Bearer ${token}` }, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined);
  }
  if (!response.ok) {
    const text = await response.text();
    throw new ApiError(response.status, errorMessageOf(response.status, parseJson(text), response.statusText), text);
  }
  return response.blob();
}

/**
 * A URL the page can put in href/src for a file: a blob URL for the files we store (fetched with
 * the token, revoked when no longer shown), the link itself for any other http(s) link, null
 * while loading or when there is none.
 */
export function useFileUrl(url: string | null | undefined): { href: string | null; isLoading: boolean; error: Error | null } {
  const auth = useAuthController();
  const path = storedFilePath(url);
  const blob = useQuery({
    queryKey: fileKeys.stored(path ?? ''),
    queryFn: ({ signal }) => fetchStoredFile(path ?? '', auth.store.getValidToken(), signal),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (blob.data === undefined) {
      setObjectUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(blob.data);
    setObjectUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob.data]);

  if (path === null) {
    const text = (url ?? '').trim();
    return { href: /^https?:\/\//i.test(text) ? text : null, isLoading: false, error: null };
  }
  return { href: objectUrl, isLoading: blob.isPending, error: blob.error };
}
