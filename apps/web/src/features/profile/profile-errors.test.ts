import { describe, expect, it } from 'vitest';
import { describeSaveFailure } from './profile-errors';

const texts = {
  network: 'network',
  saveFailed: 'saveFailed',
  rateLimited: (seconds: number) => `wait ${seconds}`,
  checkFields: 'checkFields',
};

const apiError = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? '')), {
    status: 400,
    messageId: 'VALIDATION_ERROR',
    ...fields,
  });

describe('describeSaveFailure', () => {
  it('places field messages and says so above the form, or not', () => {
    const error = apiError({
      message: 'invalid',
      details: [{ field: 'birthdate', message: 'Tanggal lahir tidak masuk akal.' }],
    });
    expect(describeSaveFailure(error, texts)).toEqual({
      fields: { birthdate: 'Tanggal lahir tidak masuk akal.' },
      formError: 'checkFields',
    });
    expect(describeSaveFailure(error, { ...texts, checkFields: null }).formError).toBeNull();
  });

  it('says the server sentence, a wait, or that the network failed', () => {
    expect(describeSaveFailure(apiError({ status: 403, message: 'Salah.' }), texts)).toEqual({
      fields: {},
      formError: 'Salah.',
    });
    expect(describeSaveFailure(apiError({ status: 500, message: '' }), texts).formError).toBe(
      'saveFailed',
    );
    expect(
      describeSaveFailure(apiError({ status: 429, retryAfterSeconds: 30 }), texts).formError,
    ).toBe('wait 30');
    expect(describeSaveFailure(new TypeError('Failed to fetch'), texts)).toEqual({
      fields: {},
      formError: 'network',
    });
  });
});
