'use client';

import { useEffect, useState } from 'react';

/** What the page says beside the value: nothing, the last check failed, or it takes long. */
export type PollProblem = 'none' | 'checkFailed' | 'slow';

export type PollOptions<T> = {
  /** The value the server rendered; polling starts from it. */
  initial: T;
  /** What is asked for: the order's or the analysis' id. */
  id: string;
  /** Asks the server once. Module-level, so the effect does not restart on each render. */
  load: (id: string, signal: AbortSignal) => Promise<T>;
  /** A final value ends the polling. */
  isFinal: (value: T) => boolean;
  intervalMs: number;
  /** After this long the problem is 'slow'. */
  slowAfterMs: number;
  /** Stop asking once slow (a payment nobody finishes); otherwise keep asking (work that runs). */
  stopWhenSlow?: boolean;
};

/**
 * A value the server changes on its own (an order the gateway settles, an analysis a job runs),
 * asked for again every interval until it is final. A failed check is said and retried; leaving
 * the page aborts the request in flight.
 */
export function usePolled<T>({
  initial,
  id,
  load,
  isFinal,
  intervalMs,
  slowAfterMs,
  stopWhenSlow = false,
}: PollOptions<T>): { value: T; problem: PollProblem } {
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<PollProblem>('none');
  const final = isFinal(value);

  useEffect(() => {
    if (final) return;
    const started = Date.now();
    const controller = new AbortController();
    let timer: number | undefined;
    const slow = () => Date.now() - started > slowAfterMs;
    const ask = async () => {
      if (stopWhenSlow && slow()) {
        setProblem('slow');
        return;
      }
      try {
        const next = await load(id, controller.signal);
        setValue(next);
        setProblem(slow() ? 'slow' : 'none');
        if (isFinal(next)) return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setProblem('checkFailed');
      }
      timer = window.setTimeout(() => void ask(), intervalMs);
    };
    timer = window.setTimeout(() => void ask(), intervalMs);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [final, id, load, isFinal, intervalMs, slowAfterMs, stopWhenSlow]);

  return { value, problem };
}
