// How long the CV upload's DOCX archive check takes (apps/api/src/modules/students/cv/
// docx-archive.ts): on a normal document and on the hostile ones it refuses.
//
//   node --import tsx bench/docx-check.ts --rounds 200
import { cpus, loadavg } from 'node:os';
import { detectCvFileKind } from '@jenjang/domain';
import {
  docxWithEntryNamed,
  docxWithManyEntries,
  realisticDocx,
  tinyDocx,
  zipBombDocx,
} from '../apps/api/seed/cv-fixtures';
import { inspectDocxArchive } from '../apps/api/src/modules/students/cv/docx-archive';
import { parseArgs } from './lib/cli';

const rounds = parseArgs().number('rounds', 200);
const files = [
  { name: 'tiny DOCX (stored)', bytes: tinyDocx() },
  { name: 'realistic DOCX, deflated', bytes: realisticDocx(200) },
  { name: 'realistic DOCX, deflated, ~1 MB', bytes: realisticDocx(1000) },
  { name: 'zip bomb 1 GiB, honest headers', bytes: zipBombDocx() },
  { name: 'zip bomb 1 GiB, headers claim 10 KB', bytes: zipBombDocx({ declaredSize: 10_240 }) },
  {
    name: 'zip bomb 1 GiB, headers claim 49 MiB (the worst case: inflated up to the claim)',
    bytes: zipBombDocx({ declaredSize: 49 * 1024 * 1024 }),
  },
  { name: 'zip bomb 20 MiB (ratio)', bytes: zipBombDocx({ mebibytes: 20 }) },
  { name: '1,002 entries', bytes: docxWithManyEntries(1_000) },
  { name: '../ entry name', bytes: docxWithEntryNamed('../evil.sh') },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

console.log(
  `DOCX check, ${rounds} rounds each; ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadavg()[0]?.toFixed(1)}`,
);
console.log('| file | bytes | result | median ms | p95 ms | max ms |');
console.log('|---|---:|---|---:|---:|---:|');
for (const file of files) {
  if (!detectCvFileKind(file.bytes)) throw new Error(`${file.name} is not recognised as a DOCX`);
  let result: string | null = null;
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    result = await inspectDocxArchive(file.bytes);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(2);
  console.log(
    `| ${file.name} | ${file.bytes.length.toLocaleString('en')} | ${result ?? 'accepted'} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times[times.length - 1]!)} |`,
  );
}
