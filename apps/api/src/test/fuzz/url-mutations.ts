// Mutations of the URL, the method and the token: one query or path value malformed, unknown
// query keys, broken percent-encoding, over-long path parameters, junk path segments, another
// method, a token that is no token.
import { malformedValue } from './malformed-values';
import { pathParams, queryEntries, queryParams, short, type Mutation } from './fuzz-draft';
import { asText, BAD_ENCODINGS, encodeText } from './url-encoding';

export const URL_MUTATIONS: readonly Mutation[] = [
  { kind: 'valid', weight: () => 2, apply: () => {} },
  {
    kind: 'query-value',
    weight: (op) => (queryParams(op).length > 0 ? 3 : 0),
    apply(draft, op, { rng, marker, samples }) {
      const param = rng.pick(queryParams(op));
      const bad = malformedValue(param.schema, rng, marker, samples);
      draft.query = draft.query.filter(([name]) => name.replace(/\[\d*\]$/, '') !== param.name);
      draft.query.push(...queryEntries(param.name, bad.value, rng));
      draft.describe = `query ${param.name}: ${bad.describe}`;
    },
  },
  {
    kind: 'query-extra',
    weight: () => 1,
    apply(draft, _op, { rng, marker }) {
      const name = rng.pick([marker.markup, '__proto__', 'constructor[prototype]', 'a[999999]']);
      draft.query.push([name, marker.withNul]);
      draft.describe = `unknown query key ${JSON.stringify(short(name))}`;
    },
  },
  {
    kind: 'query-encoding',
    weight: () => 1,
    apply(draft, op, { rng, marker }) {
      const name = queryParams(op).length > 0 ? rng.pick(queryParams(op)).name : 'q';
      const bad = rng.pick(BAD_ENCODINGS);
      draft.rawQuery.push(`${encodeText(name)}=${marker.core}${bad}`);
      draft.describe = `query ${name} with ${bad}`;
    },
  },
  {
    kind: 'path-value',
    weight: (op) => (pathParams(op).length > 0 ? 3 : 0),
    apply(draft, op, { rng, marker, samples }) {
      const param = rng.pick(pathParams(op));
      const bad = malformedValue(param.schema, rng, marker, samples);
      draft.path[param.name] = encodeText(asText(bad.value)) || '%20';
      draft.describe = `path ${param.name}: ${bad.describe}`;
    },
  },
  {
    kind: 'path-encoding',
    weight: (op) => (pathParams(op).length > 0 ? 2 : 0),
    apply(draft, op, { rng, marker }) {
      const param = rng.pick(pathParams(op));
      const bad = rng.pick([...BAD_ENCODINGS, '%2F..%2F..', '..', '%2e%2e']);
      draft.path[param.name] = `${marker.core}${bad}`;
      draft.describe = `path ${param.name} with ${bad}`;
    },
  },
  {
    kind: 'path-long',
    weight: (op) => (pathParams(op).length > 0 ? 1 : 0),
    apply(draft, op, { rng, marker }) {
      const param = rng.pick(pathParams(op));
      const length = rng.pick([101, 201, 1000, 8000]);
      const unit = rng.pick([marker.core, '9', 'a-']);
      draft.path[param.name] = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
      draft.describe = `path ${param.name} of ${length} characters`;
    },
  },
  {
    kind: 'path-junk',
    weight: () => 1,
    apply(draft, _op, { rng, marker }) {
      draft.pathSuffix = rng.pick([
        `/${marker.core}${rng.pick(BAD_ENCODINGS)}`,
        `/${encodeText(marker.markup)}`,
        `/${marker.core.repeat(30)}`,
        '/',
      ]);
      draft.describe = `path + ${JSON.stringify(short(draft.pathSuffix))}`;
    },
  },
  {
    kind: 'wrong-method',
    weight: () => 0.5,
    apply(draft, op, { rng }) {
      draft.method = rng.pick(
        ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => m !== op.method),
      );
      draft.describe = `method ${draft.method} instead of ${op.method}`;
    },
  },
  {
    kind: 'bad-token',
    weight: () => 0.5,
    apply(draft, _op, { rng, marker }) {
      const value = rng.pick([
        `Bearer ${marker.core}`,
        `Bearer ${marker.core}.${marker.core}.${marker.core}`,
        'Bearer ',
        `Basic ${Buffer.from(`${marker.core}:x`).toString('base64')}`,
        `Bearer ${'x'.repeat(10_000)}`,
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      ]);
      draft.headers.authorization = value;
      draft.describe = `authorization ${JSON.stringify(short(value))}`;
    },
  },
];
