// TEMPORARY stub — replaced by lead's plumbing
import type { Locale } from '@jenjang/domain';
import type { z } from 'zod';
type QueryValue = string | number | boolean | undefined | readonly (string | number)[];
export type LoadAsUserOptions = {
  returnPath: string;
  locale: Locale;
  query?: Record<string, QueryValue>;
};
export async function loadAsUser<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: LoadAsUserOptions,
): Promise<z.infer<Schema>> {
  throw new Error(`stub ${path} ${String(schema)} ${options.returnPath}`);
}
