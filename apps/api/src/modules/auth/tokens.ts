// Access tokens (short JWTs, HS256 only), opaque refresh and reset tokens, and the keyed hashes
// under which one-time secrets are stored.
import {
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { ROLES, type Role } from '@jenjang/domain';
import { jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { z } from 'zod';

export type TokenSettings = {
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
};

/** RFC 9068: the type tells an access token apart from any other JWT we might sign. */
const ACCESS_TOKEN_TYPE = 'at+jwt';
/** The only algorithm accepted: "none", RS256-with-our-secret and the like are refused. */
const ACCESS_TOKEN_ALGORITHM = 'HS256';
/**
 * Clocks of API instances differ a little; a token issued further ahead than this was not made
 * by us for now (a forged or pre-minted token, or a server with a badly wrong clock).
 */
export const MAX_ISSUED_AT_SKEW_SECONDS = 60;

const keys = new Map<string, Uint8Array>();

/** Separate keys for separate uses, all derived from JWT_SECRET. */
function derivedKey(
  secret: string,
  use: 'access-token' | 'one-time-secret' | 'device-token',
): Uint8Array {
  const id = `${use}\u0000${secret}`;
  let key = keys.get(id);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, '', `jenjang ${use} v1`, 32));
    keys.set(id, key);
  }
  return key;
}

const accessKeys = new Map<string, Promise<CryptoKey>>();

/** Imported once: given raw bytes, jose would import the HMAC key again on every call. */
function accessTokenKey(secret: string): Promise<CryptoKey> {
  let key = accessKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      derivedKey(secret, 'access-token'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    accessKeys.set(secret, key);
  }
  return key;
}

export type AccessClaims = { userId: string; role: Role; sessionId: string };

const claimsSchema = z.object({
  sub: z.uuid(),
  sid: z.uuid(),
  role: z.enum(ROLES),
});

export async function signAccessToken(
  settings: TokenSettings,
  claims: AccessClaims,
  now: Date,
): Promise<{ token: string; expiresIn: number }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ role: claims.role, sid: claims.sessionId })
    .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: ACCESS_TOKEN_TYPE })
    .setSubject(claims.userId)
    .setIssuer(settings.jwtIssuer)
    .setAudience(settings.jwtAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + settings.accessTokenTtlSeconds)
    .setJti(randomBytes(12).toString('base64url'))
    .sign(await accessTokenKey(settings.jwtSecret));
  return { token, expiresIn: settings.accessTokenTtlSeconds };
}

/** The claims of a valid access token, or null for anything else (forged, expired, foreign). */
export async function verifyAccessToken(
  settings: TokenSettings,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await accessTokenKey(settings.jwtSecret), {
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      typ: ACCESS_TOKEN_TYPE,
      issuer: settings.jwtIssuer,
      audience: settings.jwtAudience,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: now,
      clockTolerance: 5,
    });
    // jose checks exp and nbf but takes any iat; we never issue one ahead of our own clock.
    if (typeof payload.iat !== 'number') return null;
    if (payload.iat > now.getTime() / 1000 + MAX_ISSUED_AT_SKEW_SECONDS) return null;
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    return { userId: claims.data.sub, role: claims.data.role, sessionId: claims.data.sid };
  } catch {
    return null;
  }
}

/** 32 random bytes, base64url: refresh and reset tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Refresh tokens are high-entropy: a plain SHA-256 is enough to store them. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A 6-digit code, uniformly drawn. */
export function newSixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * Keyed hash of a one-time secret. A 6-digit code has too little entropy for a plain hash (a
 * leaked table would be reversed in a second); without the server key it cannot be.
 */
export function hashOneTimeSecret(secret: string, value: string): string {
  return createHmac('sha256', derivedKey(secret, 'one-time-secret'))
    .update(value)
    .digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The MAC of a device token's body (device-tokens.ts), under a key of its own. */
export function deviceTokenMac(secret: string, body: string): string {
  return createHmac('sha256', derivedKey(secret, 'device-token')).update(body).digest('base64url');
}
