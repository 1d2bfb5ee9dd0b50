import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFolder, scanText } from './log-scan.js';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: 1795000000000, pid: 4242, hostname: 'ci', reqId: 'req-1', ...fields });

const clean = [
  line({ req: { method: 'POST', url: '/api/website/account/register', remoteAddress: '127.0.0.1' } }),
  line({ res: { statusCode: 200 }, responseTime: 12.5, msg: 'request completed' }),
  line({ req: { url: '/api/website/account/refresh-token?[query redacted]' }, msg: 'incoming request' }),
  line({ req: { headers: { authorization: '[redacted]' } }, msg: 'incoming request' }),
  line({ phone: '+9665******12', msg: 'sms sent' }),
  line({ reqId: '9b2f6c1e-5d2a-4c1b-8f3e-512345678901', userId: '00000000-0000-4000-8000-000000000000' }),
  line({ err: { type: 'AppError', code: 'FST_ERR_VALIDATION', statusCode: 422 }, msg: 'request failed' }),
  line({ propertyId: 51234, mediaIds: [512, 513], sessionId: 'a1b2', retryInMs: 500 }),
].join('\n');

const leaky: [string, string][] = [
  ['JWT', line({ token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJl' })],
  ['Bearer header', 'authorization: Bearer abcdefghijklmnop'],
  ['authorization or cookie header', line({ req: { headers: { authorization: 'Basic dXNlcjpwYXNz' } } })],
  ['opaque token (32-byte base64url)', line({ msg: 'rotated Xk3v9_Qz-Lm2Pq8Rt5Wy1Ab4Cd7Ef0Gh6Ij9Kl2Mn5O' })],
  ['token field with a value', line({ refreshToken: 'short-but-still-a-token' })],
  ['verification or reset code', line({ msg: 'sign-in code 48213 sent' })],
  ['verification or reset code', line({ otp: '482139' })],
  ['phone number (E.164, Gulf)', line({ to: '+966501234567' })],
  ['phone number (E.164, Gulf)', line({ msg: 'sms to +971 501234567 failed' })],
  ['phone number (international, no plus)', line({ phone: '966501234567' })],
  ['phone number (local mobile)', line({ phone: '0501234567' })],
  ['phone number (local mobile)', line({ phoneNumber: '501234567' })],
  ['password field with a value', line({ body: { email: 'a@b.c', password: 'hunter2' } })],
  ['ID number field', line({ body: { idNumber: '1000000008' } })],
  ['ID number field', line({ nationalId: '2000000006' })],
  ['fixture password', line({ msg: 'login failed for Blue-Falcon-Harbour-93' })],
  ['fixture password', line({ msg: 'tried Quiet-River-k2j3' })],
];

describe('the log leak scan', () => {
  it('passes what production logs without secrets', () => {
    expect(scanText(clean)).toEqual([]);
  });

  it.each(leaky)('finds a %s', (rule, text) => {
    expect(scanText(`${clean}\n${text}`).map((leak) => leak.rule)).toContain(rule);
  });

  it('masks what it found in its own report', () => {
    const [leak] = scanText(line({ to: '+966501234567' }));
    expect(leak?.excerpt).not.toContain('+966501234567');
    expect(leak?.line).toBe(1);
  });

  it('fails a leaky run folder and counts its lines', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'manzil-log-scan-'));
    try {
      await writeFile(path.join(folder, 'test-server-1.log'), `${clean}\n`);
      await writeFile(path.join(folder, 'spawned-server-2.log'), `${clean}\n${leaky[0]![1]}\n`);
      await writeFile(path.join(folder, 'notes.txt'), leaky[1]![1]);
      const result = await scanFolder(folder);
      expect(result.files).toBe(2);
      expect(result.lines).toBe(clean.split('\n').length * 2 + 1);
      expect(result.leaks.map((leak) => `${leak.file}:${leak.line} ${leak.rule}`)).toEqual([
        `spawned-server-2.log:${clean.split('\n').length + 1} JWT`,
        `spawned-server-2.log:${clean.split('\n').length + 1} token field with a value`,
      ]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('sees no lines in a missing folder', async () => {
    expect(await scanFolder(path.join(tmpdir(), 'manzil-no-such-log-folder'))).toEqual({
      files: 0,
      lines: 0,
      leaks: [],
    });
  });
});
