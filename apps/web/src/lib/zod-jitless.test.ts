import { describe, expect, it } from 'vitest';
import { makeZodJitless } from './zod-jitless';

describe('makeZodJitless', () => {
  it("sets zod's own jitless switch", async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).not.toBe(true);
    makeZodJitless();
    expect(config().jitless).toBe(true);
  });
});
