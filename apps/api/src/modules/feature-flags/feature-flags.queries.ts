import type { Database } from '../../platform/db';
import { featureFlags } from './feature-flags.schema';

export async function selectFeatureFlags(db: Database) {
  return db.select({ key: featureFlags.key, enabled: featureFlags.enabled }).from(featureFlags);
}
