import { describe, expect, it } from 'vitest';
import {
  activeNavItem,
  bottomBarItems,
  chromeFor,
  headerNavItems,
  headerThemeFor,
  isBottomBarHidden,
  isFooterHidden,
  isHeaderHidden,
  isStandardLayout,
} from './rules';

const query = (search: string) => new URLSearchParams(search);

describe('headerThemeFor (spec: theme per page)', () => {
  it.each([
    '/',
    '/loker/applied',
    '/loker/saved',
    '/karir/acme-indonesia',
    '/mentoring',
    '/mentoring/budi-santoso',
    '/mentoring/budi-santoso/reviews',
    '/mentoring/my-session',
    '/giveawayquiz',
    '/about',
    '/pasang-loker-gratis/pricing',
    '/privacy-policies',
    '/terms-and-condition',
    '/job-expo/dashboard',
    '/cv-reviewer',
  ])('blue on %s', (path) => expect(headerThemeFor(path)).toBe('blue'));

  it('fixed blue on /mentor only', () => {
    expect(headerThemeFor('/mentor')).toBe('fixed-blue');
    expect(headerThemeFor('/mentor/onboarding')).toBe('light');
  });

  it.each([
    '/karir',
    '/loker/industri',
    '/loker/tipe/loker-magang',
    '/loker/lowongan-admin~acme',
    '/giveawayquiz/register',
    '/job-expo',
    '/pasang-loker-gratis',
    '/sign-in',
    '/technical-test',
    '/some/unknown',
  ])('light on %s', (path) => expect(headerThemeFor(path)).toBe('light'));
});

describe('isHeaderHidden', () => {
  it.each([
    '/squadgame/player',
    '/squadgame/audience',
    '/squadgame/dashboard/boost-yourself',
    '/squadgame/assessment',
    '/career-fair/register',
    '/imf/mentee',
  ])('hidden on %s', (path) => expect(isHeaderHidden(path)).toBe(true));

  it.each(['/', '/squadgame', '/squadgame/dashboard', '/career-fair', '/imf', '/karir'])(
    'shown on %s',
    (path) => expect(isHeaderHidden(path)).toBe(false),
  );
});

describe('isStandardLayout (spec: pages without the standard layout)', () => {
  it.each([
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
    '/giveawayquiz/ref-123',
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
    '/cv-reviewer/payment/credit-1',
  ])('%s has no standard layout', (path) => expect(isStandardLayout(path)).toBe(false));

  it.each([
    '/',
    '/karir',
    '/karir/acme',
    '/mentor',
    '/giveawayquiz',
    '/squadgame/player',
    '/squadgame/dashboard/boost-yourself',
    '/career-fair/register',
    '/imf/mentee',
    '/cv-reviewer/results',
    '/cv-reviewer/results/abc',
    '/pasang-loker-gratis/pricing',
    '/payment/sgc/ref-1',
    '/cv-reviewer/payment/detail/credit-1',
    '/about',
  ])('%s has the standard layout', (path) => expect(isStandardLayout(path)).toBe(true));
});

describe('isFooterHidden', () => {
  it.each(['/squadgame/player', '/squadgame/assessment', '/squadgame/dashboard', '/imf/mentee'])(
    'hidden on %s',
    (path) => expect(isFooterHidden(path)).toBe(true),
  );
  it.each(['/', '/imf', '/cv-reviewer/results', '/career-fair/register'])('shown on %s', (path) =>
    expect(isFooterHidden(path)).toBe(false),
  );
});

describe('isBottomBarHidden', () => {
  it.each([
    '/squadgame/player',
    '/squadgame/audience',
    '/squadgame/dashboard/boost-yourself',
    '/squadgame/assessment',
    '/imf/mentee',
    '/cv-reviewer',
    '/cv-reviewer/results',
    '/cv-reviewer/results/abc',
  ])('hidden on %s', (path) => expect(isBottomBarHidden(path)).toBe(true));
  it.each(['/', '/karir', '/mentoring', '/imf'])('shown on %s', (path) =>
    expect(isBottomBarHidden(path)).toBe(false),
  );
});

