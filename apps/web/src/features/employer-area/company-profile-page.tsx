import {
  BENEFIT_ICONS,
  BENEFITS,
  CULTURE_VALUE_ICONS,
  CULTURE_VALUE_KEYS,
  FUNDING_STAGE_VOCABULARY,
  BENEFIT_VOCABULARY,
  CULTURE_VALUE_VOCABULARY,
} from '@jenjang/domain';
import { ExternalLink } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { buttonStyles } from '@/features/shell/button-styles';
import { itemsOf, loadCities, loadIndustries } from '@/lib/api/taxonomy';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { localizedPath } from '@/lib/i18n/routing';
import { CompanyImagesEditor } from './company-images-editor';
import { CompanyProfileForm, type ChoiceOption } from './company-profile-form';
import { loadCompanyProfile } from './employer-api';
import { LoadErrorNotice } from './employer-states';

/**
 * /employer/company: the company profile editor. The option names (culture values with their
 * subtitles, benefits, funding stages) are the company page's own words, read here on the server
 * and handed to the form, so the editor and /karir/[slug] say the same thing.
 */
export async function CompanyProfilePage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const [t, company] = await Promise.all([
    getTranslations({ locale, namespace: 'employer.area.company' }),
    getTranslations({ locale, namespace: 'companyDetail' }),
  ]);
  const [loaded, industries, cities] = await Promise.all([
    loadCompanyProfile(locale),
    loadIndustries(locale),
    loadCities(locale),
  ]);
  if (loaded.kind === 'noCompany')
    return (
      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
        <p className="text-slate-700">{t('noCompany')}</p>
        <Link className={buttonStyles.primary} href={localizedPath(locale, '/employer')}>
          {t('setUpCompany')}
        </Link>
      </section>
    );
  if (loaded.kind !== 'ok') return <LoadErrorNotice locale={locale} />;
  const profile = loaded.data.data;

  const culture: ChoiceOption[] = CULTURE_VALUE_KEYS.map((key) => ({
    value: key,
    label: CULTURE_VALUE_VOCABULARY.label(key, locale),
    hint: company(`cultureSubtitle.${key}`),
    icon: CULTURE_VALUE_ICONS[key],
  }));
  const benefits: ChoiceOption[] = BENEFITS.map((value) => ({
    value,
    label: BENEFIT_VOCABULARY.label(value, locale),
    icon: BENEFIT_ICONS[value],
  }));
  const fundingStages = FUNDING_STAGE_VOCABULARY.options(locale);
  const publicPath = localizedPath(locale, `/karir/${encodeURIComponent(profile.slug)}`);

  return (
    <div className="space-y-8">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('heading')}</h1>
          <p className="mt-1 text-slate-700">{t('intro')}</p>
        </div>
        <Link className={buttonStyles.secondary} href={publicPath}>
          {t('viewPublic')}
          <ExternalLink aria-hidden="true" className="size-4" />
        </Link>
      </header>
      <CompanyProfileForm
        locale={locale}
        profile={profile}
        industries={itemsOf(industries).map(({ id, name }) => ({ id, name }))}
        cities={itemsOf(cities).map(({ id, name }) => ({ id, name }))}
        culture={culture}
        benefits={benefits}
        fundingStages={fundingStages}
        publicPath={publicPath}
      />
      <CompanyImagesEditor
        locale={locale}
        companyName={profile.name}
        initialLogoUrl={profile.logoUrl}
        initialPhotos={profile.photos}
      />
    </div>
  );
}
