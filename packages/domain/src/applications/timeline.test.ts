import { describe, expect, it } from 'vitest';
import { progress, STEPS } from './fixtures.test-helpers';
import { applicationTimeline, timelineEntryTexts, type TimelineEntry } from './timeline';

const NOW = new Date('2026-11-25T03:00:00.000Z');
const LAST_WEEK = '2026-11-18T03:00:00.000Z';
const NEXT_WEEK = '2026-12-02T03:00:00.000Z';
const WITHDRAWN = '2026-11-24T03:00:00.000Z';

/** "key:state" of every entry (received, review, s1, s3, s4, offer; s2 is hidden). */
const summary = (entries: TimelineEntry[]) => entries.map((e) => `${e.key}:${e.state}`);
const timeline = (overrides: Parameters<typeof progress>[0]) =>
  summary(applicationTimeline(progress(overrides), NOW));

describe('applicationTimeline', () => {
  it('lists sent, review, only the visible steps, then the offer', () => {
    expect(timeline({ status: 'waitListed' })).toEqual([
      'received:done',
      'review:pending',
      's1:pending',
      's3:pending',
      's4:pending',
      'offer:pending',
    ]);
  });

  it('marks the review as the current step while the company reviews, never as done', () => {
    expect(timeline({ status: 'review' }).slice(0, 2)).toEqual(['received:done', 'review:current']);
  });

  it('counts a handed-in tech test as done and one never handed in as skipped', () => {
    const handedIn = {
      status: 'hrInterview',
      recruitmentStepId: 's3',
      recruitmentStepHistoryIds: ['s1', 's3'],
      techTests: [{ recruitmentStepId: 's1', submittedAt: LAST_WEEK }],
    };
    expect(timeline(handedIn)).toEqual([
      'received:done',
      'review:done',
      's1:done',
      's3:current',
      's4:pending',
      'offer:pending',
    ]);
    expect(
      timeline({ ...handedIn, techTests: [{ recruitmentStepId: 's1', submittedAt: null }] }),
    ).toContain('s1:skipped');
  });

  it('says an interview ahead is scheduled, not done, even after the application moved on', () => {
    const interviews = [{ recruitmentStepId: 's3', startsAt: NEXT_WEEK }];
    expect(
      timeline({
        status: 'hrInterview',
        recruitmentStepId: 's3',
        recruitmentStepHistoryIds: ['s3'],
        interviews,
      }),
    ).toContain('s3:scheduled');
    expect(
      timeline({
        status: 'userInterview',
        recruitmentStepId: 's4',
        recruitmentStepHistoryIds: ['s3', 's4'],
        interviews,
      }),
    ).toEqual([
      'received:done',
      'review:done',
      's1:pending',
      's3:scheduled',
      's4:current',
      'offer:pending',
    ]);
    // Once its time has passed, it happened.
    expect(
      timeline({
        status: 'userInterview',
        recruitmentStepId: 's4',
        recruitmentStepHistoryIds: ['s3', 's4'],
        interviews: [{ recruitmentStepId: 's3', startsAt: LAST_WEEK }],
      }),
    ).toContain('s3:done');
  });

  it('makes the offer the current step, and the steps before it no longer current', () => {
    const offered = {
      status: 'offered',
      recruitmentStepId: 's4',
      recruitmentStepHistoryIds: ['s3', 's4'],
      interviews: [
        { recruitmentStepId: 's3', startsAt: LAST_WEEK },
        { recruitmentStepId: 's4', startsAt: LAST_WEEK },
      ],
    };
    expect(timeline(offered)).toEqual([
      'received:done',
      'review:done',
      's1:notReached',
      's3:done',
      's4:done',
      'offer:current',
    ]);
    expect(timeline({ ...offered, status: 'accepted' }).at(-1)).toBe('offer:done');
    expect(timeline({ ...offered, withdrawnAt: WITHDRAWN }).at(-1)).toBe('offer:ended');
  });

  it('marks where a rejection happened; later entries were not reached', () => {
    expect(
      timeline({ status: 'rejected', recruitmentStepId: 's3', recruitmentStepHistoryIds: ['s3'] }),
    ).toEqual([
      'received:done',
      'review:done',
      's1:notReached',
      's3:ended',
      's4:notReached',
      'offer:notReached',
    ]);
    expect(timeline({ status: 'rejected' }).slice(0, 3)).toEqual([
      'received:done',
      'review:ended',
      's1:notReached',
    ]);
  });

  it('ends at the last visible step reached when the rejection came at a hidden step', () => {
    expect(
      timeline({
        status: 'rejected',
        recruitmentStepId: 's2',
        recruitmentStepHistoryIds: ['s1', 's2'],
        techTests: [{ recruitmentStepId: 's1', submittedAt: LAST_WEEK }],
      }),
    ).toEqual([
      'received:done',
      'review:done',
      's1:ended',
      's3:notReached',
      's4:notReached',
      'offer:notReached',
    ]);
  });

  it('ends an application nobody reviewed at "sent"', () => {
    expect(timeline({ status: 'expired' }).slice(0, 2)).toEqual([
      'received:ended',
      'review:notReached',
    ]);
    expect(timeline({ status: 'waitListed', withdrawnAt: WITHDRAWN }).slice(0, 2)).toEqual([
      'received:ended',
      'review:notReached',
    ]);
    // The history tells an expiry after a review began from one before.
    expect(
      timeline({
        status: 'expired',
        history: [{ to: 'waitListed' }, { to: 'review' }, { to: 'expired' }],
      }).slice(0, 2),
    ).toEqual(['received:done', 'review:ended']);
  });

  it('ends a withdrawn application at the step it stood at, a scheduled interview unheld', () => {
    expect(
      timeline({
        status: 'hrInterview',
        recruitmentStepId: 's3',
        recruitmentStepHistoryIds: ['s3'],
        withdrawnAt: WITHDRAWN,
        interviews: [{ recruitmentStepId: 's3', startsAt: NEXT_WEEK }],
      }),
    ).toContain('s3:ended');
  });

  it('reports tech-test submission for tech-test steps only', () => {
    const entries = applicationTimeline(
      progress({
        status: 'tech_test_submitted',
        recruitmentStepId: 's1',
        techTests: undefined,
      }),
      NOW,
    );
    expect(entries.find((e) => e.key === 's1')).toMatchObject({ techTestSubmitted: true });
    expect(entries.find((e) => e.key === 's3')).toMatchObject({ techTestSubmitted: null });
    const elsewhere = applicationTimeline(
      progress({ techTests: [{ recruitmentStepId: 's9', submittedAt: LAST_WEEK }] }),
      NOW,
    );
    expect(elsewhere.find((e) => e.key === 's1')).toMatchObject({ techTestSubmitted: false });
  });

  it('treats a step the API marks finished as reached', () => {
    const steps = STEPS.map((s) => (s.id === 's3' ? { ...s, finished: true } : s));
    expect(
      timeline({ status: 'userInterview', recruitmentStepId: 's4', recruitmentSteps: steps }),
    ).toContain('s3:done');
  });
});

