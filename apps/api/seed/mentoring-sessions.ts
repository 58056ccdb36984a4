// The demo's mentoring sessions around the seed's `now`: a history (completed with reviews,
// cancelled, no-show, rejected, expired) and what is coming (pending, approved, a reschedule
// proposal, custom time requests), each inside its mentor's availability. No mentor and no
// mentee ever has two sessions whose times overlap (the mentor's buffer included), whatever their
// state, so the schema's exclusion constraints hold with room to spare; every moment of the past
// (requests, decisions, completions, reviews) is before `now`. Pure: the same seed and `now` give
// the same plan. siswa@ and siswa2@jenjang.test get a hand-written story so their pages show
// every state; mentor@ and mentor2@ get requests to answer and sessions coming up.
import { MENTEE_NAMES, MENTORING_TOPICS } from './data/mentoring';
import {
  MENTEE_CANCEL_REASONS,
  MENTOR_CANCEL_REASONS,
  REJECT_REASONS,
  REVIEW_TEXTS,
  SESSION_NOTES,
  type ReviewText,
} from './data/mentoring-texts';
import type { GeneratedMentor } from './mentor-profiles';
import {
  AHEAD_DAYS,
  HISTORY_DAYS,
  mentorSlots,
  type ScheduleEntryPlan,
  type Slot,
} from './mentoring-schedule-plan';
import { DAY_MS, WIB, addDays, zoneClock } from './mentoring-time';
import {
  STUDENT2_EMAIL,
  STUDENT_EMAIL,
  seededMentorRequests,
  storyRequests,
} from './mentoring-stories';
import { createRng, deriveSeed, toKebab, type Rng } from './random';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const SESSIONS_SALT = 1601;

export type SessionStatus =
  | 'pending'
  | 'requested'
  | 'approved'
  | 'rescheduleRequested'
  | 'rejected'
  | 'cancelled'
  | 'expired'
  | 'completed'
  | 'noShow';

export type Party = 'mentor' | 'mentee';

export type SessionEventPlan = {
  action: string;
  fromStatus: SessionStatus | null;
  toStatus: SessionStatus;
  actorRole: Party | 'system';
  reason: string | null;
  startsAt: Date | null;
  createdAt: Date;
};

export type SessionPlan = {
  mentorIndex: number;
  menteeEmail: string;
  topicSlug: string;
  bookingType: 'slot' | 'custom';
  status: SessionStatus;
  startsAt: Date | null;
  endsAt: Date | null;
  blockedUntil: Date | null;
  requestedWindows: { startsAt: string; endsAt: string }[];
  mode: 'online' | 'offline';
  location: string | null;
  notes: string;
  meetingToken: string | null;
  rejectReason: string | null;
  cancelReason: string | null;
  cancelledBy: Party | null;
  reschedule: { startsAt: Date; endsAt: Date; by: Party; reason: string } | null;
  menteeAttended: boolean | null;
  mentorAttended: boolean | null;
  noShowParty: Party | null;
  completionSource: Party | 'system' | null;
  decidedAt: Date | null;
  cancelledAt: Date | null;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  review: (ReviewText & { createdAt: Date }) | null;
  events: SessionEventPlan[];
};

/** The e-mail of a demo mentee account: 'Nadia Safitri' -> 'nadia.safitri@jenjang.test'. */
export function menteeEmail(name: string): string {
  return `${toKebab(name).replace(/-/g, '.')}@jenjang.test`;
}

export type Outcome =
  | 'completed'
  | 'completedNoReview'
  | 'awaitingCompletion'
  | 'cancelled'
  | 'noShow'
  | 'rejected'
  | 'expired'
  | 'pending'
  | 'approved'
  | 'rescheduleRequested'
  | 'cancelledUpcoming'
  | 'requested';

export type SessionRequest = {
  mentorIndex: number;
  mentee: string;
  outcome: Outcome;
  /** Days from `now` the session should be near (negative: in the past). */
  aroundDays: number;
  topicSlug?: string;
  custom?: boolean;
  review?: ReviewText;
};

const PAST_OUTCOMES: readonly (readonly [Outcome, number])[] = [
  ['completed', 62],
  ['completedNoReview', 12],
  ['cancelled', 9],
  ['noShow', 5],
  ['rejected', 6],
  ['expired', 6],
];
const UPCOMING_OUTCOMES: readonly (readonly [Outcome, number])[] = [
  ['approved', 55],
  ['pending', 35],
  ['rescheduleRequested', 4],
  ['cancelledUpcoming', 6],
];

