import { formatCount, pluralCategory, type Locale } from '@jenjang/domain';
import type { Messages } from 'next-intl';

/**
 * The few texts client components show themselves (error boundaries, the 404 panel, the search
 * box's suggestions), as plain strings. Client components do not call useTranslations: that
 * would ship next-intl's ICU message parser (~14 KiB gzip) to every page. The texts here use only
 * `{name}` placeholders, filled by fillText; plurals come as separate `…One` / `…Other` texts.
 */
export type ClientTexts = {
  notFound: Messages['common']['errors']['notFound'];
  serverError: Messages['common']['errors']['server'];
  homeError: Messages['homepageJobs']['error'];
  searchBox: Messages['homepageJobs']['searchBox'];
  /** The payment pages' loading state. */
  paymentsLoading: Messages['common']['payments']['loading'];
  /** The admin lists' loading state. */
  adminLoading: Messages['common']['admin']['loading'];
};

export function pickClientTexts(messages: Messages): ClientTexts {
  return {
    notFound: messages.common.errors.notFound,
    serverError: messages.common.errors.server,
    homeError: messages.homepageJobs.error,
    searchBox: messages.homepageJobs.searchBox,
    paymentsLoading: messages.common.payments.loading,
    adminLoading: messages.common.admin.loading,
  };
}

/** '{count} saran' + { count: 3 } → '3 saran'. Unknown placeholders stay as written. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The `one` or `other` form for a count, the count written as every count is (formatCount). */
export function pluralText(
  forms: { one: string; other: string },
  count: number,
  locale: Locale,
): string {
  const form = pluralCategory(count, locale) === 'one' ? forms.one : forms.other;
  return fillText(form, { count: formatCount(count, locale) });
}
