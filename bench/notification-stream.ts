/**
 * Live notifications under load (issue 6 item 7): 1,000 server-sent event streams open on one server,
 * and one notification a second to each, written on PostgreSQL as events write them (one transaction,
 * `pg_notify` at commit). Measures the delay from commit to the event reaching its stream, and the
 * server's resident memory, in a server process of its own so the clients do not count.
 *
 * Run: npm run bench:stream (add `-- --dry` to print without touching the README). Needs the machine's
 * PostgreSQL: BENCH_ADMIN_URL (default postgres://root@127.0.0.1:5432/test) creates a database of its
 * own and drops it afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import * as prettier from 'prettier';
import { openPostgres } from '../server/db/client.js';
import { users } from '../server/db/schema/index.js';
import { systemClock } from '../server/lib/clock.js';
import { deriveSecrets } from '../server/lib/secrets.js';
import { startSession } from '../server/modules/account/index.js';
import { createNotifications, type NewNotification } from '../server/modules/notifications/index.js';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const PORT = 3471;
const JWT_SECRET = 'notification-stream-bench-secret-0123456789';
const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://root@127.0.0.1:5432/test';
const TARGET = { p99Ms: 200, rssMb: 300 };
const root = path.resolve(import.meta.dirname, '..');
const dryRun = process.argv.includes('--dry');

const databaseName = `manzil_bench_stream_${process.pid}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      DATA_DIR: path.join('/tmp', databaseName),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      const answer = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('the server did not start');
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Opens a stream and calls `onEvent` with each notification id as it arrives. */
function openStream(
  agent: http.Agent,
  token: string,
  onEvent: (id: number) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/website/notifications/stream',
        agent,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data && /^event: notification$/m.test(block))
              onEvent((JSON.parse(data) as { id: number }).id);
            end = buffer.indexOf('\n\n');
          }
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  await admin(`create database ${databaseName}`);
  const server = startServer();
  const database = openPostgres(databaseUrl);
  const requests: http.ClientRequest[] = [];
  try {
    await waitForHealth();
    const pid = server.pid;
    if (!pid) throw new Error('no server process');
    const rssIdle = await rssMb(pid);

    const now = systemClock.now();
    const people = await database.db
      .insert(users)
      .values(
        Array.from({ length: STREAMS }, (_, index) => ({
          phoneNumber: `+9665${String(10_000_000 + index).padStart(8, '0')}`,
          dialCode: '+966',
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id, phoneNumber: users.phoneNumber });
    const deps = { db: database.db, clock: systemClock, secrets: deriveSecrets(JWT_SECRET) };
    const tokens: string[] = [];
    for (const person of people) tokens.push((await startSession(deps, person, randomUUID())).token);

    const sentAt = new Map<number, number>();
    const latencies: number[] = [];
    const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
    const received = (id: number) => {
      const sent = sentAt.get(id);
      if (sent === undefined) return;
      latencies.push(performance.now() - sent);
      sentAt.delete(id);
    };
    for (const token of tokens) requests.push(await openStream(agent, token, received));
    const rssConnected = await rssMb(pid);

    let rssPeak = rssConnected;
    let sent = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      const items: NewNotification[] = people.map((person) => ({
        userId: person.id,
        type: 'adApproved',
        params: { titleAr: 'فيلا في حي النرجس', titleEn: 'Villa in Al Narjis' },
        propertyId: null,
        category: null,
      }));
      const rows = await database.db.transaction((tx) => createNotifications(tx, systemClock.now(), items));
      const committed = performance.now();
      for (const row of rows) sentAt.set(row.id, committed);
      sent += rows.length;
      rssPeak = Math.max(rssPeak, await rssMb(pid));
      await sleep(Math.max(0, 1000 - (performance.now() - started)));
    }
    await sleep(3000);
    const rssEnd = await rssMb(pid);
    rssPeak = Math.max(rssPeak, rssEnd);

    const sorted = [...latencies].sort((a, b) => a - b);
    const figures = {
      streams: STREAMS,
      rounds: ROUNDS,
      sent,
      delivered: latencies.length,
      lost: sentAt.size,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      rssIdle,
      rssConnected,
      rssPeak,
      rssEnd,
    };
    const met = figures.p99 <= TARGET.p99Ms && figures.rssPeak <= TARGET.rssMb && figures.lost === 0;
    const ms = (value: number) => value.toFixed(0);
    const mb = (value: number) => value.toFixed(0);
    const section = [
      '<!-- notification-stream:start -->',
      '',
      `Last run: ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, PostgreSQL on this machine, the server in a process of its own (\`server/main.ts\`), the streams opened by the bench over HTTP/1.1 on localhost. Each round writes one notification for every reader in one transaction, as an event does (the rows, then \`pg_notify\` at commit); the delay runs from the commit to the event arriving on the reader's stream, so it covers the notice, the row look-up, rendering in the reader's language and the write to the socket.`,
      '',
      '| streams | rounds (1 s apart) | events sent | delivered | lost | p50 ms | p95 ms | p99 ms | max ms |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      `| ${figures.streams} | ${figures.rounds} | ${figures.sent} | ${figures.delivered} | ${figures.lost} | ${ms(figures.p50)} | ${ms(figures.p95)} | ${ms(figures.p99)} | ${ms(figures.max)} |`,
      '',
      '| server RSS | MB |',
      '| --- | --- |',
      `| idle, before the streams | ${mb(figures.rssIdle)} |`,
      `| ${figures.streams} streams open | ${mb(figures.rssConnected)} |`,
      `| peak during the rounds | ${mb(figures.rssPeak)} |`,
      `| 3 s after the last round | ${mb(figures.rssEnd)} |`,
      '',
      `Targets (p99 ≤ ${TARGET.p99Ms} ms, RSS ≤ ${TARGET.rssMb} MB, nothing lost): **${met ? 'met' : 'missed'}**.`,
      '',
      '<!-- notification-stream:end -->',
    ].join('\n');
    console.log(section);
    if (dryRun) return;
    const readmePath = path.join(import.meta.dirname, 'README.md');
    const readme = await readFile(readmePath, 'utf8');
    const next = readme.includes('<!-- notification-stream:start -->')
      ? readme.replace(/<!-- notification-stream:start -->[\s\S]*<!-- notification-stream:end -->/, section)
      : `${readme.trimEnd()}\n\n## Live notifications\n\n\`npm run bench:stream\` (\`bench/notification-stream.ts\`) opens 1,000 notification streams on one server and sends one notification a second to each.\n\n${section}\n`;
    const options = await prettier.resolveConfig(readmePath);
    await writeFile(readmePath, await prettier.format(next, { ...options, filepath: readmePath }));
  } finally {
    for (const request of requests) request.destroy();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
  }
}

await main();
