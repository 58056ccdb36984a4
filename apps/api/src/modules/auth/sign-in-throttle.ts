// Who may try a password now, and how long they wait first (docs/decisions/010, after OWASP's
// Authentication Cheat Sheet and "Slow Down Online Guessing Attacks with Device Cookies"):
//
// - a client with a valid device token for the account is limited only by that device's own
//   failures: an attack on the account from elsewhere never locks out its owner's browser;
// - any other client is limited per (account, address) pair (low), per address (any account)
//   and per account (a far higher ceiling, which stops an attack spread over many addresses),
//   and is slowed down as the account's recent failures grow, up to a cap.
//
// Only failures count: every attempt is counted before its password is checked (so a burst of
// parallel guesses cannot slip past a limit) and taken back when it succeeds or is refused.
import type { SignInLimits } from '../../config';
import type { AttemptCounter } from '../../platform/attempt-counter';
import { emailRateKey } from '../../platform/rate-limits';

export type SignInAdmission =
  | {
      admitted: true;
      /** Wait this long before answering (0 for trusted devices and quiet accounts). */
      delayMs: number;
      /** A success is taken back from every count; a failure stays counted. */
      settle(outcome: 'success' | 'failure'): Promise<void>;
    }
  | { admitted: false; retryAfterSeconds: number };

export type SignInThrottle = {
  admit(input: { email: string; ip: string; deviceId: string | null }): Promise<SignInAdmission>;
};

/** Failures an account may have in a window before its answers slow down. */
export const FAILURES_BEFORE_SLOWDOWN = 3;
const FIRST_DELAY_MS = 250;

/** 0 ms for the first few failures, then 250 ms doubling with each failure, up to the cap. */
export function signInDelayMs(recentFailures: number, maxDelayMs: number): number {
  if (recentFailures < FAILURES_BEFORE_SLOWDOWN) return 0;
  const doublings = Math.min(recentFailures - FAILURES_BEFORE_SLOWDOWN, 20);
  return Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** doublings);
}

/**
 * The part of an address that one client controls: IPv4 as it is, IPv6 by its /64 prefix (one
 * subscriber usually gets a whole /64 and could otherwise take a fresh address per guess).
 */
export function clientAddressKey(ip: string): string {
  const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
  if (!address.includes(':')) return address;
  const prefix = ipv6Groups(address.toLowerCase())
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}

/** The eight groups of an IPv6 address, with `::` expanded. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  if (tail === undefined) return left;
  const right = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...zeros, ...right];
}

export function createSignInThrottle(deps: {
  counter: AttemptCounter;
  limits: SignInLimits;
  windowMs: number;
}): SignInThrottle {
  const { counter, limits, windowMs } = deps;
  return {
    async admit({ email, ip, deviceId }) {
      const account = emailRateKey(email) ?? '';
      const address = clientAddressKey(ip);
      const rules = deviceId
        ? [{ key: `sign-in:device:${deviceId}`, max: limits.perDevice }]
        : [
            { key: `sign-in:ip:${address}`, max: limits.perIp },
            { key: `sign-in:pair:${account}:${address}`, max: limits.perAccountAndIp },
            { key: `sign-in:account:${account}`, max: limits.perAccount },
          ];
      const keys = rules.map((rule) => rule.key);
      const counts = await counter.hit(keys, windowMs);
      const exceeded = counts.filter((count, i) => count.count > rules[i]!.max);
      if (exceeded.length > 0) {
        // A refused attempt checks no password: it must not count, or one address could push
        // the account to its ceiling and lock its owner out from everywhere else.
        await counter.undo(keys);
        const resetInMs = Math.max(...exceeded.map((count) => count.resetInMs));
        return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
      }
      const accountFailures = deviceId ? 0 : (counts[2]?.count ?? 1) - 1;
      return {
        admitted: true,
        delayMs: signInDelayMs(accountFailures, limits.maxDelayMs),
        async settle(outcome) {
          if (outcome === 'success') await counter.undo(keys);
        },
      };
    },
  };
}
