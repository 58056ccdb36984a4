// Names of the account actions' results (the data export's file).
import { wibDateOf } from '@jenjang/domain';

/** 'jenjang-data-2026-11-21.json', dated by the export itself when it says when it was made. */
export function exportFileName(data: unknown, now: Date): string {
  const exportedAt =
    typeof data === 'object' && data !== null && 'exportedAt' in data
      ? String((data as { exportedAt: unknown }).exportedAt)
      : '';
  const at = new Date(exportedAt);
  const day = Number.isNaN(at.getTime()) ? wibDateOf(now) : wibDateOf(at);
  return `jenjang-data-${day}.json`;
}
