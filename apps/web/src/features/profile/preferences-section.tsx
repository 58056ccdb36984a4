'use client';

import { formatRupiah, PROFILE_LIMITS } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { ChoiceList } from './choice-list';
import { SectionFormFrame, TextField } from './form-fields';
import { parseWholeNumber } from './profile-body';
import { useProfile } from './profile-context';
import { fieldId } from './profile-errors';
import { namesOf } from './profile-format';
import { hasErrors, validatePreferences } from './profile-validation';
import { FactList, SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

export function PreferencesSection() {
  const t = useTranslations('profile.profilePage');
  const { student, taxonomy } = useProfile();
  const roles = namesOf(student.preferredRoleIds, taxonomy.roles);
  const cities = namesOf(student.preferredCityIds, taxonomy.cities);
  const nothing = !roles.length && !cities.length && student.expectedSalary === null;
  const notFilled = t('actions.notFilled');
  return (
    <SectionCard
      id="preferences"
      title={t('preferences.title')}
      empty={nothing ? { prompt: t('preferences.empty'), action: t('preferences.add') } : undefined}
      renderForm={(close) => <PreferencesForm close={close} />}
    >
      <FactList
        items={[
          { label: t('preferences.roles'), value: roles.length ? roles.join(', ') : notFilled },
          { label: t('preferences.cities'), value: cities.length ? cities.join(', ') : notFilled },
          {
            label: t('preferences.salary'),
            value:
              student.expectedSalary === null
                ? notFilled
                : t('preferences.perMonth', { amount: formatRupiah(student.expectedSalary) }),
          },
        ]}
      />
    </SectionCard>
  );
}

function PreferencesForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage.preferences');
  const { student, taxonomy } = useProfile();
  const [roleIds, setRoleIds] = useState(student.preferredRoleIds);
  const [cityIds, setCityIds] = useState(student.preferredCityIds);
  const [salary, setSalary] = useState(
    student.expectedSalary === null ? '' : formatRupiah(student.expectedSalary).replace('Rp', ''),
  );
  const form = useSectionForm('preferences', () => close(true));
  const cityChoices = useMemo(
    () => taxonomy.cities.map((city) => ({ id: city.id, name: city.name, detail: city.province })),
    [taxonomy.cities],
  );
  return (
    <SectionFormFrame
      scope="preferences"
      form={form}
      onCancel={() => close(false)}
      onSubmit={() =>
        void form.submit(() => {
          const errors = validatePreferences({ roleIds, cityIds, salary });
          if (hasErrors(errors)) return { errors };
          const parsed = parseWholeNumber(salary);
          return {
            request: {
              method: 'PATCH',
              path: '/v1/job-portal/me/student',
              body: {
                preferredRoleIds: roleIds,
                preferredCityIds: cityIds,
                expectedSalary: parsed.ok ? parsed.value : null,
              },
            },
          };
        })
      }
    >
      <ChoiceList
        id={fieldId('preferences', 'preferredRoleIds')}
        label={t('roles')}
        items={taxonomy.roles}
        selected={roleIds}
        onChange={setRoleIds}
        max={PROFILE_LIMITS.preferredIds}
        error={form.errorFor('preferredRoleIds')}
      />
      <ChoiceList
        id={fieldId('preferences', 'preferredCityIds')}
        label={t('cities')}
        items={cityChoices}
        selected={cityIds}
        onChange={setCityIds}
        max={PROFILE_LIMITS.preferredIds}
        error={form.errorFor('preferredCityIds')}
      />
      <TextField
        scope="preferences"
        form={form}
        field="expectedSalary"
        label={t('salary')}
        hint={t('salaryHint')}
        inputMode="numeric"
        value={salary}
        onChange={setSalary}
        placeholder="6.500.000"
      />
    </SectionFormFrame>
  );
}
