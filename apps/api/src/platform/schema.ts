// Every table, for drizzle's typed client and drizzle-kit. Each area owns its own schema file.
export * from '../modules/taxonomy/taxonomy.schema';
export * from '../modules/companies/companies.schema';
export * from '../modules/jobs/jobs.schema';
export * from '../modules/auth/auth.schema';
export * from '../modules/feature-flags/feature-flags.schema';
export * from '../modules/mail/mail.schema';
export * from '../modules/students/students.schema';
export * from '../modules/students/cv/cv.schema';
export * from '../modules/employer/employer.schema';
export * from '../modules/applications/applications.schema';
export * from '../modules/moderation/moderation.schema';
export * from '../modules/employer/team.schema';
export * from '../modules/pipeline/pipeline.schema';
