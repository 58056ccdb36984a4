import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/lib/i18n/request.ts');

// Conservative headers that cannot break the pages we serve. A Content-Security-Policy needs
// nonces for Next's inline scripts and comes with the auth work, where it pays off most.
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];

const nextConfig: NextConfig = {
  transpilePackages: ['@jenjang/domain'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Lint runs once for the whole monorepo (`npx eslint .` at the root).
  eslint: { ignoreDuringBuilds: true },
  // Resolve metadata before the <head> is sent, for every client: canonical and hreflang links
  // belong in the head, and our generateMetadata functions never wait on the API.
  htmlLimitedBots: /.*/,
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
