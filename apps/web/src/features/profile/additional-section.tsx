'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SectionFormFrame, TextField } from './form-fields';
import { decimalText, parseDecimal, parseWholeNumber } from './profile-body';
import { useProfile } from './profile-context';
import { formatCalendarDate, formatDecimal } from './profile-format';
import { hasErrors, validateAdditional } from './profile-validation';
import { FactList, SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

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
                  value: formatDecimal(student.gpa.value, locale),
                  max: formatDecimal(student.gpa.max, locale),
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
  const { student, locale, today } = useProfile();
  const [toefl, setToefl] = useState(student.toefl === null ? '' : String(student.toefl));
  const [birthdate, setBirthdate] = useState(student.birthdate ?? '');
  const [gpaValue, setGpaValue] = useState(decimalText(student.gpa?.value ?? null, locale));
  const [gpaMax, setGpaMax] = useState(decimalText(student.gpa?.max ?? 4, locale));
  const form = useSectionForm('additional', () => close(true));
  const common = { scope: 'additional', form };
  return (
    <SectionFormFrame
      scope="additional"
      form={form}
      onCancel={() => close(false)}
      onSubmit={() =>
        void form.submit(() => {
          const errors = validateAdditional({ toefl, birthdate, gpaValue, gpaMax }, today);
          if (hasErrors(errors)) return { errors };
          const score = parseWholeNumber(toefl);
          const value = parseDecimal(gpaValue);
          const max = parseDecimal(gpaMax);
          const gpa =
            value.ok && max.ok && value.value !== null && max.value !== null
              ? { value: value.value, max: max.value }
              : null;
          return {
            request: {
              method: 'PATCH',
              path: '/v1/job-portal/me/student',
              body: {
                toefl: score.ok ? score.value : null,
                birthdate: birthdate === '' ? null : birthdate,
                gpa,
              },
            },
          };
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...common}
          field="toefl"
          label={t('toefl')}
          hint={t('toeflHint')}
          inputMode="numeric"
          value={toefl}
          onChange={setToefl}
        />
        <TextField
          {...common}
          field="birthdate"
          label={t('birthdate')}
          type="date"
          autoComplete="bday"
          value={birthdate}
          onChange={setBirthdate}
        />
        <TextField
          {...common}
          field="gpa.value"
          label={t('gpaValue')}
          hint={t('gpaHint')}
          inputMode="decimal"
          value={gpaValue}
          onChange={setGpaValue}
        />
        <TextField
          {...common}
          field="gpa.max"
          label={t('gpaMax')}
          inputMode="decimal"
          value={gpaMax}
          onChange={setGpaMax}
        />
      </div>
    </SectionFormFrame>
  );
}
