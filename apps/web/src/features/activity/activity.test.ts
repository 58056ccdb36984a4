import { isDeviceId } from '@jenjang/domain';
import { describe, expect, it } from 'vitest';
import { activityBody, DEVICE_ID_KEY, GUEST_ID_KEY, guestIdentity } from './activity';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

describe('guest identity', () => {
  it('creates a device id of 24 characters and a guest id once, then reuses them', () => {
    const storage = memoryStorage();
    const first = guestIdentity(storage);
    expect(isDeviceId(first.deviceId)).toBe(true);
    expect(first.guestId).toMatch(/^guest-[A-Za-z0-9]+$/);
    expect(guestIdentity(storage)).toEqual(first);
    expect(storage.map.get(DEVICE_ID_KEY)).toBe(first.deviceId);
  });

  it('replaces a damaged stored value', () => {
    const storage = memoryStorage({ [DEVICE_ID_KEY]: 'short', [GUEST_ID_KEY]: 'bad id!' });
    const identity = guestIdentity(storage);
    expect(isDeviceId(identity.deviceId)).toBe(true);
    expect(identity.guestId).not.toBe('bad id!');
  });
});

describe('activityBody', () => {
  it('sends only the activity for a signed-in user', () => {
    expect(activityBody({ type: 'jobView', jobId: 'j1' }, true, memoryStorage())).toEqual({
      type: 'jobView',
      jobId: 'j1',
      payload: {},
    });
  });

  it('adds the guest ids for a guest, and sends nothing without storage', () => {
    const body = activityBody(
      { type: 'search', payload: { search: 'admin' } },
      false,
      memoryStorage(),
    );
    expect(body).toMatchObject({ type: 'search', payload: { search: 'admin' } });
    expect(body?.guestId).toBeTruthy();
    expect(body?.deviceId).toBeTruthy();
    expect(activityBody({ type: 'search' }, false, undefined)).toBeNull();
  });
});
