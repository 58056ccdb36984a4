// The request being built: a valid-looking draft that one mutation breaks in one place.
import type { Rng } from '../../../seed/random';
import type { Marker } from './malformed-values';
import type { Operation } from './openapi-operations';
import type { Samples } from './schema-values';
import { asText, type QueryEntry } from './url-encoding';

export type FuzzContext = { rng: Rng; marker: Marker; samples: Samples };

export type Draft = {
  method: string;
  /** Path parameter values, already encoded for the URL. */
  path: Record<string, string>;
  /** Appended to the filled path template (junk segments). */
  pathSuffix: string;
  query: QueryEntry[];
  /** Query parts sent as they are (broken encodings). */
  rawQuery: string[];
  body: { json: unknown } | { raw: string | Buffer; contentType?: string } | undefined;
  /** Overrides the content type the body would get. */
  contentType: string | undefined;
  /** Sent last: they override the identity's (a broken token instead of the session's). */
  headers: Record<string, string>;
  describe: string;
};

export type Mutation = {
  kind: string;
  /** How often it is chosen for the operation; 0 where it does not apply. */
  weight: (op: Operation) => number;
  apply: (draft: Draft, op: Operation, ctx: FuzzContext) => void;
};

export const short = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text);
export const queryParams = (op: Operation) => op.parameters.filter((p) => p.in === 'query');
export const pathParams = (op: Operation) => op.parameters.filter((p) => p.in === 'path');

/** A query value as repeated keys, or now and then in the indexed form (`name[0]=`). */
export function queryEntries(name: string, value: unknown, rng: Rng): QueryEntry[] {
  if (!Array.isArray(value)) return [[name, asText(value)]];
  const indexed = rng.chance(0.25);
  return value.map((item, i): QueryEntry => [indexed ? `${name}[${i}]` : name, asText(item)]);
}
