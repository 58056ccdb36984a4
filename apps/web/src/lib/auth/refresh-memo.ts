// The rotation memo: each refresh token is rotated once, and every presentation of it within
// the reuse window gets that outcome. In one process, concurrent callers share one promise; with
// a SharedRotation (Redis), instances share it too (shared-rotation.ts).
import { createHash } from 'node:crypto';
import type { RefreshContext, RefreshOutcome } from './refresh-outcome';
import type { SharedRotation } from './shared-rotation';

type MemoEntry = { outcome: Promise<RefreshOutcome>; settledAt?: number };

export type RefreshMemo = {
  refresh(
    refreshToken: string,
    context: RefreshContext,
    now?: () => number,
  ): Promise<RefreshOutcome>;
  clear(): void;
};

export type RefreshMemoOptions = {
  /** Asks the API for a new pair (one call). */
  rotate: (refreshToken: string, context: RefreshContext) => Promise<RefreshOutcome>;
  reuseWindowMs: number;
  shared?: SharedRotation;
};

/** The token's name in the memo and in Redis: its SHA-256, never the token itself. */
export function tokenIdOf(refreshToken: string): string {
  return createHash('sha256').update(refreshToken).digest('base64url');
}

export function createRefreshMemo(options: RefreshMemoOptions): RefreshMemo {
  const entries = new Map<string, MemoEntry>();

  function prune(at: number): void {
    for (const [key, entry] of entries) {
      if (entry.settledAt !== undefined && at - entry.settledAt > options.reuseWindowMs) {
        entries.delete(key);
      }
    }
  }

  return {
    refresh(refreshToken, context, now = Date.now) {
      prune(now());
      const key = tokenIdOf(refreshToken);
      const existing = entries.get(key);
      if (existing) return existing.outcome;
      const rotate = () => options.rotate(refreshToken, context);
      const outcome = options.shared
        ? options.shared.rotateOnce(key, refreshToken, rotate)
        : rotate();
      const entry: MemoEntry = {
        outcome: outcome.then((settled) => {
          // A failure for want of an answer is not remembered: the next request may try again.
          if (!settled.ok && settled.reason === 'unavailable') entries.delete(key);
          else entry.settledAt = now();
          return settled;
        }),
      };
      entries.set(key, entry);
      return entry.outcome;
    },
    clear() {
      entries.clear();
    },
  };
}
