// The employer area's server loaders (contracts from @jenjang/domain); server components only.
import {
  companyTeamResponseSchema,
  employerJobListResponseSchema,
  employerJobResponseSchema,
  employerCompanyProfileResponseSchema,
  employerMeResponseSchema,
  readErrorEnvelope,
  type EmployerJobStatus,
} from '@jenjang/domain';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/client';
import { apiFetchAsUser } from '@/lib/auth/server-api';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { EMPLOYER_PATHS } from './employer-paths';

export { EMPLOYER_PATHS };

/** Where a signed-out visitor of the employer area signs in (the sign-in page's employer mode). */
export function employerSignInPath(locale: AppLocale, returnPath: string): string {
  const query = new URLSearchParams({
    returnUrl: localizedPath(locale, returnPath),
    for: 'employer',
  });
  return `${localizedPath(locale, '/sign-in')}?${query.toString()}`;
}

export type EmployerLoad<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'notEmployer' }
  | { kind: 'noCompany' }
  | { kind: 'notFound' }
  | { kind: 'error' };

/** A GET of the employer area from a server component; signed-out visitors go to sign-in. */
export async function loadEmployer<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: {
    locale: AppLocale;
    returnPath: string;
    query?: Record<string, string | number | undefined>;
  },
): Promise<EmployerLoad<z.infer<Schema>>> {
  let answer: { status: number; body: unknown };
  try {
    answer = await apiFetchAsUser(path, { locale: options.locale, query: options.query ?? {} });
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'error' };
    throw error;
  }
  if (answer.status === 401) redirect(employerSignInPath(options.locale, options.returnPath));
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.body);
    return parsed.success ? { kind: 'ok', data: parsed.data } : { kind: 'error' };
  }
  const messageId = readErrorEnvelope(answer.body)?.messageId;
  if (messageId === 'EMPLOYER_ONLY') return { kind: 'notEmployer' };
  if (messageId === 'COMPANY_REQUIRED') return { kind: 'noCompany' };
  if (answer.status === 404) return { kind: 'notFound' };
  return { kind: 'error' };
}

export const loadMe = (locale: AppLocale, returnPath: string) =>
  loadEmployer(EMPLOYER_PATHS.me, employerMeResponseSchema, { locale, returnPath });

export const loadJobs = (
  locale: AppLocale,
  input: { status: EmployerJobStatus | undefined; page: number },
) =>
  loadEmployer(EMPLOYER_PATHS.jobs, employerJobListResponseSchema, {
    locale,
    returnPath: '/employer/jobs',
    query: { status: input.status, page: input.page, limit: 20 },
  });

export const loadJob = (locale: AppLocale, jobId: string) =>
  loadEmployer(EMPLOYER_PATHS.job(jobId), employerJobResponseSchema, {
    locale,
    returnPath: `/employer/jobs/${jobId}`,
  });

export const loadTeam = (locale: AppLocale) =>
  loadEmployer(EMPLOYER_PATHS.members, companyTeamResponseSchema, {
    locale,
    returnPath: '/employer/members',
  });

export const loadCompanyProfile = (locale: AppLocale) =>
  loadEmployer(EMPLOYER_PATHS.profile, employerCompanyProfileResponseSchema, {
    locale,
    returnPath: '/employer/company',
  });
