'use client';

// Certifications and organisations: lists of two required texts each, edited the same way.
import { PROFILE_LIMITS, type StudentProfile } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { useFieldArray, type FieldPath } from 'react-hook-form';
import { EntryList } from './entry-list';
import { SectionFormFrame, TextField } from './form-fields';
import { useProfile } from './profile-context';
import { listBody } from './section-bodies';
import { SectionCard } from './section-card';
import { useProfileForm } from './use-profile-form';

type PairSection = 'certifications' | 'organizations';

/** Each list's two fields, as the API names them, and the key of the second one's label. */
const PAIRS = {
  certifications: { fields: ['certificationName', 'certificationIssuedBy'], second: 'issuer' },
  organizations: { fields: ['organizationName', 'organizationPosition'], second: 'position' },
} as const satisfies Record<PairSection, { fields: readonly [string, string]; second: string }>;

/** One entry of either list: the two texts under their API names. */
type PairDraft = Record<string, string>;
type PairValues = Record<PairSection, PairDraft[]>;

function draftsOf(student: StudentProfile, section: PairSection): PairDraft[] {
  const [first, second] = PAIRS[section].fields;
  return (student[section] as PairDraft[]).map((entry) => ({
    [first]: entry[first] ?? '',
    [second]: entry[second] ?? '',
  }));
}

function PairListSection({ section }: { section: PairSection }) {
  const t = useTranslations(`profile.profilePage.${section}`);
  const { student } = useProfile();
  const entries = draftsOf(student, section);
  const [first, second] = PAIRS[section].fields;
  return (
    <SectionCard
      id={section}
      title={t('title')}
      empty={entries.length ? undefined : { prompt: t('empty'), action: t('add') }}
      renderForm={(close) => <PairListForm section={section} close={close} />}
    >
      <ul className="divide-y divide-slate-100">
        {entries.map((entry, index) => (
          <li key={index} className="py-3 first:pt-0 last:pb-0">
            <p className="font-semibold text-slate-900">{entry[first]}</p>
            <p className="text-sm text-slate-600">{entry[second]}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function PairListForm({
  section,
  close,
}: {
  section: PairSection;
  close: (saved: boolean) => void;
}) {
  const t = useTranslations(`profile.profilePage.${section}`);
  const { student } = useProfile();
  const { fields, second } = PAIRS[section];
  const blank = (): PairDraft => ({ [fields[0]]: '', [fields[1]]: '' });
  const entries = draftsOf(student, section);
  const form = useProfileForm<PairValues>({
    scope: section,
    defaultValues: { [section]: entries.length ? entries : [blank()] } as PairValues,
    body: listBody(student, section as never) as never,
    onSaved: () => close(true),
  });
  const list = useFieldArray({ control: form.form.control, name: section });
  const path = (index: number, field: string) =>
    `${section}.${index}.${field}` as FieldPath<PairValues>;
  return (
    <SectionFormFrame {...form.frame} onCancel={() => close(false)}>
      <EntryList
        list={list}
        newEntry={blank}
        max={PROFILE_LIMITS.listEntries}
        legend={(index) => t('entry', { number: index + 1 })}
        addLabel={t('add')}
        renderEntry={(index) => (
          <>
            <TextField {...form.field(path(index, fields[0]))} label={t('name')} required />
            <TextField {...form.field(path(index, fields[1]))} label={t(second)} required />
          </>
        )}
      />
    </SectionFormFrame>
  );
}

export function CertificationsSection() {
  return <PairListSection section="certifications" />;
}

export function OrganizationsSection() {
  return <PairListSection section="organizations" />;
}
