// SQL of the "book a demo" requests.
import type { Database } from '../../platform/db';
import { demoRequests } from './employer.schema';

export type DemoRequestRow = typeof demoRequests.$inferSelect;

export async function insertDemoRequest(db: Database, row: DemoRequestRow): Promise<void> {
  await db.insert(demoRequests).values(row);
}
