/**
 * Set by the /api proxy on an answer for which it tried to refresh the session and the API
 * refused: the browser code tells "session expired" (send to sign-in) from "never signed in".
 */
export const SESSION_EXPIRED_HEADER = 'x-jenjang-session-expired';
