// `npm start`: build what is missing, then run the backend, which migrates, seeds a demo store on an
// empty embedded database and serves the API, the shell and every remote from one origin.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuilt, ROOT, TARGETS } from './build-targets.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this project needs Node 20.19 or newer.`);
  process.exit(1);
}

ensureBuilt(Object.keys(TARGETS));

const server = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
