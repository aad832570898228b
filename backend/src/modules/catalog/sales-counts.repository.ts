import type { Step } from '../../database/atomic-steps';
import { catalogChangeSteps } from './catalog-changes.repository';

/**
 * The statements that add sold units to templates' sales counts and to the copies of them in
 * template_tags, and the change rows the search index follows (decision 054): one per table
 * whatever the number of lines (each round trip costs more than the work). For
 * runAtomically, alone or as part of a larger batch. The catalog cache is not cleared on every sale:
 * under a checkout burst, that would send every catalog read to the database. The change rows drop
 * each web process's answers at most once a second instead (decision 055).
 */
export function addSalesSteps(lines: ReadonlyArray<{ templateId: string; quantity: number }>): { rows: Step[]; changes: Step[] } {
  if (lines.length === 0) return { rows: [], changes: [] };
  const adds = lines.map(() => 'WHEN ? THEN ?').join(' ');
  const ids = lines.map(() => '?').join(', ');
  const params = [...lines.flatMap(({ templateId, quantity }) => [templateId, quantity]), ...lines.map(({ templateId }) => templateId)];
  return {
    // These lock the templates' rows (in key order); a caller takes them where its lock order says.
    rows: [
      { sql: `UPDATE templates SET salesCount = salesCount + CASE id ${adds} ELSE 0 END WHERE id IN (${ids})`, params },
      { sql: `UPDATE template_tags SET salesCount = salesCount + CASE templateId ${adds} ELSE 0 END WHERE templateId IN (${ids})`, params },
    ],
    // New rows only: they lock nothing another transaction waits for.
    changes: catalogChangeSteps([...new Set(lines.map((l) => l.templateId))]),
  };
}
