'use client';

import { fieldMessage, PROFILE_LIMITS, type Locale } from '@jenjang/domain';
import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { buttonStyles } from '@/features/shell/button-styles';
import { inputStyles, SectionFormFrame } from './form-fields';
import { useProfile } from './profile-context';
import { listBody, newSkillProblem } from './section-bodies';
import { SectionCard } from './section-card';
import { useProfileForm } from './use-profile-form';

export function SkillsSection() {
  const t = useTranslations('profile.profilePage.skills');
  const { student } = useProfile();
  return (
    <SectionCard
      id="skills"
      title={t('title')}
      empty={student.skills.length ? undefined : { prompt: t('empty'), action: t('addCta') }}
      renderForm={(close) => <SkillsForm close={close} />}
    >
      <ul className="flex flex-wrap gap-2">
        {student.skills.map((skill) => (
          <li
            key={skill}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800"
          >
            {skill}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function SkillsForm({ close }: { close: (saved: boolean) => void }) {
  const t = useTranslations('profile.profilePage');
  const { student, locale, today } = useProfile();
  const section = useProfileForm({
    scope: 'skills',
    defaultValues: { skills: student.skills },
    body: listBody(student, 'skills'),
    onSaved: () => close(true),
  });
  const { form } = section;
  const skills = form.watch('skills');
  const setSkills = (next: string[]) =>
    form.setValue('skills', next, { shouldValidate: form.formState.isSubmitted });
  const [draft, setDraft] = useState('');
  const [problemText, setProblemText] = useState<string | null>(null);

  const add = () => {
    const problem = newSkillProblem(student, skills, draft, today);
    setProblemText(problem ? fieldMessage(problem, locale as Locale) : null);
    if (problem) return;
    setSkills([...skills, draft.trim()]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the skill instead of saving the whole form half-typed.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <SectionFormFrame {...section.frame} onCancel={() => close(false)}>
      <div className="space-y-1">
        <label htmlFor="skills-new" className="block text-sm font-semibold text-slate-800">
          {t('skills.input')}
        </label>
        <div className="flex gap-2">
          <input
            id="skills-new"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setProblemText(null);
            }}
            onKeyDown={onKeyDown}
            placeholder={t('skills.placeholder')}
            aria-invalid={problemText ? true : undefined}
            aria-describedby={`skills-count${problemText ? ' skills-new-error' : ''}`}
            autoComplete="off"
            className={inputStyles}
          />
          <button type="button" onClick={add} className={cn(buttonStyles.secondary, 'shrink-0')}>
            {t('skills.add')}
          </button>
        </div>
        {problemText ? (
          <p id="skills-new-error" className="text-sm font-medium text-red-700">
            {problemText}
          </p>
        ) : null}
        <p id="skills-count" className="text-xs text-slate-600">
          {t('skills.count', { count: skills.length, max: PROFILE_LIMITS.skills })}
        </p>
      </div>
      {skills.length ? (
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill, index) => (
            <li key={skill}>
              <button
                type="button"
                onClick={() => setSkills(skills.filter((s) => s !== skill))}
                aria-label={t('skills.remove', { skill })}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-slate-100 px-3 text-sm font-medium text-slate-800 hover:bg-slate-200 aria-[invalid=true]:ring-2 aria-[invalid=true]:ring-red-600"
                aria-invalid={section.errorFor(`skills.${index}`) ? true : undefined}
              >
                {skill}
                <X aria-hidden="true" className="size-3.5" />
              </button>
              {section.errorFor(`skills.${index}`) ? (
                <span className="block text-xs text-red-700">
                  {section.errorFor(`skills.${index}`)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </SectionFormFrame>
  );
}
