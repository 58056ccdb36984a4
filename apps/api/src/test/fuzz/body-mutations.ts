// Mutations of the body: one field malformed, an unknown key, the whole body replaced, broken
// JSON, a wrong content type, a multipart body (whole or broken), no body at all.
import { malformedValue } from './malformed-values';
import { multipartBody } from './multipart-bodies';
import type { JsonSchema } from './openapi-operations';
import { short, type Mutation } from './fuzz-draft';

/** The places in a body where a value can be swapped: [path, schema of that place]. */
function bodyPlaces(schema: JsonSchema, value: unknown, path: (string | number)[] = []) {
  const places: { path: (string | number)[]; schema: JsonSchema }[] = [];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    places.push({ path: [...path, key], schema: property });
    const inner = (value as Record<string, unknown> | null)?.[key];
    if (property.type === 'array' && property.items && Array.isArray(inner) && inner.length > 0) {
      places.push({ path: [...path, key, 0], schema: property.items });
      places.push(...bodyPlaces(property.items, inner[0], [...path, key, 0]));
    } else if (inner && typeof inner === 'object') {
      places.push(...bodyPlaces(property, inner, [...path, key]));
    }
  }
  return places;
}

function setAt(target: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (target && typeof target === 'object' ? target : {}) as Record<
    string | number,
    unknown
  >;
  container[head] = setAt(container[head], rest, value);
  return container;
}

export const BODY_MUTATIONS: readonly Mutation[] = [
  {
    kind: 'body-field',
    weight: (op) => (Object.keys(op.body?.properties ?? {}).length > 0 ? 5 : 0),
    apply(draft, op, { rng, marker, samples }) {
      const json = draft.body && 'json' in draft.body ? draft.body.json : {};
      const place = rng.pick(bodyPlaces(op.body!, json));
      const bad = malformedValue(place.schema, rng, marker, samples);
      draft.body = { json: setAt(json, place.path, bad.value) };
      draft.describe = `body ${place.path.join('.')}: ${bad.describe}`;
    },
  },
  {
    kind: 'body-extra',
    weight: (op) => (op.takesBody ? 1 : 0),
    apply(draft, _op, { rng, marker, samples }) {
      const json = draft.body && 'json' in draft.body ? draft.body.json : {};
      const key = rng.pick([marker.markup, marker.withNul, 'x'.repeat(5000)]);
      const bad = malformedValue({}, rng, marker, samples);
      draft.body = { json: setAt(json && typeof json === 'object' ? json : {}, [key], bad.value) };
      draft.describe = `body key ${JSON.stringify(short(key))}: ${bad.describe}`;
    },
  },
  {
    kind: 'body-whole',
    weight: (op) => (op.takesBody ? 1 : 0),
    apply(draft, op, { rng, marker, samples }) {
      if (rng.chance(0.2)) {
        const depth = 5000;
        draft.body = { raw: `${'['.repeat(depth)}${']'.repeat(depth)}` };
        draft.describe = `body: arrays nested ${depth} deep`;
        return;
      }
      const bad = malformedValue(op.body ?? { type: 'object' }, rng, marker, samples);
      draft.body = { json: bad.value };
      draft.describe = `whole body: ${bad.describe}`;
    },
  },
  {
    kind: 'bad-json',
    weight: (op) => (op.takesBody ? 1.5 : 0),
    apply(draft, _op, { rng, marker }) {
      const raw = rng.pick<string | Buffer>([
        '{',
        '{"a":',
        '{"a":1,}',
        "{'a':1}",
        'nul',
        '[1,2',
        `{"${marker.core}":"\\x"}`,
        `"${marker.core}`,
        '\ufeff{}',
        '{"a":"\\ud800"}',
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
        `${marker.withNul}`,
      ]);
      draft.body = { raw };
      draft.describe = `bad JSON ${JSON.stringify(short(raw.toString()))}`;
    },
  },
  {
    kind: 'content-type',
    weight: (op) => (op.takesBody ? 1.5 : 0),
    apply(draft, _op, { rng, marker }) {
      draft.contentType = rng.pick([
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'application/json; charset=latin1',
        `application/${marker.core}+json`,
        `text/html; x=${marker.core}<script>`,
        'application/jsonx',
        '',
      ]);
      draft.describe = `content type ${JSON.stringify(draft.contentType)}`;
    },
  },
  {
    kind: 'multipart',
    // Heavier where no JSON body is documented: such a route reads an upload.
    weight: (op) => (!op.takesBody ? 0 : op.body ? 1.5 : 6),
    apply(draft, _op, { rng, marker }) {
      const body = multipartBody(rng, marker);
      draft.body = { raw: body.payload, contentType: body.contentType };
      draft.describe = body.describe;
    },
  },
  {
    kind: 'no-body',
    weight: (op) => (op.takesBody ? 0.5 : 0),
    apply(draft, _op, { rng }) {
      const withType = rng.chance(0.5);
      draft.body = withType ? { raw: '', contentType: 'application/json' } : undefined;
      draft.describe = withType ? 'empty JSON body' : 'no body';
    },
  },
];
