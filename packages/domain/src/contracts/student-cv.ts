// The job seeker's CV as the API answers it. The file itself travels as multipart (field
// `file`) and as bytes; its type and size rules are in profile/cv-file.ts.
import { z } from 'zod';

export const studentCvSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number().int().describe('bytes'),
  sha256: z.string().describe('hex digest of the stored bytes'),
  createdAt: z.string(),
});
export type StudentCv = z.infer<typeof studentCvSchema>;

export const studentCvResponseSchema = z.object({ data: z.object({ result: studentCvSchema }) });
export const optionalStudentCvResponseSchema = z.object({
  data: z.object({ result: studentCvSchema.nullable() }),
});
export const cvDeletedResponseSchema = z.object({
  data: z.object({ deleted: z.literal(true) }),
});
