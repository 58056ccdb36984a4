// Job payloads that carry one-time codes, addresses or mail bodies are sealed: pg-boss's tables
// only ever hold them encrypted (AES-256-GCM under a key derived from JWT_SECRET).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { z } from 'zod';

export function payloadSealingKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', 'jenjang sealed job payload v1', 32));
}

export function sealPayload(key: Buffer, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openPayload<T>(key: Buffer, sealed: string, schema: z.ZodType<T>): T {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const json = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString();
  return schema.parse(JSON.parse(json));
}