/** The fields of a session nobody has acted on yet. */
function untouched(created: Date) {
  return {
    meetingToken: null,
    rejectReason: null,
    cancelReason: null,
    cancelledBy: null,
    reschedule: null,
    menteeAttended: null,
    mentorAttended: null,
    noShowParty: null,
    completionSource: null,
    decidedAt: null,
    cancelledAt: null,
    completedAt: null,
    createdAt: created,
    updatedAt: created,
    review: null,
    events: [],
  } satisfies Partial<SessionPlan>;
}

function categoryOf(topicSlug: string): string {
  return MENTORING_TOPICS.find((t) => t.slug === topicSlug)?.categorySlug ?? '';
}

class Planner {
  private readonly mentorBusy = new Map<number, Slot[]>();
  private readonly menteeBusy = new Map<string, Slot[]>();
  private readonly slots = new Map<number, Slot[]>();
  private readonly reviewCursors = new Map<string, number>();
  readonly sessions: SessionPlan[] = [];

  constructor(
    private readonly rng: Rng,
    private readonly now: Date,
    private readonly mentors: readonly GeneratedMentor[],
    entries: readonly ScheduleEntryPlan[],
    private readonly reviews: readonly ReviewText[],
  ) {
    const from = new Date(now.getTime() - HISTORY_DAYS * DAY_MS);
    const to = new Date(now.getTime() + AHEAD_DAYS * DAY_MS);
    for (const mentor of mentors)
      this.slots.set(mentor.index, mentorSlots(mentor, entries, from, to));
  }

  private mentor(index: number): GeneratedMentor {
    const mentor = this.mentors[index];
    if (!mentor) throw new Error(`no mentor ${index}`);
    return mentor;
  }

  private free(mentor: GeneratedMentor, mentee: string, slot: Slot): boolean {
    const until = slot.endsAt.getTime() + mentor.bufferMinutes * MINUTE_MS;
    const mentorTaken = (this.mentorBusy.get(mentor.index) ?? []).some(
      (b) => b.startsAt.getTime() < until && slot.startsAt.getTime() < b.endsAt.getTime(),
    );
    const menteeTaken = (this.menteeBusy.get(mentee) ?? []).some(
      (b) => b.startsAt < slot.endsAt && slot.startsAt < b.endsAt,
    );
    return !mentorTaken && !menteeTaken;
  }

  private hold(mentor: GeneratedMentor, mentee: string, slot: Slot): void {
    const blocked = new Date(slot.endsAt.getTime() + mentor.bufferMinutes * MINUTE_MS);
    this.mentorBusy.set(mentor.index, [
      ...(this.mentorBusy.get(mentor.index) ?? []),
      { startsAt: slot.startsAt, endsAt: blocked },
    ]);
    this.menteeBusy.set(mentee, [...(this.menteeBusy.get(mentee) ?? []), slot]);
  }

  /** A free slot near `aroundDays` from now, inside [after, before]; null if there is none. */
  private findSlot(
    mentor: GeneratedMentor,
    mentee: string,
    aroundDays: number,
    after: number,
    before: number,
  ): Slot | null {
    const target = this.now.getTime() + aroundDays * DAY_MS;
    const candidates = (this.slots.get(mentor.index) ?? [])
      .filter((s) => s.startsAt.getTime() >= after && s.endsAt.getTime() <= before)
      .filter((s) => this.free(mentor, mentee, s))
      .sort(
        (a, b) => Math.abs(a.startsAt.getTime() - target) - Math.abs(b.startsAt.getTime() - target),
      );
    if (candidates.length === 0) return null;
    return candidates[Math.min(candidates.length - 1, this.rng.int(0, 2))] ?? null;
  }

  /** The next review for a session of a category: one about it, or one that fits any session. */
  private nextReview(topicSlug: string): ReviewText {
    const category = categoryOf(topicSlug);
    const pool = this.reviews.filter((r) => !r.category || r.category === category);
    const cursor = this.reviewCursors.get(category) ?? 0;
    this.reviewCursors.set(category, cursor + 1);
    return pool[cursor % pool.length]!;
  }

  private topicFor(mentor: GeneratedMentor, requested?: string): string {
    if (requested && mentor.topicSlugs.includes(requested)) return requested;
    return this.rng.pick(mentor.topicSlugs);
  }

