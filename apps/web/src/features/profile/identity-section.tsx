'use client';

import { useTranslations } from 'next-intl';
import { TextField, SectionFormFrame } from './form-fields';
import { useProfile } from './profile-context';
import { identityBody } from './section-bodies';
import { FactList, SectionCard } from './section-card';
import { useProfileForm } from './use-profile-form';

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
  const section = useProfileForm({
    scope: 'identity',
    defaultValues: {
      name: student.profile.name,
      handphone: student.profile.handphone ?? '',
      batch: student.batch ?? '',
    },
    body: identityBody,
    onSaved: () => close(true),
  });
  return (
    <SectionFormFrame {...section.frame} onCancel={() => close(false)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...section.field('name')} label={t('name')} autoComplete="name" required />
        <div className="space-y-1">
          <p className="text-sm font-semibold text-slate-800">{t('email')}</p>
          <p className="flex min-h-11 items-center break-all rounded-lg bg-slate-100 px-3 text-slate-700">
            {student.profile.email}
          </p>
          <p className="text-xs text-slate-600">{t('emailHint')}</p>
        </div>
        <TextField
          {...section.field('handphone')}
          label={t('phone')}
          hint={t('phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <TextField
          {...section.field('batch')}
          label={t('batch')}
          hint={t('batchHint')}
          inputMode="numeric"
        />
      </div>
    </SectionFormFrame>
  );
}
