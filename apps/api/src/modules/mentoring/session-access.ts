// What every session use case shares: its collaborators, the viewer, loading a session the
// viewer takes part in (anything else is 404, so existence is not revealed), the answer's shape,
// and a fresh meeting room.
import { randomBytes } from 'node:crypto';
import type { MentoringSession, SessionParty } from '@jenjang/domain';
import type { AuthUser } from '../../platform/auth-guard';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { FileStorage } from '../../platform/file-storage';
import type { ApiLocale } from '../../platform/locale';
import type { MailOutbox } from '../mail/mail-outbox';
import { sessionsError } from './sessions.messages';
import { selectSessionForUser, selectSessionsByIds, type SessionRow } from './sessions.queries';
import { toSessionView, viewerRoleOf } from './session-view';

export type SessionDeps = {
  db: Database;
  clock: Clock;
  outbox: MailOutbox;
  webBaseUrl: string;
  fileStorage: FileStorage;
  log: { warn(details: object, message: string): void };
  cancelCutoffHours: number;
  meetingBaseUrl: string;
};

export type Viewer = { user: AuthUser; locale: ApiLocale };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The session and the viewer's side of it; 404 SESSION_NOT_FOUND when it is not theirs. */
export async function loadOwnSession(
  deps: Pick<SessionDeps, 'db'>,
  viewer: Viewer,
  id: string,
): Promise<{ row: SessionRow; role: SessionParty }> {
  const row = UUID.test(id)
    ? await selectSessionForUser(deps.db, { id, userId: viewer.user.id })
    : null;
  const role = row ? viewerRoleOf(row, viewer.user.id) : null;
  if (!row || !role) throw sessionsError('SESSION_NOT_FOUND', viewer.locale);
  return { row, role };
}

/** A session row read again after a change (it exists: the change just returned it). */
export async function reloadSession(
  deps: Pick<SessionDeps, 'db'>,
  id: string,
): Promise<SessionRow> {
  const [row] = await selectSessionsByIds(deps.db, [id]);
  if (!row) throw new Error(`mentoring session ${id} vanished after a change`);
  return row;
}

export function viewOf(
  deps: Pick<SessionDeps, 'clock' | 'cancelCutoffHours'>,
  viewer: Viewer,
  row: SessionRow,
  role: SessionParty,
): MentoringSession {
  return toSessionView(row, {
    role,
    locale: viewer.locale,
    now: deps.clock.now(),
    cancelCutoffHours: deps.cancelCutoffHours,
  });
}

/** A meeting token (the join link's secret) and the room it opens, new for every confirmed time. */
export function newMeeting(meetingBaseUrl: string): { token: string; url: string } {
  return {
    token: randomBytes(24).toString('base64url'),
    url: `${meetingBaseUrl}/Jenjang-${randomBytes(12).toString('hex')}`,
  };
}
