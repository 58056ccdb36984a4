// One rotation per refresh token across every web instance (docs/decisions/006 and 011). With
// several instances behind a load balancer, two of them can each be handed the same refresh
// token within a moment (a page on one, its /api calls on another), and the API revokes the
// session when a rotated token comes back. Through Redis, the first instance takes a short lock
// on the token and rotates; the others wait for its outcome and reuse it. The outcome (the new
// token pair) is stored sealed with a key derived from the old refresh token: Redis, its
// backups and anyone reading them never hold a usable token, only a holder of the old one can
// open it. Server only: imports node:crypto and ioredis.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RefreshOutcome } from './refresh-outcome';

const KEY_PREFIX = 'jenjang-web:refresh:';
/** Longer than the API call may take (10 s), so that a lock never lapses under a live rotation. */
export const ROTATION_LOCK_MS = 15_000;
const POLL_INTERVAL_MS = 40;

export type SharedRotation = {
  /** `rotate` runs on at most one instance per token; every caller gets its outcome. */
  rotateOnce(
    tokenId: string,
    refreshToken: string,
    rotate: () => Promise<RefreshOutcome>,
  ): Promise<RefreshOutcome>;
};

export type SharedRotationOptions = {
  /** How long an outcome answers repeated presentations (the memo's reuse window). */
  reuseWindowMs: number;
  now?: () => number;
  log?: (message: string) => void;
};

/** The key a stored outcome is sealed with: derived from the old refresh token alone. */
export function sealingKey(refreshToken: string, tokenId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', refreshToken, 'jenjang-web-refresh-memo', tokenId, 32));
}

/** AES-256-GCM under a key only the old refresh token gives: iv | tag | ciphertext. */
export function sealOutcome(outcome: RefreshOutcome, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(outcome), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The outcome, or null when the value was not sealed with this key (or was tampered with). */
export function openOutcome(sealed: string, key: Buffer): RefreshOutcome | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as RefreshOutcome;
  } catch {
    return null;
  }
}

const RELEASE_IF_OWNER =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

const UNAVAILABLE: RefreshOutcome = { ok: false, reason: 'unavailable' };

export function createSharedRotation(redis: Redis, options: SharedRotationOptions): SharedRotation {
  const now = options.now ?? Date.now;
  const pause = () => new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));

  async function rotateAsOwner(
    keys: { result: string; lock: string },
    key: Buffer,
    owner: string,
    rotate: () => Promise<RefreshOutcome>,
  ): Promise<RefreshOutcome> {
    // The previous owner may have finished between our look and our lock.
    const stored = await redis.get(keys.result);
    if (stored) return openOutcome(stored, key) ?? UNAVAILABLE;
    const outcome = await rotate();
    try {
      if (outcome.ok || outcome.reason === 'rejected') {
        await redis.set(keys.result, sealOutcome(outcome, key), 'PX', options.reuseWindowMs);
      } else {
        // No answer from the API: nothing to share, let the next presentation try again.
        await redis.eval(RELEASE_IF_OWNER, 1, keys.lock, owner);
      }
    } catch (error) {
      options.log?.(`refresh memo: could not share a rotation through Redis: ${String(error)}`);
    }
    return outcome;
  }

  return {
    async rotateOnce(tokenId, refreshToken, rotate) {
      const keys = {
        result: `${KEY_PREFIX}${tokenId}:result`,
        lock: `${KEY_PREFIX}${tokenId}:lock`,
      };
      const key = sealingKey(refreshToken, tokenId);
      const deadline = now() + ROTATION_LOCK_MS + 2_000;
      try {
        while (now() < deadline) {
          const owner = randomUUID();
          const locked = await redis.set(keys.lock, owner, 'PX', ROTATION_LOCK_MS, 'NX');
          if (locked === 'OK') return await rotateAsOwner(keys, key, owner, rotate);
          // Another instance holds the token: wait for its outcome, or for its lock to go.
          for (;;) {
            const [stored, lock] = await redis.mget(keys.result, keys.lock);
            if (stored) return openOutcome(stored, key) ?? UNAVAILABLE;
            if (!lock || now() >= deadline) break;
            await pause();
          }
        }
        return UNAVAILABLE;
      } catch (error) {
        // Redis is unreachable: rotate here, as a single instance would.
        options.log?.(`refresh memo: Redis unavailable, rotating locally: ${String(error)}`);
        return rotate();
      }
    },
  };
}
