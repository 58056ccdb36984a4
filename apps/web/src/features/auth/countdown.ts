/** Whole seconds left until `until` (epoch ms), never negative; 0.2 s left still reads 1. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** A wait for a resend: the code mail can take a moment, and each send replaces the code. */
export const RESEND_COOLDOWN_SECONDS = 60;
