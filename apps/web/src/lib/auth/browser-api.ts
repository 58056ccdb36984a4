// TEMPORARY stub — replaced by lead's plumbing
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
async function request<T = unknown>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: init.signal,
  });
  const body = (await response.json()) as {
    messageId?: string;
    message?: string;
    details?: unknown;
  };
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      body.messageId ?? '',
      body.message ?? '',
      body.details,
    );
  }
  return body as T;
}
export const apiClient = { request };
