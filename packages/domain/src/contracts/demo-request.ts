// "Book a demo" on /pasang-loker-gratis (#employer-contact-form): what an employer tells the
// sales team. The API stores it and mails the sales inbox; the page thanks the visitor.
import { z } from 'zod';
import { EMPLOYER_PLAN_IDS } from '../employer/pricing';
import { emailSchema, handphoneSchema, personNameSchema } from './account-fields';

export const COMPANY_SIZE_BANDS = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001+',
] as const;
export type CompanySizeBand = (typeof COMPANY_SIZE_BANDS)[number];

export const DEMO_REQUEST_LIMITS = { companyNameMax: 120, jobTitleMax: 100, needsMax: 1000 };

export const demoRequestInputSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  phone: handphoneSchema,
  companyName: z
    .string()
    .trim()
    .min(1, { error: 'companyNameRequired' })
    .max(DEMO_REQUEST_LIMITS.companyNameMax, { error: 'textTooLong' }),
  jobTitle: z.string().trim().max(DEMO_REQUEST_LIMITS.jobTitleMax, { error: 'textTooLong' }),
  companySize: z.enum(COMPANY_SIZE_BANDS, { error: 'chooseCompanySize' }),
  needs: z.string().trim().max(DEMO_REQUEST_LIMITS.needsMax, { error: 'textTooLong' }),
  /** The plan the visitor came from on the pricing page, if any. */
  plan: z.enum(EMPLOYER_PLAN_IDS).optional(),
});
export type DemoRequestInput = z.infer<typeof demoRequestInputSchema>;
/** What the form holds before the contract checks it (a size not chosen yet is ''). */
export type DemoRequestFormValues = Omit<z.input<typeof demoRequestInputSchema>, 'companySize'> & {
  companySize: CompanySizeBand | '';
};

export const demoRequestResponseSchema = z.object({
  data: z.object({ received: z.literal(true), id: z.string() }),
});
export type DemoRequestResponse = z.infer<typeof demoRequestResponseSchema>;
