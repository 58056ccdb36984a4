// The client address as the web's server computes it, over real sockets: a small HTTP server
// runs the same header step as server/main.mjs and answers with what the app would read.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER as APP_HEADER } from '../src/lib/http/request-info';
import {
  CLIENT_ADDRESS_HEADER,
  compileTrust,
  setClientAddressHeader,
  type TrustFunction,
} from './client-address.mjs';

let server: Server;
let port: number;
let trust: TrustFunction = compileTrust(undefined);

beforeAll(async () => {
  server = createServer((request, response) => {
    setClientAddressHeader(request, trust);
    response.end(String(request.headers[CLIENT_ADDRESS_HEADER] ?? ''));
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** The address the app sees for a request from `from` carrying `headers`. */
function seenAddress(
  setting: string | undefined,
  from: string,
  headers: Record<string, string> = {},
): Promise<string> {
  trust = compileTrust(setting);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, localAddress: from, headers },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever the browser claims', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.7', [CLIENT_ADDRESS_HEADER]: '198.51.100.1' };
    expect(await seenAddress(undefined, '127.0.0.2', forged)).toBe('127.0.0.2');
    expect(await seenAddress('', '127.0.0.3', forged)).toBe('127.0.0.3');
  });

  it("is the trusted proxy's X-Forwarded-For entry, walked from the right", async () => {
    // The load balancer (a loopback address here) appends the address it saw on the right;
    // whatever the browser put on the left is not believed.
    expect(
      await seenAddress('loopback', '127.0.0.2', { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }),
    ).toBe('203.0.113.9');
    expect(
      await seenAddress('loopback, 10.0.0.0/8', '127.0.0.2', {
        'x-forwarded-for': '1.2.3.4, 203.0.113.9, 10.1.2.3',
      }),
    ).toBe('203.0.113.9');
  });

  it('stays the socket address when the sender is not a trusted proxy', async () => {
    expect(await seenAddress('10.0.0.0/8', '127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '127.0.0.2',
    );
    expect(await seenAddress('127.0.0.5', '127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).toBe(
      '127.0.0.2',
    );
  });

  it('falls back to the socket when a trusted proxy passes something that is no address', async () => {
    expect(await seenAddress('loopback', '127.0.0.2', { 'x-forwarded-for': 'unknown' })).toBe(
      '127.0.0.2',
    );
  });

  it('refuses a setting that names no address', () => {
    expect(() => compileTrust('loopback, not-an-address')).toThrow();
  });

  it('is read by the app under the header the server sets', () => {
    expect(APP_HEADER).toBe(CLIENT_ADDRESS_HEADER);
  });
});
