// Layout rules of spec section 2 as pure functions of the locale-stripped path. The chrome
// components call them with usePathname() of lib/i18n/navigation; tests pin them to the
// spec's lists.
import { isWithin, matchesRoute, pathSegments } from './path';

export type HeaderTheme = 'light' | 'light-flat' | 'blue' | 'fixed-blue';

export type NavItem =
  'jobs' | 'mentoring' | 'companies' | 'events' | 'cvAnalyzer' | 'hrSystem' | 'pricing';

export type Chrome = {
  /** full: the standard header; minimal: a logo bar for pages without the standard layout. */
  header: 'full' | 'minimal' | 'none';
  theme: HeaderTheme;
  footer: boolean;
  bottomBar: boolean;
};

/**
 * "Pages without the standard layout" (exact routes). The spec lists both cv-reviewer payment
 * routes; the order status page (/cv-reviewer/payment/detail/[creditId]) left the list by issue
 * 22: a person checking a payment gets the site's header and footer, as on the event ticket's
 * status page.
 */
export const BARE_LAYOUT_ROUTES = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/onboarding',
  '/maintenance',
  '/mentor/onboarding',
  '/mentor/sign-up',
  '/create-password',
  '/giveawayquiz/register',
  '/giveawayquiz/[refId]',
  '/referral',
  '/beasiswa',
  '/beasiswaira',
  '/career-fair',
  '/squadgame',
  '/squadgame/dashboard',
  '/imf/confirmation',
  '/404',
  '/500',
  '/imf',
  '/job-expo',
  '/job-expo/regist',
  '/job-expo/dashboard',
  '/pasang-loker-gratis',
  '/cv-reviewer',
  '/cv-reviewer/payment/[creditId]',
] as const;

/** Sections (the path and everything below it) where the header is hidden. */
export const HEADER_HIDDEN_SECTIONS = [
  '/squadgame/player',
  '/squadgame/audience',
  '/squadgame/dashboard/boost-yourself',
  '/squadgame/assessment',
  '/career-fair/register',
  '/imf/mentee',
] as const;

/** "Footer and bottom bar are omitted on squadgame pages and /imf/mentee." */
export const FOOTER_HIDDEN_SECTIONS = ['/squadgame', '/imf/mentee'] as const;

/** The footer's sections plus "/cv-reviewer pages" (the player, audience... pages are squadgame). */
export const BOTTOM_BAR_HIDDEN_SECTIONS = ['/squadgame', '/imf/mentee', '/cv-reviewer'] as const;

/** The employer offering: Mentoring and Events leave the header, HR system and Pricing join. */
export const EMPLOYER_ROUTES = ['/pasang-loker-gratis', '/pasang-loker-gratis/pricing'] as const;

const BLUE_HEADER_ROUTES = [
  '/',
  '/loker/applied',
  '/loker/saved',
  '/karir/[slug]',
  '/giveawayquiz',
  '/about',
  '/pasang-loker-gratis/pricing',
  '/privacy-policies',
  '/terms-and-condition',
  '/job-expo/dashboard',
] as const;
const BLUE_HEADER_SECTIONS = ['/mentoring', '/cv-reviewer'] as const;
const FIXED_BLUE_HEADER_ROUTES = ['/mentor'] as const;

/** Event programmes on the external events host; their regist and login subpaths mark Events. */
export const EVENT_PROGRAMS = ['sgc', 'idm', 'sfl'] as const;
export type EventProgram = (typeof EVENT_PROGRAMS)[number];
const EVENT_SUBPATHS = ['regist', 'login'];

const HEADER_ITEMS: readonly NavItem[] = ['jobs', 'mentoring', 'companies', 'events', 'cvAnalyzer'];
const EMPLOYER_HEADER_ITEMS: readonly NavItem[] = [
  'jobs',
  'companies',
  'cvAnalyzer',
  'hrSystem',
  'pricing',
];
const BOTTOM_BAR_ITEMS: readonly NavItem[] = [
  'jobs',
  'companies',
  'mentoring',
  'cvAnalyzer',
  'events',
];
const EMPLOYER_BOTTOM_BAR_ITEMS: readonly NavItem[] = ['hrSystem'];

