import { createServer, type Server } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer } from './mailer';

/** A minimal SMTP server on a free port that keeps what it was sent. */
async function smtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 localhost ESMTP uji\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 diterima\r\n');
          } else received.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 localhost\r\n');
        else if (verb === 'DATA') {
          data = true;
          socket.write('354 lanjut\r\n');
        } else if (verb === 'QUIT') socket.end('221 selesai\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0, received };
}

let server: Server | null = null;
afterEach(() => {
  server?.close();
  server = null;
});

const log = { info: vi.fn() } as unknown as FastifyBaseLogger;

describe('mailer', () => {
  it('sends through SMTP when it is configured (nodemailer loaded with the first mail)', async () => {
    const smtp = await smtpServer();
    server = smtp.server;
    const mailer = createMailer(
      {
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: null,
        pass: null,
        from: 'e-Rapor SMK <no-reply@smk.sch.id>',
      },
      log,
    );
    await mailer.send({
      to: 'guru@smk.sch.id',
      subject: 'Atur ulang kata sandi',
      text: 'Buka tautan ini.',
    });
    await mailer.send({ to: 'wali@smk.sch.id', subject: 'Kedua', text: 'Lagi.' });
    const message = smtp.received.join('\n');
    expect(message).toContain('Subject: Atur ulang kata sandi');
    expect(message).toContain('To: guru@smk.sch.id');
    expect(message).toContain('Buka tautan ini.');
    expect(message).toContain('Subject: Kedua');
  });

  it('writes the mail to the log when SMTP is not configured', async () => {
    const info = vi.fn();
    const mailer = createMailer(null, { info } as unknown as FastifyBaseLogger);
    await mailer.send({ to: 'guru@smk.sch.id', subject: 'Uji', text: 'Isi surat.' });
    expect(info).toHaveBeenCalledWith(
      { to: 'guru@smk.sch.id', subject: 'Uji' },
      expect.stringContaining('Isi surat.'),
    );
  });
});
