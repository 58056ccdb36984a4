// Zod probes once whether it may compile parsers with `new Function`, when the first object
// schema is built. Our Content-Security-Policy allows no eval (docs/decisions/011), so in the
// browser the probe fails, harmlessly, but is reported as a violation on every page that builds
// a schema. Zod's `jitless` setting skips the probe. It is set through the configuration object
// zod keeps on globalThis (shared by every copy of zod, whichever loads first), so that the
// pages that use no schema do not download zod for it; zod-jitless.test.ts checks that zod
// reads it.
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function makeZodJitless(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig ??= {};
  global.__zod_globalConfig.jitless = true;
}
