// react-hook-form validation by a domain contract, with the domain's field messages: a form says
// what the API would say about the same value, in the page's language. @hookform/resolvers'
// zodResolver keeps only an issue's message text; the domain words an issue from all of it (its
// kind, minimum and maximum), so this resolver hands over the whole issue.
import { toNestErrors } from '@hookform/resolvers';
import { fieldMessage, type Locale } from '@jenjang/domain';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function fieldResolver<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  locale: Locale,
): Resolver<Input, unknown, Output> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      // The first problem of a field is the one to fix first.
      errors[issue.path.join('.')] ??= { type: issue.code, message: fieldMessage(issue, locale) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
