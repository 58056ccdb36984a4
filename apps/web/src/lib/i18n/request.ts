import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './load-messages';
import { isAppLocale, routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isAppLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Asia/Jakarta',
  };
});
