// SVG to PNG (resvg) and the bundled Inter font files, each loaded once and only when installed.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Resvg as ResvgClass } from '@resvg/resvg-js';

interface Tools {
  Resvg: typeof ResvgClass;
  fonts: { regular: string; bold: string };
}

let tools: Tools | null | undefined;

/**
 * resvg and the Inter font are optional at run time: without them a package ships its SVG sources
 * only (the README says so). Only the bundled font is used, never the machine's, so the same
 * template gives the same PNG bytes on every machine.
 */
function load(): Tools | null {
  if (tools !== undefined) return tools;
  try {
    const { Resvg } = require('@resvg/resvg-js') as { Resvg: typeof ResvgClass };
    const root = dirname(require.resolve('@expo-google-fonts/inter/package.json'));
    const fonts = { regular: join(root, '400Regular', 'Inter_400Regular.ttf'), bold: join(root, '700Bold', 'Inter_700Bold.ttf') };
    if (!existsSync(fonts.regular) || !existsSync(fonts.bold)) throw new Error('the Inter font files are missing');
    tools = { Resvg, fonts };
  } catch {
    tools = null;
  }
  return tools;
}

/** Whether PNGs (and the PDF's embedded font) can be made here. */
export function canRasterise(): boolean {
  return load() !== null;
}

/** The PNG of an SVG at its own size (times `zoom`), or null when resvg is not installed. */
export function svgToPng(svg: string, zoom = 1): Buffer | null {
  const t = load();
  if (!t) return null;
  const renderer = new t.Resvg(svg, {
    font: {
      loadSystemFonts: false,
      fontFiles: [t.fonts.regular, t.fonts.bold],
      defaultFontFamily: 'Inter',
      sansSerifFamily: 'Inter',
      serifFamily: 'Inter',
      monospaceFamily: 'Inter',
    },
    logLevel: 'off',
    ...(zoom !== 1 ? { fitTo: { mode: 'zoom' as const, value: zoom } } : {}),
  });
  return Buffer.from(renderer.render().asPng());
}

/** The bundled Inter font (TrueType), regular or bold, or null when it is not installed. */
export function fontBytes(weight: 'regular' | 'bold'): Buffer | null {
  const t = load();
  return t ? readFileSync(t.fonts[weight]) : null;
}
