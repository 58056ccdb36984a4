import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_ANSWERS } from './onboarding-state';
import { createProgressSaver, type ProgressBody } from './progress-saver';

const at = (step: ProgressBody['step'], major = ''): ProgressBody => ({
  step,
  answers: { ...EMPTY_ANSWERS, major },
  returnUrl: null,
});

/** A send whose requests the test finishes by hand, in any order it likes. */
function manualSend() {
  const calls: { body: ProgressBody; finish: () => void; fail: () => void }[] = [];
  const send = vi.fn(
    (body: ProgressBody) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ body, finish: resolve, fail: () => reject(new Error('offline')) });
      }),
  );
  return { send, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the onboarding progress saver', () => {
  it('waits for a pause in typing and sends only the newest answers', async () => {
    const { send, calls } = manualSend();
    const saver = createProgressSaver(send, 500);
    saver.save(at('education', 'A'));
    await vi.advanceTimersByTimeAsync(300);
    saver.save(at('education', 'Ak'));
    await vi.advanceTimersByTimeAsync(300);
    saver.save(at('education', 'Akuntansi'));
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls.map((call) => call.body.answers.major)).toEqual(['Akuntansi']);
  });

  it('sends a new step at once', async () => {
    const { send } = manualSend();
    const saver = createProgressSaver(send, 500);
    saver.save(at('experienceLevel'), { now: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps one request at a time, so an older state never lands after a newer one', async () => {
    const { send, calls } = manualSend();
    const saver = createProgressSaver(send, 500);
    saver.save(at('experienceLevel'), { now: true });
    saver.save(at('education'), { now: true });
    saver.save(at('preferences'), { now: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    // The state in between was overtaken before it could be sent.
    expect(calls.map((call) => call.body.step)).toEqual(['experienceLevel', 'preferences']);
  });

  it('does not send again what the API already has, but retries after a failure', async () => {
    const { send, calls } = manualSend();
    const saver = createProgressSaver(send, 500);
    saver.save(at('education'), { now: true });
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!.fail();
    await vi.advanceTimersByTimeAsync(0);
    saver.save(at('education'), { now: true });
    await vi.advanceTimersByTimeAsync(0);
    calls[1]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    saver.save(at('education'), { now: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('stops for good, after the request on its way has landed', async () => {
    const { send, calls } = manualSend();
    const saver = createProgressSaver(send, 500);
    saver.save(at('cv'), { now: true });
    saver.save(at('cv', 'Hukum'));
    let stopped = false;
    const stopping = saver.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    calls[0]!.finish();
    await stopping;
    saver.save(at('cv', 'Fisika'), { now: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((call) => call.body.answers.major)).toEqual(['']);
    // Finishing failed: editing again saves again.
    saver.resume();
    saver.save(at('cv', 'Fisika'), { now: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.body.answers.major)).toEqual(['', 'Fisika']);
  });

  it('flushes what waits when the page is left', async () => {
    const { send } = manualSend();
    const saver = createProgressSaver(send, 5000);
    saver.save(at('preferences'));
    void saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
