// Names of the account actions' results (the data export's file).

/** 'jenjang-data-2026-11-21.json', dated by the export itself when it says when it was made. */
export function exportFileName(data: unknown, now: Date): string {
  const exportedAt =
    typeof data === 'object' && data !== null && 'exportedAt' in data
      ? String((data as { exportedAt: unknown }).exportedAt)
      : '';
  const day = /^\d{4}-\d{2}-\d{2}/.test(exportedAt)
    ? exportedAt.slice(0, 10)
    : now.toISOString().slice(0, 10);
  return `jenjang-data-${day}.json`;
}
