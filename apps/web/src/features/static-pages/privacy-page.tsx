import { getTranslations } from 'next-intl/server';
import { PRIVACY_EMAIL } from '@/lib/external-links';
import type { AppLocale } from '@/lib/i18n/routing';
import { MailLink, StaticPage } from './static-page';

export async function PrivacyPage({ locale, title }: { locale: AppLocale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'common.privacy' });
  return (
    <StaticPage
      title={title}
      lead={t('lead')}
      note={t('effective')}
      sections={[
        { heading: t('collectHeading'), body: t('collectBody') },
        { heading: t('useHeading'), body: t('useBody') },
        { heading: t('shareHeading'), body: t('shareBody') },
        { heading: t('keepHeading'), body: t('keepBody') },
        {
          heading: t('rightsHeading'),
          body: t.rich('rightsBody', {
            email: PRIVACY_EMAIL,
            link: (chunks) => <MailLink email={PRIVACY_EMAIL}>{chunks}</MailLink>,
          }),
        },
      ]}
    />
  );
}