describe('timelineEntryTexts', () => {
  const texts = (overrides: Parameters<typeof progress>[0], key: string, locale: 'idn' | 'en') =>
    timelineEntryTexts(
      applicationTimeline(progress(overrides), NOW).find((e) => e.key === key)!,
      locale,
    );

  it('never says "done" of a tech test that was not handed in', () => {
    const skipped = texts(
      {
        status: 'hrInterview',
        recruitmentStepId: 's3',
        recruitmentStepHistoryIds: ['s1', 's3'],
      },
      's1',
      'idn',
    );
    expect(skipped).toEqual({ name: 'Tes Teknis', state: 'Dilewati', detail: 'Tes tidak dikirim' });
    expect(texts({ status: 'techTestSent', recruitmentStepId: 's1' }, 's1', 'idn')).toEqual({
      name: 'Tes Teknis',
      state: 'Tahap saat ini',
      detail: 'Tes belum dikirim',
    });
  });

  it('gives a scheduled interview its WIB time', () => {
    const scheduled = {
      status: 'hrInterview',
      recruitmentStepId: 's3',
      interviews: [{ recruitmentStepId: 's3', startsAt: NEXT_WEEK }],
    };
    expect(texts(scheduled, 's3', 'idn').state).toBe('Dijadwalkan 02 Des 2026, 10:00 WIB');
    expect(texts(scheduled, 's3', 'en').state).toBe('Scheduled 02 Dec 2026, 10:00 WIB');
  });

  it('words the ending by what ended it', () => {
    const at = { recruitmentStepId: 's3', recruitmentStepHistoryIds: ['s3'] };
    expect(texts({ ...at, status: 'rejected' }, 's3', 'idn').state).toBe(
      'Belum lolos di tahap ini',
    );
    expect(texts({ ...at, status: 'hrInterview', withdrawnAt: WITHDRAWN }, 's3', 'en').state).toBe(
      'You withdrew here',
    );
    expect(texts({ ...at, status: 'offered' }, 'offer', 'idn')).toEqual({
      name: 'Tawaran',
      state: 'Tahap saat ini',
      detail: 'Menunggu jawabanmu',
    });
    expect(texts({ ...at, status: 'offered', withdrawnAt: WITHDRAWN }, 'offer', 'idn').state).toBe(
      'Kamu menolak tawaran',
    );
    expect(texts({ status: 'waitListed' }, 'received', 'idn')).toEqual({
      name: 'Lamaran terkirim',
      state: 'Selesai',
      detail: null,
    });
  });
});
