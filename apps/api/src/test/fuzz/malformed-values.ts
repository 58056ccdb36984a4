// Values a schema does not expect: wrong types, nulls, arrays for scalars, numbers out of range,
// huge strings, NUL and other control characters, lone surrogates, and the planted marker.
import type { Rng } from '../../../seed/random';
import type { JsonSchema } from './openapi-operations';
import { validValue, type Samples } from './schema-values';

/**
 * A unique text planted in inputs. `core` is plain letters, so an answer that quotes the input
 * contains it however it was encoded (raw, JSON-escaped or percent-encoded).
 */
export type Marker = { core: string; markup: string; withNul: string };

export function createMarker(rng: Rng): Marker {
  const core = `fzmark${rng.hex(8)}`;
  return { core, markup: `${core}<script>alert(1)</script>`, withNul: `${core}<script>\u0000` };
}

export const HUGE_STRING_LENGTH = 100_000;

const CONTROL_CHARACTERS = [
  '\u0001',
  '\u0007',
  '\b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\r\n',
];

/** One malformed value and a short description of it for the report. */
export type Malformed = { value: unknown; describe: string };

type Maker = (schema: JsonSchema, rng: Rng, marker: Marker, samples: Samples) => Malformed;

const wrongType: Maker = (schema, rng) => {
  const byType: Record<string, unknown[]> = {
    string: [12345, true, { a: 1 }, -1.5],
    integer: ['abc', '12', true, { n: 1 }, 1.5],
    number: ['abc', true, {}, '1e3'],
    boolean: ['yes', 1, 'true', {}],
    array: ['x', { 0: 'a' }, 7],
    object: ['x', 1, true],
  };
  const value = rng.pick(byType[schema.type ?? 'object'] ?? byType.object!);
  return { value, describe: `wrong type ${JSON.stringify(value)}` };
};

const nullValue: Maker = () => ({ value: null, describe: 'null' });

const arrayForScalar: Maker = (schema, rng, _marker, samples) => {
  const one = validValue(schema, rng, samples);
  return { value: [one, one], describe: 'array of two valid values' };
};

const outOfRange: Maker = (schema, rng) => {
  if (schema.type === 'integer' || schema.type === 'number') {
    const value = rng.pick([
      (schema.maximum ?? 1e9) + 1,
      (schema.minimum ?? 0) - 1,
      1e308,
      -1e308,
      2 ** 53 + 2,
      0.5,
      -0,
    ]);
    return { value, describe: `number ${value}` };
  }
  if (schema.type === 'array') {
    const count = (schema.maxItems ?? 50) + 1;
    return { value: Array.from({ length: count }, (_, i) => i + 1), describe: `${count} items` };
  }
  const length = schema.maxLength !== undefined ? schema.maxLength + 1 : rng.int(300, 3000);
  return { value: 'x'.repeat(length), describe: `${length} characters` };
};

/** Values the schema accepts at its very edge: the database's own limits may be narrower. */
const extreme: Maker = (schema, rng) => {
  if (schema.type === 'integer' || schema.type === 'number') {
    const value = rng.pick([schema.maximum ?? 2 ** 31, schema.minimum ?? -(2 ** 31)]);
    return { value, describe: `edge number ${value}` };
  }
  if (schema.type === 'array') {
    const count = schema.maxItems ?? 100;
    const item = schema.items?.type === 'string' ? 'x' : (schema.items?.maximum ?? 2 ** 31);
    return { value: Array.from({ length: count }, () => item), describe: `${count} items` };
  }
  const length = schema.maxLength ?? 1000;
  const unit = rng.pick(['x', '🙂', 'ü']);
  const value = unit.repeat(Math.max(1, Math.floor(length / unit.length)));
  return { value, describe: `edge string of ${value.length} UTF-16 units of "${unit}"` };
};

const hugeString: Maker = (_schema, rng, marker) => {
  const unit = rng.pick(['a', 'é', '9', `${marker.markup} `]);
  return {
    value: unit.repeat(Math.ceil(HUGE_STRING_LENGTH / unit.length)).slice(0, HUGE_STRING_LENGTH),
    describe: `${HUGE_STRING_LENGTH / 1000} KB string of ${JSON.stringify(unit.slice(0, 8))}`,
  };
};

const nulByte: Maker = (_schema, rng, marker) => {
  const value = rng.pick([marker.withNul, 'abc\u0000', '\u0000', `12\u00003`]);
  return { value, describe: `NUL ${JSON.stringify(value)}` };
};

const controlCharacters: Maker = (_schema, rng, marker) => {
  const value = `${rng.pick(CONTROL_CHARACTERS)}${marker.core}${rng.pick(CONTROL_CHARACTERS)}`;
  return { value, describe: `control characters ${JSON.stringify(value)}` };
};

const loneSurrogate: Maker = (_schema, rng, marker) => {
  const value = rng.pick([`\ud800${marker.core}`, `${marker.core}\udfff`, '\ud83d']);
  return { value, describe: `lone surrogate ${JSON.stringify(value)}` };
};

const plantedMarker: Maker = (_schema, rng, marker) => {
  const value = rng.pick([marker.markup, marker.withNul, `"'><img src=x>${marker.core}`]);
  return { value, describe: `marker ${JSON.stringify(value)}` };
};

const oddNumberText: Maker = (_schema, rng) => {
  const value = rng.pick(['1e309', 'NaN', 'Infinity', '-0', '0x1F', ' 12 ', '１２', '']);
  return { value, describe: `odd text ${JSON.stringify(value)}` };
};

const pollution: Maker = (_schema, rng) => {
  const value = rng.pick([
    JSON.parse('{"__proto__":{"admin":true}}') as unknown,
    { constructor: { prototype: { admin: true } } },
    { toString: 'x', valueOf: 1 },
  ]);
  return { value, describe: 'prototype keys' };
};

// How often each maker is chosen, by the kind of value expected: strings get the text breakers
// (NUL, surrogates, control characters) most, numbers the range and type breakers.
type Weights = { string: number; number: number; other: number };
const MAKERS: readonly (readonly [Maker, Weights])[] = [
  [wrongType, { string: 1, number: 2, other: 2 }],
  [nullValue, { string: 1, number: 1, other: 1 }],
  [arrayForScalar, { string: 1, number: 1, other: 1 }],
  [outOfRange, { string: 1, number: 3, other: 1 }],
  [extreme, { string: 1, number: 3, other: 1 }],
  [hugeString, { string: 1, number: 0.5, other: 1 }],
  [nulByte, { string: 3, number: 1, other: 1 }],
  [controlCharacters, { string: 2, number: 0.5, other: 1 }],
  [loneSurrogate, { string: 2, number: 0.5, other: 1 }],
  [plantedMarker, { string: 2, number: 1, other: 1 }],
  [oddNumberText, { string: 0.5, number: 2, other: 1 }],
  [pollution, { string: 0.5, number: 0.5, other: 1 }],
];

export function malformedValue(
  schema: JsonSchema,
  rng: Rng,
  marker: Marker,
  samples: Samples,
): Malformed {
  const family: keyof Weights =
    schema.type === 'string'
      ? 'string'
      : schema.type === 'integer' || schema.type === 'number'
        ? 'number'
        : 'other';
  const maker = rng.weighted(MAKERS.map(([make, weights]) => [make, weights[family]] as const));
  return maker(schema, rng, marker, samples);
}
