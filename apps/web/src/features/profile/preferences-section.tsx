'use client';

import { formatRupiah, PROFILE_LIMITS } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { searchRoles } from '@/lib/pickers/role-search';
import { ChoiceList } from './choice-list';
import { SectionFormFrame, TextField } from './form-fields';
import { useProfile } from './profile-context';
import { fieldId } from './profile-errors';
import { namesOf } from './profile-format';
import { preferencesBody } from './section-bodies';
import { FactList, SectionCard } from './section-card';
import { useProfileForm } from './use-profile-form';

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
  const section = useProfileForm({
    scope: 'preferences',
    defaultValues: {
      preferredRoleIds: student.preferredRoleIds,
      preferredCityIds: student.preferredCityIds,
      expectedSalary:
        student.expectedSalary === null
          ? ''
          : formatRupiah(student.expectedSalary).replace('Rp', ''),
    },
    body: preferencesBody,
    onSaved: () => close(true),
  });
  const { form } = section;
  const choose = (field: 'preferredRoleIds' | 'preferredCityIds') => ({
    selected: form.watch(field),
    onChange: (ids: number[]) =>
      form.setValue(field, ids, { shouldValidate: form.formState.isSubmitted }),
    error: section.errorFor(field),
    max: PROFILE_LIMITS.preferredIds,
  });
  const cityChoices = useMemo(
    () => taxonomy.cities.map((city) => ({ id: city.id, name: city.name, detail: city.province })),
    [taxonomy.cities],
  );
  return (
    <SectionFormFrame {...section.frame} onCancel={() => close(false)}>
      <ChoiceList
        id={fieldId('preferences', 'preferredRoleIds')}
        label={t('roles')}
        items={taxonomy.roles}
        search={searchRoles}
        {...choose('preferredRoleIds')}
      />
      <ChoiceList
        id={fieldId('preferences', 'preferredCityIds')}
        label={t('cities')}
        items={cityChoices}
        {...choose('preferredCityIds')}
      />
      <TextField
        {...section.field('expectedSalary')}
        label={t('salary')}
        hint={t('salaryHint')}
        inputMode="numeric"
        placeholder="6.500.000"
      />
    </SectionFormFrame>
  );
}
