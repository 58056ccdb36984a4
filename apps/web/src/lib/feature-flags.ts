import { featureFlagsResponseSchema } from '@jenjang/domain';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { apiGet } from './api/client';

export type FeatureFlags = Readonly<Record<string, boolean>>;

/** Spec section 9: feature flags are refreshed every 60 seconds. */
export const FEATURE_FLAGS_REVALIDATE_SECONDS = 60;

let lastWarningAt = 0;

/** Flags from the API, cached for a minute; no flags at all when the API cannot answer. */
export async function getFeatureFlags(): Promise<FeatureFlags> {
  // The build needs no API: prerendered pages start with the defaults and pick the flags up
  // when they revalidate.
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return {};
  try {
    const body = await apiGet('/v1/feature-flags', featureFlagsResponseSchema, {
      next: { revalidate: FEATURE_FLAGS_REVALIDATE_SECONDS },
      timeoutMs: 3_000,
    });
    return body.data.flags;
  } catch (error) {
    // Every page asks; one line a minute is enough to notice.
    if (Date.now() - lastWarningAt > FEATURE_FLAGS_REVALIDATE_SECONDS * 1000) {
      lastWarningAt = Date.now();
      console.warn(`feature flags unavailable, using defaults: ${String(error)}`);
    }
    return {};
  }
}

/** A flag the API does not know keeps its default, so a missing flag never hides a feature. */
export function isFlagEnabled(flags: FeatureFlags, name: string, defaultValue = true): boolean {
  return flags[name] ?? defaultValue;
}
