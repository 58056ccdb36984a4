import type { SpecialMentorBanner } from '@jenjang/domain';
import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { AppLocale } from '@/lib/i18n/routing';
import { MentorPhoto } from './mentor-photo';
import { mentorPath } from './mentoring-api';

/** The featured mentors above the list: a scrolling row on phones, a grid on wide screens. */
export async function MentorBanners({
  banners,
  locale,
}: {
  banners: SpecialMentorBanner[];
  locale: AppLocale;
}) {
  if (banners.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'homepageMentoring.banners' });
  return (
    <section aria-labelledby="mentor-banners-heading" className="mb-8">
      <h2 id="mentor-banners-heading" className="mb-3 text-lg font-bold text-slate-900">
        {t('heading')}
      </h2>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0 lg:grid-cols-3">
        {banners.map((banner) => (
          <li
            key={banner.id}
            className="relative flex w-72 shrink-0 snap-start items-center gap-3 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-4 text-white focus-within:ring-2 focus-within:ring-brand-400 md:w-auto"
          >
            <MentorPhoto
              name={banner.mentor.name}
              photoUrl={banner.mentor.photoUrl}
              className="ring-2 ring-white/40"
            />
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-100">
                {banner.title}
              </p>
              <h3 className="truncate text-base font-bold">
                <Link
                  href={mentorPath(banner.mentor.slug)}
                  className="outline-none after:absolute after:inset-0 hover:underline"
                >
                  {banner.mentor.name}
                </Link>
              </h3>
              {banner.subtitle ? (
                <p className="line-clamp-2 text-sm text-brand-100">{banner.subtitle}</p>
              ) : null}
              <p className="mt-1 inline-flex items-center gap-1 text-sm font-semibold">
                {t('seeProfile')}
                <ArrowRight aria-hidden="true" className="size-4" />
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
