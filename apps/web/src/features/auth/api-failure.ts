// Turns a failed API call into what a form shows: messages beside the fields the server named,
// or one alert for the whole form. Duck-typed on the shape of the web's ApiRequestError
// (src/lib/auth/browser-api.ts) so it stays a pure function that unit tests can feed.

export type ApiFailureLike = {
  status: number;
  messageId: string;
  message: string;
  details?: unknown;
  retryAfterSeconds?: number;
};

export type FormAlert =
  /** The server's own sentence, already in the page's language. */
  | { kind: 'server'; messageId: string; message: string }
  | { kind: 'retry-after'; seconds: number }
  | { kind: 'network' }
  | { kind: 'unknown' };

export type FormFailure<Field extends string> = {
  fields: Partial<Record<Field, string>>;
  alert: FormAlert | null;
  messageId: string | null;
};

export function isApiFailure(error: unknown): error is ApiFailureLike {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Record<string, unknown>;
  return typeof candidate.status === 'number' && typeof candidate.messageId === 'string';
}

type FieldDetail = { field: string; message: string };

function fieldDetails(details: unknown): FieldDetail[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (item): item is FieldDetail =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldDetail).field === 'string' &&
      typeof (item as FieldDetail).message === 'string',
  );
}

// What fetch throws when there is no answer at all (offline, DNS, connection reset).
const NETWORK_IDS = new Set(['NETWORK_ERROR', 'REQUEST_TIMEOUT']);

/**
 * `messageFields` places whole errors beside a field (INVALID_CODE belongs to the code input);
 * everything else unplaceable goes to the form's alert.
 */
export function describeFailure<Field extends string>(
  error: unknown,
  formFields: readonly Field[],
  messageFields: Partial<Record<string, Field>> = {},
): FormFailure<Field> {
  if (!isApiFailure(error)) {
    const network = error instanceof TypeError || (error as Error | null)?.name === 'AbortError';
    return { fields: {}, alert: { kind: network ? 'network' : 'unknown' }, messageId: null };
  }
  if (error.status === 0 || NETWORK_IDS.has(error.messageId)) {
    return { fields: {}, alert: { kind: 'network' }, messageId: error.messageId };
  }
  if (error.status === 429) {
    const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds ?? 60));
    return { fields: {}, alert: { kind: 'retry-after', seconds }, messageId: error.messageId };
  }
  const ownField = messageFields[error.messageId];
  if (ownField !== undefined && error.message) {
    return {
      fields: { [ownField]: error.message } as Partial<Record<Field, string>>,
      alert: null,
      messageId: error.messageId,
    };
  }
  const fields: Partial<Record<Field, string>> = {};
  let unplaced = false;
  for (const detail of fieldDetails(error.details)) {
    const field = formFields.find((name) => name === detail.field);
    if (field === undefined) unplaced = true;
    else fields[field] ??= detail.message;
  }
  // A validation answer whose fields all sit beside their inputs needs no extra alert; anything
  // else (wrong password, expired code, fields this form does not show) gets the server's words.
  const placedAll = Object.keys(fields).length > 0 && !unplaced;
  const alert: FormAlert | null = placedAll
    ? null
    : error.message
      ? { kind: 'server', messageId: error.messageId, message: error.message }
      : { kind: 'unknown' };
  return { fields, alert, messageId: error.messageId };
}

/** Long waits read better in minutes ("try again in 15 minutes" rather than 900 seconds). */
export function retryAfterParts(
  seconds: number,
): { unit: 'seconds'; seconds: number } | { unit: 'minutes'; minutes: number } {
  const whole = Math.max(0, Math.ceil(seconds));
  return whole >= 90
    ? { unit: 'minutes', minutes: Math.ceil(whole / 60) }
    : { unit: 'seconds', seconds: whole };
}
