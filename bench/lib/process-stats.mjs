// What a process on this machine uses, read from /proc (Linux), for benchmarks that watch the server.
import { readFileSync } from 'node:fs';

/** The resident memory of a process in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) / 1024 : NaN;
}

/**
 * The CPU time a process has used so far in ms (user + system, /proc/<pid>/stat; Linux counts it in
 * ticks of 10 ms): the difference over a measurement is the server's own work, whatever else runs.
 */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
