import { describe, expect, it } from 'vitest';
import {
  API_ERROR_CODES,
  isApiErrorCode,
  isAuthorizationFailure,
  isPreScreeningAnswerError,
  NETWORK_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGES,
  networkErrorMessage,
} from './catalogue';

describe('API error codes', () => {
  it('holds the catalogue', () => {
    expect(API_ERROR_CODES).toContain('JOB_ALREADY_APPLIED');
    expect(API_ERROR_CODES).toContain('USER_IS_NOT_STUDENT');
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
    expect(isApiErrorCode('RATE_LIMITED')).toBe(true);
    expect(isApiErrorCode('rate_limited')).toBe(false);
  });

  it('keeps the network message as the spec spells it', () => {
    expect(NETWORK_ERROR_MESSAGE).toBe('A network error occured. Please try refreshing the page');
  });

  it('has NETWORK_ERROR in the catalogue, in both languages', () => {
    expect(isApiErrorCode('NETWORK_ERROR')).toBe(true);
    expect(NETWORK_ERROR_MESSAGES.en).toBe(NETWORK_ERROR_MESSAGE);
    expect(NETWORK_ERROR_MESSAGES.idn).toMatch(/jaringan/);
    expect(networkErrorMessage('en')).toBe(NETWORK_ERROR_MESSAGE);
    expect(networkErrorMessage('en-US,en;q=0.9')).toBe(NETWORK_ERROR_MESSAGE);
    expect(networkErrorMessage('idn')).toBe(NETWORK_ERROR_MESSAGES.idn);
    expect(networkErrorMessage('id-ID,id;q=0.9,en;q=0.8')).toBe(NETWORK_ERROR_MESSAGES.idn);
    expect(networkErrorMessage(null)).toBe(NETWORK_ERROR_MESSAGE);
    expect(networkErrorMessage('identity')).toBe(NETWORK_ERROR_MESSAGE);
  });
});

describe('isPreScreeningAnswerError', () => {
  it.each([
    ['INCOMPLETE_PRE_SCREENING_ANSWERS', true],
    ['INVALID_PRE_SCREENING_ANSWERS_OPTION', true],
    ['INVALID_PRE_SCREENING_ANSWERS', true],
    ['JOB_ALREADY_APPLIED', false],
    ['invalid_pre_screening_answers', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (messageId, expected) => {
    expect(isPreScreeningAnswerError(messageId)).toBe(expected);
  });
});

describe('isAuthorizationFailure', () => {
  it.each([
    [{ label: 'Authorization Error' }, true],
    [{ label: 'AUTHORIZATION' }, true],
    [{ messageId: 'UNAUTHORIZED' }, true],
    [{ messageId: 'INVALID_TOKEN' }, true],
    [{ messageId: 'token_expired' }, true],
    [{ message: 'Authentication failed' }, true],
    [{ message: 'Your session has EXPIRED' }, true],
    [{ label: 'Bad Request', messageId: 'VALIDATION_ERROR', message: 'name is required' }, false],
    [{ label: 'Forbidden', messageId: 'FORBIDDEN', message: 'Not allowed' }, false],
    // Each word only counts in its own field.
    [{ message: 'token missing' }, false],
    [{ label: 'expired' }, false],
    [{ messageId: 'AUTHENTICATION' }, false],
    [{}, false],
    [{ label: null, messageId: null, message: null }, false],
  ])('%j → %s', (err, expected) => {
    expect(isAuthorizationFailure(err)).toBe(expected);
  });
});