describe('headerNavItems', () => {
  it('shows the five items elsewhere', () => {
    expect(headerNavItems('/')).toEqual(['jobs', 'mentoring', 'companies', 'events', 'cvAnalyzer']);
  });

  it.each(['/pasang-loker-gratis', '/pasang-loker-gratis/pricing'])(
    'on %s hides Mentoring and Events and adds HR system and Pricing',
    (path) => {
      const items = headerNavItems(path);
      expect(items).not.toContain('mentoring');
      expect(items).not.toContain('events');
      expect(items).toEqual(['jobs', 'companies', 'cvAnalyzer', 'hrSystem', 'pricing']);
    },
  );
});

describe('bottomBarItems', () => {
  it('lists Jobs, Companies, Mentoring, AI CV Analyzer and Events', () => {
    expect(bottomBarItems('/karir')).toEqual([
      'jobs',
      'companies',
      'mentoring',
      'cvAnalyzer',
      'events',
    ]);
  });
  it('replaces the items with the HR system on the employer page', () => {
    expect(bottomBarItems('/pasang-loker-gratis')).toEqual(['hrSystem']);
  });
});

describe('activeNavItem', () => {
  it.each([
    ['/', 'jobs'],
    ['/loker/industri', 'jobs'],
    ['/loker/tipe/loker-magang', 'jobs'],
    ['/loker/lokasi', 'jobs'],
    ['/loker/posisi', 'jobs'],
    ['/loker/populer', 'jobs'],
    ['/loker/saved', 'jobs'],
    ['/loker-wfh', 'jobs'],
    ['/loker-digital-marketing-jakarta', 'jobs'],
    ['/loker-part-time-bandung', 'jobs'],
    ['/loker/lowongan-admin~acme', 'jobs'],
    ['/technical-test', 'jobs'],
    ['/karir', 'companies'],
    ['/karir/acme', 'companies'],
    ['/mentoring', 'mentoring'],
    ['/mentoring/budi/reviews', 'mentoring'],
    ['/imf', 'mentoring'],
    ['/cv-reviewer/results', 'cvAnalyzer'],
    ['/sgc/regist', 'events'],
    ['/idm/login', 'events'],
    ['/sfl/regist/step-2', 'events'],
    ['/pasang-loker-gratis/pricing', 'pricing'],
  ] as const)('%s → %s', (path, item) => expect(activeNavItem(path)).toBe(item));

  it.each([
    '/about',
    '/mentor',
    '/sgc',
    '/sgc/other',
    '/pasang-loker-gratis',
    '/constructor',
    '/loker-wfh/extra',
    '/lokerwfh',
  ])('nothing is active on %s', (path) => expect(activeNavItem(path)).toBeNull());

  it('a job query parameter marks Jobs, a company one Companies', () => {
    expect(activeNavItem('/karir', query('job=admin~acme'))).toBe('jobs');
    expect(activeNavItem('/', query('company=acme'))).toBe('companies');
    expect(activeNavItem('/about', query('job=x'))).toBe('jobs');
    expect(activeNavItem('/karir', query('page=2'))).toBe('companies');
  });
});

describe('chromeFor', () => {
  it('standard page: full header, footer and bottom bar', () => {
    expect(chromeFor('/')).toEqual({
      header: 'full',
      theme: 'blue',
      footer: true,
      bottomBar: true,
    });
  });
  it('page without the standard layout: minimal bar only', () => {
    expect(chromeFor('/sign-in')).toEqual({
      header: 'minimal',
      theme: 'light',
      footer: false,
      bottomBar: false,
    });
  });
  it('squadgame player: nothing around the page', () => {
    expect(chromeFor('/squadgame/player')).toMatchObject({
      header: 'none',
      footer: false,
      bottomBar: false,
    });
  });
  it('career fair registration: no header, but footer and bottom bar', () => {
    expect(chromeFor('/career-fair/register')).toMatchObject({
      header: 'none',
      footer: true,
      bottomBar: true,
    });
  });
  it('cv reviewer results: footer without bottom bar', () => {
    expect(chromeFor('/cv-reviewer/results')).toMatchObject({
      header: 'full',
      footer: true,
      bottomBar: false,
    });
  });
});
