// TEMPORARY stub — replaced by lead's plumbing (take main's version at merge).
type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export type ApiRequestInit = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly messageId: string,
    message: string,
    readonly details?: unknown,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

async function request<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const isForm = init.body instanceof FormData;
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: isForm || init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: isForm
      ? (init.body as FormData)
      : init.body === undefined
        ? undefined
        : JSON.stringify(init.body),
    signal: init.signal,
  });
  const body = (await response.json().catch(() => undefined)) as
    { messageId?: string; message?: string; details?: unknown } | undefined;
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      body?.messageId ?? 'UNKNOWN_ERROR',
      body?.message ?? 'error',
      body?.details,
    );
  }
  return body as T;
}

export const apiClient = { request };
