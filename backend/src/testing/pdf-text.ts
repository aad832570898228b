import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** A PDF read back by a PDF reader (pdfjs-dist): its title and its text, one string per row, cells joined by ' | '. */
export async function pdfText(bytes: Uint8Array): Promise<{ title: string | null; lines: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-text-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, bytes);
    const { stdout } = await promisify(execFile)(process.execPath, [join(__dirname, 'pdf-text-reader.mjs'), file], { timeout: 30_000 });
    return JSON.parse(stdout) as { title: string | null; lines: string[] };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
