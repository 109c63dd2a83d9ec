// Requests held in flight on purpose, for the shutdown tests: a POST whose body arrives in two parts is
// being answered from its first part until the test sends the rest.
import http from 'node:http';

export interface SlowAnswer {
  status: number;
  /** The Connection header: whether the server keeps the connection open after this answer. */
  connection: string | undefined;
  body: string;
}

export interface SlowRequest {
  /** The answer, once the request is finished and answered. */
  answer: Promise<SlowAnswer>;
  /** Sends the rest of the body. */
  finish: () => void;
  abort: () => void;
}

export function slowRequest(
  baseURL: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
): SlowRequest {
  const req = http.request(new URL(path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
  });
  const answer = new Promise<SlowAnswer>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }),
      );
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)), abort: () => req.destroy() };
}

/** Whether a new connection to the server is refused: it no longer listens. */
export const connectionRefused = (baseURL: string) =>
  fetch(new URL('/api/health', baseURL)).then(
    () => false,
    (err: unknown) => (err as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED',
  );

/** Polls `check` until it holds; fails naming `what` after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
