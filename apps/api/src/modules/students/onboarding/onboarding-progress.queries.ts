// SQL of the onboarding progress: one row per user, written whole.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db';
import { onboardingProgress } from './onboarding-progress.schema';

export type OnboardingProgressRow = typeof onboardingProgress.$inferSelect;

export async function selectOnboardingProgress(
  db: Database,
  userId: string,
): Promise<OnboardingProgressRow | null> {
  const rows = await db
    .select()
    .from(onboardingProgress)
    .where(eq(onboardingProgress.userId, userId));
  return rows[0] ?? null;
}

export async function upsertOnboardingProgress(
  db: Database,
  values: OnboardingProgressRow,
): Promise<OnboardingProgressRow> {
  const { step, answers, returnUrl, updatedAt } = values;
  const rows = await db
    .insert(onboardingProgress)
    .values(values)
    .onConflictDoUpdate({
      target: onboardingProgress.userId,
      set: { step, answers, returnUrl, updatedAt },
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('upsert into onboarding_progress returned no row');
  return row;
}

export async function deleteOnboardingProgress(db: Database, userId: string): Promise<void> {
  await db.delete(onboardingProgress).where(eq(onboardingProgress.userId, userId));
}
