// The rule every answer must keep, whatever was sent: no status >= 500, every non-2xx answer in
// the error envelope (the domain's reader, as the web reads it), nothing echoed back raw.
import { readErrorEnvelope } from '@jenjang/domain';
import type { Marker } from './malformed-values';

export type Answer = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
};

export type Problem =
  'status >= 500' | 'not the error envelope' | 'echoes the input' | 'raw markup';

function isJson(answer: Answer): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(String(answer.headers['content-type'] ?? ''));
}

function envelopeProblem(answer: Answer): boolean {
  if (!isJson(answer)) return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return true;
  }
  const envelope = readErrorEnvelope(parsed);
  return envelope === null || envelope.statusCode !== answer.statusCode;
}

/** What is wrong with an answer (nothing: an empty list). `method` HEAD answers have no body. */
export function checkAnswer(answer: Answer, marker: Marker, method: string): Problem[] {
  const problems: Problem[] = [];
  const success = answer.statusCode >= 200 && answer.statusCode < 300;
  if (answer.statusCode >= 500) problems.push('status >= 500');
  if (!success && method !== 'HEAD' && envelopeProblem(answer)) {
    problems.push('not the error envelope');
  }
  // An error quotes nothing of the request: not the URL, not a value, not a key. The marker's core
  // is plain letters, so it shows however the quote was encoded.
  if (!success && answer.body.includes(marker.core)) problems.push('echoes the input');
  // A success may return what was stored (JSON escapes it for the reader), but never as markup in
  // a body a browser would render, and never with the raw NUL that no JSON body can contain.
  const rawMarkup =
    answer.body.includes(marker.withNul) ||
    (!isJson(answer) && answer.body.includes(`${marker.core}<script>`));
  if (success && rawMarkup) problems.push('raw markup');
  return problems;
}
