// Text measured and fitted for the SVG images: rough widths, truncation and wrapping.

/** Rough advance width of text in the fallback fonts (DejaVu/Liberation are wide): good enough for layout. */
export function textWidth(text: string, size: number, weight = 400): number {
  return text.length * size * (weight >= 600 ? 0.6 : 0.55);
}

export function fitText(text: string, size: number, maxWidth: number, weight = 400): string {
  if (textWidth(text, size, weight) <= maxWidth) return text;
  const chars = Math.max(1, Math.floor(maxWidth / (size * (weight >= 600 ? 0.6 : 0.55))) - 1);
  return `${text.slice(0, chars).trimEnd()}…`;
}

export function wrapText(text: string, size: number, maxWidth: number, maxLines: number, weight = 400): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, size, weight) <= maxWidth || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) lines.push(line);
  else if (line && lines.length === maxLines)
    lines[maxLines - 1] = fitText(`${lines[maxLines - 1]} ${line}`, size, maxWidth - size, weight);
  return lines.map((l) => fitText(l, size, maxWidth, weight));
}

export function fitTo(text: string, size: number, maxWidth: number): string {
  return wrapText(text, size, maxWidth, 1, 700)[0] ?? '';
}
