// A download client for benchmarks that fetch large bodies (template ZIPs) many at once.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';

const MB = 1024 * 1024;

/**
 * One download, hashed as it arrives (never held whole). A plain HTTP/1.1 client over a socket that
 * reads into one reused 1 MB buffer: on a small machine the client shares the CPU with the server, and
 * node:http's per-chunk stream machinery would make the client, not the server, the bottleneck.
 * Handles Content-Length bodies and chunked ones (the all-items ZIP). Resolves with status,
 * completeness (the whole Content-Length, or the last chunk, arrived), length, SHA-256, and `problem`
 * when the answer had no Content-Length (a body its caller wants streamed with its length was not).
 */
export function download(url, cookie) {
  return new Promise((resolve, reject) => {
    const { hostname, port, pathname, search } = new URL(url);
    const hash = createHash('sha256');
    let head = Buffer.alloc(0);
    let status = 0;
    let remaining = -1; // bytes of body left (Content-Length), or of the current chunk (chunked)
    let chunked = false;
    let chunkHeader = '';
    let length = 0;
    let complete = false;
    let problem;
    const body = (bytes) => {
      length += bytes.length;
      hash.update(bytes);
    };
    /** Feeds chunked transfer coding; returns true at the last chunk. */
    const dechunk = (data) => {
      let at = 0;
      while (at < data.length) {
        if (remaining > 0) {
          const n = Math.min(remaining, data.length - at);
          body(data.subarray(at, at + n));
          remaining -= n;
          at += n;
          continue;
        }
        const lineEnd = data.indexOf(10, at); // '\n' ends "\r\n" after data and "size\r\n"
        if (lineEnd < 0) {
          chunkHeader += data.toString('latin1', at);
          return false;
        }
        chunkHeader += data.toString('latin1', at, lineEnd);
        at = lineEnd + 1;
        const line = chunkHeader.trim();
        chunkHeader = '';
        if (line === '') continue; // the CRLF after a chunk's data
        const size = parseInt(line, 16);
        if (size === 0) return true;
        remaining = size;
      }
      return false;
    };
    const socket = connect({
      host: hostname,
      port: Number(port),
      onread: {
        buffer: Buffer.allocUnsafe(MB),
        callback(n, buffer) {
          let data = buffer.subarray(0, n);
          if (status === 0) {
            head = Buffer.concat([head, data]);
            const end = head.indexOf('\r\n\r\n');
            if (end < 0) return;
            const lines = head.toString('latin1', 0, end).split('\r\n');
            status = Number(lines[0].split(' ')[1]);
            const header = (name) =>
              lines
                .find((l) => l.toLowerCase().startsWith(`${name}:`))
                ?.slice(name.length + 1)
                .trim();
            const contentLength = header('content-length');
            if (contentLength === undefined) problem = `no Content-Length (transfer-encoding ${header('transfer-encoding')})`;
            chunked = /chunked/i.test(header('transfer-encoding') ?? '');
            remaining = chunked ? 0 : Number(contentLength ?? -1);
            data = head.subarray(end + 4);
          }
          if (chunked) {
            if (dechunk(data)) {
              complete = true;
              socket.end();
            }
          } else {
            body(data);
            if (remaining >= 0 && length >= remaining) {
              complete = length === remaining;
              socket.end();
            }
          }
        },
      },
    });
    socket.on('connect', () =>
      socket.write(`GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('error', reject);
    socket.on('close', () => resolve({ status, complete, length, sha256: hash.digest('hex'), problem }));
  });
}
