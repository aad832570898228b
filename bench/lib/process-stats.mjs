// What a process on this machine uses, read from /proc (Linux), for benchmarks that watch the server.
import { readFileSync } from 'node:fs';

/** The resident memory of a process in MB (VmRSS of /proc/<pid>/status). */
export function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) / 1024 : NaN;
}
