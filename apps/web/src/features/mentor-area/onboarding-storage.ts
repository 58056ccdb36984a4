// What mentor onboarding keeps in the browser between reloads: the step, the checked code and
// the profile typed before it was sent. Per account, so a shared computer does not mix people.
import type { StoredProgress } from './onboarding-progress';

export type StoredOnboarding = StoredProgress & { profileDraft?: unknown };

const keyOf = (userId: string) => `jenjang.mentorOnboarding.${userId}`;

export function readOnboardingNote(userId: string): StoredOnboarding | null {
  try {
    const raw = window.localStorage.getItem(keyOf(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as StoredOnboarding) : null;
  } catch {
    return null;
  }
}

export function writeOnboardingNote(userId: string, note: StoredOnboarding): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(note));
  } catch {
    // Private mode or a full storage: the flow still works, only a reload starts over.
  }
}

export function forgetOnboardingNote(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing to forget.
  }
}
