// "Book a demo": the request is stored first (the lead is never lost to a mail problem), then
// the sales inbox is told through the mail outbox. The visitor gets no mail: an open form that
// mailed any address typed into it would let anyone send Jenjang mail to strangers.
import { randomUUID } from 'node:crypto';
import { formatWibDateLong, type DemoRequestInput } from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { ApiLocale } from '../../platform/locale';
import type { MailOutbox } from '../mail/mail-outbox';
import { demoRequestSalesMail } from './demo-requests.mail';
import { insertDemoRequest } from './demo-requests.queries';

export type DemoRequestDeps = {
  db: Database;
  clock: Clock;
  outbox: MailOutbox;
  salesInbox: string;
};

export async function requestDemo(
  deps: DemoRequestDeps,
  input: { request: DemoRequestInput; locale: ApiLocale },
): Promise<{ id: string }> {
  const { request } = input;
  const id = randomUUID();
  const now = deps.clock.now();
  await insertDemoRequest(deps.db, {
    id,
    name: request.name,
    email: request.email,
    phone: request.phone,
    companyName: request.companyName,
    jobTitle: request.jobTitle || null,
    companySize: request.companySize,
    needs: request.needs || null,
    plan: request.plan ?? null,
    locale: input.locale,
    createdAt: now,
  });
  await deps.outbox.enqueue(
    demoRequestSalesMail({
      to: deps.salesInbox,
      request,
      locale: input.locale,
      receivedAt: `${formatWibDateLong(now, 'idn')} WIB`,
    }),
  );
  return { id };
}
