'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextField, SectionFormFrame } from './form-fields';
import { optionalText } from './profile-body';
import { useProfile } from './profile-context';
import { validateIdentity } from './profile-validation';
import { FactList, SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

export function IdentitySection() {
  const t = useTranslations('profile.profilePage');
  const { student } = useProfile();
  const notFilled = t('actions.notFilled');
  return (
    <SectionCard
      id="identity"
      title={t('identity.title')}
      renderForm={(close) => <IdentityForm close={close} />}
    >
      <FactList
        items={[
          { label: t('identity.name'), value: student.profile.name },
          { label: t('identity.email'), value: student.profile.email },
          { label: t('identity.phone'), value: student.profile.handphone ?? notFilled },
          { label: t('identity.batch'), value: student.batch ?? notFilled },
        ]}
      />
    </SectionCard>
  );
}

function IdentityForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage.identity');
  const { student } = useProfile();
  const [name, setName] = useState(student.profile.name);
  const [handphone, setHandphone] = useState(student.profile.handphone ?? '');
  const [batch, setBatch] = useState(student.batch ?? '');
  const form = useSectionForm('identity', () => close(true));
  const common = { scope: 'identity', form };
  return (
    <SectionFormFrame
      scope="identity"
      form={form}
      onCancel={() => close(false)}
      onSubmit={() =>
        void form.submit(() => {
          const errors = validateIdentity({ name, handphone, batch });
          if (Object.keys(errors).length) return { errors };
          return {
            request: {
              method: 'PATCH',
              path: '/v1/job-portal/me/student',
              body: {
                name: name.trim(),
                handphone: optionalText(handphone),
                batch: optionalText(batch),
              },
            },
          };
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...common}
          field="name"
          label={t('name')}
          value={name}
          onChange={setName}
          autoComplete="name"
          required
        />
        <div className="space-y-1">
          <p className="text-sm font-semibold text-slate-800">{t('email')}</p>
          <p className="flex min-h-11 items-center break-all rounded-lg bg-slate-100 px-3 text-slate-700">
            {student.profile.email}
          </p>
          <p className="text-xs text-slate-600">{t('emailHint')}</p>
        </div>
        <TextField
          {...common}
          field="handphone"
          label={t('phone')}
          hint={t('phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={handphone}
          onChange={setHandphone}
        />
        <TextField
          {...common}
          field="batch"
          label={t('batch')}
          hint={t('batchHint')}
          inputMode="numeric"
          value={batch}
          onChange={setBatch}
        />
      </div>
    </SectionFormFrame>
  );
}
