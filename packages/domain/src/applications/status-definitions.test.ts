import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../enums';
import { LOCALES } from '../locale';
import {
  APPLICATION_STATUS_GROUP_LABELS,
  APPLICATION_STATUS_GROUPS,
  EMPLOYER_STATUS_DEFINITIONS,
  EMPLOYER_STATUS_KEYS,
  PIPELINE_COLUMN_LABELS,
  SEEKER_PHASE_DEFINITIONS,
  SEEKER_PHASES,
  STATUS_TONES,
  TIMELINE_DETAIL_TEXTS,
  TIMELINE_ENTRY_LABELS,
  TIMELINE_STATE_TEXTS,
  type StatusTexts,
} from './status-definitions';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every text of the definition, named by where it sits. */
function allTexts(): [string, StatusTexts][] {
  const out: [string, StatusTexts][] = [];
  for (const phase of SEEKER_PHASES) {
    const d = SEEKER_PHASE_DEFINITIONS[phase];
    for (const field of ['label', 'note', 'bell', 'mail', 'endedHere'] as const) {
      const texts = d[field];
      if (texts) out.push([`${phase}.${field}`, texts]);
    }
  }
  for (const key of EMPLOYER_STATUS_KEYS)
    out.push([`employer.${key}`, EMPLOYER_STATUS_DEFINITIONS[key].label]);
  for (const [table, name] of [
    [APPLICATION_STATUS_GROUP_LABELS, 'group'],
    [PIPELINE_COLUMN_LABELS, 'column'],
    [TIMELINE_ENTRY_LABELS, 'timeline'],
    [TIMELINE_STATE_TEXTS, 'state'],
    [TIMELINE_DETAIL_TEXTS, 'detail'],
  ] as const)
    for (const [key, texts] of Object.entries(table)) out.push([`${name}.${key}`, texts]);
  return out;
}

describe('the one status definition', () => {
  it('gives every phase every field, in both languages', () => {
    for (const phase of SEEKER_PHASES) {
      const d = SEEKER_PHASE_DEFINITIONS[phase];
      expect(STATUS_TONES, phase).toContain(d.tone);
      expect(APPLICATION_STATUS_GROUPS, phase).toContain(d.group);
      for (const texts of [d.label, d.bell, d.mail])
        for (const locale of LOCALES)
          expect(texts[locale].trim(), `${phase} ${locale}`).not.toBe('');
    }
  });

  it('gives every status and every candidate ending an employer label and a phase', () => {
    for (const status of APPLICATION_STATUSES) expect(EMPLOYER_STATUS_KEYS).toContain(status);
    for (const key of EMPLOYER_STATUS_KEYS) {
      const d = EMPLOYER_STATUS_DEFINITIONS[key];
      expect(SEEKER_PHASES).toContain(d.seekerPhase);
      for (const locale of LOCALES) expect(d.label[locale].trim(), key).not.toBe('');
    }
  });

  it('marks where an ended application stopped for exactly the phases that end one', () => {
    const ending = SEEKER_PHASES.filter((p) => SEEKER_PHASE_DEFINITIONS[p].endedHere !== null);
    expect(ending.sort()).toEqual(
      ['expired', 'jobClosed', 'notSelected', 'offerDeclined', 'withdrawn'].sort(),
    );
  });

  it('fills the same placeholders in Indonesian and English, and only known ones', () => {
    const known = ['company', 'role', 'job', 'step', 'when'];
    for (const [where, texts] of allTexts()) {
      expect(placeholders(texts.en), where).toEqual(placeholders(texts.idn));
      for (const name of placeholders(texts.idn)) expect(known, where).toContain(name);
    }
  });

  it('speaks to the job seeker as "kamu", never "Anda"', () => {
    for (const [where, texts] of allTexts()) expect(texts.idn, where).not.toMatch(/\bAnda\b/);
  });

  it('gives every phase a chip of its own', () => {
    for (const locale of LOCALES) {
      const chips = SEEKER_PHASES.map((p) => SEEKER_PHASE_DEFINITIONS[p].label[locale]);
      expect(new Set(chips).size, locale).toBe(chips.length);
    }
  });

  it('never reads a sent application as accepted, nor a rejection harshly', () => {
    expect(SEEKER_PHASE_DEFINITIONS.received.label.idn).not.toMatch(/diterima/i);
    const notSelected = SEEKER_PHASE_DEFINITIONS.notSelected;
    for (const texts of [notSelected.label, notSelected.note!, notSelected.bell, notSelected.mail])
      expect(texts.idn).not.toMatch(/ditolak/i);
    expect(SEEKER_PHASE_DEFINITIONS.withdrawn.label).toEqual({ idn: 'Ditarik', en: 'Withdrawn' });
  });
});
