// A lean keep-alive HTTP client for benchmarks that play many users at once. The benchmark runs on the
// same machine as the server, so the client's own CPU is taken from the server: node:http with one
// keep-alive agent costs about a third of what global fetch does per request.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });

/**
 * @param {string} method
 * @param {string} url absolute http:// URL
 * @param {{ headers?: Record<string, string>, json?: unknown, binary?: boolean }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string, body?: Buffer }>}
 * `binary`: the body is also kept as bytes (a ZIP), in `body`.
 */
export async function request(method, url, options = {}) {
  try {
    return await send(method, url, options);
  } catch (error) {
    // A kept-alive socket the server closed as idle (its keepAliveTimeout) just as this request went out
    // on it: the server never read the request, so it is sent again once, on a fresh socket, as Node's
    // documentation advises. Any other failure, or a second one, is the caller's.
    if (!error.reusedSocket || error.code !== 'ECONNRESET') throw error;
    return send(method, url, options);
  }
}

function send(method, url, { headers = {}, json, binary = false } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers:
          body === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        if (binary) {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('end', () => {
            const bytes = Buffer.concat(chunks);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: bytes.toString('latin1'), body: bytes });
          });
          res.on('error', reject);
          return;
        }
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
        res.on('error', reject);
      },
    );
    req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })));
    req.end(body);
  });
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookiesOf(response) {
  return (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]).join('; ');
}

/** Closes the idle keep-alive sockets so the process can exit. */
export function closeIdleSockets() {
  agent.destroy();
}
