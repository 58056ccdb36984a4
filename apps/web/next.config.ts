import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { FALLBACK_CONTENT_SECURITY_POLICY } from './src/lib/http/content-security-policy';

const withNextIntl = createNextIntlPlugin('./src/lib/i18n/request.ts');

// Headers of every answer. Pages get their Content-Security-Policy with a nonce from the
// middleware, which replaces this one; answers that skip the middleware (files, /api, Next's
// assets) keep this policy, under which no inline script runs (docs/decisions/011).
const securityHeaders = [
  { key: 'content-security-policy', value: FALLBACK_CONTENT_SECURITY_POLICY },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Production builds only: `next dev` on http://localhost must not pin the name to https.
  ...(process.env.NODE_ENV === 'production'
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' }]
    : []),
];

const nextConfig: NextConfig = {
  transpilePackages: ['@jenjang/domain'],
  // The refresh memo's Redis client (lib/auth/refresh.ts) is loaded from node_modules at run
  // time, not bundled into the server and middleware code.
  serverExternalPackages: ['ioredis'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Lint and type checks run once for the whole monorepo (`npm run lint`, `npm run typecheck`,
  // both in CI); the build does not repeat them.
  eslint: { ignoreDuringBuilds: true },
  typescript: { ignoreBuildErrors: true },
  // Resolve metadata before the <head> is sent, for every client: canonical and hreflang links
  // belong in the head, and our generateMetadata functions never wait on the API.
  htmlLimitedBots: /.*/,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