  private notesFor(topicSlug: string): string {
    const notes = SESSION_NOTES[categoryOf(topicSlug)] ?? SESSION_NOTES['karier-rekrutmen']!;
    return this.rng.pick(notes);
  }

  /**
   * When the mentee booked a session starting at `start`: up to nine days before, no later than
   * the mentor's notice allows, no earlier than the booking window allows.
   */
  private bookedAt(mentor: GeneratedMentor, start: Date, latest: number): Date {
    const newest = Math.min(latest, start.getTime() - mentor.minNoticeHours * HOUR_MS);
    const oldest = Math.min(
      newest,
      Math.max(start.getTime() - mentor.bookingWindowDays * DAY_MS + HOUR_MS, newest - 9 * DAY_MS),
    );
    const at = oldest + this.rng.next() * (newest - oldest);
    return new Date(Math.ceil(at / MINUTE_MS) * MINUTE_MS);
  }

  add(request: SessionRequest): SessionPlan | null {
    const mentor = this.mentor(request.mentorIndex);
    const now = this.now.getTime();
    const topicSlug = this.topicFor(mentor, request.topicSlug);
    if (request.outcome === 'requested') return this.addCustomRequest(mentor, request, topicSlug);

    const past = PAST_OUTCOMES.some(([outcome]) => outcome === request.outcome);
    // Past sessions ended at least two hours ago; the one awaiting completion within the last
    // three days; upcoming ones start after the mentor's notice and inside the booking window
    // as it was when they were booked (before now).
    const window: [number, number] =
      request.outcome === 'awaitingCompletion'
        ? [now - 60 * HOUR_MS, now - 2 * HOUR_MS]
        : past
          ? [now - HISTORY_DAYS * DAY_MS, now - 2 * HOUR_MS]
          : [
              now + (mentor.minNoticeHours + 2) * HOUR_MS,
              now + Math.min(AHEAD_DAYS, mentor.bookingWindowDays) * DAY_MS - 2 * HOUR_MS,
            ];
    const slot = this.findSlot(mentor, request.mentee, request.aroundDays, window[0], window[1]);
    if (!slot) return null;
    this.hold(mentor, request.mentee, slot);

    // A custom request approved at one time; pending custom requests are `requested` (above).
    const custom =
      Boolean(request.custom) &&
      mentor.acceptsCustomRequests &&
      ['approved', 'completed', 'completedNoReview', 'awaitingCompletion'].includes(
        request.outcome,
      );
    const mode = mentor.offersOffline && this.rng.chance(0.2) ? 'offline' : 'online';
    const created = this.bookedAt(mentor, slot.startsAt, now - 30 * MINUTE_MS);
    const plan: SessionPlan = {
      mentorIndex: mentor.index,
      menteeEmail: request.mentee,
      topicSlug,
      bookingType: custom ? 'custom' : 'slot',
      status: custom ? 'requested' : 'pending',
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      blockedUntil: new Date(slot.endsAt.getTime() + mentor.bufferMinutes * MINUTE_MS),
      requestedWindows: custom ? this.windowsAround(slot) : [],
      mode,
      location: mode === 'offline' ? mentor.offlineAddress : null,
      notes: this.notesFor(topicSlug),
      ...untouched(created),
    };
    this.event(
      plan,
      custom ? 'request' : 'book',
      'mentee',
      created,
      null,
      custom ? null : slot.startsAt,
    );
    const start = slot.startsAt.getTime();
    const end = slot.endsAt.getTime();
    // The mentor answers within a day, always before the session and before now.
    const decide = () =>
      new Date(
        Math.min(
          created.getTime() + this.rng.int(1, 20) * HOUR_MS,
          start - HOUR_MS,
          now - 5 * MINUTE_MS,
        ),
      );
    const approve = () => {
      plan.decidedAt = decide();
      plan.meetingToken = plan.mode === 'online' ? this.rng.hex(32) : null;
      this.event(plan, 'approve', 'mentor', plan.decidedAt);
    };

    switch (request.outcome) {
      case 'pending':
        break;
      case 'approved':
        approve();
        break;
      case 'rescheduleRequested': {
        approve();
        const by: Party = this.rng.chance(0.7) ? 'mentor' : 'mentee';
        // The proposed time holds nothing until accepted; it is a slot free for both today.
        const proposal = this.findSlot(
          mentor,
          request.mentee,
          request.aroundDays + 2,
          start + DAY_MS,
          now + AHEAD_DAYS * DAY_MS,
        );
        if (!proposal) break;
        const decided = plan.decidedAt!.getTime();
        const at = new Date(
          Math.max(decided + MINUTE_MS, Math.min(decided + 6 * HOUR_MS, now - 10 * MINUTE_MS)),
        );
        plan.reschedule = {
          ...proposal,
          by,
          reason:
            by === 'mentor'
              ? 'Mohon maaf, ada rapat mendadak di jam itu. Bagaimana kalau digeser ke waktu ini?'
              : 'Kak, saya ada ujian di jam itu. Boleh pindah ke waktu ini?',
        };
        this.event(plan, 'proposeReschedule', by, at, plan.reschedule.reason, proposal.startsAt);
        plan.status = 'rescheduleRequested';
        break;
      }
      case 'rejected': {
        plan.decidedAt = decide();
        plan.rejectReason = this.rng.pick(REJECT_REASONS);
        this.event(plan, 'reject', 'mentor', plan.decidedAt, plan.rejectReason);
        break;
      }
      case 'expired': {
        const at = new Date(start - mentor.minNoticeHours * HOUR_MS);
        if (at.getTime() <= created.getTime())
          plan.createdAt = new Date(at.getTime() - 3 * HOUR_MS);
        plan.events[0]!.createdAt = plan.createdAt;
        this.event(plan, 'expire', 'system', at);
        break;
      }
      case 'cancelled':
      case 'cancelledUpcoming': {
        if (this.rng.chance(0.6)) approve();
        const from = (plan.decidedAt ?? created).getTime();
        const until = Math.min(start - 13 * HOUR_MS, now - 10 * MINUTE_MS);
        // A mentee cannot cancel an approved session within 12 hours of it; a mentor can.
        const by: Party = this.rng.chance(0.75) && from < until ? 'mentee' : 'mentor';
        plan.cancelledAt = new Date(
          Math.max(from + MINUTE_MS, from + this.rng.next() * Math.max(0, until - from)),
        );
        plan.cancelledBy = by;
        plan.cancelReason = this.rng.pick(
          by === 'mentee' ? MENTEE_CANCEL_REASONS : MENTOR_CANCEL_REASONS,
        );
        this.event(plan, 'cancel', by, plan.cancelledAt, plan.cancelReason);
        break;
      }
      case 'noShow': {
        approve();
        const party: Party = this.rng.chance(0.8) ? 'mentee' : 'mentor';
        plan.noShowParty = party;
        plan.menteeAttended = party !== 'mentee';
        plan.mentorAttended = party !== 'mentor';
        const at = new Date(Math.min(end + this.rng.int(10, 120) * MINUTE_MS, now - MINUTE_MS));
        this.event(plan, 'attendance', party === 'mentee' ? 'mentor' : 'mentee', at);
        break;
      }
      case 'awaitingCompletion':
        approve();
        break;
      case 'completed':
      case 'completedNoReview': {
        approve();
        plan.menteeAttended = true;
        plan.mentorAttended = true;
        const withReview = request.outcome === 'completed';
        let at: Date;
        if (withReview) {
          at = new Date(Math.min(end + this.rng.int(1, 30) * HOUR_MS, now - MINUTE_MS));
          plan.completionSource = 'mentee';
          plan.review = { ...(request.review ?? this.nextReview(topicSlug)), createdAt: at };
        } else if (end + 72 * HOUR_MS < now) {
          at = new Date(end + 72 * HOUR_MS);
          plan.completionSource = 'system';
        } else {
          at = new Date(Math.min(end + HOUR_MS, now - MINUTE_MS));
          plan.completionSource = 'mentor';
        }
        plan.completedAt = at;
        this.event(plan, 'complete', plan.completionSource, at);
        break;
      }
    }
    plan.updatedAt = plan.events[plan.events.length - 1]!.createdAt;
    this.sessions.push(plan);
    return plan;
  }

