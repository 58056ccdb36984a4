// Which failures mean "a server we depend on cannot be reached right now" (the database restarting,
// a network blip, a full pool) rather than a bug: those answer 503 with Retry-After, never 500.
// Recognised here once, by error codes and pg's own messages, so no route has to.

/** How long clients are asked to wait before retrying after a connection failure. */
export const CONNECTION_RETRY_AFTER_SECONDS = 5;

/** Socket and DNS failures of node:net / node:dns. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not taking connections: class 08 (connection
 * exception) is matched by prefix; 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up, recovering), 53300 too many connections.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What pg and pg-pool throw when a connection is lost or cannot be had in time. */
const PG_CONNECTION_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
]);

function isConnectionFailureItself(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.has(message);
}

/**
 * True when the error, or an error it wraps (drizzle's `cause`, an AggregateError's `errors`
 * when both IPv4 and IPv6 were refused), is a connection failure.
 */
export function isConnectionFailure(error: unknown): boolean {
  const pending: unknown[] = [error];
  const seen = new Set<unknown>();
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.pop();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isConnectionFailureItself(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
