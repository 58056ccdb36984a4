import { describe, expect, it } from 'vitest';
import {
  createNonce,
  FALLBACK_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
} from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

describe('the page policy', () => {
  it('runs inline only the scripts with this request’s nonce, files from this origin', () => {
    const page = directives(pageContentSecurityPolicy('abc123', { development: false }));
    expect(page.get('script-src')).toEqual(["'self'", "'nonce-abc123'"]);
    expect(page.get('object-src')).toEqual(["'none'"]);
    expect(page.get('base-uri')).toEqual(["'self'"]);
    expect(page.get('form-action')).toEqual(["'self'"]);
    expect(page.get('frame-ancestors')).toEqual(["'none'"]);
    expect([...page.values()].flat()).not.toContain("'unsafe-eval'");
  });

  it("lets React's development build evaluate code, in development only", () => {
    const dev = directives(pageContentSecurityPolicy('abc123', { development: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });

  it('gets a new 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, () => createNonce()));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe('the fallback policy', () => {
  it('runs no inline script and allows no framing', () => {
    const fallback = directives(FALLBACK_CONTENT_SECURITY_POLICY);
    expect(fallback.get('script-src')).toEqual(["'self'"]);
    expect(fallback.get('frame-ancestors')).toEqual(["'none'"]);
    expect(fallback.get('object-src')).toEqual(["'none'"]);
  });
});
