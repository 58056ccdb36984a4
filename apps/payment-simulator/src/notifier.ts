// Delivers the gateway's notifications the way the real ones do: a JSON POST to the merchant's
// URL, retried with growing pauses until it answers 2xx or the attempts run out. Every attempt is
// recorded so tests (and people) can see what was sent and how the merchant answered.

export type Delivery = {
  gateway: 'midtrans' | 'xendit';
  /** Midtrans: order id and status; Xendit: the webhook-id header. Retries keep it. */
  key: string;
  url: string;
  body: unknown;
  attempts: { at: string; status: number | null; error?: string }[];
  delivered: boolean;
  finished: boolean;
};

export type NotifierOptions = {
  /** The pause before the first retry; it doubles after each failed attempt. */
  retryBaseMs: number;
  maxAttempts: number;
  timeoutMs: number;
  log: (line: string) => void;
};

export type Notifier = {
  send(input: {
    gateway: Delivery['gateway'];
    key: string;
    url: string;
    body: unknown;
    headers?: Record<string, string>;
  }): Delivery;
  deliveries(): Delivery[];
  close(): void;
};

export function createNotifier(options: NotifierOptions): Notifier {
  const deliveries: Delivery[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const attempt = async (
    delivery: Delivery,
    headers: Record<string, string>,
    attemptIndex: number,
  ): Promise<void> => {
    if (closed) return;
    let status: number | null = null;
    let error: string | undefined;
    try {
      const response = await fetch(delivery.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(delivery.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      status = response.status;
      await response.arrayBuffer().catch(() => undefined);
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    delivery.attempts.push({
      at: new Date().toISOString(),
      status,
      ...(error ? { error } : {}),
    });
    if (status !== null && status >= 200 && status < 300) {
      delivery.delivered = true;
      delivery.finished = true;
      options.log(`${delivery.gateway} notification ${delivery.key} delivered (${status})`);
      return;
    }
    if (attemptIndex + 1 >= options.maxAttempts || closed) {
      delivery.finished = true;
      options.log(`${delivery.gateway} notification ${delivery.key} given up`);
      return;
    }
    const pause = options.retryBaseMs * 2 ** attemptIndex;
    options.log(
      `${delivery.gateway} notification ${delivery.key} answered ${status ?? error}; retry in ${pause} ms`,
    );
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(delivery, headers, attemptIndex + 1);
    }, pause);
    timers.add(timer);
  };

  return {
    send(input) {
      const delivery: Delivery = {
        gateway: input.gateway,
        key: input.key,
        url: input.url,
        body: input.body,
        attempts: [],
        delivered: false,
        finished: false,
      };
      deliveries.push(delivery);
      void attempt(delivery, input.headers ?? {}, 0);
      return delivery;
    },
    deliveries: () => deliveries,
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
