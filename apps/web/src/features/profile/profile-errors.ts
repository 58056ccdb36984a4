// Turning failures of a save into what the form shows: a message beside each field the API
// named, and one line for the whole form.
export type ServerFieldMessages = Record<string, string>;

type Detail = { field: string; message: string };

const isDetail = (value: unknown): value is Detail =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Detail).field === 'string' &&
  typeof (value as Detail).message === 'string';

/** The API's validation details ([{ field, message }]) by field; anything else → {}. */
export function serverFieldMessages(details: unknown): ServerFieldMessages {
  if (!Array.isArray(details)) return {};
  const messages: ServerFieldMessages = {};
  for (const detail of details.filter(isDetail)) {
    // The first problem of a field is the one to fix first.
    messages[detail.field] ??= detail.message;
  }
  return messages;
}

/** An id for the input of a field path, usable in `for`/`aria-describedby`. */
export const fieldId = (scope: string, field: string): string =>
  `${scope}-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;
