// Which errors count as "a server we need is unreachable" (503 + Retry-After), and the
// unhandled-rejection rule built on it. The real pg errors are produced in database-outage.test.ts.
import { describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-errors';
import { handleUnhandledRejection } from './runtime';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isConnectionFailure', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a timed-out connection', withCode('ETIMEDOUT')],
    ['SQLSTATE 08006 (connection failure)', withCode('08006')],
    ['SQLSTATE 08P01 (protocol violation)', withCode('08P01')],
    ['SQLSTATE 57P01 (admin shutdown)', withCode('57P01')],
    ['SQLSTATE 57P02 (crash shutdown)', withCode('57P02')],
    ['SQLSTATE 57P03 (cannot connect now)', withCode('57P03')],
    ['SQLSTATE 53300 (too many connections)', withCode('53300')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a client connect timeout', new Error('Connection terminated due to connection timeout')],
    [
      'drizzle wrapping a refused connection',
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
    ],
    [
      'both addresses of localhost refused',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]),
    ],
  ])('%s is one', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a query cancelled by statement_timeout', withCode('57014')],
    ['a Fastify error', withCode('FST_ERR_CTP_INVALID_JSON_BODY')],
    ['a plain error', new Error('Cannot read properties of undefined')],
    ['a message that only mentions a connection', new Error('Connection terminated? no')],
    [
      'drizzle wrapping a unique violation',
      new Error('Failed query', { cause: withCode('23505') }),
    ],
    ['null', null],
    ['a string', 'ECONNREFUSED'],
  ])('%s is not', (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });

  it('stops at cycles', () => {
    const a = new Error('a') as Error & { cause?: unknown };
    const b = new Error('b', { cause: a });
    a.cause = b;
    expect(isConnectionFailure(a)).toBe(false);
  });
});

describe('handleUnhandledRejection', () => {
  it('logs a lost connection and carries on', () => {
    const warnings: string[] = [];
    const log = { warn: (_obj: object, msg: string) => warnings.push(msg) };
    expect(() =>
      handleUnhandledRejection(new Error('Connection terminated unexpectedly'), log),
    ).not.toThrow();
    expect(warnings).toHaveLength(1);
  });

  it('rethrows anything else, so the process still stops on a real bug', () => {
    const bug = new TypeError('undefined is not a function');
    expect(() => handleUnhandledRejection(bug, { warn: () => {} })).toThrow(bug);
  });
});
