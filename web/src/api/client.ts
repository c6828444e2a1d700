import type { z } from 'zod';

/**
 * Every failed API call. `message` is the server's own `message` field (the seeds' user-facing
 * text) when the server sent one; `status` is 0 when the server could not be reached.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Please check your connection and try again.';
export const NO_SESSION_MESSAGE = 'Your session has ended. Please log in again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an answer this page does not understand.';

export type QueryScalar = string | number | boolean | null | undefined;
/** An array is sent as repeated keys (`id=1&id=2`), as the seeds' calls with repeated parameters. */
export type QueryValue = QueryScalar | readonly QueryScalar[];

export interface ApiRequestOptions<TSchema extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** sent as JSON; a FormData is sent as multipart/form-data (file uploads) */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * 'session' (default): the stored bearer token; 'none': no Authorization header (login, sign-up,
   * reset password); a string: exactly this token (the session query, logout).
   */
  auth?: 'session' | 'none' | { token: string };
  /** When false, a 401 is only thrown, not treated as the end of the session (used by logout). */
  endSessionOnUnauthorized?: boolean;
  /** The contract schema the answer must match; the result is typed from it. */
  schema?: TSchema;
  signal?: AbortSignal;
}

type Result<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : unknown;

export interface ApiClientDependencies {
  /** '/api' in the app: Vite proxies it in development, the API serves the built app in production */
  baseUrl: string;
  getToken: () => string | null;
  /** A request that carried `token` was answered 401: that session is over. */
  onUnauthorized: (token: string) => void;
  fetchImpl: (input: string, init: RequestInit) => Promise<Response>;
}

export type ApiFetch = <TSchema extends z.ZodType | undefined = undefined>(
  path: string,
  options?: ApiRequestOptions<TSchema>,
) => Promise<Result<TSchema>>;

export function buildApiUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const base = baseUrl.endsWith('/') ? baseUrl.slice(0, -1) : baseUrl;
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values: readonly QueryScalar[] = Array.isArray(value) ? value : [value as QueryScalar];
    for (const item of values) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search === '' ? url : `${url}?${search}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The server answers errors as { statusCode, error, message, field? } (ZErrorResponse). */
export function errorMessageOf(status: number, body: unknown, statusText: string): string {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  if (typeof body === 'string' && body.trim() !== '' && body.length <= 300) return body.trim();
  return statusText.trim() !== '' ? `${statusText} (${status})` : `Request failed (${status})`;
}

export function createApiClient(dependencies: ApiClientDependencies): ApiFetch {
  const { baseUrl, getToken, onUnauthorized, fetchImpl } = dependencies;

  return async function apiFetch<TSchema extends z.ZodType | undefined = undefined>(
    path: string,
    options: ApiRequestOptions<TSchema> = {},
  ): Promise<Result<TSchema>> {
    const { method = 'GET', body, query, auth = 'session', endSessionOnUnauthorized = true, schema, signal } = options;

    const headers: Record<string, string> = { Accept: 'application/json' };
    let token: string | null = null;
    if (auth === 'session') {
      token = getToken();
      // no request is sent for an ended session: the server would only answer 401
      if (token === null) throw new ApiError(401, NO_SESSION_MESSAGE, undefined);
    } else if (auth !== 'none') {
      token = auth.token;
    }
    if (token !== null) headers.Authorization = `Bearer ${token}`;
    // the browser writes a FormData's multipart Content-Type itself (with its boundary)
    const form = typeof FormData !== 'undefined' && body instanceof FormData ? body : null;
    if (body !== undefined && form === null) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetchImpl(buildApiUrl(baseUrl, path, query), {
        method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined);
    }

    const responseBody = await readBody(response);
    if (!response.ok) {
      if (response.status === 401 && token !== null && endSessionOnUnauthorized) onUnauthorized(token);
      throw new ApiError(response.status, errorMessageOf(response.status, responseBody, response.statusText), responseBody);
    }
    if (schema === undefined) return responseBody as Result<TSchema>;
    const parsed = schema.safeParse(responseBody);
    if (!parsed.success) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE, responseBody);
    return parsed.data as Result<TSchema>;
  };
}

interface SessionHooks {
  getToken: () => string | null;
  onUnauthorized: (token: string) => void;
}

let sessionHooks: SessionHooks = { getToken: () => null, onUnauthorized: () => undefined };

/** main.tsx connects the app's auth store once; until then every 'session' call fails with 401. */
export function connectApiToSession(hooks: SessionHooks): void {
  sessionHooks = hooks;
}

/** The app's one API helper: bearer token, JSON in and out, ApiError with the server's message. */
export const apiFetch: ApiFetch = createApiClient({
  baseUrl: '/api',
  getToken: () => sessionHooks.getToken(),
  onUnauthorized: (token) => sessionHooks.onUnauthorized(token),
  fetchImpl: (input, init) => fetch(input, init),
});
