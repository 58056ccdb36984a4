import type { Config } from '../../config';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { FileStorage } from '../../platform/file-storage';
import type { MailOutbox } from '../mail/mail-outbox';
import type { CodeRequests } from './emailed-codes';
import type { SignUpRequests } from './sign-up.service';
import type { GoogleTokenVerifier } from './google';
import type { SignInThrottle } from './sign-in-throttle';

export type AuthDeps = {
  db: Database;
  clock: Clock;
  config: Pick<Config, 'auth' | 'webBaseUrl' | 'google' | 'authRateLimits'>;
  /** Notices by mail (password changed). */
  outbox: MailOutbox;
  /** Emailed codes, looked up and sent by a background job. */
  codeRequests: CodeRequests;
  /** Null when GOOGLE_CLIENT_ID is not configured. */
  google: GoogleTokenVerifier | null;
  /** Uploaded files of the user (the CV), removed with the account. */
  fileStorage: FileStorage;
  /** Failed sign-in counts and the slowdown (docs/decisions/010). */
  signInThrottle: SignInThrottle;
  /** Waits before answering a slowed-down sign-in; tests pass one that only records. */
  pause(ms: number): Promise<void>;
  /** Pending sign-ups: looked up and mailed by a background job, like emailed codes. */
  signUpRequests: SignUpRequests;
};

/** Where a request came from, kept with the session it opens (shown in the data export). */
export type ClientInfo = { userAgent: string | null; ip: string | null };
