'use client';

import type { MentorStatus } from '@jenjang/domain';
import { useTranslations } from 'next-intl';
import { buttonStyles } from '@/features/shell/button-styles';
import { FormAlert } from './mentor-form';
import { MENTOR_API } from './mentor-paths';
import { useMentorAction } from './use-mentor-action';

/** Pause (no new bookings, the profile stays visible) or take bookings again. */
export function MentorStatusToggle({ status }: { status: MentorStatus }) {
  const t = useTranslations('onboardingMentor.dashboard');
  const action = useMentorAction();
  const next = status === 'paused' ? 'active' : 'paused';
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonStyles.onDark}
        disabled={action.pending !== null}
        aria-busy={action.pending !== null || undefined}
        onClick={() =>
          void action.run('status', MENTOR_API.me, { method: 'PATCH', body: { status: next } })
        }
      >
        {t(next === 'paused' ? 'pause' : 'resume')}
      </button>
      <FormAlert message={action.error} />
    </div>
  );
}
