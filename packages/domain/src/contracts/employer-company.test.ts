import { describe, expect, it } from 'vitest';
import {
  COMPANY_MEMBER_ROLES,
  DEFAULT_INVITATION_ROLE,
  INVITATION_ROLES,
  invitationInputSchema,
  soleOwnerId,
} from './employer-company';

describe('invitations', () => {
  it('default to the least privileged role, listed first', () => {
    expect(DEFAULT_INVITATION_ROLE).toBe('recruiter');
    expect(INVITATION_ROLES[0]).toBe('recruiter');
    expect([...INVITATION_ROLES].sort()).toEqual([...COMPANY_MEMBER_ROLES].sort());
  });

  it('take the default when no role is sent, and keep a chosen one', () => {
    expect(invitationInputSchema.parse({ email: 'rani@contoh.co.id' }).role).toBe('recruiter');
    expect(invitationInputSchema.parse({ email: 'rani@contoh.co.id', role: 'owner' }).role).toBe(
      'owner',
    );
    expect(
      invitationInputSchema.safeParse({ email: 'rani@contoh.co.id', role: 'admin' }).success,
    ).toBe(false);
  });
});

describe('soleOwnerId', () => {
  const member = (userId: string, role: 'owner' | 'recruiter') => ({ userId, role });

  it('names the owner when there is exactly one', () => {
    expect(soleOwnerId([member('a', 'owner'), member('b', 'recruiter')])).toBe('a');
  });

  it('is null with two owners or none', () => {
    expect(soleOwnerId([member('a', 'owner'), member('b', 'owner')])).toBeNull();
    expect(soleOwnerId([member('b', 'recruiter')])).toBeNull();
    expect(soleOwnerId([])).toBeNull();
  });
});
