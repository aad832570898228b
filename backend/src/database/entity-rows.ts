import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Runs a hand-written SELECT (columns under their database names, e.g. `SELECT * FROM users WHERE
 * id = ?`) and turns its rows into entities with the same conversions TypeORM's find applies (the
 * driver's hydration: booleans, dates, transformers). For the lookups every request makes: find()
 * builds and escapes its SQL anew on each call, which costs more CPU than the query itself.
 */
export async function selectEntities<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  sql: string,
  params: readonly unknown[],
): Promise<T[]> {
  const metadata = dataSource.getMetadata(entity);
  const rows = (await dataSource.query(sql, [...params])) as Array<Record<string, unknown>>;
  return rows.map((row) => {
    const result = metadata.create() as T;
    for (const column of metadata.columns) {
      if (column.databaseName in row)
        column.setEntityValue(result, dataSource.driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return result;
  });
}

/** The first entity a SELECT answers, or null. */
export async function selectEntity<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  sql: string,
  params: readonly unknown[],
): Promise<T | null> {
  return (await selectEntities(dataSource, entity, sql, params))[0] ?? null;
}
