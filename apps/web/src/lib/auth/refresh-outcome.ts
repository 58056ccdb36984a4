import type { TokenPair } from './cookies';

export type RefreshOutcome =
  | { ok: true; tokens: TokenPair }
  /** `rejected`: the API refused the token (expired, revoked, reused); `unavailable`: no answer. */
  | { ok: false; reason: 'rejected' | 'unavailable'; status?: number };

export type RefreshContext = {
  /** The browser's address, so the API's per-IP limits see the user, not the web server. */
  clientIp?: string;
  acceptLanguage?: string;
};
