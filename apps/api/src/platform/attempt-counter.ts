// Counters of attempts in fixed windows, for limits that count only some outcomes (failed
// sign-ins) and so cannot use @fastify/rate-limit, which counts every request. They live in the
// same store as the request limits: Redis when configured, so every instance counts together;
// this process's memory otherwise.
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

export type WindowCount = {
  /** Attempts in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetInMs: number;
};

export type AttemptCounter = {
  /** Counts one attempt under each key (atomically per key); the answers in the keys' order. */
  hit(keys: readonly string[], windowMs: number): Promise<WindowCount[]>;
  /** Takes back one attempt under each key (one that turned out not to count, e.g. a success). */
  undo(keys: readonly string[]): Promise<void>;
};

const KEY_PREFIX = 'jenjang-attempts:';

// INCR, and start the window on the first attempt; a key left without expiry (a crash between
// the two calls cannot happen inside a script, but an older key might) gets one too.
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  if n == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then redis.call('PEXPIRE', key, ARGV[1]); ttl = tonumber(ARGV[1]) end
  out[i] = {n, ttl}
end
return out`;

const UNDO_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 and redis.call('DECR', key) <= 0 then redis.call('DEL', key) end
end
return 0`;

export function createRedisAttemptCounter(redis: Redis): AttemptCounter {
  return {
    async hit(keys, windowMs) {
      if (keys.length === 0) return [];
      const rows = (await redis.eval(
        HIT_SCRIPT,
        keys.length,
        ...keys.map((key) => KEY_PREFIX + key),
        String(windowMs),
      )) as [number, number][];
      return rows.map(([count, resetInMs]) => ({ count, resetInMs }));
    },
    async undo(keys) {
      if (keys.length === 0) return;
      await redis.eval(UNDO_SCRIPT, keys.length, ...keys.map((key) => KEY_PREFIX + key));
    },
  };
}

type Entry = { count: number; resetAt: number };

/**
 * One process's counters, bounded in number (the least recently used go first, which under a
 * flood of made-up keys forgets the quiet ones, never the busy ones) and timed by the clock.
 */
export function createMemoryAttemptCounter(clock: Clock, maxKeys = 100_000): AttemptCounter {
  const now = () => clock.now().getTime();
  const entries = new LRUCache<string, Entry>({ max: maxKeys, perf: { now } });
  return {
    async hit(keys, windowMs) {
      const at = now();
      return keys.map((key) => {
        const current = entries.get(key);
        const entry =
          current && current.resetAt > at ? current : { count: 0, resetAt: at + windowMs };
        entry.count += 1;
        entries.set(key, entry, { ttl: entry.resetAt - at });
        return { count: entry.count, resetInMs: entry.resetAt - at };
      });
    },
    async undo(keys) {
      const at = now();
      for (const key of keys) {
        const entry = entries.get(key);
        if (!entry || entry.resetAt <= at) continue;
        entry.count -= 1;
        if (entry.count <= 0) entries.delete(key);
      }
    },
  };
}

type FailoverLog = { warn(obj: object, msg: string): void; info(msg: string): void };

/**
 * Redis counts, shared by every instance; while Redis cannot be reached (or answers with an
 * error), this process's memory counts instead, so limits get looser by the number of instances
 * but never switch off and no request fails for it. The next successful Redis call takes over
 * again. Each switch is logged once, not once per request.
 */
export function createFailoverAttemptCounter(deps: {
  primary: AttemptCounter;
  fallback: AttemptCounter;
  log: FailoverLog;
}): AttemptCounter {
  const { primary, fallback, log } = deps;
  let failing = false;
  async function attempt<T>(useCounter: (counter: AttemptCounter) => Promise<T>): Promise<T> {
    try {
      const result = await useCounter(primary);
      if (failing) {
        failing = false;
        log.info('rate-limit store reachable again: counting in Redis');
      }
      return result;
    } catch (error) {
      if (!failing) {
        failing = true;
        log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'rate-limit store unreachable: counting in this process until it answers',
        );
      }
      return useCounter(fallback);
    }
  }
  return {
    hit: (keys, windowMs) => attempt((counter) => counter.hit(keys, windowMs)),
    undo: (keys) => attempt((counter) => counter.undo(keys)),
  };
}

/**
 * The store of this deployment: Redis when configured (with this process's memory while Redis
 * is unreachable), memory otherwise.
 */
export function createAttemptCounter(deps: {
  redis: Redis | undefined;
  clock: Clock;
  log: FailoverLog;
}): AttemptCounter {
  const memory = createMemoryAttemptCounter(deps.clock);
  return deps.redis
    ? createFailoverAttemptCounter({
        primary: createRedisAttemptCounter(deps.redis),
        fallback: memory,
        log: deps.log,
      })
    : memory;
}
