'use client';

import { useState, type ReactNode } from 'react';
import type { PendingSave } from '@/features/saved-jobs/save-after-sign-in';
import { SignUpCodeStep } from './sign-up-code-step';
import { SignUpForm, type SignUpDetails, type SignUpRole } from './sign-up-form';

/**
 * /sign-up in two steps (docs/decisions/010): the details, then the emailed code. Going back
 * keeps what was typed; a new code replaces the previous one.
 */
export function SignUpFlow({
  target,
  alternative,
  role = 'student',
  pendingSave = null,
}: {
  target: string;
  /** A job to save once the account exists (checked on the server). */
  pendingSave?: PendingSave | null;
  /** 'employer' from the employer area's sign-up (?for=employer), 'mentor' from /mentor/sign-up. */
  role?: SignUpRole;
  /** Other ways in (the Google button): offered beside the details, not at the code step. */
  alternative?: ReactNode;
}) {
  const [details, setDetails] = useState<SignUpDetails | null>(null);
  const [editing, setEditing] = useState(true);
  if (editing || !details) {
    return (
      <>
        <SignUpForm
          role={role}
          initialValues={details?.body}
          onCodeSent={(sent) => {
            setDetails(sent);
            setEditing(false);
          }}
        />
        {alternative}
      </>
    );
  }
  return (
    <SignUpCodeStep
      details={details}
      target={target}
      pendingSave={pendingSave}
      onChangeDetails={() => setEditing(true)}
    />
  );
}
