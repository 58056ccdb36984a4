// The operations the app publishes at /docs, read from its OpenAPI document: what the fuzzer
// walks. A route added with a schema is in the document, so it is fuzzed without a test of its own.

/** The part of JSON Schema (OpenAPI 3.0 flavour) that the published contracts use. */
export type JsonSchema = {
  type?: string;
  enum?: readonly unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  $ref?: string;
  default?: unknown;
};

export type ParameterSpec = {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
};

export type Operation = {
  method: string;
  /** The OpenAPI path template, e.g. `/v1/job-portal/job/slug/{slug}`. */
  path: string;
  parameters: ParameterSpec[];
  /** The documented JSON body; undefined when none is documented. */
  body: JsonSchema | undefined;
  /** Whether a body is sent at all (POST, PUT, PATCH, DELETE), documented or not. */
  takesBody: boolean;
  /** Documented as needing a bearer token (no anonymous alternative in `security`). */
  requiresSignIn: boolean;
};

type OpenApiOperation = {
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

export type OpenApiDocument = {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every operation of the document, `$ref`s resolved, in document order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const resolve = (schema: JsonSchema | undefined): JsonSchema =>
    resolveRefs(schema ?? {}, doc.components?.schemas ?? {}, 0);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const upper = method.toUpperCase();
      const parameters = (operation.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name,
          in: p.in as 'path' | 'query',
          required: p.in === 'path' || p.required === true,
          schema: resolve(p.schema),
        }));
      const json = operation.requestBody?.content?.['application/json'];
      operations.push({
        method: upper,
        path,
        parameters,
        body: json ? resolve(json.schema) : undefined,
        takesBody: BODY_METHODS.has(upper),
        requiresSignIn:
          (operation.security ?? []).length > 0 &&
          !(operation.security ?? []).some((scheme) => Object.keys(scheme).length === 0),
      });
    }
  }
  return operations;
}

function resolveRefs(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  depth: number,
): JsonSchema {
  if (depth > 20) return {}; // a recursive schema: deep enough for fuzzing
  const target = schema.$ref?.startsWith('#/components/schemas/')
    ? components[schema.$ref.slice('#/components/schemas/'.length)]
    : undefined;
  const base = target ? { ...target, ...schema, $ref: undefined } : schema;
  const next = (s: JsonSchema) => resolveRefs(s, components, depth + 1);
  return {
    ...base,
    ...(base.items ? { items: next(base.items) } : {}),
    ...(base.properties
      ? {
          properties: Object.fromEntries(
            Object.entries(base.properties).map(([key, value]) => [key, next(value)]),
          ),
        }
      : {}),
    ...(typeof base.additionalProperties === 'object'
      ? { additionalProperties: next(base.additionalProperties) }
      : {}),
    ...(base.anyOf ? { anyOf: base.anyOf.map(next) } : {}),
    ...(base.oneOf ? { oneOf: base.oneOf.map(next) } : {}),
    ...(base.allOf ? { allOf: base.allOf.map(next) } : {}),
  };
}

/** The path with its parameters filled in (values already encoded for the URL). */
export function fillPath(template: string, encoded: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encoded[name] ?? 'x');
}
