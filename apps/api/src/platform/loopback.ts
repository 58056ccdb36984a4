// Is a request from a process on this machine? Read from the socket only: X-Forwarded-For and
// its kin are what a client says about itself, and a request relayed by a proxy on this host
// (the web's /api) arrives from loopback on behalf of someone else entirely.
import type { FastifyRequest } from 'fastify';

const RELAY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/** A direct request from this machine: a loopback socket, and not relayed for someone else. */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false;
  return RELAY_HEADERS.every((name) => request.headers[name] === undefined);
}
