import { describe, expect, it } from 'vitest';
import { describeApplyFailure, questionIdsOf } from './apply-failure';

describe('describeApplyFailure', () => {
  it('names the apply errors of spec section 8', () => {
    expect(describeApplyFailure({ status: 409, messageId: 'JOB_ALREADY_APPLIED' }).kind).toBe(
      'alreadyApplied',
    );
    const incomplete = describeApplyFailure({
      status: 400,
      messageId: 'INCOMPLETE_PRE_SCREENING_ANSWERS',
      details: { questionIds: ['q1'] },
    });
    expect(incomplete).toMatchObject({ kind: 'incomplete', questions: { q1: 'required' } });
    expect(
      describeApplyFailure({
        messageId: 'INVALID_PRE_SCREENING_ANSWERS_OPTION',
        details: [{ questionId: 'q2' }],
      }).questions,
    ).toEqual({ q2: 'option' });
  });
  it('falls back on the status', () => {
    expect(describeApplyFailure({ status: 429, retryAfterSeconds: 9 })).toMatchObject({
      kind: 'rateLimited',
      retryAfterSeconds: 9,
    });
    expect(describeApplyFailure({ status: 0, messageId: 'NETWORK_ERROR' }).kind).toBe('network');
    expect(describeApplyFailure(new Error('x')).kind).toBe('failed');
  });
  it('reads question ids from several shapes of details', () => {
    expect(questionIdsOf(['a', { field: 'answers.b' }, 3])).toEqual(['a', 'b']);
    expect(questionIdsOf(null)).toEqual([]);
  });
});
