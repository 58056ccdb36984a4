// TEMPORARY stub — replaced by lead's plumbing (take main's version at merge).
import type { Locale } from '@jenjang/domain';
import { cookies } from 'next/headers';
import { buildApiUrl } from '../api/client';

type QueryValue = string | number | boolean | undefined | readonly (string | number)[];

export async function hasSession(): Promise<boolean> {
  const store = await cookies();
  return Boolean(store.get('jj_at')?.value || store.get('jj_rt')?.value);
}

export async function apiFetchAsUser(
  path: string,
  init: {
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    body?: unknown;
    query?: Record<string, QueryValue>;
    locale?: Locale;
  } = {},
): Promise<{ status: number; body: unknown }> {
  const token = (await cookies()).get('jj_at')?.value;
  const response = await fetch(buildApiUrl(path, init.query), {
    method: init.method ?? 'GET',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    cache: 'no-store',
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}
