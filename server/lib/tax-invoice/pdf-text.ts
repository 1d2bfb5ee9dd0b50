import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { visualRuns, type VisualRun } from './visual-runs.js';

type Doc = PDFKit.PDFDocument;
export type Weight = 'regular' | 'bold';

export interface TextStyle {
  size: number;
  weight?: Weight;
  direction: 'rtl' | 'ltr';
  color?: string;
}

export interface TextBox {
  x: number;
  y: number;
  width: number;
  align: 'left' | 'right' | 'center';
}

const require = createRequire(import.meta.url);
const fontFile = (subset: 'arabic' | 'latin', weight: 400 | 700) =>
  require.resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`,
  );

/** IBM Plex Sans Arabic as @fontsource ships it: one WOFF per script subset, read once. */
const fonts = new Map<string, Buffer>();
function fontBytes(face: VisualRun['face'], weight: Weight): Buffer {
  const key = `${face}-${weight}`;
  let bytes = fonts.get(key);
  if (bytes === undefined) {
    bytes = readFileSync(fontFile(face, weight === 'bold' ? 700 : 400));
    fonts.set(key, bytes);
  }
  return bytes;
}

export function registerInvoiceFonts(doc: Doc): void {
  for (const face of ['arabic', 'latin'] as const) {
    for (const weight of ['regular', 'bold'] as const)
      doc.registerFont(fontName(face, weight), fontBytes(face, weight));
  }
}

const fontName = (face: VisualRun['face'], weight: Weight) => `plex-${face}-${weight}`;

/** An empty feature list makes pdfkit shape the whole run at once; without one it shapes word by word, in LTR order. */
const SHAPE_WHOLE_RUN = { features: [] };

export function textWidth(doc: Doc, text: string, style: TextStyle): number {
  return visualRuns(text, style.direction).reduce((width, run) => width + runWidth(doc, run, style), 0);
}

/** Draws one line of mixed Arabic and Latin text, in visual order, aligned inside its box. */
export function drawText(doc: Doc, text: string, box: TextBox, style: TextStyle): void {
  const runs = visualRuns(text, style.direction);
  const widths = runs.map((run) => runWidth(doc, run, style));
  const total = widths.reduce((sum, width) => sum + width, 0);
  let x =
    box.align === 'left'
      ? box.x
      : box.align === 'right'
        ? box.x + box.width - total
        : box.x + (box.width - total) / 2;
  doc.fillColor(style.color ?? '#111827');
  runs.forEach((run, index) => {
    if (run.text.trim() !== '') {
      doc.font(fontName(run.face, style.weight ?? 'regular')).fontSize(style.size);
      doc.text(run.text, x, box.y, { ...SHAPE_WHOLE_RUN, lineBreak: false });
      if (run.face === 'arabic') mapLigaturesForExtraction(doc);
    }
    x += widths[index] ?? 0;
  });
}

/** Greedy word wrap in logical order; each line is then laid out on its own. */
export function wrapText(doc: Doc, text: string, width: number, style: TextStyle): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && textWidth(doc, candidate, style) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line !== '') lines.push(line);
  return lines;
}

function runWidth(doc: Doc, run: VisualRun, style: TextStyle): number {
  doc.font(fontName(run.face, style.weight ?? 'regular')).fontSize(style.size);
  return doc.widthOfString(run.text, SHAPE_WHOLE_RUN);
}

interface PdfkitEmbeddedFont {
  /** pdfkit's ToUnicode table: the code points each glyph of the subset stands for, in logical order. */
  unicode: number[][];
}
const remapped = new WeakMap<PdfkitEmbeddedFont, Set<number>>();

/**
 * IBM Plex Sans Arabic joins several letter pairs into one glyph (لا، ضر، نز, …). Text extractors
 * (pdf.js, poppler) read a right-to-left line in visual order and reverse it character by character,
 * which turns such a glyph's "ضر" into "رض". Listing a ligature's letters reversed in the ToUnicode
 * table makes that reversal come out right, so copied and searched text reads as written.
 * Reaches into pdfkit's current font (pinned version; the PDF text test fails if this stops working).
 */
function mapLigaturesForExtraction(doc: Doc): void {
  const font = (doc as unknown as { _font?: Partial<PdfkitEmbeddedFont> })._font;
  if (!Array.isArray(font?.unicode)) throw new Error("pdfkit no longer exposes its font's ToUnicode table");
  const embedded = font as PdfkitEmbeddedFont;
  let done = remapped.get(embedded);
  if (done === undefined) remapped.set(embedded, (done = new Set()));
  embedded.unicode.forEach((codePoints, glyph) => {
    if (codePoints.length < 2 || done.has(glyph)) return;
    embedded.unicode[glyph] = [...codePoints].reverse();
    done.add(glyph);
  });
}
