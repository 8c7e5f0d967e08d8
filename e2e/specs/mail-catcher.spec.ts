/** The test mailbox itself: a real SMTP delivery arrives, is filtered by recipient and can be cleared. */
import net from 'node:net';
import { mailCatcherPorts } from '../support/ports.ts';
import { expect, test } from '../support/fixtures.ts';

/** A minimal SMTP client (the product's own mailer is what the journeys exercise). */
async function sendMail(to: string, subject: string, body: string) {
  const socket = net.connect(mailCatcherPorts().smtpPort, '127.0.0.1');
  socket.setEncoding('utf8');
  let buffer = '';
  const waiters: Array<() => void> = [];
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    waiters.splice(0).forEach((w) => w());
  });
  const reply = async (code: string) => {
    for (;;) {
      const lines = buffer.split('\r\n');
      const done = lines.find((l) => /^\d{3} /.test(l));
      if (done) {
        buffer = lines.slice(lines.indexOf(done) + 1).join('\r\n');
        if (!done.startsWith(code)) throw new Error(`SMTP: expected ${code}, got ${done}`);
        return;
      }
      await new Promise<void>((r) => waiters.push(r));
    }
  };
  const command = async (line: string, code: string) => {
    socket.write(`${line}\r\n`);
    await reply(code);
  };
  await reply('220');
  await command('EHLO e2e.test', '250');
  await command('MAIL FROM:<sender@e2e.test>', '250');
  await command(`RCPT TO:<${to}>`, '250');
  await command('DATA', '354');
  await command(`From: sender@e2e.test\r\nTo: ${to}\r\nSubject: ${subject}\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n${body}\r\n.`, '250');
  await command('QUIT', '221');
  socket.end();
}

test('receives mail over SMTP and serves it by recipient', async ({ mailbox, api }) => {
  const to = `${api.uniqueName('mail')}@designers.genie.test`;
  const other = `${api.uniqueName('mail')}@designers.genie.test`;
  await sendMail(other, 'For someone else', 'not yours');
  await sendMail(to.toUpperCase(), 'Reset your password', 'Open http://127.0.0.1/reset_password?token=abc');

  const message = await mailbox.waitFor({ to, subject: /reset/i });
  expect(message.subject).toBe('Reset your password');
  expect(message.text).toContain('token=abc');
  expect(await mailbox.list(to)).toHaveLength(1);

  await mailbox.clear(to);
  expect(await mailbox.list(to)).toHaveLength(0);
  expect(await mailbox.list(other)).toHaveLength(1);
  await mailbox.clear(other);
});
