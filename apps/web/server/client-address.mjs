// @ts-check
// The browser's address as this server saw it, for the API's per-IP limits. Next.js only fills
// X-Forwarded-For from the socket when the header is absent, and route handlers and middleware
// cannot see the socket, so the browser's own X-Forwarded-For would reach the API as its
// address. Here, before Next.js sees the request, the address is taken from the socket, or from
// X-Forwarded-For walked from the right past the proxies WEB_TRUST_PROXY names (the way the API
// reads its own TRUST_PROXY: both use proxy-addr), and handed to the app in a header of ours that
// any incoming copy of is dropped first (docs/decisions/011).
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/** The header the app reads the address from (lib/http/request-info.ts names it too). */
export const CLIENT_ADDRESS_HEADER = 'x-jenjang-client-address';

/**
 * Set on globalThis by the server that fills the header: under plain `next start` or `next dev`
 * nobody removes a browser's copy, so the app then forwards no address at all.
 */
export const CLIENT_ADDRESS_SERVER_MARK = Symbol.for('jenjang.web.client-address-server');

/** @typedef {(address: string, hop: number) => boolean} TrustFunction */

/**
 * Parses WEB_TRUST_PROXY: comma-separated addresses, subnets (CIDR) or the names `loopback`,
 * `linklocal`, `uniquelocal`. Empty or unset trusts nobody: the socket's address is the client.
 * Throws on an entry that is not an address, so a typo stops the start instead of trusting less.
 * @param {string | undefined} setting
 * @returns {TrustFunction}
 */
export function compileTrust(setting) {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  return proxyAddr.compile(entries);
}

/** @param {string} address */
function withoutIpv4Mapping(address) {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/**
 * The client's address: the socket's, or the nearest X-Forwarded-For entry that a trusted proxy
 * added. IPv4 clients of a dual-stack socket are written as IPv4.
 * @param {import('node:http').IncomingMessage} request
 * @param {TrustFunction} trust
 * @returns {string | undefined}
 */
export function clientAddress(request, trust) {
  const socketAddress = request.socket.remoteAddress;
  if (!socketAddress) return undefined;
  const address = proxyAddr(request, trust);
  // A trusted proxy passes on what it got; only an address is worth forwarding.
  return withoutIpv4Mapping(isIP(address) ? address : socketAddress);
}

/**
 * Replaces any incoming copy of the header with the address computed here.
 * @param {import('node:http').IncomingMessage} request
 * @param {TrustFunction} trust
 */
export function setClientAddressHeader(request, trust) {
  delete request.headers[CLIENT_ADDRESS_HEADER];
  const address = clientAddress(request, trust);
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
}
