// The guard of decision 029: a status is worded in one place, this package's status definition.
// It fails when the web's message catalogues or the web's and the API's sources define a status
// label again (the way "Lamaran Diterima", "Lolos Seleksi" and the mails' own status words once
// did, and the two sides drifted apart).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_GROUP_LABELS,
  EMPLOYER_STATUS_DEFINITIONS,
  EMPLOYER_STATUS_KEYS,
  PIPELINE_COLUMN_LABELS,
  SEEKER_PHASE_DEFINITIONS,
  SEEKER_PHASES,
  TIMELINE_DETAIL_TEXTS,
  TIMELINE_ENTRY_LABELS,
  TIMELINE_STATE_TEXTS,
  type StatusTexts,
} from './status-definitions';

const REPO = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Message keys whose words equal a status label but name something else, each with its reason.
 * Anything else in the catalogues that reads like an application status fails.
 */
const OTHER_MEANINGS: Record<string, string> = {
  'common.payments.statuses': 'the states of a payment order',
  'common.cvReview': 'the progress of a CV analysis',
  'common.auth.errors.alertTitle': 'the title of a failed sign-in alert',
  'homepageMentoring.sessions': 'the states of a mentoring session (mentee)',
  'onboardingMentor.sessions': 'the states of a mentoring session (mentor)',
  'onboardingMentor.schedule': "a mentor's schedule editor",
  'onboardingMentor.onboarding.stepStates': "the mentor onboarding's own steps",
  'onboardingMentor.dashboard': "the mentor's dashboard filter",
  'profile.onboarding.actions': "the job seeker onboarding's last button",
  // A status at a step is named by the step itself; these name the kinds of step.
  'employer.area.enums.stepTypes': 'the kinds of hiring step in the job editor',
};

/** Every status word of the definition, as written (placeholders left out). */
function statusLabels(): string[] {
  const tables: StatusTexts[] = [
    ...SEEKER_PHASES.map((p) => SEEKER_PHASE_DEFINITIONS[p].label),
    ...EMPLOYER_STATUS_KEYS.map((k) => EMPLOYER_STATUS_DEFINITIONS[k].label),
    ...Object.values(APPLICATION_STATUS_GROUP_LABELS),
    ...Object.values(PIPELINE_COLUMN_LABELS),
    ...Object.values(TIMELINE_ENTRY_LABELS),
    ...Object.values(TIMELINE_STATE_TEXTS),
    ...Object.values(TIMELINE_DETAIL_TEXTS),
  ];
  return [...new Set(tables.flatMap((t) => Object.values(t)).filter((v) => !v.includes('{')))];
}

function messageEntries(): { key: string; value: string }[] {
  const root = path.join(REPO, 'apps/web/messages');
  const out: { key: string; value: string }[] = [];
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.push({ key, value: node });
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) walk(v, `${key}.${k}`);
  };
  for (const locale of readdirSync(root))
    for (const file of readdirSync(path.join(root, locale)).filter((f) => f.endsWith('.json')))
      walk(
        JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')),
        `${locale}:${file.replace(/\.json$/, '')}`,
      );
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'node_modules' || name.startsWith('.') ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.|\.test-helpers\./.test(name) ? [full] : [];
  });
}

describe('one status truth', () => {
  const labels = statusLabels();
  const lower = new Set(labels.map((l) => l.toLowerCase()));

  it('has labels to look for', () => {
    expect(labels).toEqual(expect.arrayContaining(['Ditawari', 'Belum Lolos', 'Ditarik']));
  });

  /** Catalogue entries that word a status, outside the keys of other meanings. */
  const statusEntries = (entries: { key: string; value: string }[]) =>
    entries
      .filter(({ value }) => lower.has(value.trim().toLowerCase()))
      .filter(({ key }) => {
        const bare = key.slice(key.indexOf(':') + 1);
        return !Object.keys(OTHER_MEANINGS).some((p) => bare === p || bare.startsWith(`${p}.`));
      })
      .map(({ key, value }) => `${key} = ${JSON.stringify(value)}`);

  it('finds no status label in the web message catalogues', () => {
    expect(statusEntries(messageEntries())).toEqual([]);
  });

  it('would catch the labels that used to be written twice, and spares other meanings', () => {
    expect(
      statusEntries([
        { key: 'idn:employer.pipeline.candidate.statuses.rejected', value: 'Ditolak' },
        { key: 'en:profile.appliedJobs.groups.withdrawn', value: 'withdrawn ' },
        { key: 'idn:homepageMentoring.sessions.status.rejected', value: 'Ditolak' },
        { key: 'idn:profile.appliedJobs.withdraw.button', value: 'Tarik lamaran' },
      ]),
    ).toEqual([
      'idn:employer.pipeline.candidate.statuses.rejected = "Ditolak"',
      'en:profile.appliedJobs.groups.withdrawn = "withdrawn "',
    ]);
  });

  it('finds no status label written into the web or the API', () => {
    const exact = new Set(labels);
    const found: string[] = [];
    for (const file of [
      ...sourceFiles(path.join(REPO, 'apps/web/src')),
      ...sourceFiles(path.join(REPO, 'apps/api/src')),
    ]) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/(['"`])([^'"`\n]{2,80})\1/g)) {
        const literal = match[2]!;
        // Single lower-case words are identifiers ('offered', 'done'); labels are capitalised or
        // several words, and several words are compared without case ('sedang ditinjau').
        const label =
          (exact.has(literal) && !/^[a-z][A-Za-z]*$/.test(literal)) ||
          (literal.includes(' ') && lower.has(literal.trim().toLowerCase()));
        if (label) found.push(`${path.relative(REPO, file)}: ${literal}`);
      }
    }
    expect(found).toEqual([]);
  });
});
