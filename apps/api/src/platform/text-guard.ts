// One rule for every route: no text in the path, the query or a JSON body may contain U+0000
// (PostgreSQL's text and jsonb cannot hold it, so the query would fail with a 500) or an unpaired
// UTF-16 surrogate (not Unicode: the driver would store U+FFFD in its place, silently changing
// the data). Such a request is 400 VALIDATION_ERROR naming the field.
//
// It runs after the route's validation, on the parts the route has a schema for (what its handler
// gets): unknown keys are gone by then, so the field named is one the contract knows and never
// text the client made up.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldMessage, platformMessage } from './error-messages';
import { AppError } from './errors';
import { requestLocale } from './locale';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnstorableText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The field of the first unstorable text in `value` (keys included), or null. The field is the
 * top-level key and the list positions right after it (`skills.0`), never a key further down:
 * that may be one the client chose (a record's), and the answer quotes nothing that was sent.
 * Walks without recursion: bodies may be nested thousands deep.
 */
export function findUnstorableText(value: unknown, root: string): string | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  const name = (path: string[]) => {
    const [first, ...rest] = path;
    if (first === undefined) return root;
    const end = rest.findIndex((segment) => !/^\d+$/.test(segment));
    return [first, ...(end === -1 ? rest : rest.slice(0, end))].join('.');
  };
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return name(path);
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (isUnstorableText(key)) return name(path);
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return null;
}

export const textGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const schema = request.routeOptions.schema;
    if (request.is404 || !schema) return;
    const field =
      (schema.params ? findUnstorableText(request.params, 'params') : null) ??
      (schema.querystring ? findUnstorableText(request.query, 'querystring') : null) ??
      (schema.body ? findUnstorableText(request.body, 'body') : null);
    if (field === null) return;
    const locale = requestLocale(request);
    throw new AppError('VALIDATION_ERROR', platformMessage('VALIDATION_ERROR', locale), [
      { field, message: fieldMessage({ code: 'custom', message: 'unstorableText' }, locale) },
    ]);
  });
});
