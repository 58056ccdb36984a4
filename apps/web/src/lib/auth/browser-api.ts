// TEMPORARY stub — replaced by lead's plumbing
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

type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export const apiClient = {
  async request<T = unknown>(
    path: string,
    init: {
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      body?: unknown;
      query?: Record<string, QueryValue>;
      signal?: AbortSignal;
    } = {},
  ): Promise<T> {
    const url = new URL(`/api${path}`, window.location.origin);
    for (const [name, value] of Object.entries(init.query ?? {})) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) {
        url.searchParams.append(name, String(item));
      }
    }
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        'accept-language': document.documentElement.lang === 'en' ? 'en' : 'id',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    const body = (await response.json().catch(() => undefined)) as
      { messageId?: string; message?: string; details?: unknown } | undefined;
    if (!response.ok) {
      const retry = Number(response.headers.get('retry-after'));
      throw new ApiRequestError(
        response.status,
        body?.messageId ?? 'UNKNOWN_ERROR',
        body?.message ?? 'error',
        body?.details,
        Number.isFinite(retry) && retry > 0 ? retry : undefined,
      );
    }
    return body as T;
  },
};
