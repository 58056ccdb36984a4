import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';
import { initialResetStep, stepAfterImportedInfo } from './reset-steps';
import { RESET_STORAGE_KEY, clearReset, loadReset, saveReset } from './reset-token-store';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('reset token store', () => {
  it('gives back a saved reset until it expires, then forgets it', () => {
    const storage = memoryStorage();
    saveReset(storage, {
      resetToken: 'tok-123',
      email: 'a@b.id',
      expiresInSeconds: 900,
      now: 1_000,
    });
    expect(loadReset(storage, 1_000 + 899_000)).toEqual({
      resetToken: 'tok-123',
      email: 'a@b.id',
      expiresAt: 901_000,
    });
    expect(loadReset(storage, 901_000)).toBeNull();
    expect(storage.items.has(RESET_STORAGE_KEY)).toBe(false);
  });

  it('drops unreadable records', () => {
    const storage = memoryStorage();
    storage.setItem(RESET_STORAGE_KEY, '{not json');
    expect(loadReset(storage, 0)).toBeNull();
    storage.setItem(
      RESET_STORAGE_KEY,
      JSON.stringify({ resetToken: '', email: 'a', expiresAt: 9 }),
    );
    expect(loadReset(storage, 0)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('clears on demand', () => {
    const storage = memoryStorage();
    saveReset(storage, { resetToken: 't', email: 'e', expiresInSeconds: 60, now: 0 });
    clearReset(storage);
    expect(loadReset(storage, 0)).toBeNull();
  });
});

describe('initialResetStep', () => {
  it('opens on the new password when the tab holds a reset', () => {
    expect(
      initialResetStep({
        stored: { resetToken: 't', email: 'a@b.id', expiresAt: 1 },
        emailFromLink: 'other@b.id',
      }),
    ).toEqual({ name: 'password', email: 'a@b.id', resetToken: 't' });
  });

  it('opens on the code when arriving from the email link', () => {
    expect(initialResetStep({ stored: null, emailFromLink: 'a@b.id' })).toEqual({
      name: 'code',
      email: 'a@b.id',
      codeExpiresInSeconds: null,
    });
  });

  it('opens on the email otherwise', () => {
    expect(initialResetStep({ stored: null, emailFromLink: null })).toEqual({
      name: 'email',
      email: '',
    });
  });
});

describe('stepAfterImportedInfo', () => {
  it('sends a code only when a password is due', () => {
    expect(stepAfterImportedInfo('a@b.id', { needsPassword: true })).toBe('send-code');
    expect(stepAfterImportedInfo('a@b.id', { needsPassword: false })).toEqual({
      name: 'not-needed',
      email: 'a@b.id',
    });
  });
});

describe('secondsLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_800)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});
