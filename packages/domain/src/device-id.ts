import { DEVICE_ID_LENGTH } from './constants';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * The 24-character device id stored locally (spec section 9), from letters and digits so it is
 * safe in headers, cookies and URLs. `random` is injectable for tests; Math.random is enough
 * because the id only tells devices apart for analytics, it is no secret. A `random` that
 * misbehaves (1 or more, negative) is clamped into the alphabet rather than yielding 'undefined'.
 */
export function generateDeviceId(random: () => number = Math.random): string {
  let id = '';
  for (let i = 0; i < DEVICE_ID_LENGTH; i += 1) {
    const index = Math.min(
      ALPHABET.length - 1,
      Math.max(0, Math.floor(random() * ALPHABET.length)),
    );
    id += ALPHABET.charAt(index);
  }
  return id;
}

export function isDeviceId(value: string): boolean {
  return value.length === DEVICE_ID_LENGTH && /^[A-Za-z0-9]+$/.test(value);
}
