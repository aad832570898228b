// The database server's own counters (MySQL/MariaDB SHOW GLOBAL STATUS), read before and after a round
// so a benchmark can print work per order that does not depend on how busy the machine is.
import { backendRequire } from './mysql.mjs';

const COUNTERS = ['Questions', 'Com_commit', 'Innodb_row_lock_waits', 'Innodb_row_lock_time'];

/** The counters now: name → number (every connection's, so read them while only the shop runs). */
export async function dbStatus(url) {
  const connection = await backendRequire('mysql2/promise').createConnection(url);
  try {
    const [rows] = await connection.query(`SHOW GLOBAL STATUS WHERE Variable_name IN (${COUNTERS.map(() => '?').join(', ')})`, COUNTERS);
    return Object.fromEntries(rows.map((row) => [row.Variable_name, Number(row.Value)]));
  } finally {
    await connection.end();
  }
}

/** What changed between two readings. */
export function dbStatusDelta(before, after) {
  return Object.fromEntries(COUNTERS.map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)]));
}
