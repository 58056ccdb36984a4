import { wibDateOf } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { ProfilePaymentsSection } from '@/features/payments/profile-payments-section';
import type { AppLocale } from '@/lib/i18n/routing';
import { AdditionalSection } from './additional-section';
import { CareerSection, ExperienceSection } from './career-section';
import { ChangePasswordForm } from './change-password-form';
import { CvSection } from './cv-section';
import { DeleteAccount } from './delete-account-dialog';
import { EducationSection } from './education-section';
import { ExportDataButton } from './export-data-button';
import { IdentitySection } from './identity-section';
import type { ProfilePageData } from './load-profile';
import { CertificationsSection, OrganizationsSection } from './pair-list-sections';
import { PreferencesSection } from './preferences-section';
import { ProfileProvider } from './profile-context';
import { ReusableAnswersSection } from './reusable-answers-section';
import { SkillsSection } from './skills-section';
import { VisibilitySwitch } from './visibility-switch';
import { WorkSection } from './work-section';

/** The order of the sections on the page and in its contents list. */
const SECTION_LINKS = [
  ['identity', 'identity.title'],
  ['career', 'career.title'],
  ['visibility', 'visibility.title'],
  ['cv', 'cv.title'],
  ['experience', 'experience.title'],
  ['preferences', 'preferences.title'],
  ['work', 'work.title'],
  ['education', 'education.title'],
  ['skills', 'skills.title'],
  ['certifications', 'certifications.title'],
  ['organizations', 'organizations.title'],
  ['additional', 'additional.title'],
  ['reusableAnswers', 'reusableAnswers.title'],
  ['payments', 'payments.title'],
  ['account', 'account.title'],
] as const;

export async function ProfilePage({ data, locale }: { data: ProfilePageData; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'profile.profilePage' });
  const { student, account, taxonomy, cv } = data;
  return (
    <ProfileProvider
      student={student}
      taxonomy={taxonomy}
      locale={locale}
      today={wibDateOf(new Date())}
    >
      <div className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 pb-12 pt-6 md:px-6 md:pt-10">
          <header className="mb-6">
            <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{t('heading')}</h1>
            <p className="mt-2 max-w-2xl text-slate-700">{t('intro')}</p>
          </header>
          <div className="grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
            <nav aria-label={t('sectionNav')} className="hidden lg:block">
              <ul className="sticky top-24 space-y-1 text-sm">
                {SECTION_LINKS.map(([id, key]) => (
                  <li key={id}>
                    <a
                      href={`#${id}`}
                      className="block rounded-lg px-3 py-2 text-slate-700 hover:bg-white hover:text-brand-700"
                    >
                      {t(key)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="min-w-0 space-y-6">
              <IdentitySection />
              <CareerSection />
              <VisibilitySwitch />
              <CvSection initialCv={cv} />
              <ExperienceSection />
              <PreferencesSection />
              <WorkSection />
              <EducationSection />
              <SkillsSection />
              <CertificationsSection />
              <OrganizationsSection />
              <AdditionalSection />
              <ReusableAnswersSection />
              <ProfilePaymentsSection locale={locale} />
              <section
                id="account"
                aria-labelledby="account-heading"
                className="scroll-mt-24 space-y-8 rounded-2xl border border-slate-200 bg-white p-4 md:p-6"
              >
                <h2 id="account-heading" className="text-lg font-bold text-slate-900">
                  {t('account.title')}
                </h2>
                <ChangePasswordForm hasPassword={account.hasPassword} />
                <div className="border-t border-slate-200 pt-6">
                  <ExportDataButton />
                </div>
                <div className="border-t border-slate-200 pt-6">
                  <DeleteAccount hasPassword={account.hasPassword} locale={locale} />
                </div>
              </section>
            </div>
          </div>
        </div>
      </div>
    </ProfileProvider>
  );
}
