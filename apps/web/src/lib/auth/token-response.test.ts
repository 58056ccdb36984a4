import { describe, expect, it } from 'vitest';
import {
  deviceTokenOf,
  endsSession,
  TOKEN_ISSUING_PATHS,
  tokenPairOf,
  withoutTokens,
} from './token-response';

const login = {
  data: {
    tokenData: { token: 'jwt', expire: 900, refreshToken: 'opaque', refreshExpire: 100 },
    user: { id: 'u1' },
    role: 'student',
  },
};

describe('token answers', () => {
  it('finds the pair and strips the tokens, keeping the rest', () => {
    expect(tokenPairOf(login)).toEqual(login.data.tokenData);
    expect(withoutTokens(login)).toEqual({
      data: { tokenData: { expire: 900, refreshExpire: 100 }, user: { id: 'u1' }, role: 'student' },
    });
    expect(JSON.stringify(withoutTokens(login))).not.toContain('opaque');
  });

  it('finds the device token and strips it too', () => {
    const signIn = { data: { ...login.data, deviceToken: 'd1.device-token' } };
    expect(deviceTokenOf(signIn)).toBe('d1.device-token');
    expect(deviceTokenOf(login)).toBeNull();
    expect(withoutTokens(signIn)).toEqual(withoutTokens(login));
  });

  it('leaves other bodies alone', () => {
    expect(tokenPairOf({ data: { docs: [] } })).toBeNull();
    expect(withoutTokens({ data: 1 })).toEqual({ data: 1 });
    expect(tokenPairOf({ data: { tokenData: { token: 1 } } })).toBeNull();
  });

  it('knows which calls issue tokens and which end the session', () => {
    expect(TOKEN_ISSUING_PATHS.has('v1/login/email')).toBe(true);
    expect(TOKEN_ISSUING_PATHS.has('v1/users/sign-up/verify')).toBe(true);
    // Starting a sign-up only mails a code.
    expect(TOKEN_ISSUING_PATHS.has('v1/users/sign-up')).toBe(false);
    expect(TOKEN_ISSUING_PATHS.has('v1/users/me')).toBe(false);
    expect(endsSession('POST', 'v1/login/logout')).toBe(true);
    expect(endsSession('DELETE', 'v1/users/me')).toBe(true);
    expect(endsSession('GET', 'v1/users/me')).toBe(false);
  });
});
