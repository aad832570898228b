import type { Step } from '../../database/atomic-steps';

/** Rows per INSERT. */
const CHUNK = 1_000;

/**
 * The catalog_changes rows of a write that touched these templates, for that write's own transaction:
 * every process's search index reads them in seq order and refreshes those templates from the
 * templates table (decision 054). A template written twice simply appears twice. `changedAt` is the
 * database's clock: it only decides when a row is old enough to prune.
 */
export function catalogChangeSteps(templateIds: readonly string[]): Step[] {
  const steps: Step[] = [];
  for (let start = 0; start < templateIds.length; start += CHUNK) {
    const chunk = templateIds.slice(start, start + CHUNK);
    steps.push({
      sql: `INSERT INTO catalog_changes (templateId, changedAt) VALUES ${chunk.map(() => '(?, CURRENT_TIMESTAMP)').join(', ')}`,
      params: [...chunk],
    });
  }
  return steps;
}

/** The same for every template a condition on `templates` selects (a bulk rating refresh). */
export function catalogChangesWhereStep(where: string): Step {
  return {
    sql: `INSERT INTO catalog_changes (templateId, changedAt) SELECT id, CURRENT_TIMESTAMP FROM templates WHERE ${where}`,
    params: [],
  };
}
