// The chat client against real local servers: the protocol server of the tests, and small raw
// servers for what it cannot play (an answer without a length that never ends, a body that
// trickles in after the headers).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '../../../test/openai-compatible-server';
import { createChatModel } from './chat-model';
import { buildRefineMessages } from './refine-prompt';

const API_KEY = 'sk-local-test-key-0123456789';
const MODEL = 'local-cv-rewriter';
const messages = buildRefineMessages({
  language: 'en',
  cvLines: [{ line: 1, text: 'Helped with the weekly newsletter' }],
  findings: [
    {
      index: 0,
      detector: 'weakVerbs',
      line: 1,
      quote: 'Helped with the weekly newsletter',
      currentSuggestion: null,
    },
  ],
});

let server: OpenAiCompatibleServer;
beforeAll(async () => {
  server = await startOpenAiCompatibleServer({ apiKey: API_KEY, model: MODEL });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.setBehaviour('goodRewrites');
});

/** A raw server whose handler writes whatever a test needs; closed after the test. */
async function withRawServer(
  handler: http.RequestListener,
  run: (baseUrl: string) => Promise<void>,
): Promise<void> {
  const raw = http.createServer(handler);
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  try {
    await run(`http://127.0.0.1:${(raw.address() as AddressInfo).port}/v1`);
  } finally {
    raw.closeAllConnections();
    await new Promise((resolve) => raw.close(resolve));
  }
}

describe('createChatModel', () => {
  it('posts the chat request and returns the message content', async () => {
    const model = createChatModel({ baseUrl: `${server.baseUrl}/`, model: MODEL, apiKey: API_KEY });

    const result = await model.complete(messages);

    expect(result).toEqual({
      ok: true,
      content: JSON.stringify({
        rewrites: [
          {
            index: 0,
            suggestion:
              "Led with the weekly newsletter, raising the team's results by [number]% within [number] months",
          },
        ],
      }),
    });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/chat/completions',
        authorization: `Bearer ${API_KEY}`,
        body: { model: MODEL, messages, temperature: 0, response_format: { type: 'json_object' } },
        status: 200,
      },
    ]);
  });

  it('sends no Authorization header without a key', async () => {
    const model = createChatModel({ baseUrl: server.baseUrl, model: MODEL });
    expect(await model.complete(messages)).toEqual({
      ok: false,
      failure: { kind: 'status', status: 401 },
    });
    expect(server.requests[0]!.authorization).toBeNull();
  });

  it('reports an unknown model as the status the server gives', async () => {
    const model = createChatModel({ baseUrl: server.baseUrl, model: 'gpt-x', apiKey: API_KEY });
    expect(await model.complete(messages)).toEqual({
      ok: false,
      failure: { kind: 'status', status: 404 },
    });
  });

  it('refuses a declared body larger than its bound', async () => {
    const model = createChatModel({
      baseUrl: server.baseUrl,
      model: MODEL,
      apiKey: API_KEY,
      maxResponseBytes: 200,
    });
    expect(await model.complete(messages)).toEqual({ ok: false, failure: { kind: 'tooLarge' } });
  });

  it('stops reading an undeclared body once it passes the bound', async () => {
    let written = 0;
    await withRawServer(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' }); // chunked, no length
        const writeMore = () => {
          if (response.destroyed || written > 5_000_000) return response.end();
          written += 16_384;
          response.write('x'.repeat(16_384), () => setImmediate(writeMore));
        };
        writeMore();
      },
      async (baseUrl) => {
        const model = createChatModel({ baseUrl, model: MODEL, maxResponseBytes: 64 * 1024 });
        expect(await model.complete(messages)).toEqual({
          ok: false,
          failure: { kind: 'tooLarge' },
        });
      },
    );
    expect(written).toBeLessThan(5_000_000);
  });

  it('times out on a body that trickles in after the headers', async () => {
    await withRawServer(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('{"choices":');
      },
      async (baseUrl) => {
        const model = createChatModel({ baseUrl, model: MODEL, timeoutMs: 250 });
        expect(await model.complete(messages)).toEqual({
          ok: false,
          failure: { kind: 'timeout' },
        });
      },
    );
  });

  it('calls an answer without message text malformed', async () => {
    await withRawServer(
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ choices: [{ message: { role: 'assistant', content: null } }] }),
        );
      },
      async (baseUrl) => {
        const model = createChatModel({ baseUrl, model: MODEL });
        expect(await model.complete(messages)).toEqual({
          ok: false,
          failure: { kind: 'malformed', message: 'the body is not a chat completion with text' },
        });
      },
    );
  });
});
