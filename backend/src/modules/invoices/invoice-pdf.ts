import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { INVOICE_TEXTS } from '@tm/contracts/invoices';
import type { InvoiceSnapshot, SnapshotLine } from './invoice-snapshot';

/** A4 in points, and the page's margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.82, 0.84, 0.87);

/** The table's columns: where each starts, and whether its figures are set flush right at its end. */
const COLUMNS = [
  { title: 'Description', x: PAGE.margin, end: 236, right: false, money: false },
  { title: 'Qty', x: 236, end: 262, right: true, money: false },
  { title: 'Net', x: 262, end: 346, right: true, money: true },
  { title: 'Tax rate', x: 346, end: 398, right: true, money: false },
  { title: 'Tax', x: 398, end: 470, right: true, money: true },
  { title: 'Gross', x: 470, end: PAGE.width - PAGE.margin, right: true, money: true },
] as const;
/** The table's type size: an amount of a million dollars fits its column. */
const TABLE_SIZE = 9;

let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;

/**
 * DejaVu Sans, bundled as a dependency, never the machine's fonts: it covers Latin, Greek and Cyrillic,
 * so a buyer's name in any of them prints, and pdf-lib subsets it correctly (it drops glyphs from the
 * Inter the storefront's images use), so a document holds only the glyphs it shows (decision 085).
 */
function fontFiles(): { regular: Uint8Array; bold: Uint8Array } {
  if (!fonts) {
    const root = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    fonts = { regular: readFileSync(join(root, 'DejaVuSans.ttf')), bold: readFileSync(join(root, 'DejaVuSans-Bold.ttf')) };
  }
  return fonts;
}

/** An amount as the table prints it: `1,234.50` (the column heads name the currency). */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount as the totals print it: `USD 1,234.50`. */
export const money = (cents: number, currency: string) => `${currency} ${amount(cents)}`;

/** A rate in basis points as a percentage: 2000 → `20%`, 825 → `8.25%`. */
export function ratePercent(bps: number | null): string {
  if (bps === null) return '–';
  return `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')}%`;
}

const day = (iso: string) => iso.slice(0, 10);

/** Draws top to bottom, starting a new page when the next line would not fit. */
class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Room for `height` more points, or a new page. */
  room(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** `value` on the current line (or `dy` points below it), at `x` or set flush right at `rightTo`. */
  text(value: string, x: number, options: { size?: number; bold?: boolean; muted?: boolean; rightTo?: number; dy?: number } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const at = options.rightTo === undefined ? x : options.rightTo - font.widthOfTextAtSize(value, size);
    this.page.drawText(value, { x: at, y: this.y - (options.dy ?? 0) - size, size, font, color: options.muted ? MUTED : INK });
  }

  down(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.page.drawLine({
      start: { x: PAGE.margin, y: this.y },
      end: { x: PAGE.width - PAGE.margin, y: this.y },
      thickness: 0.6,
      color: RULE,
    });
  }

  /** Words of `value` in lines no wider than `width` at `size`; a word wider than a line is cut where it must be. */
  wrap(value: string, width: number, size: number): string[] {
    const fits = (text: string) => this.regular.widthOfTextAtSize(text, size) <= width;
    const lines: string[] = [];
    let line = '';
    for (const word of value.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && !fits(line + char)) {
          lines.push(line);
          line = '';
        }
        line += char;
      }
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [''];
  }
}

/** A party's block at `x`, from the current line down without moving it: a heading, then its lines. Its height. */
function party(w: Writer, heading: string, lines: readonly string[], x: number): number {
  w.text(heading, x, { size: 9, bold: true, muted: true });
  lines.forEach((line, i) => w.text(line, x, { dy: 14 + 13 * i }));
  return 14 + 13 * lines.length;
}

function lineRow(w: Writer, line: SnapshotLine): void {
  const description = w.wrap(line.description, COLUMNS[0].end - COLUMNS[0].x - 8, TABLE_SIZE);
  w.room(13 * description.length + 4);
  const cells = [
    String(line.quantity),
    amount(line.netCents),
    ratePercent(line.taxRateBps),
    amount(line.taxCents),
    amount(line.grossCents),
  ];
  description.forEach((text, i) => {
    w.text(text, COLUMNS[0].x, { size: TABLE_SIZE });
    if (i === 0) cells.forEach((cell, c) => w.text(cell, 0, { size: TABLE_SIZE, rightTo: COLUMNS[c + 1]!.end }));
    w.down(13);
  });
}

/**
 * The PDF of an issued document, drawn from its snapshot alone (decision 085): the seller and the
 * buyer, one line per item with net, tax rate, tax and gross, the totals, and what the tax is (added,
 * included, reverse charged, or none). The same snapshot always gives the same bytes.
 */
