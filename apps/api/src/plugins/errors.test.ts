import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { clientErrors } from './errors';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  // A real server: `inject` skips Node's HTTP parser, which is what refuses these requests.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are on a fresh connection and reads the whole answer until it closes. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.end(request);
  });
}

const MARKER = 'penanda-alamat-panjang';

describe('a request Node refuses before Fastify sees it', () => {
  it('answers a 20 KB URL with a 431 in Indonesian, without echoing the URL', async () => {
    const url = `/api/referensi/gtk?q=${MARKER}${'a'.repeat(20 * 1024)}`;
    const answer = await sendRaw(`GET ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'request.headers_too_large',
        message: 'Alamat atau header permintaan terlalu panjang.',
      },
    });
    expect(answer.body).not.toContain(MARKER);
  });

  it('answers a header block over the limit (a huge cookie) with the same 431', async () => {
    const cookie = `sesi=${MARKER}${'b'.repeat(20 * 1024)}`;
    const answer = await sendRaw(
      `GET /api/semester HTTP/1.1\r\nHost: x\r\nCookie: ${cookie}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error.code).toBe('request.headers_too_large');
    expect(answer.body).not.toContain(MARKER);
  });

  it('answers bytes that are not HTTP with a 400 in Indonesian', async () => {
    const answer = await sendRaw(`BUKAN HTTP ${MARKER}\r\n\r\n`);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: { code: 'request.malformed', message: 'Permintaan tidak dapat dibaca.' },
    });
    expect(answer.body).not.toContain(MARKER);
  });

  it('still answers an ordinary request on the same server', async () => {
    const answer = await sendRaw(
      'GET /api/tidak-ada HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error.code).toBe('request.not_found');
  });
});

describe('clientErrors on a socket', () => {
  function fakeSocket(writable: boolean) {
    const written: string[] = [];
    const socket = {
      writable,
      end: vi.fn((data: string, done: () => void) => {
        written.push(data);
        done();
      }),
      destroy: vi.fn(),
    };
    return { socket, written, asSocket: socket as unknown as Socket };
  }
  const failure = (code: string) => Object.assign(new Error(code), { code });

  it('writes nothing to a reset connection, only closes it', () => {
    const { socket, asSocket } = fakeSocket(true);
    clientErrors.call(t.app, failure('ECONNRESET'), asSocket);
    expect(socket.end).not.toHaveBeenCalled();
    expect(socket.destroy).toHaveBeenCalled();
  });

  it('writes nothing to a socket that can no longer be written', () => {
    const { socket, asSocket } = fakeSocket(false);
    clientErrors.call(t.app, failure('HPE_HEADER_OVERFLOW'), asSocket);
    expect(socket.end).not.toHaveBeenCalled();
    expect(socket.destroy).toHaveBeenCalled();
  });

  it('answers a request sent too slowly with a 408 in Indonesian, then closes', () => {
    const { socket, written, asSocket } = fakeSocket(true);
    clientErrors.call(t.app, failure('ERR_HTTP_REQUEST_TIMEOUT'), asSocket);
    expect(written[0]).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(written[0]).toContain('"code":"request.timeout"');
    expect(socket.destroy).toHaveBeenCalled();
  });
});
