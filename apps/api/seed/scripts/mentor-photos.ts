// Renders the demo mentors' portraits with DiceBear's "Open Peeps" style (design CC0 1.0 by Pablo
// Stanley, code MIT), from each persona's look and a seeded random stream, so the same seed gives
// byte-identical SVG files. The web ships the files (apps/web/public/mentor-photos); nothing is
// fetched at run time. generate-mentor-photos.ts writes them; the test checks they are current.
import { createAvatar, type StyleOptions } from '@dicebear/core';
import * as openPeeps from '@dicebear/open-peeps';
import {
  PHOTO_LOOKS,
  mentorPhotoFile,
  type PhotoLook,
  type SkinTone,
} from '../data/mentor-personas';
import { createRng, deriveSeed, type Rng } from '../random';

export const PHOTO_SEED = 20260114;

type Options = StyleOptions<openPeeps.Options>;
type Head = NonNullable<openPeeps.Options['head']>[number];
type Face = NonNullable<openPeeps.Options['face']>[number];
type FacialHair = NonNullable<openPeeps.Options['facialHair']>[number];
type Accessory = NonNullable<openPeeps.Options['accessories']>[number];

const SKIN: Record<SkinTone, string> = {
  light: 'ffdbb4',
  tan: 'edb98a',
  brown: 'd08b5b',
  deep: 'ae5d29',
  dark: '694d3d',
};

const HEADS: Record<'female' | 'male', Record<'young' | 'middle' | 'senior', Head[]>> = {
  female: {
    young: ['bangs', 'bangs2', 'long', 'longBangs', 'mediumBangs', 'mediumStraight', 'bun'],
    middle: ['bun', 'bun2', 'medium1', 'medium2', 'medium3', 'mediumBangs3', 'bangs2'],
    senior: ['grayBun', 'grayMedium'],
  },
  male: {
    // 'short4' is left out: its hair alone is 5 KB of path data.
    young: ['short1', 'short2', 'short5', 'pomp', 'flatTop', 'shaved2'],
    middle: ['short1', 'short2', 'short3', 'short5', 'shaved1', 'noHair2', 'flatTop'],
    senior: ['grayShort', 'noHair1', 'noHair3'],
  },
};
/** Curlier hair for the darker-skinned (Papuan) portraits. */
const CURLY_HEADS: Record<'female' | 'male', Head[]> = {
  female: ['longCurly', 'medium2', 'bun2'],
  male: ['short3', 'afro', 'twists2'],
};

// Friendly faces only: a mentor's card should look approachable (no frowns, no wide grins).
const FACES: Face[] = ['calm', 'cute', 'smile', 'smile', 'cheeky', 'calm', 'explaining'];
const SENIOR_FACES: Face[] = ['old', 'calm', 'smile'];
const FACIAL_HAIR: FacialHair[] = ['moustache1', 'moustache4', 'moustache6', 'goatee1', 'chin'];
const GLASSES: Accessory[] = ['glasses', 'glasses2', 'glasses3', 'glasses5'];
const HAIR_DARK = ['2c1b18', '4a312c', '1f1a17'];
const HAIR_GRAY = ['b9b4b0', 'd6d2ce'];
/** Clothing (and the hijab's inner band): calm, office-like colours. */
const CLOTHING = ['8fa7df', '9ddadb', '78e185', 'e78276', 'ffcf77', 'c9a0dc', 'a3c4bc', 'f4a261'];
const BACKGROUND = ['e8f0fb', 'fdf1e3', 'e9f7ef', 'f3e8fb', 'fdeaea', 'eef2f3', 'fff6d6'];

function headFor(look: PhotoLook, rng: Rng): Head {
  if (look.hijab) return 'hijab';
  if (look.skin === 'dark' || look.skin === 'deep') return rng.pick(CURLY_HEADS[look.gender]);
  return rng.pick(HEADS[look.gender][look.age]);
}

function optionsFor(look: PhotoLook, index: number): Options {
  const rng = createRng(deriveSeed(PHOTO_SEED, index));
  const head = headFor(look, rng);
  const beard = look.gender === 'male' && look.age !== 'young' && rng.chance(0.45);
  return {
    seed: `mentor-${index + 1}`,
    size: 160,
    head: [head],
    face: [rng.pick(look.age === 'senior' ? SENIOR_FACES : FACES)],
    skinColor: [SKIN[look.skin]],
    headContrastColor: [rng.pick(look.age === 'senior' ? HAIR_GRAY : HAIR_DARK)],
    clothingColor: [rng.pick(CLOTHING)],
    backgroundColor: [rng.pick(BACKGROUND)],
    accessories: look.glasses ? [rng.pick(GLASSES)] : [],
    accessoriesProbability: look.glasses ? 100 : 0,
    facialHair: beard ? [rng.pick(FACIAL_HAIR)] : [],
    facialHairProbability: beard ? 100 : 0,
    maskProbability: 0,
  };
}

const CREDIT = '<!-- "Open Peeps" by Pablo Stanley (CC0 1.0), rendered with DiceBear -->';

/**
 * Keeps each file under 15 KB: the long RDF licence block becomes a one-line credit (the style is
 * CC0; README.md beside the files says the rest), and precision the eye cannot see at portrait
 * size goes ("12.3456" -> "12.34"; a following ".5" still starts a new number).
 */
function compact(svg: string): string {
  return svg
    .replace(/<metadata[\s\S]*?<\/metadata>/, CREDIT)
    .replace(/(\d+\.\d{2})\d+/g, '$1')
    .replace(/\s{2,}/g, ' ');
}

export type RenderedPhoto = { file: string; svg: string };

/** Every portrait, in file order. Pure: the same code and seed give the same strings. */
export function renderMentorPhotos(): RenderedPhoto[] {
  return PHOTO_LOOKS.map((look, index) => ({
    file: mentorPhotoFile(index),
    svg: compact(createAvatar(openPeeps, optionsFor(look, index)).toString()),
  }));
}
