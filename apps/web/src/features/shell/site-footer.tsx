import { wibYearOf } from '@jenjang/domain';
import { MapPin } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { FOOTER_COLUMNS } from './footer-links';
import { LogoMark } from './logo-mark';

/** The year in Jakarta, so the copyright turns over at local midnight on 1 January. */
function currentYear(): number {
  return wibYearOf(new Date());
}

export async function SiteFooter({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const columns = FOOTER_COLUMNS.map((column) => ({
    heading: t(`footer.${column.heading}`),
    links: column.links.map((link) => ({ label: t(`footer.${link.label}`), href: link.href })),
  }));

  const offices = [
    { city: t('footer.jakartaOffice'), address: t('footer.jakartaAddress') },
    { city: t('footer.singaporeOffice'), address: t('footer.singaporeAddress') },
  ];

  const linkClass =
    'inline-flex min-h-8 items-center rounded text-sm text-slate-300 transition-colors hover:text-white hover:underline';

  return (
    <footer className="on-dark mt-auto bg-brand-950 text-slate-300">
      <div className="mx-auto max-w-6xl px-4 py-12 md:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <div>
            <LogoMark tone="white" />
            <p className="mt-4 max-w-sm text-sm leading-relaxed">{t('footer.tagline')}</p>
            <h2 className="mt-8 text-sm font-semibold text-white">{t('footer.officesHeading')}</h2>
            <ul className="mt-3 space-y-3">
              {offices.map((office) => (
                <li key={office.city} className="flex gap-2 text-sm">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-300" />
                  <address className="not-italic">
                    <span className="block font-semibold text-white">{office.city}</span>
                    {office.address}
                  </address>
                </li>
              ))}
            </ul>
          </div>
          <nav
            aria-label={t('a11y.footerNavigation')}
            className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3"
          >
            {columns.map((column) => (
              <div key={column.heading}>
                <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
                <ul className="mt-3 space-y-1">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <p className="mt-12 border-t border-white/15 pt-8 text-xs text-slate-400">
          {t('footer.copyright', { year: String(currentYear()) })}
        </p>
      </div>
    </footer>
  );
}
