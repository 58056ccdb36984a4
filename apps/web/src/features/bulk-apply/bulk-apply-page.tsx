import { NextIntlClientProvider } from 'next-intl';
import type { Messages } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { BrowseHeader } from '@/features/browse/browse-header';
import { signInPath } from '@/lib/auth/return-url';
import { hasSession } from '@/lib/auth/server-api';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { getPageText } from '@/lib/page-text';
import { PAGES } from '@/lib/routes';
import { BulkApplyFlow } from './bulk-apply-flow';

function pickClientMessages(messages: Messages): Messages {
  return {
    bulkApply: { flow: messages.bulkApply.flow },
    jobDetail: { applyForm: messages.jobDetail.applyForm },
  } as unknown as Messages;
}

/** /loker/bulk-apply: the picked jobs (kept in this browser), their questions once, the results. */
export async function BulkApplyPage({ locale }: { locale: AppLocale }) {
  const path = PAGES.bulkApply.path;
  if (!(await hasSession()))
    redirect(localizedPath(locale, signInPath(localizedPath(locale, path))));
  const [{ title }, t, messages] = await Promise.all([
    getPageText(locale, 'bulkApply'),
    getTranslations({ locale, namespace: 'bulkApply.flow' }),
    getMessages({ locale }),
  ]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickClientMessages(messages)}
      timeZone="Asia/Jakarta"
    >
      <BrowseHeader
        locale={locale}
        trail={[{ label: title, path }]}
        title={title}
        intro={<p>{t('intro')}</p>}
      />
      <div className="mx-auto max-w-3xl px-4 py-8 md:px-6 md:py-12">
        <BulkApplyFlow />
      </div>
    </NextIntlClientProvider>
  );
}
