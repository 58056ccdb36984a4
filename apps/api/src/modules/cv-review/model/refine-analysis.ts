// The optional language model (issue 15): when one is configured it may improve the rewrites of
// the built-in analysis, nothing else. Scores, detections, quotes and reasons always come from
// the analyzer; the model only proposes a new `suggestion` for findings that quote a CV line,
// each proposal is checked (rewrite-checks.ts), and a model that fails or has nothing usable to
// say leaves the built-in analysis as it was (refine → null).
import type { CvDetector } from '@jenjang/domain';
import type { CvAnalysis, CvLine } from '../analysis/cv-document';
import { createChatModel, type ChatModelFailure } from './chat-model';
import { buildRefineMessages, type CvReviewData, type RewriteRequest } from './refine-prompt';
import {
  checkRewrite,
  modelAnswerSchema,
  type RewriteContext,
  type RewriteRejection,
} from './rewrite-checks';

export type ChatModelRefinerConfig = {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
};

/** How many rewrites were dropped, by reason. */
export type DroppedRewrites = Partial<Record<RewriteRejection | 'duplicate', number>>;

/** What one refine did, for the caller's log. */
export type RefineOutcome =
  | { kind: 'skipped'; reason: 'nothingToRewrite' }
  | { kind: 'failed'; failure: ChatModelFailure | { kind: 'invalidAnswer'; message: string } }
  | { kind: 'refined'; applied: number; dropped: DroppedRewrites };

export type ChatModelRefiner = {
  /**
   * The analysis with the model's checked rewrites in place of the built-in suggestions, or
   * null when the model failed or none of its rewrites passed: the caller keeps its analysis.
   */
  refine(analysis: CvAnalysis, lines: CvLine[]): Promise<CvAnalysis | null>;
};

/** Findings about how a line is written: the ones a rewrite of the line can fix. */
const REWRITABLE_DETECTORS: ReadonlySet<CvDetector> = new Set<CvDetector>([
  'dutiesWithoutResults',
  'noNumbers',
  'weakVerbs',
  'passiveVoice',
  'spelling',
]);

/** Bounds of what is sent: a CV is 2,000-8,000 characters; extraction keeps up to 60,000. */
export const REFINE_LIMITS = { findings: 40, cvCharacters: 12_000, lineCharacters: 500 } as const;

type FindingPosition = { aspect: number; finding: number };

export function createChatModelRefiner(
  config: ChatModelRefinerConfig,
  deps: { fetch?: typeof fetch; report?: (outcome: RefineOutcome) => void } = {},
): ChatModelRefiner {
  const model = createChatModel(config, { fetch: deps.fetch });
  const report = deps.report ?? (() => undefined);

  return {
    async refine(analysis, lines) {
      const injectionLines = linesFlaggedAsInjection(analysis, lines);
      const { requests, positions } = rewriteRequests(analysis, lines, injectionLines);
      if (requests.length === 0) {
        report({ kind: 'skipped', reason: 'nothingToRewrite' });
        return null;
      }

      const data: CvReviewData = {
        language: analysis.language,
        cvLines: visibleLines(lines),
        findings: requests,
      };
      const completion = await model.complete(buildRefineMessages(data));
      if (!completion.ok) {
        report({ kind: 'failed', failure: completion.failure });
        return null;
      }
      const answer = parseAnswer(completion.content);
      if (!answer) {
        report({
          kind: 'failed',
          failure: { kind: 'invalidAnswer', message: 'not the JSON asked for' },
        });
        return null;
      }

      const { refined, applied, dropped } = applyRewrites(analysis, answer.rewrites, positions, {
        language: analysis.language,
        findingCount: requests.length,
        quotes: requests.map((request) => request.quote),
        injectionLines,
      });
      report({ kind: 'refined', applied, dropped });
      return applied > 0 ? refined : null;
    },
  };
}

/** A copy of the analysis with each checked rewrite in place; the first answer for a finding wins. */
function applyRewrites(
  analysis: CvAnalysis,
  rewrites: unknown[],
  positions: FindingPosition[],
  context: RewriteContext,
) {
  const refined = structuredClone(analysis);
  const taken = new Set<number>();
  const dropped: DroppedRewrites = {};
  for (const item of rewrites) {
    const checked = checkRewrite(item, context);
    if (!checked.ok || taken.has(checked.rewrite.index)) {
      const reason = checked.ok ? 'duplicate' : checked.rejection;
      dropped[reason] = (dropped[reason] ?? 0) + 1;
      continue;
    }
    taken.add(checked.rewrite.index);
    const position = positions[checked.rewrite.index]!;
    refined.aspects[position.aspect]!.findings[position.finding]!.suggestion =
      checked.rewrite.suggestion;
  }
  return { refined, applied: taken.size, dropped };
}

function parseAnswer(content: string) {
  try {
    const parsed = modelAnswerSchema.safeParse(JSON.parse(content));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The text of every line the analyzer flagged as trying to instruct it. */
function linesFlaggedAsInjection(analysis: CvAnalysis, lines: CvLine[]): string[] {
  const flagged = new Set<string>();
  for (const detection of analysis.detections) {
    if (detection.detector !== 'promptInjection' || detection.line === null) continue;
    const line = lines[detection.line - 1];
    if (line) flagged.add(line.text);
  }
  for (const aspect of analysis.aspects) {
    for (const finding of aspect.findings) {
      if (finding.detector === 'promptInjection' && finding.quote) flagged.add(finding.quote);
    }
  }
  return [...flagged];
}

function rewriteRequests(analysis: CvAnalysis, lines: CvLine[], injectionLines: string[]) {
  const requests: RewriteRequest[] = [];
  const positions: FindingPosition[] = [];
  analysis.aspects.forEach((aspect, aspectIndex) => {
    aspect.findings.forEach((finding, findingIndex) => {
      if (requests.length >= REFINE_LIMITS.findings) return;
      if (!REWRITABLE_DETECTORS.has(finding.detector)) return;
      if (finding.quote === null || finding.line === null) return;
      // A line that tries to instruct the analyzer is flagged, never polished; hidden text is
      // to be removed, not rewritten.
      if (injectionLines.includes(finding.quote)) return;
      if (lines[finding.line - 1]?.hidden) return;
      requests.push({
        index: requests.length,
        detector: finding.detector,
        line: finding.line,
        quote: finding.quote.slice(0, REFINE_LIMITS.lineCharacters),
        currentSuggestion: finding.suggestion,
      });
      positions.push({ aspect: aspectIndex, finding: findingIndex });
    });
  });
  return { requests, positions };
}

/** What a reader sees of the CV, numbered as the findings number it, within the budget. */
function visibleLines(lines: CvLine[]): CvReviewData['cvLines'] {
  const sent: CvReviewData['cvLines'] = [];
  let budget = REFINE_LIMITS.cvCharacters;
  lines.forEach((line, index) => {
    if (line.hidden !== null || budget <= 0) return;
    const text = line.text.slice(0, Math.min(REFINE_LIMITS.lineCharacters, budget));
    budget -= text.length;
    sent.push({ line: index + 1, text });
  });
  return sent;
}
