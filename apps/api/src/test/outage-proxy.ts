// A TCP proxy in front of a real server (PostgreSQL in our tests) that a test can cut and restore,
// to play a database outage without stopping the shared database: `cut()` closes every proxied
// connection and stops listening, so new connections are refused (ECONNREFUSED, as when the
// server is down); `restore()` listens again on the same port.
import net from 'node:net';

export type OutageProxy = {
  /** Where clients connect (127.0.0.1). */
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

// Below Linux's ephemeral range (32768-60999): while the proxy is cut, its port must not be
// handed to some outgoing connection, or restore() could not listen on it again.
const FIRST_PORT = 20_000;
const PORT_SPAN = 12_000;

function listen(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

function stopListening(server: net.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
  });
}

export async function startOutageProxy(target: {
  host: string;
  port: number;
}): Promise<OutageProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A cut shows up as errors on both sides; the proxy itself must not crash on them.
    socket.on('error', () => socket.destroy());
  };

  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  let port = 0;
  for (let attempt = 0; ; attempt++) {
    const candidate = FIRST_PORT + Math.floor(Math.random() * PORT_SPAN);
    try {
      await listen(server, candidate);
      port = candidate;
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt > 50) throw error;
    }
  }

  const cut = async () => {
    const closed = stopListening(server);
    // Closed as when the server process dies (the kernel closes its sockets): pg sees the
    // connection end ("Connection terminated unexpectedly").
    for (const socket of sockets) socket.destroy();
    await closed;
  };

  return {
    port,
    cut,
    async restore() {
      if (!server.listening) await listen(server, port);
    },
    close: cut,
  };
}
