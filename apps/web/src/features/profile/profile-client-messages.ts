import type { Messages } from 'next-intl';

/**
 * What the profile's client components translate in the browser: this page's texts and the
 * error boundary's. Passed by the route's layout, so other pages do not ship them.
 */
export function pickProfileClientMessages(messages: Messages): Messages {
  return {
    common: { errors: messages.common.errors },
    profile: {
      profilePage: messages.profile.profilePage,
      // The CV section says what is wrong with a file in the onboarding's words.
      onboarding: { errors: messages.profile.onboarding.errors },
    },
  } as unknown as Messages;
}
