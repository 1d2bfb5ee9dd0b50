import bidiJs, { type Bidi } from 'bidi-js';

/**
 * A piece of one line of text, ready to draw from left to right: PDF has no notion of
 * right-to-left, so the Unicode bidirectional algorithm (UAX #9) runs here. The text stays in
 * logical order where the shaper reverses it itself (an Arabic run: fontkit joins the letters and
 * lays them out right to left); neutral characters between Arabic words come reversed and mirrored.
 */
export interface VisualRun {
  text: string;
  /** Which of the two font files draws it: the @fontsource Arabic subset lacks Latin digits and punctuation. */
  face: 'arabic' | 'latin';
}

// bidi-js is a UMD file whose typings declare an ES default export; under Node's ESM the factory is the module itself.
const bidiFactory = ((bidiJs as { default?: unknown }).default ?? bidiJs) as () => Bidi;
const bidi = bidiFactory();
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const ARABIC_LETTER =
  /[\u0620-\u064A\u066E-\u06D3\u06D5\u06FA-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFC]/;

interface LogicalRun {
  start: number;
  end: number;
  level: number;
  face: VisualRun['face'];
}

export function visualRuns(text: string, direction: 'rtl' | 'ltr'): VisualRun[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const ordered = reorderByLevel(logicalRuns(text, levels));
  return ordered.flatMap(({ start, end, level, face }) => {
    const piece = text.slice(start, end).replace(BIDI_CONTROLS, '');
    if (piece === '') return [];
    const rightToLeft = level % 2 === 1;
    if (!rightToLeft || ARABIC_LETTER.test(piece)) return [{ text: piece, face }];
    return [{ text: mirroredReverse(piece), face }];
  });
}

/** The direction of the first strong letter, as HTML's dir="auto" picks it; left to right when there is none. */
export function baseDirection(text: string): 'rtl' | 'ltr' {
  for (const character of text) {
    const type = bidi.getBidiCharTypeName(character);
    if (type === 'L') return 'ltr';
    if (type === 'R' || type === 'AL') return 'rtl';
  }
  return 'ltr';
}

/** Keeps a left-to-right piece (a phone number, a code) whole inside Arabic text: U+2066 LRI … U+2069 PDI. */
export const isolateLeftToRight = (text: string): string => `\u2066${text}\u2069`;

function logicalRuns(text: string, levels: Uint8Array): LogicalRun[] {
  const faces = characterFaces(text);
  const runs: LogicalRun[] = [];
  for (let index = 0; index < text.length; index++) {
    const level = levels[index] ?? 0;
    const face = faces[index] ?? 'latin';
    const last = runs.at(-1);
    if (last && last.level === level && last.face === face) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level, face });
  }
  return runs;
}

/** Spaces take the face of the text before them, so an Arabic phrase stays one run. */
function characterFaces(text: string): VisualRun['face'][] {
  const faces: VisualRun['face'][] = [];
  let previous: VisualRun['face'] | undefined;
  for (const character of text) {
    const face =
      character === ' '
        ? (previous ?? initialFace(text))
        : ARABIC_SCRIPT.test(character)
          ? 'arabic'
          : 'latin';
    for (let unit = 0; unit < character.length; unit++) faces.push(face);
    previous = face;
  }
  return faces;
}

function initialFace(text: string): VisualRun['face'] {
  const firstVisible = Array.from(text).find((character) => character !== ' ');
  return firstVisible !== undefined && ARABIC_SCRIPT.test(firstVisible) ? 'arabic' : 'latin';
}

/** UAX #9 rule L2: from the highest level down to the lowest odd one, reverse every stretch at or above it. */
function reorderByLevel(runs: LogicalRun[]): LogicalRun[] {
  const levels = runs.map((run) => run.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  let order = [...runs];
  for (let level = highest; level >= lowestOdd; level--) {
    const next: LogicalRun[] = [];
    let stretch: LogicalRun[] = [];
    for (const run of order) {
      if (run.level >= level) stretch.push(run);
      else {
        next.push(...stretch.reverse(), run);
        stretch = [];
      }
    }
    next.push(...stretch.reverse());
    order = next;
  }
  return order;
}

function mirroredReverse(piece: string): string {
  return Array.from(piece)
    .reverse()
    .map((character) => bidi.getMirroredCharacter(character) ?? character)
    .join('');
}
