// Device tokens (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a
// successful sign-in with a password the API hands the client a token that names the account;
// presented again at sign-in, it tells "a browser that has signed in to this account before"
// from anyone else, so an attack on the account (which locks out unknown clients) does not lock
// out its owner. The web keeps it in an httpOnly cookie; mobile apps send it in the body.
//
//   d1.<device id>.<user id>.<issued at, ms, base 36>.<HMAC-SHA256 of the rest>
//
// The device id names the device's own failure counter (its limit and lockout). Nothing is
// stored: a token dies after a year, or when the account's password changes (one issued before
// the change proves knowledge of a password that no longer works).
import { randomBytes } from 'node:crypto';
import { deviceTokenMac, sameHash } from './tokens';

export const DEVICE_TOKEN_TTL_SECONDS = 365 * 24 * 3600;
const VERSION = 'd1';
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const USER_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISSUED_PATTERN = /^[0-9a-z]{1,12}$/;
/** Instances' clocks differ a little; a token from further ahead was not made by us. */
const CLOCK_SKEW_MS = 60_000;

export type DeviceToken = { deviceId: string; token: string };

/** A token for this device: the id it already has (a trusted device), or a new one. */
export function mintDeviceToken(
  secret: string,
  input: { userId: string; deviceId?: string | undefined; now: Date },
): DeviceToken {
  const deviceId = input.deviceId ?? randomBytes(16).toString('base64url');
  const body = `${VERSION}.${deviceId}.${input.userId}.${input.now.getTime().toString(36)}`;
  return { deviceId, token: `${body}.${deviceTokenMac(secret, body)}` };
}

/**
 * The device id of a genuine, live token for this account, or null: anything else (forged,
 * another account's, expired, issued before the password last changed, malformed) is no token.
 */
export function readDeviceToken(
  secret: string,
  token: string,
  account: { userId: string; passwordChangedAt: Date | null; now: Date },
): string | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [version, deviceId, userId, issued, mac] = parts as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (version !== VERSION || !ID_PATTERN.test(deviceId) || !ISSUED_PATTERN.test(issued)) {
    return null;
  }
  if (!USER_ID_PATTERN.test(userId) || userId !== account.userId) return null;
  if (!sameHash(mac, deviceTokenMac(secret, parts.slice(0, 4).join('.')))) return null;
  const issuedAt = parseInt(issued, 36);
  const now = account.now.getTime();
  if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > DEVICE_TOKEN_TTL_SECONDS * 1000) {
    return null;
  }
  if (account.passwordChangedAt && issuedAt < account.passwordChangedAt.getTime()) return null;
  return deviceId;
}
