// The optional language model through the API: configured by CV_REVIEW_LLM_*, called after the
// built-in analysis, its checked rewrites stored with improvedByModel; a model that fails leaves
// the built-in analysis. A local server speaks the OpenAI-compatible protocol.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '../../test/openai-compatible-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CV_REVIEW_TEST_ENV, analysedCv, jobSeeker } from './cv-review.test-kit';

const MODEL = 'local-test-model';
const API_KEY = 'sk-local-test-key';

let server: OpenAiCompatibleServer;
let t: TestApp;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer({ apiKey: API_KEY, model: MODEL });
  t = await createTestApp({
    env: {
      ...CV_REVIEW_TEST_ENV,
      CV_REVIEW_LLM_BASE_URL: server.baseUrl,
      CV_REVIEW_LLM_MODEL: MODEL,
      CV_REVIEW_LLM_API_KEY: API_KEY,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await server?.close();
});

describe('with a language model configured', () => {
  it('stores the improved analysis and says so', async () => {
    server.setBehaviour('goodRewrites');
    const before = server.requests.length;
    const seeker = await jobSeeker(t);
    const review = await analysedCv(t, seeker.token);
    expect(review.status).toBe('done');
    expect(server.requests.length).toBe(before + 1);
    expect(server.requests.at(-1)?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(review.improvedByModel).toBe(true);
  });

  it('keeps the built-in analysis when the model fails', async () => {
    server.setBehaviour('serverError');
    const seeker = await jobSeeker(t);
    const review = await analysedCv(t, seeker.token);
    expect(review.status).toBe('done');
    expect(review.aspects).toHaveLength(12);
    expect(review.improvedByModel).toBe(false);
  });
});
