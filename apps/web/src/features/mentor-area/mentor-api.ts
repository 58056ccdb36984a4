// The mentor area's server loaders (contracts from @jenjang/domain); server components only.
import { meResponseSchema, readErrorEnvelope, type Account } from '@jenjang/domain';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/client';
import { apiFetchAsUser, hasSession } from '@/lib/auth/server-api';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';

/** Where a signed-out visitor of the mentor area signs in (the sign-in page's mentor mode). */
export function mentorSignInPath(locale: AppLocale, returnPath: string): string {
  const query = new URLSearchParams({
    returnUrl: localizedPath(locale, returnPath),
    for: 'mentor',
  });
  return `${localizedPath(locale, '/sign-in')}?${query.toString()}`;
}

export type MentorLoad<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'notFound'; messageId: string | undefined }
  | { kind: 'error'; status: number };

type Query = Record<string, string | number | boolean | undefined | readonly (string | number)[]>;

/** A GET of the mentor area from a server component; a lost session goes to sign-in and back. */
export async function loadMentorApi<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: { locale: AppLocale; returnPath: string; query?: Query },
): Promise<MentorLoad<z.infer<Schema>>> {
  let answer: { status: number; body: unknown };
  try {
    answer = await apiFetchAsUser(path, { locale: options.locale, query: options.query ?? {} });
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error', status: 0 };
    throw error;
  }
  if (answer.status === 401) redirect(mentorSignInPath(options.locale, options.returnPath));
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.body);
    if (parsed.success) return { kind: 'ok', data: parsed.data };
    console.error(`mentor area: GET ${path} answered a shape its contract refuses`);
    return { kind: 'error', status: answer.status };
  }
  if (answer.status === 404) {
    return { kind: 'notFound', messageId: readErrorEnvelope(answer.body)?.messageId };
  }
  return { kind: 'error', status: answer.status };
}

/**
 * Who is looking: signed out → sign-in in its mentor mode and back to `returnPath`; otherwise
 * the account (its role decides between the mentor pages and the "not a mentor" page).
 */
export async function requireAccount(
  locale: AppLocale,
  returnPath: string,
): Promise<Account | null> {
  if (!(await hasSession())) redirect(mentorSignInPath(locale, returnPath));
  const me = await loadMentorApi('/v1/users/me', meResponseSchema, { locale, returnPath });
  return me.kind === 'ok' ? me.data.data : null;
}
