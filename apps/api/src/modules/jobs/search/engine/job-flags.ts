// The bits of a slot's `flags` in the in-memory search index, from the lowest: workplace (one bit
// per type), employment types, education levels, experience levels, urgently needed. Every field
// is as wide as the domain's list, so a new level moves the fields above it instead of letting
// them overlap (a hand-kept layout once left the facet cube's group key 3 bits short when
// education grew to ten levels). Not the layout of the database's facet key (facet-key.ts packs
// the workplace into 2 bits, so its fields start one bit lower); only the engine reads these bits.
// A module of its own so job-store and facet-cube, which import each other, can both read it.
import {
  EDUCATION_LEVELS as EDUCATION_LEVEL_IDS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS as EXPERIENCE_LEVEL_IDS,
  WORKPLACE_TYPES,
} from '@jenjang/domain';

/** How many ids a level list spans: its ids are 0…n-1 (display order differs). */
const idSpan = (ids: readonly number[]): number => Math.max(...ids) + 1;

export const WORKPLACE_SHIFT = 0;
export const EMPLOYMENT_SHIFT = WORKPLACE_SHIFT + WORKPLACE_TYPES.length;
export const EDUCATION_SHIFT = EMPLOYMENT_SHIFT + EMPLOYMENT_TYPES.length;
export const EDUCATION_LEVELS = idSpan(EDUCATION_LEVEL_IDS);
export const EXPERIENCE_SHIFT = EDUCATION_SHIFT + EDUCATION_LEVELS;
export const EXPERIENCE_LEVELS = idSpan(EXPERIENCE_LEVEL_IDS);
const URGENT_SHIFT = EXPERIENCE_SHIFT + EXPERIENCE_LEVELS;
export const URGENT_BIT = 1 << URGENT_SHIFT;
/** One more than the largest `flags` value: the factor the facet cube packs above the flags. */
export const FLAG_SPAN = 2 ** (URGENT_SHIFT + 1);
// The flags live in an Int32Array and are read unsigned (>>> 0): 31 bits at most.
if (URGENT_SHIFT > 30) throw new Error(`search flags need ${URGENT_SHIFT + 1} bits; 31 fit`);

export const workplaceBit = (type: string): number => {
  const index = WORKPLACE_TYPES.indexOf(type as never);
  return index < 0 ? 0 : 1 << (WORKPLACE_SHIFT + index);
};
export const employmentBit = (type: string): number => {
  const index = EMPLOYMENT_TYPES.indexOf(type as never);
  return index < 0 ? 0 : 1 << (EMPLOYMENT_SHIFT + index);
};
export const educationBit = (level: number): number =>
  Number.isInteger(level) && level >= 0 && level < EDUCATION_LEVELS
    ? 1 << (EDUCATION_SHIFT + level)
    : 0;
export const experienceBit = (level: number): number =>
  Number.isInteger(level) && level >= 0 && level < EXPERIENCE_LEVELS
    ? 1 << (EXPERIENCE_SHIFT + level)
    : 0;
