// The pure parts of the sign-in throttle: the slowdown curve, client address keys, and the
// memory counters' windows on an injected clock (the Redis ones: sign-in-protection.test.ts).
import { describe, expect, it } from 'vitest';
import { createMemoryAttemptCounter } from '../../platform/attempt-counter';
import { clientAddressKey, signInDelayMs } from './sign-in-throttle';

describe('signInDelayMs', () => {
  it('waits nothing for 3 failures, then 250 ms doubling, capped', () => {
    const delays = Array.from({ length: 10 }, (_, failures) => signInDelayMs(failures, 3000));
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 3000, 3000, 3000]);
    expect(signInDelayMs(1_000_000, 3000)).toBe(3000);
    expect(signInDelayMs(50, 0)).toBe(0);
  });
});

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, IPv4-mapped ones included', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:9',
    ]) {
      expect(clientAddressKey(address), address).toBe(key);
    }
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('memory attempt counter', () => {
  it('counts in fixed windows on the injected clock, and takes attempts back', async () => {
    let now = Date.parse('2026-11-25T01:00:00Z');
    const counter = createMemoryAttemptCounter({ now: () => new Date(now) });
    expect(await counter.hit(['a', 'b'], 60_000)).toEqual([
      { count: 1, resetInMs: 60_000 },
      { count: 1, resetInMs: 60_000 },
    ]);
    now += 20_000;
    expect(await counter.hit(['a'], 60_000)).toEqual([{ count: 2, resetInMs: 40_000 }]);
    await counter.undo(['a', 'b']);
    expect(await counter.hit(['a', 'b'], 60_000)).toEqual([
      { count: 2, resetInMs: 40_000 },
      { count: 1, resetInMs: 60_000 },
    ]);
    now += 40_000;
    expect(await counter.hit(['a'], 60_000)).toEqual([{ count: 1, resetInMs: 60_000 }]);
  });
});
