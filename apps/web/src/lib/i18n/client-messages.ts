import type { Messages } from 'next-intl';

/**
 * The few messages client components translate themselves (error boundaries). Everything else
 * is rendered on the server or passed down as props, so the page does not ship all namespaces.
 */
export function pickClientMessages(messages: Messages): Messages {
  return {
    common: { errors: messages.common.errors },
    homepageJobs: {
      error: messages.homepageJobs.error,
      // The search box's suggestions (counts with plurals) are rendered in the browser.
      searchBox: messages.homepageJobs.searchBox,
    },
  } as unknown as Messages;
}
