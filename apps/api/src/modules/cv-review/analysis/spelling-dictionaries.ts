// The two Hunspell dictionaries the analyzer checks words against, loaded once per analyzer:
// English from dictionary-en, Indonesian from ./dictionaries (hunspell-id 7.5.0, LibreOffice's
// Indonesian dictionary, LGPL-3, unmodified; see NOTICE.md). The Indonesian files sit next to
// this module, so their path is resolved from import.meta.url: the same under tsx, vitest and a
// worker, whatever the working directory.
import { readFileSync } from 'node:fs';
import dictionaryEn from 'dictionary-en';
import nspell from 'nspell';
import type NSpell from 'nspell';

export type SpellingDictionaries = { en: NSpell; id: NSpell };

const INDONESIAN_DIR = new URL('./dictionaries/', import.meta.url);

// Standard words (in KBBI) that hunspell-id 7.5.0 does not list and that CVs use; added at load,
// the dictionary files stay as published.
// prettier-ignore
const INDONESIAN_ADDITIONS = [
  'audiens', 'templat', 'luring', 'unggahan', 'swafoto', 'warganet', 'monetisasi', 'webinar',
];

const DI_VERB_ADDITIONS = ['rekrut'];
const DI_ME_MODEL = 'akses';

export function loadIndonesianDictionary(): NSpell {
  const id = nspell({
    aff: readFileSync(new URL('id_ID.aff', INDONESIAN_DIR)),
    dic: readFileSync(new URL('id_ID.dic', INDONESIAN_DIR)),
  });
  for (const word of INDONESIAN_ADDITIONS) id.add(word);
  // Verbs listed with me- but not di- ("merekrut" is known, "direkrut" is not): they take the
  // flags of a root that has exactly di- and me- (D0 M0).
  for (const verb of DI_VERB_ADDITIONS) id.add(verb, DI_ME_MODEL);
  return id;
}

export function loadSpellingDictionaries(): SpellingDictionaries {
  // dictionary-en reads its files as Uint8Array (they are Buffers on Node); nspell's types want Buffer.
  const en = nspell({ aff: Buffer.from(dictionaryEn.aff), dic: Buffer.from(dictionaryEn.dic) });
  return { en, id: loadIndonesianDictionary() };
}

// The affix flags of id_ID.aff that put di- (di-, di-i, di-kan, dike-, diper-, dise-) on a root.
const DI_PASSIVE_FLAGS = new Set([
  'D0',
  'D1',
  'Di',
  'Dk',
  'DK',
  'Dm',
  'Dn',
  'DR',
  'D3',
  'Dt',
  'Du',
  'DS',
  'Dv',
]);

/**
 * Whether the Indonesian dictionary lists `root` as a verb that takes the di- passive
 * ("rancang", "latih", "buat"). nspell keeps each root's affix flags in `data`; that field is
 * not in its type declarations, so it is read through a narrow structural type.
 */
export function takesDiPassive(id: NSpell, root: string): boolean {
  const data = (id as unknown as { data?: Record<string, readonly string[] | undefined> }).data;
  const flags = data?.[root];
  return Array.isArray(flags) && flags.some((flag) => DI_PASSIVE_FLAGS.has(flag));
}
