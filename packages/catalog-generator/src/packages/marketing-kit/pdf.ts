// Scenes to a print PDF with pdf-lib: the bundled Inter embedded (subset), trim and bleed boxes, fixed dates so the bytes repeat.
import type { PDFFont, PDFPage } from 'pdf-lib';
import { fontBytes } from '../common/raster';
import { BLEED } from './print';
import type { Scene, Shape } from './scene';

type PdfLib = typeof import('pdf-lib');
type Fontkit = Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0];

/** A fixed date: the PDF of a template is the same file every time. */
const FIXED_DATE = new Date('2025-01-01T00:00:00Z');

function loadPdfLib(): { lib: PdfLib; fontkit: Fontkit } | null {
  try {
    return { lib: require('pdf-lib') as PdfLib, fontkit: require('@pdf-lib/fontkit') as Fontkit };
  } catch {
    return null;
  }
}

function color(lib: PdfLib, hex: string) {
  const n = parseInt(hex.slice(1), 16);
  return lib.rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r},${y} H${x + w - r} Q${x + w},${y} ${x + w},${y + r} V${y + h - r} Q${x + w},${y + h} ${x + w - r},${y + h} H${x + r} Q${x},${y + h} ${x},${y + h - r} V${y + r} Q${x},${y} ${x + r},${y} Z`;
}

function draw(lib: PdfLib, page: PDFPage, shape: Shape, height: number, fonts: { regular: PDFFont; bold: PDFFont }): void {
  if (shape.kind === 'rect') {
    const options = { color: color(lib, shape.fill), opacity: shape.opacity ?? 1 };
    if (shape.r) page.drawSvgPath(roundedRect(shape.x, shape.y, shape.w, shape.h, shape.r), { x: 0, y: height, ...options });
    else page.drawRectangle({ x: shape.x, y: height - shape.y - shape.h, width: shape.w, height: shape.h, ...options });
  } else if (shape.kind === 'circle') {
    page.drawCircle({ x: shape.cx, y: height - shape.cy, size: shape.r, color: color(lib, shape.fill), opacity: shape.opacity ?? 1 });
  } else {
    const font = shape.bold ? fonts.bold : fonts.regular;
    const width = font.widthOfTextAtSize(shape.text, shape.size);
    const x = shape.anchor === 'middle' ? shape.x - width / 2 : shape.anchor === 'end' ? shape.x - width : shape.x;
    page.drawText(shape.text, { x, y: height - shape.y, size: shape.size, font, color: color(lib, shape.fill) });
  }
}

/** The PDF of the scenes (one page each), or null when pdf-lib or the font is not installed. */
export async function scenesPdf(
  scenes: readonly Scene[],
  meta: { title: string; author: string; subject: string },
): Promise<Buffer | null> {
  const loaded = loadPdfLib();
  const regular = fontBytes('regular');
  const bold = fontBytes('bold');
  if (!loaded || !regular || !bold) return null;
  const { lib, fontkit } = loaded;
  const doc = await lib.PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreator('Template Marketplace');
  doc.setProducer('Template Marketplace (pdf-lib)');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  const fonts = {
    regular: await doc.embedFont(regular, { subset: true, customName: 'Inter-Regular' }),
    bold: await doc.embedFont(bold, { subset: true, customName: 'Inter-Bold' }),
  };
  for (const scene of scenes) {
    const page = doc.addPage([scene.width, scene.height]);
    page.setBleedBox(0, 0, scene.width, scene.height);
    page.setTrimBox(BLEED, BLEED, scene.width - 2 * BLEED, scene.height - 2 * BLEED);
    for (const shape of scene.shapes) draw(lib, page, shape, scene.height, fonts);
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
