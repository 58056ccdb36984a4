import { getTranslations } from 'next-intl/server';
import { CONTACT_EMAIL } from '@/lib/external-links';
import type { AppLocale } from '@/lib/i18n/routing';
import { MailLink, StaticPage } from './static-page';

export async function TermsPage({ locale, title }: { locale: AppLocale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'common.terms' });
  return (
    <StaticPage
      title={title}
      lead={t('lead')}
      note={t('effective')}
      sections={[
        { heading: t('accountHeading'), body: t('accountBody') },
        { heading: t('jobsHeading'), body: t('jobsBody') },
        { heading: t('paidHeading'), body: t('paidBody') },
        { heading: t('conductHeading'), body: t('conductBody') },
        {
          heading: t('changesHeading'),
          body: t.rich('changesBody', {
            email: CONTACT_EMAIL,
            link: (chunks) => <MailLink email={CONTACT_EMAIL}>{chunks}</MailLink>,
          }),
        },
      ]}
    />
  );
}
