// One style for a count (issue 22): '1.641' on an Indonesian page, '1,641' on an English one,
// always from formatCount. ICU's `#` does not follow it: next-intl formats `#` for the route
// locale 'idn', which Intl does not know, so an Indonesian page read '1,641'. Counted messages
// take the count as text (`{n, plural, other {{count} lowongan}}`, see apps/web countArgs).
import { describe, expect, it } from 'vitest';
import { catalogueLeaves } from './repo-files';

// Counts that never reach 1.000 (seconds, minutes, stars, characters, credits, years of
// experience), where `#` and formatCount write the same digits.
const SMALL_COUNTS = new Set([
  'bookingModal.json:day.slots',
  'common.json:auth.fields.passwordLength',
  'common.json:auth.errors.retryAfterSeconds',
  'common.json:auth.errors.retryAfterMinutes',
  'common.json:auth.signUp.codeSent',
  'common.json:auth.forgotPassword.codeSent',
  'common.json:auth.resend.wait',
  'common.json:auth.createPassword.codeSent',
  'common.json:payments.checkout.credits',
  'common.json:payments.checkout.balance',
  'common.json:payments.status.paidCredits',
  'homepageMentoring.json:sessions.complete.stars',
  'mentorDetail.json:profile.years',
  'onboardingMentor.json:settings.minutes',
  'onboardingMentor.json:settings.hours',
  'onboardingMentor.json:settings.days',
  'profile.json:profilePage.payments.balanceValue',
]);

describe('counts in the web catalogues', () => {
  it('are written by formatCount, not by ICU #', () => {
    const pound = catalogueLeaves()
      .filter((leaf) => /\{\w+, plural,[^]*#/.test(leaf.text))
      .map((leaf) => `${leaf.file.split('/').at(-1)}:${leaf.path}`)
      .filter((where) => !SMALL_COUNTS.has(where));
    expect([...new Set(pound)]).toEqual([]);
  });

  it('choose the plural form by n and show the formatted count', () => {
    const counted = catalogueLeaves().filter((leaf) => leaf.text.includes('{n, plural,'));
    expect(counted.length).toBeGreaterThan(10);
    for (const leaf of counted) expect(leaf.text, leaf.path).toMatch(/\{\w+\}/);
  });
});
