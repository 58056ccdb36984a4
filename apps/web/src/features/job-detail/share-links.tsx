import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { ShareJobButton } from './share-job';

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 underline-offset-4 hover:bg-brand-50 hover:underline';

/** The share button and the messaging/social links of a job. */
export async function ShareLinks({
  locale,
  url,
  role,
  company,
}: {
  locale: AppLocale;
  url: string;
  role: string;
  company: string;
}) {
  const t = await getTranslations({ locale, namespace: 'jobDetail' });
  const text = t('share.text', { role, company });
  const newTab = t('apply.opensInNewTab');
  const links = [
    {
      label: t('share.whatsapp'),
      short: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    },
    {
      label: t('share.linkedin'),
      short: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
    },
    {
      label: t('share.x'),
      short: 'X',
      href: `https://x.com/intent/post?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    },
  ];
  return (
    <div className="flex flex-wrap items-start gap-x-1 gap-y-2">
      <ShareJobButton
        url={url}
        title={`${role} — ${company}`}
        text={text}
        labels={{
          share: t('share.share'),
          copy: t('share.copy'),
          copied: t('share.copied'),
          copyFailed: t('share.copyFailed'),
        }}
      />
      <ul className="flex flex-wrap items-center">
        {links.map((link) => (
          <li key={link.short}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} ${newTab}`}
              className={linkClass}
            >
              {link.short}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