/** First path segment → the item it activates ('' is the home page). */
const ITEM_OF_SEGMENT = new Map<string, NavItem>([
  ['', 'jobs'],
  ['loker', 'jobs'],
  ['technical-test', 'jobs'],
  ['karir', 'companies'],
  ['mentoring', 'mentoring'],
  ['imf', 'mentoring'],
  ['cv-reviewer', 'cvAnalyzer'],
]);

/** Landing pages with preset searches are top-level `loker-…` slugs (spec section 2). */
const LANDING_SEGMENT = /^loker-[a-z0-9-]+$/;

const matchesAny = (path: string, routes: readonly string[]) =>
  routes.some((route) => matchesRoute(path, route));
const withinAny = (path: string, sections: readonly string[]) =>
  sections.some((section) => isWithin(path, section));

export function isStandardLayout(path: string): boolean {
  return !matchesAny(path, BARE_LAYOUT_ROUTES);
}

export function isHeaderHidden(path: string): boolean {
  return withinAny(path, HEADER_HIDDEN_SECTIONS);
}

export function isFooterHidden(path: string): boolean {
  return withinAny(path, FOOTER_HIDDEN_SECTIONS);
}

export function isBottomBarHidden(path: string): boolean {
  return withinAny(path, BOTTOM_BAR_HIDDEN_SECTIONS);
}

export function isEmployerPage(path: string): boolean {
  return matchesAny(path, EMPLOYER_ROUTES);
}

/**
 * Blue is transparent over the page's blue top band and turns solid when scrolled; fixed blue
 * is always solid. 'light-flat' (no shadow) exists for pages that bring their own sticky bar;
 * no route of the spec asks for it yet.
 */
export function headerThemeFor(path: string): HeaderTheme {
  if (matchesAny(path, FIXED_BLUE_HEADER_ROUTES)) return 'fixed-blue';
  if (matchesAny(path, BLUE_HEADER_ROUTES) || withinAny(path, BLUE_HEADER_SECTIONS)) return 'blue';
  return 'light';
}

export function headerNavItems(path: string): readonly NavItem[] {
  return isEmployerPage(path) ? EMPLOYER_HEADER_ITEMS : HEADER_ITEMS;
}

export function bottomBarItems(path: string): readonly NavItem[] {
  return isEmployerPage(path) ? EMPLOYER_BOTTOM_BAR_ITEMS : BOTTOM_BAR_ITEMS;
}

export type QueryLike = { has(name: string): boolean } | null | undefined;

/**
 * The navigation item to mark as current. A `job` query parameter (a job opened over another
 * page) marks Jobs and a `company` one Companies; otherwise the first path segment decides:
 * the home search, `/loker/...` (job pages, browse pages, saved jobs) and the `/loker-...`
 * landing pages are all Jobs.
 */
export function activeNavItem(path: string, searchParams?: QueryLike): NavItem | null {
  if (searchParams?.has('job')) return 'jobs';
  if (searchParams?.has('company')) return 'companies';
  const [first = '', second] = pathSegments(path);
  if ((EVENT_PROGRAMS as readonly string[]).includes(first)) {
    return second !== undefined && EVENT_SUBPATHS.includes(second) ? 'events' : null;
  }
  if (first === 'pasang-loker-gratis') return second === 'pricing' ? 'pricing' : null;
  if (second === undefined && LANDING_SEGMENT.test(first)) return 'jobs';
  return ITEM_OF_SEGMENT.get(first) ?? null;
}

/** Everything the layout needs to know about one page. */
export function chromeFor(path: string): Chrome {
  const standard = isStandardLayout(path);
  return {
    header: !standard ? 'minimal' : isHeaderHidden(path) ? 'none' : 'full',
    theme: headerThemeFor(path),
    footer: standard && !isFooterHidden(path),
    bottomBar: standard && !isBottomBarHidden(path),
  };
}
