import { MapPin, Smartphone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BOOK_DEMO_PATH, EXTERNAL_LINKS } from '@/lib/external-links';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { PAGES } from '@/lib/routes';
import { LogoMark } from './logo-mark';
import { SOCIAL_ICONS } from './social-icons';

type FooterLink = { label: string; href: string; external?: boolean };

/** The year in Jakarta, so the copyright turns over at local midnight on 1 January. */
function currentYear(): number {
  return Number(
    new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' }).format(new Date()),
  );
}

export async function SiteFooter({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const newTab = t('a11y.opensInNewTab');

  const columns: { heading: string; links: FooterLink[] }[] = [
    {
      heading: t('footer.jobsHeading'),
      links: [
        { label: t('footer.jobsByIndustry'), href: PAGES.jobsByIndustry.path },
        { label: t('footer.jobsByLocation'), href: PAGES.jobsByLocation.path },
        { label: t('footer.jobsByPosition'), href: PAGES.jobsByPosition.path },
        { label: t('footer.popularJobs'), href: PAGES.popularJobs.path },
        { label: t('footer.fullTimeJobs'), href: PAGES.fullTimeJobs.path },
        { label: t('footer.contractJobs'), href: PAGES.contractJobs.path },
        { label: t('footer.partTimeJobs'), href: PAGES.partTimeJobs.path },
        { label: t('footer.internshipJobs'), href: PAGES.internshipJobs.path },
        { label: t('footer.freelanceJobs'), href: PAGES.freelanceJobs.path },
      ],
    },
    {
      heading: t('footer.employerHeading'),
      links: [
        { label: t('footer.postJobFree'), href: PAGES.postJobFree.path },
        { label: t('footer.bookDemo'), href: BOOK_DEMO_PATH },
        { label: t('footer.pricing'), href: PAGES.employerPricing.path },
        { label: t('footer.hrSystem'), href: EXTERNAL_LINKS.hrSystem, external: true },
        { label: t('footer.hrSystemTerms'), href: EXTERNAL_LINKS.hrSystemTerms, external: true },
      ],
    },
    {
      heading: t('footer.aboutHeading'),
      links: [
        { label: t('footer.about'), href: PAGES.about.path },
        { label: t('footer.blog'), href: EXTERNAL_LINKS.blog, external: true },
        { label: t('footer.careers'), href: EXTERNAL_LINKS.careers, external: true },
        { label: t('footer.privacy'), href: PAGES.privacy.path },
        { label: t('footer.terms'), href: PAGES.terms.path },
      ],
    },
  ];

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
                      <FooterAnchor link={link} className={linkClass} newTab={newTab} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="mt-12 grid gap-8 border-t border-white/15 pt-8 md:grid-cols-2">
          <div>
            <h2 className="text-sm font-semibold text-white">{t('footer.socialHeading')}</h2>
            <ul className="mt-3 flex gap-2">
              {(Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[]).map((network) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={EXTERNAL_LINKS.social[network]}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t(`footer.${network}`)} ${newTab}`}
                      className="flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20"
                    >
                      <Icon className="size-5" aria-hidden="true" />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-white">{t('footer.appsHeading')}</h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              <StoreLink href={EXTERNAL_LINKS.apps.android} newTab={newTab}>
                {t('footer.googlePlay')}
              </StoreLink>
              <StoreLink href={EXTERNAL_LINKS.apps.ios} newTab={newTab}>
                {t('footer.appStore')}
              </StoreLink>
            </ul>
          </div>
        </div>

        <p className="mt-10 text-xs text-slate-400">
          {t('footer.copyright', { year: String(currentYear()) })}
        </p>
      </div>
    </footer>
  );
}

function FooterAnchor({
  link,
  className,
  newTab,
}: {
  link: FooterLink;
  className: string;
  newTab: string;
}) {
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={className}>
        {link.label}
        <span className="sr-only"> {newTab}</span>
      </a>
    );
  }
  return (
    <Link href={link.href} className={className}>
      {link.label}
    </Link>
  );
}

function StoreLink({
  href,
  newTab,
  children,
}: {
  href: string;
  newTab: string;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-white/30 px-4 text-sm font-semibold text-white transition-colors hover:bg-white/10"
      >
        <Smartphone aria-hidden="true" className="size-4" />
        {children}
        <span className="sr-only"> {newTab}</span>
      </a>
    </li>
  );
}
