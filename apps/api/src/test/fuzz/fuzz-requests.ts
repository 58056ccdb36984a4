// One fuzzed request for an operation: a valid-looking request with one part broken (a body field,
// the whole body, its JSON, its content type, a multipart body, a query or path value, the URL's
// encoding, a path parameter's length) or, now and then, a valid-looking one.
import { BODY_MUTATIONS } from './body-mutations';
import { queryEntries, type Draft, type FuzzContext, type Mutation } from './fuzz-draft';
import { fillPath, type Operation } from './openapi-operations';
import { validValue } from './schema-values';
import { URL_MUTATIONS } from './url-mutations';
import { asText, encodeText, queryString, type QueryEntry } from './url-encoding';

export type { FuzzContext } from './fuzz-draft';

export type FuzzRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The kind of breakage, and a short description of what was sent. */
  kind: string;
  describe: string;
};

const MUTATIONS: readonly Mutation[] = [...URL_MUTATIONS, ...BODY_MUTATIONS];

/** A valid-looking request for the operation; mutations then break one part of it. */
function validDraft(op: Operation, { rng, samples }: FuzzContext): Draft {
  const path: Record<string, string> = {};
  const query: QueryEntry[] = [];
  for (const param of op.parameters) {
    if (param.in === 'path') {
      path[param.name] = encodeText(asText(validValue(param.schema, rng, samples, param.name)));
    } else if (param.required || rng.chance(0.5)) {
      query.push(
        ...queryEntries(param.name, validValue(param.schema, rng, samples, param.name), rng),
      );
    }
  }
  const fill = rng.pick([0, 0.3, 0.8]);
  const body = op.body ? { json: validValue(op.body, rng, samples, undefined, fill) } : undefined;
  return {
    method: op.method,
    path,
    pathSuffix: '',
    query,
    rawQuery: [],
    body,
    contentType: undefined,
    headers: {},
    describe: 'valid-looking',
  };
}

export function buildFuzzRequest(op: Operation, ctx: FuzzContext): FuzzRequest {
  const draft = validDraft(op, ctx);
  const mutation = ctx.rng.weighted(MUTATIONS.map((m) => [m, m.weight(op)] as const));
  mutation.apply(draft, op, ctx);

  const query = [queryString(draft.query), ...draft.rawQuery].filter(Boolean).join('&');
  const url = `${fillPath(op.path, draft.path)}${draft.pathSuffix}${query ? `?${query}` : ''}`;
  const headers: Record<string, string> = {};
  if (ctx.rng.chance(0.3)) headers['accept-language'] = 'en-US,en;q=0.9';
  let payload: string | Buffer | undefined;
  if (draft.body && draft.method !== 'GET' && draft.method !== 'OPTIONS') {
    if ('json' in draft.body) {
      payload = JSON.stringify(draft.body.json) ?? 'null';
      headers['content-type'] = 'application/json';
    } else {
      payload = draft.body.raw;
      headers['content-type'] = draft.body.contentType ?? 'application/json';
    }
  }
  if (draft.contentType !== undefined) headers['content-type'] = draft.contentType;
  Object.assign(headers, draft.headers);
  return {
    method: draft.method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
    kind: mutation.kind,
    describe: draft.describe,
  };
}
