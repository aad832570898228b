// Prints the text of a PDF, page by page, one line per text row: the invoice tests read back what a
// buyer would see. Run as its own process (pdfjs-dist is an ES module, which jest's CommonJS cannot load).
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
const out = [];
for (let n = 1; n <= pdf.numPages; n += 1) {
  const page = await pdf.getPage(n);
  const rows = new Map();
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const y = Math.round(item.transform[5]);
    const row = rows.get(y) ?? [];
    row.push({ x: item.transform[4], text: item.str });
    rows.set(y, row);
  }
  for (const y of [...rows.keys()].sort((a, b) => b - a)) {
    out.push(
      rows
        .get(y)
        .sort((a, b) => a.x - b.x)
        .map((cell) => cell.text)
        .join(' | '),
    );
  }
}
process.stdout.write(`${JSON.stringify({ title: (await pdf.getMetadata()).info.Title ?? null, lines: out })}\n`);
