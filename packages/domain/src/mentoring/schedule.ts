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

export type ScheduleChanges = {
  /** Entries without an id or with an id the old schedule does not know. */
  created: MentorScheduleDraft[];
  /** Entries whose date or times changed. */
  updated: MentorScheduleEntry[];
  /** Ids of old entries that are gone. */
  deleted: string[];
};

/**
 * Spec section 4: schedule sync compares the old and the new schedule and yields what was
 * created, updated and deleted, so only real changes are sent. Unchanged entries appear nowhere.
 */
export function diffSchedules(
  previous: readonly MentorScheduleEntry[],
  next: readonly MentorScheduleDraft[],
): ScheduleChanges {
  const before = new Map(previous.map((e) => [e.id, e]));
  const keptIds = new Set<string>();
  const created: MentorScheduleDraft[] = [];
  const updated: MentorScheduleEntry[] = [];
  for (const entry of next) {
    const old = entry.id ? before.get(entry.id) : undefined;
    if (!entry.id || !old) {
      created.push(entry);
      continue;
    }
    keptIds.add(entry.id);
    if (
      old.date !== entry.date ||
      old.startTime !== entry.startTime ||
      old.endTime !== entry.endTime
    ) {
      updated.push({ ...entry, id: entry.id });
    }
  }
  const deleted = previous.filter((e) => !keptIds.has(e.id)).map((e) => e.id);
  return { created, updated, deleted };
}
