import { describe, expect, it } from 'vitest';
import { progress, STEPS } from './fixtures.test-helpers';
import { applicationTimeline, type TimelineEntry } from './timeline';

const summary = (entries: TimelineEntry[]) =>
  entries.map((e) =>
    e.kind === 'fixed'
      ? `${e.key}:${e.active ? 'on' : 'off'}${e.rejectedHere ? ':x' : ''}`
      : `${e.stepId}:${e.active ? 'on' : 'off'}${e.current ? ':now' : ''}${e.rejectedHere ? ':x' : ''}`,
  );

describe('applicationTimeline', () => {
  it('lists received, review and only the visible steps', () => {
    expect(summary(applicationTimeline(progress()))).toEqual([
      'applicationReceived:on',
      'applicationReview:on',
      's1:off',
      's3:off',
      's4:off',
    ]);
  });

  it('leaves review inactive while waitlisted', () => {
    expect(summary(applicationTimeline(progress({ status: 'waitlisted' })))[1]).toBe(
      'applicationReview:off',
    );
  });

  it('marks finished steps and the current step active', () => {
    const steps = STEPS.map((s) => (s.id === 's1' ? { ...s, finished: true } : s));
    expect(
      summary(
        applicationTimeline(
          progress({ status: 'hrInterview', recruitmentSteps: steps, recruitmentStepId: 's3' }),
        ),
      ),
    ).toEqual(['applicationReceived:on', 'applicationReview:on', 's1:on', 's3:on:now', 's4:off']);
  });

  it('marks the rejection point instead of a current step', () => {
    expect(
      summary(applicationTimeline(progress({ status: 'rejected', recruitmentStepId: 's3' }))),
    ).toEqual(['applicationReceived:on', 'applicationReview:on', 's1:off', 's3:on:x', 's4:off']);
  });

  it('takes the last history step as rejection point when the current one is empty', () => {
    const entries = applicationTimeline(
      progress({
        status: 'rejected_by_system',
        recruitmentStepId: null,
        recruitmentStepHistoryIds: ['s1', 's4'],
      }),
    );
    expect(summary(entries)).toEqual([
      'applicationReceived:on',
      'applicationReview:on',
      's1:off',
      's3:off',
      's4:on:x',
    ]);
  });

  it('puts a rejection before any visible step on review', () => {
    expect(summary(applicationTimeline(progress({ status: 'rejected' })))[1]).toBe(
      'applicationReview:on:x',
    );
    expect(
      summary(applicationTimeline(progress({ status: 'rejected', recruitmentStepId: 's2' })))[1],
    ).toBe('applicationReview:on:x');
  });

  it('reports tech-test submission for tech-test steps only', () => {
    const step = (entries: TimelineEntry[], id: string) =>
      entries.find((e) => e.kind === 'step' && e.stepId === id);
    const notYet = applicationTimeline(
      progress({
        status: 'techTestSent',
        recruitmentStepId: 's1',
        techTests: [{ recruitmentStepId: 's1', submittedAt: null }],
      }),
    );
    expect(step(notYet, 's1')).toMatchObject({ techTestSubmitted: false });
    expect(step(notYet, 's3')).toMatchObject({ techTestSubmitted: null });

    const submitted = applicationTimeline(
      progress({
        status: 'techTestSent',
        recruitmentStepId: 's1',
        techTests: [{ recruitmentStepId: 's1', submittedAt: '2025-08-01T10:00:00Z' }],
      }),
    );
    expect(step(submitted, 's1')).toMatchObject({ techTestSubmitted: true });

    const byStatus = applicationTimeline(
      progress({ status: 'tech_test_submitted', recruitmentStepId: 's1', techTests: undefined }),
    );
    expect(step(byStatus, 's1')).toMatchObject({ techTestSubmitted: true });
  });

  it('ignores a submission that belongs to another step', () => {
    const entries = applicationTimeline(
      progress({ techTests: [{ recruitmentStepId: 's9', submittedAt: '2025-08-01T10:00:00Z' }] }),
    );
    expect(entries.find((e) => e.kind === 'step' && e.stepId === 's1')).toMatchObject({
      techTestSubmitted: false,
    });
  });
});
