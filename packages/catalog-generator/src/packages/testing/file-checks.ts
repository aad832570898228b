// Checks of binary and HTML files for the platform checks spec: PNG sizes, the print PDF, HTML emails.
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';

/** Width and height from a PNG's IHDR chunk, or null when it is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const near = (a: number, b: number) => Math.abs(a - b) < 0.5;

/** Problems of a print PDF: it must parse, have `pages` pages of the page size, a trim box of the trimmed size, and embedded fonts only. */
export async function pdfProblems(
  bytes: Buffer,
  expected: { pages: number; page: { width: number; height: number }; trim: { width: number; height: number } },
): Promise<string[]> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false });
  } catch (error) {
    return [`the PDF does not parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (doc.getPageCount() !== expected.pages) problems.push(`${doc.getPageCount()} pages, ${expected.pages} expected`);
  doc.getPages().forEach((page, i) => {
    const size = page.getSize();
    if (!near(size.width, expected.page.width) || !near(size.height, expected.page.height))
      problems.push(`page ${i + 1} is ${size.width}×${size.height} pt`);
    const trim = page.getTrimBox();
    if (!near(trim.width, expected.trim.width) || !near(trim.height, expected.trim.height))
      problems.push(`page ${i + 1} has a ${trim.width}×${trim.height} pt trim box`);
  });
  const fonts = doc.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.lookup(PDFName.of('Type')) === PDFName.of('FontDescriptor'));
  if (fonts.length === 0) problems.push('no font descriptor: the text has no embedded font');
  for (const descriptor of fonts) {
    if (
      !descriptor.lookup(PDFName.of('FontFile2')) &&
      !descriptor.lookup(PDFName.of('FontFile3')) &&
      !descriptor.lookup(PDFName.of('FontFile'))
    )
      problems.push('a font is not embedded');
  }
  return problems;
}

/** Problems of an HTML email: 600 px table layout, inline CSS, a preheader, dark-mode meta, no script. */
export function emailProblems(html: string): string[] {
  const problems: string[] = [];
  if (!/<table[^>]+width="600"/.test(html)) problems.push('no 600 px table');
  if (!/role="presentation"/.test(html)) problems.push('layout tables are not role="presentation"');
  if (/<script/i.test(html)) problems.push('has a <script>');
  if (!/<div style="display:none[^"]*">[^<]{10,}/.test(html)) problems.push('no preheader');
  if (!/<meta name="color-scheme" content="light dark">/.test(html)) problems.push('no color-scheme meta (dark mode)');
  if (!/prefers-color-scheme: dark/.test(html)) problems.push('no dark-mode colours');
  if ((html.match(/style="/g) ?? []).length < 10) problems.push('the CSS is not inline');
  if (/<link[^>]+stylesheet/i.test(html)) problems.push('links an external stylesheet');
  return problems;
}
