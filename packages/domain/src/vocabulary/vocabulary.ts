// One list per thing a person picks or reads (an employment type, an education level, …): its
// wire values in display order, each with its label in both languages. Every screen, mail and
// export renders from these lists, so the employer's form and the public page can never map one
// value to two different words again (issue 22). vocabulary-guard tests in the web and the API
// fail when a catalogue or a component defines one of these labels a second time.
import type { Locale } from '../locale';

export type Label = { readonly idn: string; readonly en: string };

export type VocabularyOption<V> = { value: V; label: string };

export type Vocabulary<V extends string | number> = {
  /** A name for tests and error messages ('educationLevel'). */
  readonly name: string;
  /** Values in the order a person sees them (not necessarily the wire order). */
  readonly values: readonly V[];
  readonly labels: Readonly<Record<V, Label>>;
  label(value: V, locale: Locale): string;
  /** The label of a value read from outside (an API answer, a URL); null when unknown. */
  labelOf(value: unknown, locale: Locale): string | null;
  options(locale: Locale): VocabularyOption<V>[];
  /** Every label of one language by value, for a client component's props. */
  labelsIn(locale: Locale): Record<V, string>;
  has(value: unknown): value is V;
};

export function defineVocabulary<V extends string | number>(
  name: string,
  values: readonly V[],
  labels: Readonly<Record<V, Label>>,
): Vocabulary<V> {
  const known = new Set<unknown>(values);
  if (known.size !== values.length) throw new Error(`${name}: a value is listed twice`);
  if (Object.keys(labels).length !== values.length) {
    throw new Error(`${name}: every value needs exactly one label`);
  }
  const has = (value: unknown): value is V => known.has(value);
  return {
    name,
    values,
    labels,
    label: (value, locale) => labels[value][locale],
    labelOf: (value, locale) => (has(value) ? labels[value][locale] : null),
    options: (locale) => values.map((value) => ({ value, label: labels[value][locale] })),
    labelsIn: (locale) =>
      Object.fromEntries(values.map((value) => [value, labels[value][locale]])) as Record<
        V,
        string
      >,
    has,
  };
}

/**
 * The labels of several values, in the vocabulary's order whatever order they were stored in
 * ('D3, S1' for [4, 3]); unknown values are left out.
 */
export function labelList<V extends string | number>(
  vocabulary: Vocabulary<V>,
  values: readonly unknown[],
  locale: Locale,
): string[] {
  const chosen = new Set(values);
  return vocabulary.values
    .filter((value) => chosen.has(value))
    .map((v) => vocabulary.label(v, locale));
}
