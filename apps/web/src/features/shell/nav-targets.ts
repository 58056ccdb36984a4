import { EXTERNAL_LINKS } from '@/lib/external-links';
import type { NavItem } from '@/lib/layout/rules';

/** Where each navigation item leads; Events opens a menu instead. */
export const NAV_TARGETS: Record<
  Exclude<NavItem, 'events'>,
  { href: string; external: boolean }
> = {
  jobs: { href: '/', external: false },
  mentoring: { href: '/mentoring', external: false },
  companies: { href: '/karir', external: false },
  cvAnalyzer: { href: '/cv-reviewer', external: false },
  pricing: { href: '/pasang-loker-gratis/pricing', external: false },
  hrSystem: { href: EXTERNAL_LINKS.hrSystem, external: true },
};
