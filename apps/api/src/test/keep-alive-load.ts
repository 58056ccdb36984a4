// Steady keep-alive load for shutdown tests and bench/shutdown-drain.ts: each client has one
// kept-alive connection (node:http Agent, one socket) and sends its next request as soon as the
// last one is answered. Every request ends as completed (an answer, any status), refused (the
// connection could not be opened: never sent, safe to send elsewhere), reset (the connection
// broke with the request sent and no answer: the client cannot know whether it was done) or other.
import http from 'node:http';

export type LoadCounts = {
  completed: number;
  /** Completed with a status other than 200. */
  notOk: number;
  /** Completed, and the answer said `Connection: close`. */
  closeAnswers: number;
  refused: number;
  reset: number;
  other: number;
  /** Messages of the resets and others, for a failing test to show. */
  errors: string[];
};

export type KeepAliveLoad = {
  counts: LoadCounts;
  /** Resolves when every client has stopped: after stop(), or after its connection was refused. */
  finished: Promise<LoadCounts>;
  stop(): Promise<LoadCounts>;
};

type Outcome = 'completed' | 'refused' | 'reset' | 'other';

function send(agent: http.Agent, url: URL, counts: LoadCounts): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => {
        counts.completed += 1;
        if (response.statusCode !== 200) counts.notOk += 1;
        if (response.headers.connection === 'close') counts.closeAnswers += 1;
        resolve('completed');
      });
      response.on('error', (error) => {
        counts.errors.push(`response: ${error.message}`);
        resolve('reset');
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') return resolve('refused');
      counts.errors.push(`${error.code ?? 'no code'}: ${error.message}`);
      resolve(error.code === 'ECONNRESET' || error.code === 'EPIPE' ? 'reset' : 'other');
    });
  });
}

/** `paths` are requested in turn by each client (client i starts at path i). */
export function startKeepAliveLoad(options: {
  baseUrl: string;
  clients: number;
  paths: string[];
}): KeepAliveLoad {
  const counts: LoadCounts = {
    completed: 0,
    notOk: 0,
    closeAnswers: 0,
    refused: 0,
    reset: 0,
    other: 0,
    errors: [],
  };
  let stopped = false;
  const runClient = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let i = index; !stopped; i++) {
        const path = options.paths[i % options.paths.length]!;
        const outcome = await send(agent, new URL(path, options.baseUrl), counts);
        if (outcome !== 'completed') counts[outcome] += 1;
        // A refused connection means nobody listens here any more: this client is done.
        if (outcome === 'refused') return;
      }
    } finally {
      agent.destroy();
    }
  };
  const finished = Promise.all(
    Array.from({ length: options.clients }, (_, index) => runClient(index)),
  ).then(() => counts);
  return {
    counts,
    finished,
    async stop() {
      stopped = true;
      return finished;
    },
  };
}
