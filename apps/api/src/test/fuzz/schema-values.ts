// Valid-looking values for a JSON schema, so that most of a fuzzed request passes validation and
// the one malformed part reaches deeper code. Real ids and slugs come from `samples`, by name.
import type { Rng } from '../../../seed/random';
import type { JsonSchema } from './openapi-operations';

/** Values that exist in the database, by parameter or property name (`slug`, `jobId`, ...). */
export type Samples = Readonly<Record<string, readonly unknown[]>>;

export function randomUuid(rng: Rng): string {
  return `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${rng.hex(3)}-${rng.hex(12)}`;
}

const WORDS = ['jakarta', 'software', 'engineer', 'data', 'Kopi', 'Budi', 'analis', 'desain'];

/** A day in the date shape; one in four does not exist (2027-02-30), which only a check that
 *  knows the calendar refuses before PostgreSQL does. */
function calendarDay(rng: Rng): string {
  return rng.int(0, 3) === 0
    ? `20${rng.int(10, 30)}-02-3${rng.int(0, 1)}`
    : `20${rng.int(10, 24)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
}

function patternCandidates(rng: Rng): string[] {
  return [
    `fz${rng.hex(6)}`,
    String(rng.int(10_000_000, 99_999_999)),
    `+62812${rng.int(1_000_000, 9_999_999)}`,
    calendarDay(rng),
    randomUuid(rng),
    `${rng.pick(WORDS).toLowerCase()}-${rng.hex(4)}`,
  ];
}

function stringValue(schema: JsonSchema, rng: Rng): string {
  switch (schema.format) {
    case 'uuid':
      return randomUuid(rng);
    case 'email':
      return `fz-${rng.hex(6)}@jenjang.test`;
    case 'date':
      return rng.int(0, 3) === 0
        ? `19${rng.int(80, 99)}-02-3${rng.int(0, 1)}`
        : `19${rng.int(80, 99)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`;
    case 'date-time':
      return new Date(Date.UTC(2026, 0, rng.int(1, 28), rng.int(0, 23))).toISOString();
    case 'uri':
    case 'url':
      return `https://example.com/${rng.hex(6)}`;
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const match = patternCandidates(rng).find((candidate) => pattern.test(candidate));
    if (match) return match;
  }
  const min = schema.minLength ?? 1;
  const max = Math.max(min, Math.min(schema.maxLength ?? min + 16, min + 16));
  let text = rng.pick(WORDS);
  while (text.length < min) text += ` ${rng.pick(WORDS)}`;
  return text.slice(0, max);
}

function numberValue(schema: JsonSchema, rng: Rng, integer: boolean): number {
  const exclusiveMin = schema.exclusiveMinimum === true ? 1 : 0;
  const exclusiveMax = schema.exclusiveMaximum === true ? 1 : 0;
  const min = (schema.minimum ?? 0) + exclusiveMin;
  const max = Math.min(schema.maximum ?? min + 1000, min + 1000) - exclusiveMax;
  return integer ? rng.int(Math.ceil(min), Math.floor(Math.max(min, max))) : rng.float(min, max);
}

/**
 * A value the schema accepts (best effort: patterns are guessed, not generated). `fill` is the
 * chance that an optional property is present: low values give short bodies, where one broken
 * field is not hidden behind another field's cross-field rule.
 */
export function validValue(
  schema: JsonSchema,
  rng: Rng,
  samples: Samples,
  name?: string,
  fill = 0.6,
): unknown {
  const known = name === undefined ? undefined : samples[name];
  if (known && known.length > 0) {
    const picked = rng.pick(known);
    return schema.type === 'array' && !Array.isArray(picked) ? [picked] : picked;
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return rng.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives && alternatives.length > 0)
    return validValue(rng.pick(alternatives), rng, samples, name, fill);
  if (schema.allOf && schema.allOf.length > 0) {
    const merged = schema.allOf.reduce<JsonSchema>(
      (all, part) => ({
        ...all,
        ...part,
        properties: { ...all.properties, ...part.properties },
        required: [...(all.required ?? []), ...(part.required ?? [])],
      }),
      {},
    );
    return validValue(merged, rng, samples, name, fill);
  }
  switch (schema.type ?? (schema.properties ? 'object' : undefined)) {
    case 'string':
      return stringValue(schema, rng);
    case 'integer':
      return numberValue(schema, rng, true);
    case 'number':
      return numberValue(schema, rng, false);
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = rng.int(min, Math.max(min, Math.min(schema.maxItems ?? min + 3, min + 3)));
      return Array.from({ length: count }, () =>
        validValue(schema.items ?? {}, rng, samples, name, fill),
      );
    }
    case 'object':
      return validObject(schema, rng, samples, fill);
    default:
      return rng.pick(['x', 1, true]);
  }
}

function validObject(
  schema: JsonSchema,
  rng: Rng,
  samples: Samples,
  fill: number,
): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const result: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || rng.chance(fill)) {
      result[key] = validValue(property, rng, samples, key, fill);
    }
  }
  if (typeof schema.additionalProperties === 'object' && rng.chance(fill)) {
    result[`k${rng.hex(4)}`] = validValue(
      schema.additionalProperties,
      rng,
      samples,
      undefined,
      fill,
    );
  }
  return result;
}
