import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { asError } from '../../../common/errors';

/** Longest a page's render may take before the page goes to the browser to render instead. */
export const RENDER_TIMEOUT_MS = 2_000;

/**
 * The HTML of `element` once every lazy part and Suspense boundary has rendered (nothing streamed
 * half-done). Any error, including one a Suspense boundary would hide behind its fallback, fails
 * the render: the page is then rendered in the browser, as it was before server rendering.
 */
export function renderToHtml(element: ReactNode, timeoutMs = RENDER_TIMEOUT_MS): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      clearTimeout(timer);
      reject(asError(error));
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      if (!failed) resolve(Buffer.concat(chunks).toString('utf8'));
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: nothing waits for a script to show (crawlers, no JavaScript).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady: () => {
        if (!failed) stream.pipe(sink);
      },
      onShellError: fail,
      onError: fail,
    });
    const timer = setTimeout(() => {
      fail(new Error(`the render took longer than ${timeoutMs} ms`));
      stream.abort();
    }, timeoutMs);
  });
}