  /** One to three windows a mentee proposes for a custom request, one of them around `slot`. */
  private windowsAround(slot: Slot): { startsAt: string; endsAt: string }[] {
    const first = {
      startsAt: new Date(slot.startsAt.getTime() - HOUR_MS).toISOString(),
      endsAt: new Date(slot.endsAt.getTime() + HOUR_MS).toISOString(),
    };
    const more = this.rng.int(0, 2);
    const others = Array.from({ length: more }, (_, i) => {
      const start = new Date(slot.startsAt.getTime() + (i + 1) * DAY_MS);
      return {
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 2 * HOUR_MS).toISOString(),
      };
    });
    return [first, ...others];
  }

  /** A custom request waiting for the mentor: proposed evenings (WIB) in the coming days. */
  private addCustomRequest(mentor: GeneratedMentor, request: SessionRequest, topicSlug: string) {
    if (!mentor.acceptsCustomRequests) return null;
    const now = this.now.getTime();
    const created = new Date(now - this.rng.int(2, 40) * HOUR_MS);
    const wib = zoneClock(WIB);
    const today = wib.date(this.now);
    const days = this.rng.pickMany([3, 4, 5, 6, 7, 8, 9], this.rng.int(1, 3)).sort((a, b) => a - b);
    const windows = days.map((d) => {
      const date = addDays(today, d + Math.max(0, Math.round(request.aroundDays) - 3));
      return {
        startsAt: wib.instant(date, '19:00').toISOString(),
        endsAt: wib.instant(date, '21:00').toISOString(),
      };
    });
    const plan: SessionPlan = {
      mentorIndex: mentor.index,
      menteeEmail: request.mentee,
      topicSlug,
      bookingType: 'custom',
      status: 'requested',
      startsAt: null,
      endsAt: null,
      blockedUntil: null,
      requestedWindows: windows,
      mode: 'online',
      location: null,
      notes: this.notesFor(topicSlug),
      ...untouched(created),
    };
    this.event(plan, 'request', 'mentee', created);
    this.sessions.push(plan);
    return plan;
  }

  private event(
    plan: SessionPlan,
    action: string,
    actorRole: Party | 'system',
    createdAt: Date,
    reason: string | null = null,
    startsAt: Date | null = plan.startsAt,
  ): void {
    const toStatus: SessionStatus = (
      {
        book: 'pending',
        request: 'requested',
        approve: 'approved',
        reject: 'rejected',
        cancel: 'cancelled',
        expire: 'expired',
        complete: 'completed',
        attendance: 'noShow',
        proposeReschedule: 'rescheduleRequested',
      } as const
    )[action as 'book'];
    const fromStatus = plan.events.length === 0 ? null : plan.status;
    plan.events.push({ action, fromStatus, toStatus, actorRole, reason, startsAt, createdAt });
    plan.status = toStatus;
  }
}

