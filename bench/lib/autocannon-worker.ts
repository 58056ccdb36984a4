// autocannon in a child process (autocannon behaves differently inside a worker thread), so
// that the load it generates does not share the API's event loop; sends the summary back.
import autocannon, { type Options } from 'autocannon';

process.once('message', (options: Options) => {
  autocannon(options).then(
    (result) => {
      process.send?.({
        requestsPerSecond: result.requests.average,
        total: result.requests.total,
        latency: {
          mean: result.latency.mean,
          p50: result.latency.p50,
          p90: result.latency.p90,
          p97_5: result.latency.p97_5,
          p99: result.latency.p99,
          max: result.latency.max,
        },
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      });
      process.disconnect?.();
    },
    (error: unknown) => {
      throw error;
    },
  );
});
