import { z } from 'zod';

// Mentor schedule entry of spec section 3: a date and a time window (Jakarta wall clock).
export const mentorScheduleEntrySchema = z.object({
  id: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
});
export type MentorScheduleEntry = z.infer<typeof mentorScheduleEntrySchema>;

/** An entry being edited: new ones have no id yet. */
export type MentorScheduleDraft = Omit<MentorScheduleEntry, 'id'> & { id?: string | null };

export type ScheduleChanges<
  Entry extends { id: string } = MentorScheduleEntry,
  Draft = MentorScheduleDraft,
> = {
  /** Entries without an id or with an id the old schedule does not know. */
  created: Draft[];
  /** Entries whose fields changed. */
  updated: Entry[];
  /** Ids of old entries that are gone. */
  deleted: string[];
};

/** Same date, times and (when the entries carry one) kind: nothing to write. */
export function sameScheduleEntry(
  a: MentorScheduleDraft & { kind?: string },
  b: MentorScheduleDraft & { kind?: string },
): boolean {
  return (
    a.date === b.date &&
    a.startTime === b.startTime &&
    a.endTime === b.endTime &&
    (a.kind ?? null) === (b.kind ?? null)
  );
}

/**
 * Compares an old list of rows with ids and a new one (new rows have no id, or one the old list
 * does not know) by `same`: what to create, update and delete. Unchanged rows appear nowhere.
 */
export function diffById<Entry extends { id: string }, Draft extends { id?: string | null }>(
  previous: readonly Entry[],
  next: readonly Draft[],
  same: (old: Entry, draft: Draft) => boolean,
): ScheduleChanges<Entry, Draft> {
  const before = new Map(previous.map((e) => [e.id, e]));
  const keptIds = new Set<string>();
  const created: Draft[] = [];
  const updated: Entry[] = [];
  for (const draft of next) {
    const old = draft.id ? before.get(draft.id) : undefined;
    // An id listed twice: the second one is a new entry, not a second update of the first.
    if (!draft.id || !old || keptIds.has(draft.id)) {
      created.push(draft);
      continue;
    }
    keptIds.add(draft.id);
    if (!same(old, draft)) updated.push({ ...old, ...draft, id: draft.id });
  }
  const deleted = previous.filter((e) => !keptIds.has(e.id)).map((e) => e.id);
  return { created, updated, deleted };
}

/**
 * Spec section 4: schedule sync compares the old and the new schedule and yields what was
 * created, updated and deleted, so only real changes are sent. Unchanged entries appear nowhere.
 * Entries may carry a `kind` (available or unavailable, decision 023): a changed kind is an update.
 */
export function diffSchedules<
  Entry extends MentorScheduleEntry & { kind?: string },
  Draft extends MentorScheduleDraft & { kind?: string } = Omit<Entry, 'id'> & {
    id?: string | null;
  },
>(previous: readonly Entry[], next: readonly Draft[]): ScheduleChanges<Entry, Draft> {
  return diffById(previous, next, sameScheduleEntry);
}
