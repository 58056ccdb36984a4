// The request limits of @fastify/rate-limit count in our attempt counter instead of the plugin's
// own stores, so every limit of the API shares one mechanism: Redis when configured (every
// instance counts together), this process's memory while Redis cannot be reached (the plugin's
// Redis store would fail the request instead), memory without Redis; timed by the injected clock.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AttemptCounter } from './attempt-counter';

type Increment = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteInfo = { method?: string | string[]; url?: string };

class CounterStore implements FastifyRateLimitStore {
  constructor(
    private readonly counter: AttemptCounter,
    private readonly prefix: string,
    private readonly windowMs: number,
  ) {}

  // The plugin passes the route's window as a third argument, beyond its published type.
  incr(key: string, callback: Increment, timeWindow?: number): void {
    this.counter.hit([this.prefix + key], timeWindow ?? this.windowMs).then(
      ([hit]) => callback(null, { current: hit!.count, ttl: hit!.resetInMs }),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /**
   * A route with limits of its own (`config.rateLimit`) counts apart from the others. The plugin
   * passes the merged route limits with the route under `routeInfo`, not the route itself as
   * its type says.
   */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const route = (routeOptions as { routeInfo?: RouteInfo }).routeInfo ?? routeOptions;
    const name = `${String(route.method)}${route.url ?? ''}-`;
    return new CounterStore(this.counter, this.prefix + name, this.windowMs);
  }
}

/** The store class the plugin constructs, counting in `counter` under `rl:` keys. */
export function counterRateLimitStore(
  counter: AttemptCounter,
  windowMs: number,
): FastifyRateLimitStoreCtor {
  return class extends CounterStore {
    constructor() {
      super(counter, 'rl:', windowMs);
    }
  };
}
