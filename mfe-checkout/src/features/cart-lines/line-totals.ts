import { dollarsToCents } from '@tm/platform';
import type { ResolvedLine } from './use-resolved-lines';

/**
 * Unit price in cents: the server's price of the line's licence (decision 091), else the template's (a
 * guest line is Regular); a line whose template is unknown costs nothing here (the server prices orders).
 */
export const unitCents = (line: ResolvedLine) =>
  line.unitPrice !== null ? dollarsToCents(line.unitPrice) : line.template ? dollarsToCents(line.template.price) : 0;

export const lineCents = (line: ResolvedLine) => unitCents(line) * line.quantity;

export const totalCents = (lines: ResolvedLine[]) => lines.reduce((sum, line) => sum + lineCents(line), 0);
