// The platform's own routes: feature flags, health probes and the development mailbox.
import { z } from 'zod';

/** GET /v1/feature-flags (clients refresh every FEATURE_FLAG_REFRESH_SECONDS). */
export const featureFlagsResponseSchema = z.object({
  data: z.object({ flags: z.record(z.string(), z.boolean()) }),
});

/** GET /healthz and /readyz. */
export const healthStatusSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.string().optional(),
});

/** GET /v1/dev/mailbox (never in production): mails the API sent without SMTP. */
export const devMailboxQuerySchema = z.object({
  to: z.string().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const devMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export const devMailboxResponseSchema = z.object({
  data: z.object({ docs: z.array(devMailSchema) }),
});
