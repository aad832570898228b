import type { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { pipeline, type Readable } from 'node:stream';

/** A ZIP ready to stream: everything that can fail before the first byte has been checked. */
export interface ZipDownload {
  /** `{slug}.zip` or `order-{NUMBER}.zip`; ASCII letters, digits, '-' and '.' only. */
  filename: string;
  /** Bytes, when known before sending (a stored file). */
  size?: number;
  /** Starts the body; `signal` aborts when the client goes away. Not called for HEAD. */
  open(signal: AbortSignal): Readable;
  /** Releases what was prepared when the body will not be sent (HEAD). */
  discard?(): void;
}

/**
 * A download sent from elsewhere (decision 048): the buyer was checked and the download logged, and
 * the bytes come from a short-lived presigned URL of the bucket.
 */
export interface RedirectedDownload {
  filename: string;
  redirectTo: string;
}

export type Download = ZipDownload | RedirectedDownload;

/** The headers of every download (decision 017); the filename is made safe by whoever named it. */
export function zipHeaders(filename: string, size?: number): Record<string, string> {
  return {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...(size === undefined ? {} : { 'Content-Length': String(size) }),
  };
}

/**
 * Streams a download: never buffered whole, paced by the client. A client that goes away aborts the
 * body (files closed, archive building stopped). An error once the headers are out cannot become an
 * error answer any more: it is logged and the connection destroyed, so the client sees a failed
 * transfer rather than a ZIP that looks complete.
 */
export function sendZip(res: Response, download: Download, logger: Logger): void {
  if ('redirectTo' in download) {
    // 302 with no-store: the link expires, so neither the browser nor a proxy may keep it.
    res.status(302).set({ Location: download.redirectTo, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }).end();
    return;
  }
  res.status(200).set(zipHeaders(download.filename, download.size));
  if (res.req.method === 'HEAD') {
    download.discard?.();
    res.end();
    return;
  }
  const controller = new AbortController();
  const body = download.open(controller.signal);
  pipeline(body, res, (error) => {
    if (!error) return;
    controller.abort();
    if (clientWentAway(error)) {
      logger.debug(`download ${download.filename} stopped: the client went away`);
      return;
    }
    logger.error(`download ${download.filename} failed after the headers were sent: ${error.stack ?? error.message}`);
    res.destroy();
  });
}

/** The response closed before the body ended: the client cancelled or lost the connection. */
function clientWentAway(error: NodeJS.ErrnoException): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE';
}
