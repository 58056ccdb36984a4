// Writes the labelled CV corpus: every CV of planCorpus() as a PDF or DOCX in files/, and
// labels.json with what was planted in each. Deterministic: a second run writes the same bytes
// (the last line prints one digest over every file to compare).
//
//   npx tsx bench/cv-corpus/generate.ts        (or: npm run corpus -w bench)
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { CV_DETECTORS } from '@jenjang/domain';
import { buildCorpusCv } from '../../apps/api/src/modules/cv-review/corpus/build-corpus-cv';
import { CORPUS_NOW, formatMonth } from '../../apps/api/src/modules/cv-review/corpus/corpus-dates';
import {
  corpusFileName,
  planCorpus,
} from '../../apps/api/src/modules/cv-review/corpus/corpus-plan';
import type {
  CorpusCvLabel,
  CorpusLabels,
} from '../../apps/api/src/modules/cv-review/corpus/corpus-spec';
import { writeCvDocx } from '../../apps/api/src/modules/cv-review/writers/write-cv-docx';
import { writeCvPdf } from '../../apps/api/src/modules/cv-review/writers/write-cv-pdf';

const FILES_DIR = new URL('./files/', import.meta.url);
const LABELS_FILE = new URL('./labels.json', import.meta.url);

/** Pages of a PDF written by pdfkit: one page object each ("/Type /Page", not "/Pages"). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page(?!s)/g)?.length ?? 0;

await rm(FILES_DIR, { recursive: true, force: true });
await mkdir(FILES_DIR, { recursive: true });
const labels: CorpusCvLabel[] = [];
const digest = createHash('sha256');
for (const spec of planCorpus()) {
  const built = buildCorpusCv(spec);
  const pdf = await writeCvPdf(built.model);
  const bytes = spec.format === 'pdf' ? pdf : await writeCvDocx(built.model);
  const file = corpusFileName(spec);
  await writeFile(new URL(file, FILES_DIR), bytes);
  digest.update(file).update(bytes);
  const { defects, ...rest } = spec;
  labels.push({
    ...rest,
    file,
    planted: [...defects],
    lines: built.lines,
    misspellings: built.misspellings,
    missingContact: built.missingContact,
    words: built.words,
    pages: pdfPages(pdf),
  });
}
const document: CorpusLabels = {
  generator:
    'npx tsx bench/cv-corpus/generate.ts (specs: apps/api/src/modules/cv-review/corpus/corpus-plan.ts)',
  now: formatMonth(CORPUS_NOW, 'short', 'en'),
  files: labels,
};
const labelsText = `${JSON.stringify(document, null, 2)}\n`;
await writeFile(LABELS_FILE, labelsText);
digest.update(labelsText);

const count = (pick: (label: CorpusCvLabel) => boolean) => labels.filter(pick).length;
console.log(
  `${labels.length} CVs in ${(await readdir(FILES_DIR)).length} files: ` +
    `${count((l) => l.format === 'pdf')} PDF, ${count((l) => l.format === 'docx')} DOCX, ` +
    `${count((l) => l.language === 'idn')} Indonesian, ${count((l) => l.language === 'en')} English, ` +
    `${count((l) => l.quality === 'good')} good, ${count((l) => l.quality === 'fair')} fair, ${count((l) => l.quality === 'poor')} poor`,
);
console.log('\n| detector | planted in | PDF | DOCX | idn | en |\n|---|---:|---:|---:|---:|---:|');
for (const detector of CV_DETECTORS) {
  const with_ = labels.filter((l) => l.planted.includes(detector));
  const n = (pick: (label: CorpusCvLabel) => boolean) => with_.filter(pick).length;
  console.log(
    `| ${detector} | ${with_.length} | ${n((l) => l.format === 'pdf')} | ${n((l) => l.format === 'docx')} | ${n((l) => l.language === 'idn')} | ${n((l) => l.language === 'en')} |`,
  );
}
console.log(`\nsha256 of every file and labels.json: ${digest.digest('hex')}`);
