import { describe, expect, it } from 'vitest';
import { describeFailure, retryAfterParts } from './api-failure';

const FIELDS = ['email', 'password', 'name'] as const;

function apiError(overrides: Record<string, unknown>) {
  return Object.assign(new Error(String(overrides.message ?? '')), {
    status: 400,
    messageId: 'VALIDATION_ERROR',
    ...overrides,
  });
}

describe('describeFailure', () => {
  it('puts validation details beside their fields without an extra alert', () => {
    const failure = describeFailure(
      apiError({
        message: 'Permintaan tidak valid. Periksa kolom yang ditandai.',
        details: [
          { field: 'password', message: 'Kata sandi ini terlalu umum dan mudah ditebak.' },
          { field: 'password', message: 'second message for the same field is dropped' },
        ],
      }),
      FIELDS,
    );
    expect(failure.fields).toEqual({ password: 'Kata sandi ini terlalu umum dan mudah ditebak.' });
    expect(failure.alert).toBeNull();
  });

  it('alerts with the server message when a detail names a field the form lacks', () => {
    const failure = describeFailure(
      apiError({
        message: 'The request is invalid. Check the fields listed.',
        details: [
          { field: 'email', message: 'Wrong format.' },
          { field: 'handphone', message: 'Wrong format.' },
        ],
      }),
      FIELDS,
    );
    expect(failure.fields).toEqual({ email: 'Wrong format.' });
    expect(failure.alert).toEqual({
      kind: 'server',
      messageId: 'VALIDATION_ERROR',
      message: 'The request is invalid. Check the fields listed.',
    });
  });

  it('alerts with the server message for wrong credentials', () => {
    const failure = describeFailure(
      apiError({
        status: 403,
        messageId: 'INVALID_CREDENTIALS',
        message: 'Email atau kata sandi salah.',
      }),
      FIELDS,
    );
    expect(failure).toEqual({
      fields: {},
      alert: {
        kind: 'server',
        messageId: 'INVALID_CREDENTIALS',
        message: 'Email atau kata sandi salah.',
      },
      messageId: 'INVALID_CREDENTIALS',
    });
  });

  it('puts an error beside the field it belongs to when told so', () => {
    const failure = describeFailure(
      apiError({
        status: 403,
        messageId: 'INVALID_CODE',
        message: 'Kode salah atau tidak berlaku lagi.',
      }),
      ['code', 'password'] as const,
      { INVALID_CODE: 'code' },
    );
    expect(failure.fields).toEqual({ code: 'Kode salah atau tidak berlaku lagi.' });
    expect(failure.alert).toBeNull();
  });

  it('turns 429 into a wait, from Retry-After', () => {
    const failure = describeFailure(
      apiError({ status: 429, messageId: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 42.2 }),
      FIELDS,
    );
    expect(failure.alert).toEqual({ kind: 'retry-after', seconds: 43 });
  });

  it('waits a minute when a 429 came without Retry-After', () => {
    const failure = describeFailure(apiError({ status: 429, messageId: 'RATE_LIMITED' }), FIELDS);
    expect(failure.alert).toEqual({ kind: 'retry-after', seconds: 60 });
  });

  it('reads fetch failures and status 0 as network trouble', () => {
    expect(describeFailure(new TypeError('Failed to fetch'), FIELDS).alert).toEqual({
      kind: 'network',
    });
    expect(
      describeFailure(apiError({ status: 0, messageId: 'NETWORK_ERROR' }), FIELDS).alert,
    ).toEqual({
      kind: 'network',
    });
  });

  it('falls back to an unknown error for anything else', () => {
    expect(describeFailure(new Error('boom'), FIELDS).alert).toEqual({ kind: 'unknown' });
    expect(
      describeFailure(apiError({ status: 500, messageId: 'UNKNOWN_ERROR', message: '' }), FIELDS)
        .alert,
    ).toEqual({
      kind: 'unknown',
    });
  });
});

describe('retryAfterParts', () => {
  it('counts seconds up to a minute and a half, then minutes', () => {
    expect(retryAfterParts(1)).toEqual({ unit: 'seconds', seconds: 1 });
    expect(retryAfterParts(89.5)).toEqual({ unit: 'minutes', minutes: 2 });
    expect(retryAfterParts(89)).toEqual({ unit: 'seconds', seconds: 89 });
    expect(retryAfterParts(900)).toEqual({ unit: 'minutes', minutes: 15 });
    expect(retryAfterParts(901)).toEqual({ unit: 'minutes', minutes: 16 });
  });
});
