import http from 'node:http';

/**
 * GET a URL with Node's http module (no fetch: it is unreliable inside Jest's VM contexts).
 * `headers` are sent as given (`{ accept: 'text/html' }` asks as a browser opening a page does).
 */
export function httpGet(url: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
      .on('error', reject);
  });
}
