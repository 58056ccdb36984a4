'use client';

// Certifications and organisations: lists of two required texts each, edited the same way.
import { PROFILE_LIMITS } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { EntryList, useNewKey } from './entry-list';
import { SectionFormFrame, TextField } from './form-fields';
import {
  certificationDraftOf,
  certificationEntryOf,
  organizationDraftOf,
  organizationEntryOf,
  profileBodyWith,
} from './profile-body';
import { useProfile } from './profile-context';
import {
  hasErrors,
  validateCertificationDrafts,
  validateOrganizationDrafts,
} from './profile-validation';
import { SectionCard } from './section-card';
import { useSectionForm } from './use-section-form';

type PairDraft = { key: string; first: string; second: string };

type PairTexts = {
  title: string;
  empty: string;
  add: string;
  entry: (number: number) => string;
  first: string;
  second: string;
};

type PairConfig = {
  id: 'certifications' | 'organizations';
  texts: PairTexts;
  /** The stored entries as [key, first, second]. */
  entries: PairDraft[];
  fieldNames: [string, string];
  validate: (drafts: PairDraft[]) => ReturnType<typeof validateCertificationDrafts>;
  body: (drafts: PairDraft[]) => unknown;
};

function PairListSection({ config }: { config: PairConfig }) {
  const { texts, entries } = config;
  return (
    <SectionCard
      id={config.id}
      title={texts.title}
      empty={entries.length ? undefined : { prompt: texts.empty, action: texts.add }}
      renderForm={(close) => <PairListForm config={config} close={close} />}
    >
      <ul className="divide-y divide-slate-100">
        {entries.map((entry) => (
          <li key={entry.key} className="py-3 first:pt-0 last:pb-0">
            <p className="font-semibold text-slate-900">{entry.first}</p>
            <p className="text-sm text-slate-600">{entry.second}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function PairListForm({ config, close }: { config: PairConfig; close: (saved: boolean) => void }) {
  const { texts, id, fieldNames } = config;
  const newKey = useNewKey();
  const blank = (): PairDraft => ({ key: newKey(), first: '', second: '' });
  const [drafts, setDrafts] = useState<PairDraft[]>(() =>
    config.entries.length ? config.entries : [blank()],
  );
  const form = useSectionForm(id, () => close(true));
  const update = (index: number, change: Partial<PairDraft>) =>
    setDrafts((current) => current.map((d, i) => (i === index ? { ...d, ...change } : d)));
  return (
    <SectionFormFrame
      scope={id}
      form={form}
      onCancel={() => close(false)}
      onSubmit={() =>
        void form.submit(() => {
          const errors = config.validate(drafts);
          if (hasErrors(errors)) return { errors };
          return {
            request: { method: 'PUT', path: '/v1/profiles/student', body: config.body(drafts) },
          };
        })
      }
    >
      <EntryList
        items={drafts}
        legend={(index) => texts.entry(index + 1)}
        addLabel={texts.add}
        canAdd={drafts.length < PROFILE_LIMITS.listEntries}
        onAdd={() => setDrafts((current) => [...current, blank()])}
        onRemove={(index) => setDrafts((current) => current.filter((_, i) => i !== index))}
        renderEntry={(draft, index) => (
          <>
            <TextField
              scope={id}
              form={form}
              field={`${id}.${index}.${fieldNames[0]}`}
              label={texts.first}
              value={draft.first}
              onChange={(first) => update(index, { first })}
              required
            />
            <TextField
              scope={id}
              form={form}
              field={`${id}.${index}.${fieldNames[1]}`}
              label={texts.second}
              value={draft.second}
              onChange={(second) => update(index, { second })}
              required
            />
          </>
        )}
      />
    </SectionFormFrame>
  );
}

export function CertificationsSection() {
  const t = useTranslations('profile.profilePage.certifications');
  const { student } = useProfile();
  const toDraft = (d: PairDraft) => ({
    key: d.key,
    certificationName: d.first,
    certificationIssuedBy: d.second,
  });
  return (
    <PairListSection
      config={{
        id: 'certifications',
        texts: {
          title: t('title'),
          empty: t('empty'),
          add: t('add'),
          entry: (number) => t('entry', { number }),
          first: t('name'),
          second: t('issuer'),
        },
        entries: student.certifications.map(certificationDraftOf).map((c) => ({
          key: c.key,
          first: c.certificationName,
          second: c.certificationIssuedBy,
        })),
        fieldNames: ['certificationName', 'certificationIssuedBy'],
        validate: (drafts) => validateCertificationDrafts(drafts.map(toDraft)),
        body: (drafts) =>
          profileBodyWith(student, {
            certifications: drafts.map(toDraft).map(certificationEntryOf),
          }),
      }}
    />
  );
}

export function OrganizationsSection() {
  const t = useTranslations('profile.profilePage.organizations');
  const { student } = useProfile();
  const toDraft = (d: PairDraft) => ({
    key: d.key,
    organizationName: d.first,
    organizationPosition: d.second,
  });
  return (
    <PairListSection
      config={{
        id: 'organizations',
        texts: {
          title: t('title'),
          empty: t('empty'),
          add: t('add'),
          entry: (number) => t('entry', { number }),
          first: t('name'),
          second: t('position'),
        },
        entries: student.organizations.map(organizationDraftOf).map((o) => ({
          key: o.key,
          first: o.organizationName,
          second: o.organizationPosition,
        })),
        fieldNames: ['organizationName', 'organizationPosition'],
        validate: (drafts) => validateOrganizationDrafts(drafts.map(toDraft)),
        body: (drafts) =>
          profileBodyWith(student, {
            organizations: drafts.map(toDraft).map(organizationEntryOf),
          }),
      }}
    />
  );
}
