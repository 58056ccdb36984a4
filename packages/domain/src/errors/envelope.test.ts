import { describe, expect, it } from 'vitest';
import { readErrorEnvelope } from './envelope';

const base = { statusCode: 400, label: 'Bad Request', messageId: 'VALIDATION_ERROR', message: 'x' };

describe('readErrorEnvelope', () => {
  it('reads an envelope with and without field details', () => {
    expect(readErrorEnvelope(base)).toEqual(base);
    const details = [{ field: 'email', message: 'Email tidak valid.' }];
    expect(readErrorEnvelope({ ...base, details })).toEqual({ ...base, details });
  });

  it('reads the wait of a 503 or 429, and drops a malformed one', () => {
    const unavailable = { ...base, statusCode: 503, messageId: 'SERVICE_UNAVAILABLE' };
    expect(readErrorEnvelope({ ...unavailable, retryAfter: 5 })).toEqual({
      ...unavailable,
      retryAfter: 5,
    });
    expect(readErrorEnvelope({ ...unavailable, retryAfter: '5' })).toEqual(unavailable);
    expect(readErrorEnvelope({ ...unavailable, retryAfter: -1 })).toEqual(unavailable);
  });

  it('drops fields the envelope does not define', () => {
    expect(readErrorEnvelope({ ...base, stack: 'secret' })).toEqual(base);
  });

  it.each([
    ['null', null],
    ['a string', 'Bad Gateway'],
    ['an array', [base]],
    ['a missing messageId', { ...base, messageId: undefined }],
    ['a non-integer status', { ...base, statusCode: 400.5 }],
    ['a numeric message', { ...base, message: 3 }],
    ['details that are not a list', { ...base, details: { field: 'a', message: 'b' } }],
    ['a detail without a message', { ...base, details: [{ field: 'a' }] }],
  ])('refuses %s', (_name, body) => {
    expect(readErrorEnvelope(body)).toBeNull();
  });
});
