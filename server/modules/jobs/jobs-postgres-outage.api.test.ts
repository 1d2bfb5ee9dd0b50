import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type DatabaseHandle } from '#server/db/client.js';
import { seedReferenceData } from '#server/db/seed/reference-data.js';
import { PURGE_QUEUE } from '#server/modules/maintenance/index.js';
import { eventually } from '#server/test/support/readers/jobs.js';
import { startPrivatePostgres, type PrivatePostgres } from '#server/test/support/servers/private-postgres.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * PostgreSQL goes away under the job runner: the process keeps running (no unhandled rejection,
 * which would fail this file), says so once, works again when PostgreSQL is back, and still stops
 * when it is gone. The cluster is the test's own: the machine's shared PostgreSQL is never stopped.
 */
let cluster: PrivatePostgres;
let database: DatabaseHandle;
let server: TestServer;

beforeAll(async () => {
  cluster = await startPrivatePostgres();
  database = openPostgres(await cluster.createDatabase('manzil_jobs_outage'));
  await database.migrate();
  await seedReferenceData(database.db);
  server = await startTestServer({}, { database });
}, 180_000);
afterAll(async () => {
  await database.close();
  await cluster.close();
});

const said = (text: string) => server.logs.some((line) => line.includes(text));

it(
  'the runner survives PostgreSQL going away, recovers when it is back, and stops while it is gone',
  {
    timeout: 180_000,
  },
  async () => {
    await cluster.stop('immediate');
    await eventually(async () => said('jobs: the database is unavailable'), 'the outage reported', 60_000);
    expect(server.logs.filter((line) => line.includes('jobs: the database is unavailable'))).toHaveLength(1);

    await cluster.start();
    await eventually(
      async () => said('jobs: the database is reachable again'),
      'the recovery reported',
      60_000,
    );
    await server.deps.jobs.send(PURGE_QUEUE, [{ data: {} }]);
    await eventually(async () => said('purge finished'), 'a job sent after the recovery', 60_000);

    await cluster.stop('immediate');
    await server.close();
    await cluster.start();
  },
);
