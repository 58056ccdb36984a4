// Server-side access to the Jenjang API. Client components never call the API directly; the
// browser's authenticated calls will go through the web's same-origin /api proxy.
import { readErrorEnvelope, type Locale } from '@jenjang/domain';
import type { z } from 'zod';
import { CLIENT_APP, CLIENT_VERSION } from '../app-info';
import { apiInternalUrl } from '../env';

export type ApiErrorKind = 'network' | 'http' | 'invalid-response';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly messageId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export type ApiGetOptions = {
  query?: Record<string, QueryValue>;
  /** `next: { revalidate }` for shared data, `cache: 'no-store'` for per-request data. */
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
  timeoutMs?: number;
  /** The language of names and texts in the answer (sent as Accept-Language; default idn). */
  locale?: Locale;
};

const DEFAULT_TIMEOUT_MS = 10_000;

export function buildApiUrl(path: string, query: ApiGetOptions['query'] = {}): URL {
  const url = new URL(path, `${apiInternalUrl()}/`);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // Arrays are repeated keys (ARCHITECTURE.md, Conventions).
    for (const item of Array.isArray(value) ? value : [value]) {
      url.searchParams.append(name, String(item));
    }
  }
  return url;
}

/** GET a JSON body and validate it with the contract's schema; throws ApiError on failure. */
export async function apiGet<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: ApiGetOptions = {},
): Promise<z.infer<Schema>> {
  const url = buildApiUrl(path, options.query);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: {
        accept: 'application/json',
        'accept-language': options.locale === 'en' ? 'en' : 'id',
        'x-client-app': CLIENT_APP,
        'x-client-version': CLIENT_VERSION,
      },
      ...(options.cache ? { cache: options.cache } : {}),
      ...(options.next ? { next: options.next } : {}),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (cause) {
    throw new ApiError('network', `GET ${url.pathname} failed: ${String(cause)}`);
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(
      'http',
      `GET ${url.pathname} answered ${response.status}`,
      response.status,
      readErrorEnvelope(body)?.messageId,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError('invalid-response', `GET ${url.pathname}: ${parsed.error.message}`);
  }
  return parsed.data;
}
