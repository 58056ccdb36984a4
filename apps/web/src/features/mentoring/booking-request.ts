// The booking form's values, their checks and the request they become. Pure, so the rules are
// tested without a browser; the domain's contract (bookSessionRequestSchema) has the last word.
import {
  bookSessionRequestSchema,
  MENTORING_SESSION_LIMITS,
  MENTORING_TIMING,
  wibToInstant,
  type BookSessionRequest,
  type SessionMode,
} from '@jenjang/domain';
import type { core } from 'zod';

export type WindowDraft = { date: string; start: string; end: string };

export type BookingFormValues = {
  bookingType: 'slot' | 'custom';
  /** The chosen slot's start (ISO), '' before one is chosen. */
  startsAt: string;
  /** The select's value: a topic id, '' before one is chosen. */
  topicId: string;
  notes: string;
  mode: SessionMode;
  commitment: boolean;
  windows: WindowDraft[];
};

export const emptyWindow = (): WindowDraft => ({ date: '', start: '', end: '' });

export function initialBookingValues(modes: readonly SessionMode[]): BookingFormValues {
  return {
    bookingType: 'slot',
    startsAt: '',
    topicId: '',
    notes: '',
    mode: modes[0] ?? 'online',
    commitment: false,
    windows: [emptyWindow()],
  };
}

/** What is wrong with a field, as a key of the bookingModal messages. */
export type BookingProblem =
  | 'slot.required'
  | 'topic.required'
  | 'commitment.required'
  | 'request.required'
  | 'request.order'
  | 'request.past';

/** Field path (react-hook-form's) → the problem to show there. */
export type BookingProblems = Record<string, BookingProblem>;

/** The instants of a WIB window; null while incomplete or impossible. */
export function windowInstants(w: WindowDraft): { startsAt: Date; endsAt: Date } | null {
  if (!w.date || !w.start || !w.end) return null;
  const startsAt = wibToInstant(w.date, w.start);
  const endsAt = wibToInstant(w.date, w.end);
  return startsAt && endsAt ? { startsAt, endsAt } : null;
}

/** The form's own checks, worded for a person; the contract checks the rest. */
export function checkBookingValues(values: BookingFormValues, now: Date): BookingProblems {
  const problems: BookingProblems = {};
  if (values.bookingType === 'slot') {
    if (!values.startsAt) problems.startsAt = 'slot.required';
  } else {
    values.windows.slice(0, MENTORING_TIMING.requestedWindowsMax).forEach((w, index) => {
      const range = windowInstants(w);
      if (!range) problems[`windows.${index}.date`] = 'request.required';
      else if (range.endsAt <= range.startsAt) problems[`windows.${index}.end`] = 'request.order';
      else if (range.startsAt <= now) problems[`windows.${index}.date`] = 'request.past';
    });
  }
  if (!values.topicId) problems.topicId = 'topic.required';
  if (!values.commitment) problems.commitment = 'commitment.required';
  return problems;
}

/** The body of POST session/one (the JSON, or the multipart `payload`). */
export function toBookingRequest(values: BookingFormValues, mentorId: string): BookSessionRequest {
  const common = {
    mentorId,
    topicId: Number(values.topicId),
    notes: values.notes.trim().slice(0, MENTORING_SESSION_LIMITS.notesMax),
    mode: values.mode,
    commitment: values.commitment as true,
  };
  if (values.bookingType === 'slot') {
    return { ...common, bookingType: 'slot', startsAt: values.startsAt };
  }
  return {
    ...common,
    bookingType: 'custom',
    requestedWindows: values.windows
      .slice(0, MENTORING_TIMING.requestedWindowsMax)
      .map(windowInstants)
      .filter((range) => range !== null)
      .map((range) => ({
        startsAt: range.startsAt.toISOString(),
        endsAt: range.endsAt.toISOString(),
      })),
  };
}

/** The contract's verdict on the request, by form field: where its issues belong. */
export function contractIssues(
  request: BookSessionRequest,
): { field: string; issue: core.$ZodIssue }[] {
  const parsed = bookSessionRequestSchema.safeParse(request);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    const [first, index] = issue.path;
    const field =
      first === 'requestedWindows'
        ? `windows.${typeof index === 'number' ? index : 0}.date`
        : first === 'bookingType'
          ? 'startsAt'
          : String(first ?? 'root');
    return { field, issue };
  });
}

const ATTACHMENT_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/** A CV or portfolio the API takes: a PDF or DOCX of at most 5 MB (the API checks the bytes). */
export function checkAttachment(file: {
  name: string;
  type: string;
  size: number;
}): 'wrongType' | 'tooLarge' | null {
  const byName = /\.(pdf|docx)$/i.test(file.name);
  if (!byName && !ATTACHMENT_TYPES.has(file.type)) return 'wrongType';
  if (file.size > MENTORING_SESSION_LIMITS.attachmentMaxBytes) return 'tooLarge';
  return null;
}
