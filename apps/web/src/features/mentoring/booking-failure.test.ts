import { describe, expect, it } from 'vitest';
import { describeBookingFailure, fieldOf } from './booking-failure';
import { readSessionsQuery, sessionsHref } from './session-query';

describe('describeBookingFailure', () => {
  it('names a slot taken meanwhile and a clash with the mentee’s own sessions', () => {
    expect(
      describeBookingFailure({ status: 409, messageId: 'MENTORING_SLOT_TAKEN', message: 'x' }, 'f'),
    ).toEqual({ kind: 'slotTaken' });
    expect(
      describeBookingFailure({ status: 409, messageId: 'MENTEE_TIME_CONFLICT', message: 'x' }, 'f'),
    ).toEqual({ kind: 'menteeConflict' });
  });

  it('says so when the network failed', () => {
    expect(describeBookingFailure({ status: 0, messageId: 'NETWORK_ERROR' }, 'f').kind).toBe(
      'network',
    );
  });

  it('shows the API’s own sentence otherwise, or the fallback', () => {
    expect(
      describeBookingFailure(
        {
          status: 400,
          messageId: 'VALIDATION_ERROR',
          message: 'Topik wajib diisi',
          details: [{ path: ['topicId'] }],
        },
        'f',
      ),
    ).toEqual({ kind: 'message', message: 'Topik wajib diisi', field: 'topicId' });
    expect(describeBookingFailure(new Error(''), 'Coba lagi')).toEqual({
      kind: 'message',
      message: 'Coba lagi',
    });
    expect(describeBookingFailure(undefined, 'Coba lagi').kind).toBe('message');
  });

  it('reads field names in the shapes errors carry', () => {
    expect(fieldOf([{ field: 'notes' }])).toBe('notes');
    expect(fieldOf({ fields: ['mode'] })).toBe('mode');
    expect(fieldOf('nothing')).toBeUndefined();
  });
});

describe('readSessionsQuery', () => {
  it('reads the group and page leniently and writes them back', () => {
    expect(readSessionsQuery({})).toEqual({ group: 'upcoming', page: 1 });
    expect(readSessionsQuery({ group: 'past', page: '3' })).toEqual({ group: 'past', page: 3 });
    expect(readSessionsQuery({ group: 'all', page: '-2' })).toEqual({ group: 'upcoming', page: 1 });
    expect(sessionsHref('upcoming')).toBe('/mentoring/my-session');
    expect(sessionsHref('cancelled', 2)).toBe('/mentoring/my-session?group=cancelled&page=2');
  });
});
