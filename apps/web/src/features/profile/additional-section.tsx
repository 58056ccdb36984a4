'use client';

import { formatCalendarDate, formatDecimal } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { SectionFormFrame, TextField } from './form-fields';
import { decimalText } from './profile-body';
import { useProfile } from './profile-context';
import { additionalBody } from './section-bodies';
import { FactList, SectionCard } from './section-card';
import { useProfileForm } from './use-profile-form';

/** TOEFL, date of birth and GPA (IPK). */
export function AdditionalSection() {
  const t = useTranslations('profile.profilePage');
  const { student, locale } = useProfile();
  const notFilled = t('actions.notFilled');
  return (
    <SectionCard
      id="additional"
      title={t('additional.title')}
      renderForm={(close) => <AdditionalForm close={close} />}
    >
      <FactList
        items={[
          { label: t('additional.toefl'), value: student.toefl ?? notFilled },
          {
            label: t('additional.birthdate'),
            value: student.birthdate ? formatCalendarDate(student.birthdate, locale) : notFilled,
          },
          {
            label: t('additional.gpa'),
            value: student.gpa
              ? t('additional.gpaOf', {
                  value: formatDecimal(student.gpa.value, locale, 2),
                  max: formatDecimal(student.gpa.max, locale, 2),
                })
              : notFilled,
          },
        ]}
      />
    </SectionCard>
  );
}

function AdditionalForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage.additional');
  const { student, locale } = useProfile();
  const section = useProfileForm({
    scope: 'additional',
    defaultValues: {
      toefl: student.toefl === null ? '' : String(student.toefl),
      birthdate: student.birthdate ?? '',
      gpa: {
        value: decimalText(student.gpa?.value ?? null, locale),
        max: decimalText(student.gpa?.max ?? 4, locale),
      },
    },
    body: additionalBody,
    onSaved: () => close(true),
  });
  return (
    <SectionFormFrame {...section.frame} onCancel={() => close(false)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...section.field('toefl')}
          label={t('toefl')}
          hint={t('toeflHint')}
          inputMode="numeric"
        />
        <TextField
          {...section.field('birthdate')}
          label={t('birthdate')}
          type="date"
          autoComplete="bday"
        />
        <TextField
          {...section.field('gpa.value')}
          label={t('gpaValue')}
          hint={t('gpaHint')}
          inputMode="decimal"
        />
        <TextField {...section.field('gpa.max')} label={t('gpaMax')} inputMode="decimal" />
      </div>
    </SectionFormFrame>
  );
}
