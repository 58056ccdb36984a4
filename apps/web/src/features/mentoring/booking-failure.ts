// What the booking form says when the API refuses. Pure, so the mapping is tested without a
// browser. Anything without a special message shows the API's own sentence, which comes in the
// page's language (`localizedMessage`, see browser-api.ts).

export type BookingFailure =
  /** The slot went to someone else between showing and booking: refresh the list. */
  | { kind: 'slotTaken' }
  /** The mentee already has a live session overlapping it. */
  | { kind: 'menteeConflict' }
  | { kind: 'network' }
  | { kind: 'message'; message: string; field?: string };

type ErrorLike = { status?: number; messageId?: string; message?: string; details?: unknown };

const SLOT_TAKEN = new Set(['MENTORING_SLOT_TAKEN', 'MENTORING_SLOT_UNAVAILABLE']);

/** The first field a validation error names (`details: [{ path | field }]`), if any. */
export function fieldOf(details: unknown): string | undefined {
  const list = Array.isArray(details)
    ? details
    : details &&
        typeof details === 'object' &&
        Array.isArray((details as { fields?: unknown }).fields)
      ? (details as { fields: unknown[] }).fields
      : [];
  for (const entry of list) {
    if (typeof entry === 'string') return entry;
    if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      const path = record.path ?? record.field;
      if (typeof path === 'string') return path;
      if (Array.isArray(path) && path.length > 0) return String(path[0]);
    }
  }
  return undefined;
}

export function describeBookingFailure(error: unknown, fallback: string): BookingFailure {
  const e = (error && typeof error === 'object' ? error : {}) as ErrorLike;
  if (e.messageId && SLOT_TAKEN.has(e.messageId)) return { kind: 'slotTaken' };
  if (e.messageId === 'MENTEE_TIME_CONFLICT') return { kind: 'menteeConflict' };
  if (e.status === 0 || e.messageId === 'NETWORK_ERROR') return { kind: 'network' };
  const message = typeof e.message === 'string' && e.message.trim() ? e.message : fallback;
  const field = fieldOf(e.details);
  return field ? { kind: 'message', message, field } : { kind: 'message', message };
}
