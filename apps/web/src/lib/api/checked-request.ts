// A browser call whose answer is checked against the domain's contract before anyone reads it.
// Only for pages that ship zod anyway (the account, profile and onboarding forms): the public
// pages' client code must not import this (bench/RESULTS.md, web pages).
import type { z } from 'zod';
import { apiClient, type ApiRequestInit } from '@/lib/auth/browser-api';

export async function requestChecked<T>(
  schema: z.ZodType<T>,
  path: string,
  init: ApiRequestInit = {},
): Promise<T> {
  return schema.parse(await apiClient.request<unknown>(path, init));
}
