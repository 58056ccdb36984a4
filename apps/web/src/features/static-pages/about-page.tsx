import { getTranslations } from 'next-intl/server';
import { CONTACT_EMAIL } from '@/lib/external-links';
import type { AppLocale } from '@/lib/i18n/routing';
import { MailLink, StaticPage } from './static-page';

export async function AboutPage({ locale, title }: { locale: AppLocale; title: string }) {
  const t = await getTranslations({ locale, namespace: 'common.about' });
  return (
    <StaticPage
      title={title}
      lead={t('lead')}
      sections={[
        { heading: t('jobSeekersHeading'), body: t('jobSeekersBody') },
        { heading: t('employersHeading'), body: t('employersBody') },
        { heading: t('mentorsHeading'), body: t('mentorsBody') },
        { heading: t('principlesHeading'), body: t('principlesBody') },
        {
          heading: t('contactHeading'),
          body: t.rich('contactBody', {
            email: CONTACT_EMAIL,
            link: (chunks) => <MailLink email={CONTACT_EMAIL}>{chunks}</MailLink>,
          }),
        },
      ]}
    />
  );
}
