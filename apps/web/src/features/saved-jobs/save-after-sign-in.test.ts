import { describe, expect, it } from 'vitest';
import {
  isJobId,
  pendingSaveQuery,
  rememberSaveOutcome,
  SAVE_OUTCOME_KEY,
  signInToSavePath,
  takeSaveOutcome,
} from './save-after-sign-in';

const JOB = '0b5f3f3e-8c1a-4f3e-9b7a-2d6c1e4a9f10';

/** The part of Storage these functions use, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  } as Storage;
}

describe('saving a job after signing in', () => {
  it('sends a guest to sign in with the page to come back to and the job to save', () => {
    const path = signInToSavePath('/loker/akuntan~pt-maju?tab=1', JOB);
    const url = new URL(path, 'https://jenjang.example');
    expect(url.pathname).toBe('/sign-in');
    expect(url.searchParams.get('returnUrl')).toBe('/loker/akuntan~pt-maju?tab=1');
    expect(url.searchParams.get('saveJob')).toBe(JOB);
  });

  it('looks up only job ids shaped like the API’s', () => {
    expect(isJobId(JOB)).toBe(true);
    for (const raw of [null, '', '42', `${JOB}x`, '../../v1/users/me', JOB.replace(/-/g, '')]) {
      expect(isJobId(raw), String(raw)).toBe(false);
    }
  });

  it('keeps the pending save on links between the account pages, only when there is one', () => {
    expect(pendingSaveQuery(null)).toEqual({});
    expect(pendingSaveQuery({ jobId: JOB, role: 'Akuntan', company: 'PT Maju' })).toEqual({
      saveJob: JOB,
    });
  });

  it('tells the outcome once', () => {
    const storage = memoryStorage();
    rememberSaveOutcome({ saved: true, role: 'Akuntan', company: 'PT Maju' }, storage);
    expect(takeSaveOutcome(storage)).toEqual({ saved: true, role: 'Akuntan', company: 'PT Maju' });
    expect(takeSaveOutcome(storage)).toBeNull();
    rememberSaveOutcome(
      {
        saved: false,
        role: 'Akuntan',
        company: 'PT Maju',
        reason: 'Lowongan ini tidak ditemukan.',
      },
      storage,
    );
    expect(takeSaveOutcome(storage)).toMatchObject({ saved: false, reason: expect.any(String) });
  });

  it('ignores what it did not write itself', () => {
    const storage = memoryStorage();
    for (const raw of ['{not json', '{"saved":true}', '{"saved":"yes","role":"a","company":"b"}']) {
      storage.setItem(SAVE_OUTCOME_KEY, raw);
      expect(takeSaveOutcome(storage), raw).toBeNull();
      expect(storage.getItem(SAVE_OUTCOME_KEY)).toBeNull();
    }
  });
});
