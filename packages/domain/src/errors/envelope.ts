// The error body of every failed API call (ARCHITECTURE.md, Conventions), read without zod: the
// browser reads it on every failed request, and a schema library would be shipped to every page
// for these five fields.

export type ErrorDetail = { field: string; message: string };

export type ErrorEnvelope = {
  statusCode: number;
  label: string;
  messageId: string;
  /**
   * The original API's text where its clients test it ("Bad Request", "Password WRONG"),
   * otherwise the text in the person's language (decision 015). Show `displayMessage`.
   */
  message: string;
  /** The text in the person's language, where `message` is the original API's fixed text. */
  localizedMessage?: string;
  details?: ErrorDetail[];
  /** Seconds to wait before trying again (429, 503): the Retry-After header, in the body too. */
  retryAfter?: number;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isDetail = (value: unknown): value is ErrorDetail =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string';

/** The envelope in a parsed response body, or null when the body is not one. */
export function readErrorEnvelope(body: unknown): ErrorEnvelope | null {
  if (!isRecord(body)) return null;
  const { statusCode, label, messageId, message, localizedMessage, details, retryAfter } = body;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode)) return null;
  if (typeof label !== 'string' || typeof messageId !== 'string' || typeof message !== 'string')
    return null;
  if (details !== undefined && !(Array.isArray(details) && details.every(isDetail))) return null;
  const envelope: ErrorEnvelope = { statusCode, label, messageId, message };
  if (typeof localizedMessage === 'string') envelope.localizedMessage = localizedMessage;
  if (details !== undefined) envelope.details = details;
  // A malformed wait is dropped rather than failing the whole envelope.
  if (typeof retryAfter === 'number' && Number.isInteger(retryAfter) && retryAfter > 0) {
    envelope.retryAfter = retryAfter;
  }
  return envelope;
}

/** What to show a person: the text in their language, else the message. */
export function displayMessage(envelope: Pick<ErrorEnvelope, 'message' | 'localizedMessage'>) {
  return envelope.localizedMessage ?? envelope.message;
}
