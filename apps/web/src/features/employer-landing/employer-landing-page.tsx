import {
  EMPLOYER_PLAN_IDS,
  SALES_NO_REPLY_FREE_CREDITS,
  SALES_NO_REPLY_MINUTES,
  salesPromiseValue,
  type EmployerPlanId,
} from '@jenjang/domain';
import { BarChart3, ClipboardCheck, Megaphone, Users } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AuthMessages } from '@/features/auth/auth-messages';
import { buttonStyles } from '@/features/shell/button-styles';
import { EXTERNAL_LINKS } from '@/lib/external-links';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath, type AppLocale } from '@/lib/i18n/routing';
import { DemoRequestForm, type DemoRequestTexts } from './demo-request-form';
import { PartnerStrip } from './partner-strip';
import { SalesChatLink } from './sales-chat-link';

const FEATURES = [
  ['freePosting', Megaphone],
  ['screening', ClipboardCheck],
  ['pipeline', BarChart3],
  ['reach', Users],
] as const;
const STEPS = ['account', 'post', 'hire'] as const;
const FORM_TEXT_KEYS = [
  'name',
  'email',
  'phone',
  'phoneHint',
  'companyName',
  'jobTitle',
  'companySize',
  'companySizePlaceholder',
  'companySizeOption',
  'needs',
  'needsHint',
  'plan',
  'optional',
  'submit',
  'sending',
  'thanksTitle',
  'thanksBody',
  'sendAnother',
  'checkFields',
] as const satisfies readonly (keyof DemoRequestTexts)[];

export function planFromQuery(value: string | string[] | undefined): EmployerPlanId | undefined {
  return EMPLOYER_PLAN_IDS.find((plan) => plan === value);
}

/** /pasang-loker-gratis: the offering, partners, the HR system, and "book a demo". */
export async function EmployerLandingPage({
  locale,
  plan,
}: {
  locale: AppLocale;
  plan: EmployerPlanId | undefined;
}) {
  const t = await getTranslations({ locale, namespace: 'employer.landing' });
  const tPlans = await getTranslations({ locale, namespace: 'pricing.plans' });
  const tA11y = await getTranslations({ locale, namespace: 'common.a11y' });
  const tArea = await getTranslations({ locale, namespace: 'employer.area.auth' });
  // Texts with ICU placeholders stay raw here: the form fills them itself (fillText).
  const formTexts = Object.fromEntries(
    FORM_TEXT_KEYS.map((key) => [key, t.raw(`form.${key}`) as string]),
  ) as DemoRequestTexts;
  const promise = t('whatsAppPromise', {
    minutes: SALES_NO_REPLY_MINUTES,
    credits: SALES_NO_REPLY_FREE_CREDITS,
    value: salesPromiseValue(),
  });
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-[3fr_2fr] md:px-6 md:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
              {t('heroEyebrow')}
            </p>
            <h1 className="mt-2 text-3xl font-bold text-slate-900 md:text-5xl">{t('heroTitle')}</h1>
            <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('heroLead')}</p>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-start">
              <a href="#employer-contact-form" className={buttonStyles.primary}>
                {t('bookDemoCta')}
              </a>
              <SalesChatLink
                label={t('whatsAppCta')}
                promise={promise}
                newTabNote={tA11y('opensInNewTab')}
              />
            </div>
            {/* Posting for free starts with an employer account (docs/decisions/020). */}
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
              <Link
                href={{
                  pathname: '/sign-up',
                  query: { for: 'employer', returnUrl: localizedPath(locale, '/employer') },
                }}
                className="text-brand-700 underline underline-offset-2"
              >
                {tArea('employerSignUpLink')}
              </Link>
              <Link href="/employer" className="text-brand-700 underline underline-offset-2">
                {tArea('areaLink')}
              </Link>
            </p>
          </div>
          <ol className="space-y-4 self-center rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <li>
              <h2 className="text-base font-bold text-slate-900">{t('stepsHeading')}</h2>
            </li>
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`steps.${step}.title`)}</h3>
                  <p className="text-sm text-slate-700">{t(`steps.${step}.body`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12 md:px-6">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
          {t('featuresHeading')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(([key, Icon]) => (
            <li key={key} className="rounded-xl border border-slate-200 p-5">
              <Icon aria-hidden="true" className="size-6 text-brand-700" />
              <h3 className="mt-3 font-bold text-slate-900">{t(`features.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-700">{t(`features.${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <Link href="/pasang-loker-gratis/pricing" className={`${buttonStyles.secondary} mt-6`}>
          {t('pricingCta')}
        </Link>
      </section>

      <PartnerStrip
        heading={t('partnersHeading')}
        more={(count) => t('partnersMore', { count })}
        note={t('partnersNote')}
      />

      <section aria-labelledby="hr-heading" className="mx-auto max-w-6xl px-4 py-12 md:px-6">
        <div className="rounded-2xl bg-slate-900 p-6 text-white md:p-8">
          <h2 id="hr-heading" className="text-xl font-bold">
            {t('hrHeading')}
          </h2>
          <p className="mt-2 max-w-2xl text-slate-200">{t('hrBody')}</p>
          <a
            href={EXTERNAL_LINKS.hrSystem}
            target="_blank"
            rel="noopener noreferrer"
            className={`${buttonStyles.onDark} mt-4`}
          >
            {t('hrCta')}
            <span className="sr-only"> {tA11y('opensInNewTab')}</span>
          </a>
        </div>
      </section>

      <section
        id="employer-contact-form"
        aria-labelledby="contact-heading"
        className="scroll-mt-20 border-t border-slate-200 bg-slate-50"
      >
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-[2fr_3fr] md:px-6">
          <div>
            <h2 id="contact-heading" className="text-2xl font-bold text-slate-900">
              {t('contactHeading')}
            </h2>
            <p className="mt-2 text-slate-700">{t('contactLead')}</p>
            <SalesChatLink
              className="mt-6"
              label={t('whatsAppCta')}
              promise={promise}
              newTabNote={tA11y('opensInNewTab')}
            />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-5 md:p-6">
            <AuthMessages locale={locale}>
              <DemoRequestForm
                texts={formTexts}
                plan={plan}
                planName={plan ? tPlans(`names.${plan}`) : undefined}
              />
            </AuthMessages>
          </div>
        </div>
      </section>
    </>
  );
}
