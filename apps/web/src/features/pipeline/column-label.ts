import type { PipelineColumn } from '@jenjang/domain';

type Labels = {
  applied: string;
  offered: string;
  rejected: string;
  waitListed: string;
  hiddenStep: (name: string) => string;
};

/** The heading of a board column: the step's name (marked when internal) or the fixed label. */
export function columnLabel(column: Pick<PipelineColumn, 'kind' | 'step'>, labels: Labels): string {
  if (column.kind === 'step' && column.step)
    return column.step.visible ? column.step.name : labels.hiddenStep(column.step.name);
  return labels[column.kind as Exclude<PipelineColumn['kind'], 'step'>];
}
