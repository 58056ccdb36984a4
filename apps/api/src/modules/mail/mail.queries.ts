import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db';
import type { MailMessage } from '../../platform/mailer';
import { devMailbox } from './mail.schema';

export async function insertDevMail(db: Database, message: MailMessage): Promise<void> {
  await db.insert(devMailbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
  });
}

export async function selectDevMails(db: Database, input: { to?: string; limit: number }) {
  return db
    .select()
    .from(devMailbox)
    .where(input.to ? eq(sql`lower(${devMailbox.toAddress})`, input.to.toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.createdAt))
    .limit(input.limit);
}

export async function deleteDevMailsTo(db: Database, email: string): Promise<number> {
  const deleted = await db
    .delete(devMailbox)
    .where(eq(sql`lower(${devMailbox.toAddress})`, email.toLowerCase()))
    .returning({ id: devMailbox.id });
  return deleted.length;
}
