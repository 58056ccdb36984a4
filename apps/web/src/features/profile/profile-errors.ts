import { isApiFailure } from '@/features/auth/api-failure';

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

/** The form-level texts of profile.profilePage.errors a failed save may show. */
export type SaveFailureTexts = {
  network: string;
  saveFailed: string;
  /** With the wait in seconds. */
  rateLimited: (seconds: number) => string;
  /** Shown above the form when the API named fields; null: the fields speak for themselves. */
  checkFields: string | null;
};

/**
 * A failed save as the profile page shows it: the API's field messages beside their fields,
 * and one line for the form (the network, a wait, or the server's own sentence).
 */
export function describeSaveFailure(
  error: unknown,
  texts: SaveFailureTexts,
): { fields: ServerFieldMessages; formError: string | null } {
  if (!isApiFailure(error)) return { fields: {}, formError: texts.network };
  const fields = serverFieldMessages(error.details);
  if (error.status === 429 && error.retryAfterSeconds) {
    return { fields, formError: texts.rateLimited(error.retryAfterSeconds) };
  }
  const placed = Object.keys(fields).length > 0;
  return { fields, formError: placed ? texts.checkFields : error.message || texts.saveFailed };
}
