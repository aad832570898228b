// Lints probe texts as if they were files of the repo and prints each one's findings as JSON. The
// layout spec runs it in a process of its own: ESLint loads its config with a dynamic import, which
// jest's module sandbox does not allow.
import { ESLint } from 'eslint';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const probes = JSON.parse(
  await new Promise((resolve) => {
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', () => resolve(input));
  }),
);
const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { file, code } of probes) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  results.push(result.messages.map((m) => ({ rule: m.ruleId, message: m.message })));
}
process.stdout.write(JSON.stringify(results));
