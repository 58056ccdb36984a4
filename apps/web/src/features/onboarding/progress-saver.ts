// Keeps the API's copy of the onboarding progress current (PUT /v1/job-portal/onboarding/progress)
// without a request per keystroke: changes wait a moment and are sent whole, one request at a
// time, so an older state can never arrive after a newer one. Pure apart from the timer: the
// sending is passed in.
import type { OnboardingAnswers, OnboardingStep } from '@jenjang/domain';

export type ProgressBody = {
  step: OnboardingStep;
  answers: OnboardingAnswers;
  returnUrl: string | null;
};

/** How long answers wait for the next change before they are sent. */
export const SAVE_DELAY_MS = 700;

export function createProgressSaver(
  send: (body: ProgressBody) => Promise<void>,
  delayMs = SAVE_DELAY_MS,
) {
  let waiting: ProgressBody | null = null;
  let lastSent: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  function flush(): Promise<void> {
    clearTimer();
    running ??= (async () => {
      try {
        while (waiting && !stopped) {
          const body = waiting;
          waiting = null;
          const key = JSON.stringify(body);
          if (key === lastSent) continue;
          try {
            await send(body);
            lastSent = key;
          } catch {
            // Not saved this time: the flow goes on, and the next change sends everything again.
          }
        }
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    /** The newest state: sent after a pause in changes, or at once (a new step). */
    save(body: ProgressBody, options: { now?: boolean } = {}): void {
      if (stopped) return;
      if (JSON.stringify(body) === lastSent && !running) {
        waiting = null;
        clearTimer();
        return;
      }
      waiting = body;
      clearTimer();
      if (options.now) void flush();
      else timer = setTimeout(() => void flush(), delayMs);
    },
    /** Sends what is waiting now (the page is being left). */
    flush,
    /**
     * No more saving (onboarding is finished, and the API has deleted the progress); resolves
     * once a request already on its way has landed, so it cannot bring the progress back.
     */
    async stop(): Promise<void> {
      stopped = true;
      waiting = null;
      clearTimer();
      await running;
    },
    /** Saving again (finishing failed: the person is back to editing). */
    resume(): void {
      stopped = false;
    },
  };
}

export type ProgressSaver = ReturnType<typeof createProgressSaver>;
