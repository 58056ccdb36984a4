'use client';

import { ClientForm } from '@/lib/hydration/client-form';
import {
  invitationCodeExistenceResponseSchema,
  mentorMeResponseSchema,
  toWibDate,
  type MentorMe,
  type MentorReadinessItem,
  type MentorSchedule,
} from '@jenjang/domain';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { inputStyles } from '@/features/profile/form-fields';
import { buttonStyles } from '@/features/shell/button-styles';
import { apiClient } from '@/lib/auth/browser-api';
import { useRouter } from '@/lib/i18n/navigation';
import { EducationEditor } from './education-editor';
import { ExpertisePicker, type ExpertiseLists } from './expertise-picker';
import { FormAlert } from './mentor-form';
import { MENTOR_API } from './mentor-paths';
import {
  completeStep,
  goToStep,
  previousStep,
  progressToStore,
  restoreProgress,
  type MentorOnboardingStep,
  type OnboardingProgress,
} from './onboarding-progress';
import {
  forgetOnboardingNote,
  readOnboardingNote,
  writeOnboardingNote,
} from './onboarding-storage';
import {
  EMPTY_PROFILE,
  MentorProfileForm,
  mentorProfileFormSchema,
  type MentorProfileValues,
} from './profile-form';
import { profileValuesOf, settingsValuesOf } from './profile-panel';
import { editorStateOf, scheduleBody } from './schedule-editor';
import { weeklyProblems } from './schedule-model';
import { SessionSettingsFields, useSessionSettingsForm } from './session-settings';
import { StepIndicator } from './step-indicator';
import { useMentorAction } from './use-mentor-action';
import { WeeklyEditor, type EditorWeekly } from './weekly-editor';

const MISSING_STEP: Record<MentorReadinessItem, MentorOnboardingStep> = {
  profile: 'profile',
  topics: 'expertise',
  availability: 'schedule',
};

export function OnboardingFlow({
  userId,
  accountName,
  mentor,
  lists,
  schedule,
}: {
  userId: string;
  accountName: string;
  mentor: MentorMe | null;
  lists: ExpertiseLists;
  schedule: MentorSchedule | null;
}) {
  const t = useTranslations('onboardingMentor.onboarding');
  const [progress, setProgress] = useState<OnboardingProgress | null>(null);
  const [draft, setDraft] = useState<MentorProfileValues | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef<MentorOnboardingStep | null>(null);

  // The note lives in the browser: read after hydration (the server renders the skeleton).
  useEffect(() => {
    const note = readOnboardingNote(userId);
    setProgress(restoreProgress({ profileCreated: mentor !== null }, note));
    const saved = mentorProfileFormSchema.partial().safeParse(note?.profileDraft);
    if (saved.success && mentor === null)
      setDraft({ ...EMPTY_PROFILE, name: accountName, ...saved.data } as MentorProfileValues);
    // Only once: later changes come from this component.
  }, []);

  useEffect(() => {
    if (progress)
      writeOnboardingNote(userId, {
        ...progressToStore(progress),
        profileDraft: draft ?? undefined,
      });
  }, [progress, draft, userId]);

  // A new step: its heading takes the focus, so keyboard and screen reader users start there.
  useEffect(() => {
    if (!progress) return;
    if (shownStep.current !== null && shownStep.current !== progress.step) heading.current?.focus();
    shownStep.current = progress.step;
  }, [progress]);

  const onDraftChange = useCallback((values: MentorProfileValues) => setDraft(values), []);

  if (!progress) {
    return (
      <p role="status" className="mt-8 flex items-center gap-2 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        {t('loading')}
      </p>
    );
  }

  const complete = (step: MentorOnboardingStep, change?: Parameters<typeof completeStep>[2]) =>
    setProgress((current) => (current ? completeStep(current, step, change) : current));
  const back = previousStep(progress, progress.step);

  return (
    <>
      <StepIndicator progress={progress} onOpen={(step) => setProgress(goToStep(progress, step))} />
      <section
        aria-labelledby="step-heading"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2
          ref={heading}
          id="step-heading"
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {t(`steps.${progress.step}`)}
        </h2>
        <p className="mb-5 mt-1 text-sm text-slate-700">{t(`stepIntros.${progress.step}`)}</p>
        {progress.step === 'code' ? (
          <CodeStep
            initial={progress.checkedCode ?? ''}
            onChecked={(code) => complete('code', { checkedCode: code })}
          />
        ) : null}
        {progress.step === 'profile' ? (
          <ProfileStep
            mentor={mentor}
            code={progress.checkedCode}
            draft={draft ?? { ...EMPTY_PROFILE, name: accountName }}
            onDraftChange={onDraftChange}
            onSaved={() => {
              setDraft(null);
              complete('profile', { profileCreated: true });
            }}
          />
        ) : null}
        {progress.step !== 'code' && progress.step !== 'profile' && !mentor ? (
          <p role="status" className="flex items-center gap-2 text-slate-700">
            <Loader2 aria-hidden="true" className="size-5 animate-spin" />
            {t('loading')}
          </p>
        ) : null}
        {progress.step === 'education' && mentor ? (
          <div className="space-y-6">
            <EducationEditor educations={mentor.educations} />
            <ContinueButton label={t('continue')} onClick={() => complete('education')} />
          </div>
        ) : null}
        {progress.step === 'expertise' && mentor ? (
          <ExpertisePicker
            lists={lists}
            initialTopicIds={mentor.topicIds}
            initialExpertiseIds={mentor.academicExpertiseIds}
            submitLabel={t('saveContinue')}
            onSaved={() => complete('expertise')}
          />
        ) : null}
        {progress.step === 'schedule' && mentor && schedule ? (
          <ScheduleStep
            mentor={mentor}
            schedule={schedule}
            onOpenStep={(step) => setProgress(goToStep(progress, step))}
            onFinished={() => forgetOnboardingNote(userId)}
          />
        ) : null}
        {back ? (
          <button
            type="button"
            className="mt-6 text-sm font-semibold text-brand-700 underline"
            onClick={() => setProgress(goToStep(progress, back))}
          >
            {t('back', { step: t(`steps.${back}`) })}
          </button>
        ) : null}
      </section>
    </>
  );
}

function ContinueButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonStyles.primary} onClick={onClick}>
      {label}
    </button>
  );
}

type CodeState = 'idle' | 'checking' | 'usable' | 'used' | 'unknown' | 'failed';
const CHECK_DELAY_MS = 400;

/** Step 1: the invitation code, checked as it is typed (GET mentor/invitation-code-existence/one). */
function CodeStep({ initial, onChecked }: { initial: string; onChecked: (code: string) => void }) {
  const t = useTranslations('onboardingMentor.code');
  const [code, setCode] = useState(initial);
  const [state, setState] = useState<CodeState>('idle');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    const trimmed = code.trim();
    if (trimmed === '') {
      setState('idle');
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setState('checking');
      apiClient
        .request<unknown>(MENTOR_API.invitationCode, {
          query: { code_eq: trimmed },
          signal: controller.signal,
        })
        .then((body) => {
          const parsed = invitationCodeExistenceResponseSchema.safeParse(body);
          if (!parsed.success) return setState('failed');
          const { exists, usable } = parsed.data.data;
          setState(usable ? 'usable' : exists ? 'used' : 'unknown');
        })
        .catch((cause: unknown) => {
          if (cause instanceof DOMException && cause.name === 'AbortError') return;
          setState('failed');
        });
    }, CHECK_DELAY_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [code]);

  const message =
    state === 'checking'
      ? t('checking')
      : state === 'usable'
        ? t('usable')
        : state === 'used'
          ? t('used')
          : state === 'unknown'
            ? t('unknown')
            : state === 'failed'
              ? t('failed')
              : submitted
                ? t('required')
                : t('hint');
  const bad =
    state === 'used' ||
    state === 'unknown' ||
    state === 'failed' ||
    (submitted && state === 'idle');
  return (
    <ClientForm
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (state === 'usable') onChecked(code.trim());
      }}
    >
      <div className="space-y-1">
        <label htmlFor="invitation-code" className="block text-sm font-semibold text-slate-800">
          {t('label')}
        </label>
        <input
          id="invitation-code"
          className={`${inputStyles} font-mono uppercase tracking-wider`}
          value={code}
          maxLength={64}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={bad ? true : undefined}
          aria-describedby="invitation-code-status"
          onChange={(event) => setCode(event.target.value)}
        />
        <p
          id="invitation-code-status"
          aria-live="polite"
          className={`flex items-center gap-1.5 text-sm ${bad ? 'font-medium text-red-700' : state === 'usable' ? 'font-medium text-emerald-800' : 'text-slate-600'}`}
        >
          {state === 'usable' ? <CheckCircle2 aria-hidden="true" className="size-4" /> : null}
          {message}
        </p>
      </div>
      <button type="submit" className={buttonStyles.primary} disabled={state === 'checking'}>
        {t('continue')}
      </button>
    </ClientForm>
  );
}

/**
 * Step 2: the profile. Without a mentor profile yet, POST mentor/onboarding (code + profile)
 * then PATCH mentor/me for how sessions take place; afterwards every save is a PATCH.
 */
