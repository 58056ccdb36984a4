// Recommended candidates and funnel figures of a job (decision 021).
import {
  pipelineColumnOrder,
  type PipelineFunnel,
  type PipelineRecommendation,
} from '@jenjang/domain';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { selectStepsOfJobs } from '../applications/applications.queries';
import { jobOfMember, type EmployerActor } from './pipeline-access';
import {
  selectColumnCounts,
  selectFunnelColumns,
  selectRecommendations,
  selectResponseFigures,
} from './pipeline.queries';

type InsightDeps = { db: Database; clock: Clock };

export async function recommendCandidates(
  deps: InsightDeps,
  actor: EmployerActor & { jobId: string; limit: number },
): Promise<PipelineRecommendation[]> {
  const job = await jobOfMember(deps.db, actor, actor.jobId);
  const rows = await selectRecommendations(deps.db, job, actor.limit);
  return rows.map((r) => ({
    studentId: r.studentId,
    name: r.name,
    major: r.major,
    lastEducation: r.lastEducation,
    experienceLevel: r.experienceLevel,
    matches: (
      [
        ['role', r.roleMatch],
        ['city', r.cityMatch],
        ['education', r.educationMatch],
        ['experience', r.experienceMatch],
      ] as const
    )
      .filter(([, ok]) => ok)
      .map(([k]) => k),
    score: r.score,
  }));
}

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export async function jobFunnel(
  deps: InsightDeps,
  actor: EmployerActor & { jobId: string },
): Promise<PipelineFunnel> {
  const job = await jobOfMember(deps.db, actor, actor.jobId);
  const steps = await selectStepsOfJobs(deps.db, [job.id]);
  const [counts, stays, response] = await Promise.all([
    selectColumnCounts(deps.db, job.id),
    selectFunnelColumns(deps.db, job.id, deps.clock.now()),
    selectResponseFigures(deps.db, { jobId: job.id }),
  ]);
  const columns = pipelineColumnOrder(steps.map((s) => s.id)).map((key) => {
    const step = steps.find((s) => s.id === key);
    const stay = stays.find((s) => s.column === key);
    return {
      key,
      kind: step ? ('step' as const) : (key as 'applied' | 'offered' | 'rejected' | 'waitListed'),
      stepName: step?.name ?? null,
      stepType: step?.type ?? null,
      current: counts.get(key) ?? 0,
      reached: stay?.reached ?? 0,
      medianDaysInStep: round1(stay?.medianDays ?? null),
    };
  });
  return {
    total: [...counts.values()].reduce((a, b) => a + b, 0),
    columns,
    response: {
      ...response,
      responseRate:
        response.responseRate === null ? null : Math.round(response.responseRate * 1000) / 1000,
      medianDaysToFirstResponse: round1(response.medianDaysToFirstResponse),
    },
  };
}
