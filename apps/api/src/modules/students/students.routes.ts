import {
  activityRecordedResponseSchema,
  hiddenFromCompaniesBodySchema,
  hiddenFromCompaniesResponseSchema,
  onboardingBodySchema,
  onboardingProgressBodySchema,
  onboardingProgressResponseSchema,
  patchStudentBodySchema,
  profilesResponseSchema,
  putStudentProfileBodySchema,
  savedOnboardingProgressResponseSchema,
  studentActivityBodySchema,
  studentIdParamsSchema,
  studentMiniResponseSchema,
  studentProfileResponseSchema,
} from '@jenjang/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../platform/auth-guard';
import { requestLocale } from '../../platform/locale';
import { bearerSecurity as bearer } from '../auth/route-helpers';
import {
  getMyOnboardingProgress,
  saveMyOnboardingProgress,
} from './onboarding/onboarding-progress.service';
import { recordStudentActivity } from './student-activity.service';
import {
  completeOnboarding,
  getMyProfiles,
  getMyStudent,
  getMyStudentMini,
  replaceMyStudentProfile,
  setHiddenFromCompanies,
  updateMyStudent,
  type StudentsDeps,
} from './students.service';

export const studentsRoutes: FastifyPluginAsyncZod<{ deps: StudentsDeps }> = async (
  app,
  { deps },
) => {
  const signedIn = { onRequest: [app.authenticate] };
  const actor = (request: Parameters<typeof signedInUser>[0]) => ({
    user: signedInUser(request),
    locale: requestLocale(request),
  });

  app.get(
    '/v1/job-portal/me/student',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: "The signed-in job seeker's profile",
        description:
          'Read from the replica (read-from-secondary). 403 USER_IS_NOT_STUDENT without a profile.',
        security: bearer,
        response: { 200: studentProfileResponseSchema },
      },
    },
    async (request) => ({ data: { result: await getMyStudent(deps, actor(request)) } }),
  );

  app.get(
    '/v1/job-portal/me/student/mini',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: "The signed-in job seeker's profile summary",
        security: bearer,
        response: { 200: studentMiniResponseSchema },
      },
    },
    async (request) => ({ data: { result: await getMyStudentMini(deps, actor(request)) } }),
  );

  app.patch(
    '/v1/job-portal/me/student',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: "Update fields of the signed-in job seeker's profile",
        security: bearer,
        body: patchStudentBodySchema,
        response: { 200: studentProfileResponseSchema },
      },
    },
    async (request) => ({
      data: { result: await updateMyStudent(deps, { ...actor(request), input: request.body }) },
    }),
  );

  app.post(
    '/v1/job-portal/onboarding',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: 'Onboarding: create (or update) the job seeker profile',
        description: 'Idempotent: onboarding twice updates the profile. Job seekers only.',
        security: bearer,
        body: onboardingBodySchema,
        response: { 200: studentProfileResponseSchema },
      },
    },
    async (request) => ({
      data: { result: await completeOnboarding(deps, { ...actor(request), input: request.body }) },
    }),
  );

  app.get(
    '/v1/job-portal/onboarding/progress',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: 'Onboarding progress saved so far (null: never started, or finished)',
        description: 'Lets any browser resume onboarding where it stopped. Job seekers only.',
        security: bearer,
        response: { 200: onboardingProgressResponseSchema },
      },
    },
    async (request) => ({
      data: { result: await getMyOnboardingProgress(deps, actor(request)) },
    }),
  );

  app.put(
    '/v1/job-portal/onboarding/progress',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary:
          'Save the onboarding progress: the step, the answers so far, where it continues to',
        description:
          'Replaces what was saved. Answers may be unfinished; each is checked against the ' +
          "profile's lists and limits. Finishing onboarding (POST /v1/job-portal/onboarding) " +
          'deletes it. Job seekers only.',
        security: bearer,
        body: onboardingProgressBodySchema,
        response: { 200: savedOnboardingProgressResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await saveMyOnboardingProgress(deps, { ...actor(request), input: request.body }),
      },
    }),
  );

  app.get(
    '/v1/profiles',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: "The signed-in user's account and profiles",
        security: bearer,
        response: { 200: profilesResponseSchema },
      },
    },
    async (request) => ({ data: await getMyProfiles(deps, actor(request)) }),
  );

  app.put(
    '/v1/profiles/student',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: 'Replace the whole job seeker profile, every section',
        security: bearer,
        body: putStudentProfileBodySchema,
        response: { 200: studentProfileResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await replaceMyStudentProfile(deps, { ...actor(request), input: request.body }),
      },
    }),
  );

  app.patch(
    '/v1/job-portal/student/:id/hidden-from-companies-by-student',
    {
      ...signedIn,
      schema: {
        tags: ['students'],
        summary: 'Hide the profile from companies, or show it again (owner only)',
        security: bearer,
        params: studentIdParamsSchema,
        body: hiddenFromCompaniesBodySchema,
        response: { 200: hiddenFromCompaniesResponseSchema },
      },
    },
    async (request) => ({
      data: {
        result: await setHiddenFromCompanies(deps, {
          ...actor(request),
          studentId: request.params.id,
          hidden: request.body.hiddenFromCompanies,
        }),
      },
    }),
  );

  app.post(
    '/v1/job-portal/student-activity',
    {
      onRequest: [app.authenticateOptional],
      schema: {
        tags: ['students'],
        summary: 'Record a search, job view, save or apply (signed in or guest)',
        description:
          'Guests send `guestId` and the 24-character `deviceId`; the payload is at most 2 KB.',
        security: [{}, ...bearer],
        body: studentActivityBodySchema,
        response: { 201: activityRecordedResponseSchema },
      },
    },
    async (request, reply) => {
      await recordStudentActivity(deps, {
        user: request.user,
        activity: request.body,
        locale: requestLocale(request),
      });
      return reply.code(201).send({ data: { recorded: true as const } });
    },
  );
};