export function planMentoringSessions(options: {
  seed: number;
  now: Date;
  mentors: readonly GeneratedMentor[];
  entries: readonly ScheduleEntryPlan[];
}): SessionPlan[] {
  const rng = createRng(deriveSeed(options.seed, SESSIONS_SALT));
  const reviews = rng.shuffle(REVIEW_TEXTS);
  const planner = new Planner(rng, options.now, options.mentors, options.entries, reviews);
  const mentees = MENTEE_NAMES.map(menteeEmail);
  for (const request of storyRequests(options.mentors)) planner.add(request);
  for (const request of seededMentorRequests(mentees)) planner.add(request);
  const everyone = [STUDENT_EMAIL, STUDENT2_EMAIL, ...mentees];
  for (const mentor of options.mentors) {
    if (mentor.index < 2) continue;
    // Experienced mentors have a longer history.
    const pastCount = rng.int(3, 6) + Math.min(8, Math.floor(mentor.yearsOfExperience / 3));
    for (let i = 0; i < pastCount; i++) {
      planner.add({
        mentorIndex: mentor.index,
        mentee: rng.pick(mentees),
        outcome: rng.weighted(PAST_OUTCOMES),
        aroundDays: -rng.float(1, HISTORY_DAYS - 5),
      });
    }
    const upcoming = rng.int(1, 3);
    for (let i = 0; i < upcoming; i++) {
      planner.add({
        mentorIndex: mentor.index,
        mentee: rng.pick(everyone.slice(2)),
        outcome: rng.weighted(UPCOMING_OUTCOMES),
        aroundDays: rng.float(1, AHEAD_DAYS - 7),
        custom: rng.chance(0.15),
      });
    }
    if (mentor.acceptsCustomRequests && rng.chance(0.3)) {
      planner.add({
        mentorIndex: mentor.index,
        mentee: rng.pick(mentees),
        outcome: 'requested',
        aroundDays: rng.int(3, 10),
      });
    }
  }
  return planner.sessions;
}
