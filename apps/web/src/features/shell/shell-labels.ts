import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import type { AppLocale } from '@/lib/i18n/routing';
import type { EventProgram, NavItem } from '@/lib/layout/rules';
import type { LanguageSwitchLabels } from './language-switch';

export type EventEntry = { key: EventProgram; name: string; description: string; href: string };

/** The strings and links the client parts of the shell need, resolved on the server. */
export type ShellLabels = {
  nav: Record<NavItem | 'signIn' | 'signUp' | 'cvAnalyzerShort', string>;
  events: { menuLabel: string; entries: EventEntry[] };
  a11y: {
    mainNavigation: string;
    mobileNavigation: string;
    homeLink: string;
    opensInNewTab: string;
  };
  language: LanguageSwitchLabels;
  account: Record<
    'menu' | 'profile' | 'savedJobs' | 'appliedJobs' | 'signOut' | 'signingOut' | 'unauthorized',
    string
  >;
  notifications: Record<
    | 'title'
    | 'empty'
    | 'bell'
    | 'bellUnread'
    | 'markAllRead'
    | 'unread'
    | 'loading'
    | 'error'
    | 'retry',
    string
  > & {
    /**
     * Mentoring sentence templates by notification type, `{name}`-style placeholders (fillText);
     * an application's sentence comes from the domain (applicationBellText).
     */
    types: Messages['notification']['types'];
  };
};

export async function getShellLabels(locale: AppLocale): Promise<ShellLabels> {
  const [t, n, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'notification' }),
    getMessages({ locale }),
  ]);
  const entry = (key: EventProgram): EventEntry => ({
    key,
    name: t(`events.${key}.name`),
    description: t(`events.${key}.description`),
    href: EXTERNAL_LINKS.events[key],
  });
  return {
    nav: {
      jobs: t('nav.jobs'),
      mentoring: t('nav.mentoring'),
      companies: t('nav.companies'),
      events: t('nav.events'),
      cvAnalyzer: t('nav.cvAnalyzer'),
      cvAnalyzerShort: t('nav.cvAnalyzerShort'),
      hrSystem: t('nav.hrSystem'),
      pricing: t('nav.pricing'),
      signIn: t('nav.signIn'),
      signUp: t('nav.signUp'),
    },
    events: {
      menuLabel: t('events.menuLabel'),
      entries: [entry('sgc'), entry('sfl'), entry('idm')],
    },
    a11y: {
      mainNavigation: t('a11y.mainNavigation'),
      mobileNavigation: t('a11y.mobileNavigation'),
      homeLink: t('a11y.homeLink'),
      opensInNewTab: t('a11y.opensInNewTab'),
    },
    language: { switch: t('language.switch'), otherShort: t('language.otherShort') },
    account: {
      menu: t('account.menu'),
      profile: t('account.profile'),
      savedJobs: t('account.savedJobs'),
      appliedJobs: t('account.appliedJobs'),
      signOut: t('account.signOut'),
      signingOut: t('account.signingOut'),
      unauthorized: t('account.unauthorized'),
    },
    notifications: {
      title: n('title'),
      empty: n('empty'),
      bell: n('bell'),
      // Filled in the browser with the count (client-text.ts, fillText).
      bellUnread: n.raw('bellUnread') as string,
      markAllRead: n('markAllRead'),
      unread: n('unread'),
      loading: n('loading'),
      error: n('error'),
      retry: n('retry'),
      types: messages.notification.types,
    },
  };
}
