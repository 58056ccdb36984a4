// A small client for OpenAI-compatible chat endpoints (`POST {baseUrl}/chat/completions`): the
// hosted services and local servers (vLLM, Ollama, llama.cpp) that speak that protocol. The
// model is optional (issue 15), so nothing here throws: every failure comes back as a value and
// the caller keeps the built-in analysis. The answer is asked for as a JSON object and read
// with a size bound, so a misbehaving endpoint can neither stall nor flood the worker.
import { z } from 'zod';

export type ChatMessage = { role: 'system' | 'user'; content: string };

export type ChatModelConfig = {
  /** Up to the version segment, e.g. https://api.openai.com/v1 (a trailing slash is fine). */
  baseUrl: string;
  model: string;
  /** Sent as `Authorization: Bearer`; local servers often need none. */
  apiKey?: string;
  /** Whole request, body included. */
  timeoutMs?: number;
  /** Bytes of the HTTP body read at most; beyond it the answer is refused. */
  maxResponseBytes?: number;
};

export const CHAT_MODEL_DEFAULTS = { timeoutMs: 20_000, maxResponseBytes: 256 * 1024 } as const;

export type ChatModelFailure =
  | { kind: 'timeout' }
  | { kind: 'network'; message: string }
  | { kind: 'status'; status: number }
  | { kind: 'tooLarge' }
  /** The body is not a chat completion with text content. */
  | { kind: 'malformed'; message: string };

export type ChatCompletionResult =
  { ok: true; content: string } | { ok: false; failure: ChatModelFailure };

export type ChatModel = { complete(messages: ChatMessage[]): Promise<ChatCompletionResult> };

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});

export function createChatModel(
  config: ChatModelConfig,
  deps: { fetch?: typeof fetch } = {},
): ChatModel {
  const fetchImpl = deps.fetch ?? fetch;
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? CHAT_MODEL_DEFAULTS.timeoutMs;
  const maxBytes = config.maxResponseBytes ?? CHAT_MODEL_DEFAULTS.maxResponseBytes;

  return {
    async complete(messages) {
      let text: string | null;
      try {
        const response = await fetchImpl(url, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: config.model,
            messages,
            temperature: 0,
            response_format: { type: 'json_object' },
          }),
          // Covers reading the body too: a server that trickles its answer times out as well.
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          return failed({ kind: 'status', status: response.status });
        }
        text = await readBounded(response, maxBytes);
      } catch (error) {
        return failed(classify(error));
      }
      if (text === null) return failed({ kind: 'tooLarge' });
      return readCompletion(text);
    },
  };
}

const failed = (failure: ChatModelFailure): ChatCompletionResult => ({ ok: false, failure });

function classify(error: unknown): ChatModelFailure {
  const name = (error as { name?: unknown })?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

/** The body as text, or null once it passes maxBytes (the rest is not read). */
async function readBounded(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? '');
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    return response.body ? null : '';
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

function readCompletion(text: string): ChatCompletionResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return failed({ kind: 'malformed', message: 'the body is not JSON' });
  }
  const parsed = completionSchema.safeParse(json);
  if (!parsed.success) {
    return failed({ kind: 'malformed', message: 'the body is not a chat completion with text' });
  }
  return { ok: true, content: parsed.data.choices[0]!.message.content };
}
