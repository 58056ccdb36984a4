// Server-side loads of the pipeline pages as the signed-in employer: the answer, or why not.
import { readErrorEnvelope } from '@jenjang/domain';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { signInPath } from '@/lib/auth/return-url';
import { apiFetchAsUser } from '@/lib/auth/server-api';
import type { AppLocale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/routing';

export type Loaded<T> =
  { ok: true; data: T } | { ok: false; reason: 'notFound' | 'forbidden' | 'error' };

export async function loadForEmployer<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: { locale: AppLocale; returnPath: string; query?: Record<string, string | number> },
): Promise<Loaded<z.infer<Schema>>> {
  let result: { status: number; body: unknown };
  try {
    result = await apiFetchAsUser(path, { locale: options.locale, query: options.query });
  } catch {
    return { ok: false, reason: 'error' };
  }
  if (result.status === 401)
    redirect(localizedPath(options.locale, signInPath(options.returnPath)));
  if (result.status === 404) return { ok: false, reason: 'notFound' };
  if (result.status === 403) return { ok: false, reason: 'forbidden' };
  if (result.status < 200 || result.status >= 300) {
    console.error(
      `pipeline ${path}: ${readErrorEnvelope(result.body)?.messageId ?? result.status}`,
    );
    return { ok: false, reason: 'error' };
  }
  const parsed = schema.safeParse(result.body);
  if (!parsed.success) return { ok: false, reason: 'error' };
  return { ok: true, data: parsed.data };
}
