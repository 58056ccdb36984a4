import { describe, expect, it } from 'vitest';
import { createStudentGate } from './student-gate';

describe('student gate', () => {
  it('lets everything through until USER_IS_NOT_STUDENT', () => {
    const gate = createStudentGate();
    expect(gate.blocks('/v1/job-portal/me/student')).toBe(false);
  });

  it('then pauses job seeker reads only', () => {
    const gate = createStudentGate();
    gate.block();
    expect(gate.blocks('/v1/job-portal/me/student')).toBe(true);
    expect(gate.blocks('/v1/job-portal/me/student/mini')).toBe(true);
    expect(gate.blocks('/v1/profiles')).toBe(true);
    expect(gate.blocks('/v1/explore-job/job')).toBe(false);
    expect(gate.blocks('/v1/job-portal/onboarding', 'POST')).toBe(false);
  });

  it('resumes after a successful onboarding', () => {
    const gate = createStudentGate();
    gate.block();
    gate.noteSuccess('/v1/explore-job/job');
    expect(gate.isBlocked).toBe(true);
    // Saving onboarding's progress creates no profile yet.
    gate.noteSuccess('/v1/job-portal/onboarding/progress', 'PUT');
    expect(gate.isBlocked).toBe(true);
    gate.noteSuccess('/v1/job-portal/onboarding', 'POST');
    expect(gate.isBlocked).toBe(false);
    expect(gate.blocks('/v1/job-portal/me/student')).toBe(false);
  });
});