function ProfileStep({
  mentor,
  code,
  draft,
  onDraftChange,
  onSaved,
}: {
  mentor: MentorMe | null;
  code: string | null;
  draft: MentorProfileValues;
  onDraftChange: (values: MentorProfileValues) => void;
  onSaved: () => void;
}) {
  const t = useTranslations('onboardingMentor.onboarding');
  const action = useMentorAction();
  const create = async (values: MentorProfileValues) => {
    const { offersOnline, offersOffline, offlineAddress, ...profile } = values;
    if (!mentor) {
      const made = await action.run('create', MENTOR_API.onboarding, {
        method: 'POST',
        body: { invitationCode: code ?? '', ...profile },
      });
      if (made === null) return;
    }
    const saved = await action.run('modes', MENTOR_API.me, {
      method: 'PATCH',
      body: mentor ? values : { offersOnline, offersOffline, offlineAddress },
    });
    if (saved !== null) onSaved();
  };
  return (
    <MentorProfileForm
      formId="onboarding-profile"
      initial={mentor ? profileValuesOf(mentor) : draft}
      initialDistrict={mentor?.district ?? null}
      submitLabel={t('saveContinue')}
      failure={action.error}
      onSave={create}
      onDraftChange={mentor ? undefined : onDraftChange}
    />
  );
}

/** Step 5: the weekly pattern and booking settings; then the mentor goes live (status active). */
function ScheduleStep({
  mentor,
  schedule,
  onOpenStep,
  onFinished,
}: {
  mentor: MentorMe;
  schedule: MentorSchedule;
  onOpenStep: (step: MentorOnboardingStep) => void;
  onFinished: () => void;
}) {
  const t = useTranslations('onboardingMentor.onboarding');
  const tMissing = useTranslations('onboardingMentor.missing');
  const router = useRouter();
  const counter = useRef(0);
  const today = toWibDate(Date.now());
  const initial = editorStateOf(schedule, today);
  const [weekly, setWeekly] = useState<EditorWeekly[]>(initial.weekly);
  const settings = useSessionSettingsForm(settingsValuesOf(mentor));
  // The last step moves on to /mentor: a refresh beside that push can swallow it
  // (vercel/next.js#60303), and /mentor is fetched fresh anyway.
  const action = useMentorAction({ refresh: false });
  const [missing, setMissing] = useState<MentorReadinessItem[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAlert = () => window.setTimeout(() => alertRef.current?.focus(), 0);

  const finish = settings.handleSubmit(async (values) => {
    setProblem(null);
    setMissing([]);
    if (weekly.length === 0) {
      setProblem(t('needWindow'));
      return focusAlert();
    }
    if (weeklyProblems(weekly).size > 0) {
      setProblem(t('fixWindows'));
      return focusAlert();
    }
    const saved = await action.run('schedule', MENTOR_API.scheduleList, {
      method: 'PUT',
      body: scheduleBody(weekly, initial.dated),
    });
    if (saved === null) return focusAlert();
    const patched = await action.run('settings', MENTOR_API.me, { method: 'PATCH', body: values });
    if (patched === null) return focusAlert();
    const live = await action.run('finish', MENTOR_API.me, {
      method: 'PATCH',
      body: { status: 'active' },
    });
    if (live === null) {
      // Say what is missing: the API's sentence, and the items mentor/me lists.
      const me = await apiClient.request<unknown>(MENTOR_API.me).catch(() => null);
      const parsed = mentorMeResponseSchema.safeParse(me);
      if (parsed.success) setMissing(parsed.data.data.missing);
      return focusAlert();
    }
    onFinished();
    // The profile is live: leave the onboarding for good (a lost push would leave it on screen).
    router.assign('/mentor?welcome=1');
  });

  return (
    <ClientForm noValidate className="space-y-8" onSubmit={(event) => void finish(event)}>
      <WeeklyEditor
        windows={weekly}
        onChange={(windows) => {
          setWeekly(windows);
          setProblem(null);
        }}
        timeZone={mentor.timeZone}
        newKey={() => `new-${++counter.current}`}
      />
      <SessionSettingsFields form={settings} idPrefix="onboarding-settings" />
      <FormAlert ref={alertRef} message={problem ?? action.error}>
        {missing.length > 0 ? (
          <ul className="mt-2 space-y-1">
            {missing.map((item) => (
              <li key={item}>
                {tMissing(item)}{' '}
                <button
                  type="button"
                  className="font-semibold underline"
                  onClick={() => onOpenStep(MISSING_STEP[item])}
                >
                  {tMissing('fix')}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </FormAlert>
      {mentor.missing.filter((item) => item !== 'availability').length > 0 ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          <p className="font-semibold">{t('stillMissing')}</p>
          <ul className="mt-1 space-y-1">
            {mentor.missing
              .filter((item) => item !== 'availability')
              .map((item) => (
                <li key={item}>
                  {tMissing(item)}{' '}
                  <button
                    type="button"
                    className="font-semibold underline"
                    onClick={() => onOpenStep(MISSING_STEP[item])}
                  >
                    {tMissing('fix')}
                  </button>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
      <button
        type="submit"
        className={buttonStyles.primary}
        disabled={action.pending !== null}
        aria-busy={action.pending !== null || undefined}
      >
        {action.pending ? t('finishing') : t('finish')}
      </button>
    </ClientForm>
  );
}
