import { runInThisContext } from 'node:vm';

/**
 * Runs one CommonJS file made by a server build (packages/build-config: createServerConfig) and returns
 * its exports. The file may require only what `provided` holds: the host's React, router, SWR and
 * zustand, and for a remote the shell's @tm/platform, as Module Federation shares them in the browser
 * (docs/decisions/056). Anything else is refused, so a server build cannot reach into the backend.
 */
export function runBundle(code: string, filename: string, provided: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const wrapper = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename }) as (
    exports: object,
    require: (request: string) => unknown,
    module: { exports: object },
    filename: string,
    dirname: string,
  ) => void;
  const module = { exports: {} as Record<string, unknown> };
  const require = (request: string): unknown => {
    if (!provided.has(request)) throw new Error(`${filename} requires "${request}", which the server does not provide to server builds`);
    return provided.get(request);
  };
  wrapper.call(module.exports, module.exports, require, module, filename, '.');
  return module.exports;
}
