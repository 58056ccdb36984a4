import type { ReactNode } from 'react';
import { CardIconSprite } from '@/features/jobs/card-icon-sprite';
import { SaveOutcomeNoticeSlot } from '@/features/saved-jobs/save-outcome-notice-slot';
import { BottomBar } from '@/features/shell/bottom-bar';
import { FooterGate } from '@/features/shell/footer-gate';
import { HeaderBar } from '@/features/shell/header-bar';
import { getShellLabels } from '@/features/shell/shell-labels';
import { SiteFooter } from '@/features/shell/site-footer';
import { UnauthorizedNotice } from '@/features/shell/unauthorized-notice';
import { getFeatureFlags, isFlagEnabled } from '@/lib/feature-flags';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';

// Feature flags refresh every 60 s (spec section 9); static pages regenerate with them.
export const revalidate = 60;

/** The site chrome; which parts show on a page is decided by src/lib/layout/rules.ts. */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: LocaleParams;
}) {
  const locale = await resolveLocale(params);
  const [labels, flags] = await Promise.all([getShellLabels(locale), getFeatureFlags()]);
  const showEvents = isFlagEnabled(flags, 'eventsMenu');
  return (
    <>
      <CardIconSprite />
      <HeaderBar labels={labels} showEvents={showEvents} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <FooterGate>
        <SiteFooter locale={locale} />
      </FooterGate>
      <BottomBar labels={labels} showEvents={showEvents} />
      <UnauthorizedNotice message={labels.account.unauthorized} />
      <SaveOutcomeNoticeSlot locale={locale} />
    </>
  );
}
