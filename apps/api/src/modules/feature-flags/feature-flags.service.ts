import type { Database } from '../../platform/db';
import { selectFeatureFlags } from './feature-flags.queries';

export type FeatureFlagsDeps = { db: Database };

export async function getFeatureFlags(deps: FeatureFlagsDeps): Promise<Record<string, boolean>> {
  const rows = await selectFeatureFlags(deps.db);
  return Object.fromEntries(rows.map((row) => [row.key, row.enabled]));
}
