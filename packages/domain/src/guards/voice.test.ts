// Jenjang speaks to a person as "kamu", everywhere they read it: the site, the mails, the CV
// report (issue 22 found "Anda" in mails and the report while the site said "kamu"). This guard
// reads the web's catalogues and every shipped string of the web, the API (mail templates, error
// messages, the CV report's texts) and the domain.
import { describe, expect, it } from 'vitest';
import { catalogueLeaves, readRepoFile, shippedSources, stringLiterals } from './repo-files';

const FORMAL_YOU = /\banda\b/i;

// Strings that hold the word without saying it to anyone.
const NOT_SPOKEN_TO_A_PERSON = new Set([
  // Stop words of the search analyzer: "anda" in a query carries no meaning.
  'packages/domain/src/search/stopwords.ts',
  // The CV analyzer's prompt-injection patterns ("anda adalah ..."), matched, never shown.
  'apps/api/src/modules/cv-review/analysis/injection.ts',
]);

describe('the "kamu" voice', () => {
  it('no message of the web catalogues says "Anda"', () => {
    const formal = catalogueLeaves()
      .filter((leaf) => FORMAL_YOU.test(leaf.text))
      .map((leaf) => `${leaf.file}:${leaf.path}: ${leaf.text}`);
    expect(formal).toEqual([]);
  });

  it('no mail, report or other shipped text says "Anda"', () => {
    const sources = [
      ...shippedSources('apps/api/src'),
      ...shippedSources('apps/web/src'),
      ...shippedSources('packages/domain/src'),
    ].filter((file) => !NOT_SPOKEN_TO_A_PERSON.has(file));
    // The mail templates are among them: a guard that read none would pass for nothing.
    expect(sources.filter((file) => /mail/.test(file)).length).toBeGreaterThan(5);
    const formal = sources.flatMap((file) =>
      stringLiterals(readRepoFile(file))
        .filter((text) => FORMAL_YOU.test(text))
        .map((text) => `${file}: ${text}`),
    );
    expect(formal).toEqual([]);
  });
});