export async function invoicePdf(snapshot: InvoiceSnapshot, number: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const files = fontFiles();
  const regular = await doc.embedFont(files.regular, { subset: true });
  const bold = await doc.embedFont(files.bold, { subset: true });
  const title = `${INVOICE_TEXTS[snapshot.kind]} ${number}`;
  doc.setTitle(title);
  doc.setAuthor(snapshot.seller.legalName ?? snapshot.seller.shopName);
  doc.setSubject(`Order #${snapshot.orderNumber}`);
  doc.setCreator(snapshot.seller.shopName);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(snapshot.issuedAt));
  doc.setModificationDate(new Date(snapshot.issuedAt));

  const w = new Writer(doc, regular, bold);
  const { currency } = snapshot;
  w.text(INVOICE_TEXTS[snapshot.kind], PAGE.margin, { size: 22, bold: true });
  w.down(30);
  const facts = [
    `Number: ${number}`,
    `Issue date: ${day(snapshot.issuedAt)}`,
    `${snapshot.kind === 'invoice' ? 'Date of supply' : 'Original supply'}: ${day(snapshot.paidAt)}`,
    `Order: #${snapshot.orderNumber}`,
    ...(snapshot.refersTo ? [`Corrects invoice ${snapshot.refersTo.number} of ${day(snapshot.refersTo.issuedAt)}`] : []),
  ];
  for (const fact of facts) {
    w.text(fact, PAGE.margin);
    w.down(14);
  }
  w.down(10);

  const { seller, buyer } = snapshot;
  const sellerLines = [
    seller.legalName ?? seller.shopName,
    ...seller.addressLines,
    ...(seller.companyNumber ? [`Company number: ${seller.companyNumber}`] : []),
    ...(seller.vatNumber ? [`VAT number: ${seller.vatNumber}`] : []),
    seller.supportEmail,
  ];
  const buyerLines = [
    buyer.name,
    ...(buyer.country ? [`Country: ${buyer.country}`] : []),
    ...(buyer.taxId ? [`Tax id: ${buyer.taxId}`] : []),
  ];
  w.room(14 + 13 * Math.max(sellerLines.length, buyerLines.length));
  const sellerHeight = party(w, 'SELLER', sellerLines, PAGE.margin);
  const buyerHeight = party(w, 'BILLED TO', buyerLines, 320);
  w.down(Math.max(sellerHeight, buyerHeight) + 16);

  w.room(40);
  COLUMNS.forEach((column) =>
    w.text(column.money ? `${column.title} (${currency})` : column.title, column.x, {
      size: 9,
      bold: true,
      muted: true,
      ...(column.right ? { rightTo: column.end } : {}),
    }),
  );
  w.down(16);
  w.rule();
  w.down(6);
  for (const line of snapshot.lines) lineRow(w, line);
  if (snapshot.discountCents > 0) {
    w.room(14);
    w.text('Discount', COLUMNS[0].x, { size: TABLE_SIZE });
    w.text(amount(-snapshot.discountCents), 0, { size: TABLE_SIZE, rightTo: COLUMNS[5].end });
    w.down(13);
  }
  w.rule();
  w.down(10);

  const { totals } = snapshot;
  const totalRows: Array<[string, number, boolean]> = [
    ['Net', totals.netCents, false],
    ['Tax', totals.taxCents, false],
    [snapshot.kind === 'invoice' ? 'Total paid' : 'Total credited', totals.grossCents, true],
  ];
  w.room(16 * totalRows.length);
  for (const [label, cents, strong] of totalRows) {
    w.text(label, COLUMNS[3].x, { bold: strong });
    w.text(money(cents, currency), 0, { bold: strong, rightTo: COLUMNS[5].end });
    w.down(16);
  }
  w.down(10);

  const notes = [
    ...(snapshot.reason ? [`Reason: ${snapshot.reason}`] : []),
    snapshot.reverseCharge
      ? INVOICE_TEXTS.reverseCharge
      : snapshot.taxBehavior === null
        ? snapshot.demo
          ? INVOICE_TEXTS.demoNoTax
          : INVOICE_TEXTS.noTax
        : INVOICE_TEXTS[snapshot.taxBehavior],
    `All amounts in ${currency}.`,
  ];
  for (const note of notes) {
    for (const line of w.wrap(note, PAGE.width - 2 * PAGE.margin, 9)) {
      w.room(13);
      w.text(line, PAGE.margin, { size: 9, muted: true });
      w.down(13);
    }
  }
  return doc.save({ useObjectStreams: false });
}
