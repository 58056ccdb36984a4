import { describe, expect, it } from 'vitest';
import { joinWindowState, sessionJoinWindow } from './join-window';
import { MENTORING_TIMING } from './session-states';

const time = { startsAt: '2026-12-01T02:00:00.000Z', endsAt: '2026-12-01T03:00:00.000Z' };
const at = (iso: string) => new Date(iso);

describe('the join window', () => {
  it('opens the set minutes before the start and closes at the end', () => {
    expect(MENTORING_TIMING.joinOpensMinutesBefore).toBe(15);
    const window = sessionJoinWindow(time);
    expect(window.opensAt.toISOString()).toBe('2026-12-01T01:45:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-12-01T03:00:00.000Z');
  });

  it('is early days before, and a minute before it opens', () => {
    expect(joinWindowState(time, at('2026-11-18T02:00:00.000Z'))).toBe('early');
    expect(joinWindowState(time, at('2026-12-01T01:44:59.999Z'))).toBe('early');
  });

  it('is open from the opening instant through the session', () => {
    expect(joinWindowState(time, at('2026-12-01T01:45:00.000Z'))).toBe('open');
    expect(joinWindowState(time, at('2026-12-01T02:30:00.000Z'))).toBe('open');
    expect(joinWindowState(time, at('2026-12-01T02:59:59.999Z'))).toBe('open');
  });

  it('is over from the end on', () => {
    expect(joinWindowState(time, at('2026-12-01T03:00:00.000Z'))).toBe('over');
    expect(joinWindowState(time, at('2026-12-02T00:00:00.000Z'))).toBe('over');
  });
});
