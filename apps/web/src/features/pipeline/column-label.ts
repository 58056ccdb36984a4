import { PIPELINE_COLUMN_LABELS, type Locale, type PipelineColumn } from '@jenjang/domain';

type FixedColumn = keyof typeof PIPELINE_COLUMN_LABELS;

/** A fixed column's name, from the domain's one status definition (decision 029). */
export function fixedColumnLabel(kind: FixedColumn, locale: Locale): string {
  return PIPELINE_COLUMN_LABELS[kind][locale];
}

/** The heading of a board column: the step's name (marked when internal) or the fixed label. */
export function columnLabel(
  column: Pick<PipelineColumn, 'kind' | 'step'>,
  locale: Locale,
  hiddenStep: (name: string) => string,
): string {
  if (column.kind === 'step' && column.step)
    return column.step.visible ? column.step.name : hiddenStep(column.step.name);
  return fixedColumnLabel(column.kind as FixedColumn, locale);
}
