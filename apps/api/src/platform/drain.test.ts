// The drain on real sockets (a small Fastify app on a loopback port): after the grace the listener
// closes without touching open connections, a request already on its way or sent later on a kept
// connection is answered with `Connection: close`, an idle connection is closed, and only what is
// still running at the deadline is cut.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drainPlugin } from './drain';

type Answer = { status: number; connection: string | undefined; body: string };

let app: FastifyInstance;
let release: () => void = () => {};
/** Requests that reached the slow route. */
let slowStarted = 0;

async function startApp(): Promise<string> {
  app = Fastify();
  await app.register(drainPlugin);
  const gate = new Promise<void>((resolve) => (release = resolve));
  app.get('/fast', async () => ({ ok: true }));
  slowStarted = 0;
  app.get('/slow', async () => {
    slowStarted += 1;
    await gate;
    return { ok: true };
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

afterEach(async () => {
  release();
  await app.close();
});

function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body,
          }),
        );
      })
      .on('error', reject);
  });
}

async function until(condition: () => boolean) {
  while (!condition()) await sleep(5);
}

const keepAlive = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

describe('drain', () => {
  it('closes the listener, then answers a request in flight with Connection: close', async () => {
    const base = await startApp();
    const agent = keepAlive();
    const slow = get(`${base}/slow`, agent);
    await until(() => slowStarted > 0);

    const drained = app.drain({ graceMs: 0, idleCloseMs: 60_000, deadlineMs: 30_000 });
    await until(() => !app.server.listening);
    const refused = await get(`${base}/fast`, new http.Agent()).catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    expect(refused).toBe('ECONNREFUSED');

    release();
    expect(await slow).toMatchObject({ status: 200, connection: 'close' });
    expect(await drained).toMatchObject({ openAtStop: 1, closedIdle: 0, destroyedAtDeadline: 0 });
    agent.destroy();
  });

  it('answers a request sent later on a kept-alive connection, and closes that connection', async () => {
    const base = await startApp();
    const agent = keepAlive();
    expect(await get(`${base}/fast`, agent)).toMatchObject({
      status: 200,
      connection: 'keep-alive',
    });

    const drained = app.drain({ graceMs: 0, idleCloseMs: 60_000, deadlineMs: 30_000 });
    await until(() => !app.server.listening);
    expect(await get(`${base}/fast`, agent)).toMatchObject({ status: 200, connection: 'close' });
    expect(await drained).toMatchObject({ openAtStop: 1, closedIdle: 0, destroyedAtDeadline: 0 });
    agent.destroy();
  });

  it('closes a kept-alive connection that stays idle', async () => {
    const base = await startApp();
    const agent = keepAlive();
    await get(`${base}/fast`, agent);
    const report = await app.drain({ graceMs: 0, idleCloseMs: 50, deadlineMs: 30_000 });
    expect(report).toMatchObject({ openAtStop: 1, closedIdle: 1, destroyedAtDeadline: 0 });
    agent.destroy();
  });

  it('cuts only what still runs at the deadline', async () => {
    const base = await startApp();
    const slow = get(`${base}/slow`, keepAlive()).catch(
      (error: NodeJS.ErrnoException) => error.code,
    );
    await until(() => slowStarted > 0);
    const report = await app.drain({ graceMs: 0, idleCloseMs: 50, deadlineMs: 200 });
    expect(report).toMatchObject({ openAtStop: 1, closedIdle: 0, destroyedAtDeadline: 1 });
    expect(await slow).toBe('ECONNRESET');
  });
});
