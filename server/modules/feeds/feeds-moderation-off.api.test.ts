import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as feedApi from '#contract/endpoints/feeds.js';
import { properties } from '#server/db/schema/index.js';
import { fileForm } from '#server/test/support/clients/office-logo.js';
import { officeWithPeople } from '#server/test/support/fixtures/office-fixtures.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';

/**
 * With MODERATION off the site publishes an owner's ad when it is sent; an imported one still waits
 * for a reviewer (docs/decisions/0040-the-advertisers-desk.md, "Bulk feeds"): a file alone never publishes an ad.
 */
let world: ServerWithAuthorities;
beforeAll(async () => {
  world = await startWithAuthorities({ MODERATION: 'false' });
}, 60_000);
afterAll(() => world.close());

const feed = (price: number) => `<?xml version="1.0" encoding="UTF-8"?>
<list><property><reference_number>MOD-1</reference_number><category>residential</category>
<property_type>apartment</property_type><offering_type>sale</offering_type><price>${price}</price>
<size>150</size><bedroom>3</bedroom><bathroom>2</bathroom><city>riyadh</city>
<title_ar>شقة للبيع</title_ar></property></list>`;

it('sends imported ads to review even with moderation off, new and changed alike', async () => {
  const { server } = world;
  const office = await officeWithPeople(world);
  const importFeed = async (price: number) => {
    const dry = await server.send(
      feedApi.uploadFeed,
      {
        params: { id: office.officeId },
        query: { full: 'true' },
        body: fileForm(Buffer.from(feed(price)), 'f.xml'),
      },
      { token: office.owner.token },
    );
    expect(dry.status).toBe(201);
    const applied = await server.send(
      feedApi.applyFeedRun,
      { params: { id: office.officeId, runId: dry.body.id } },
      { token: office.owner.token },
    );
    expect(applied.status).toBe(201);
    await jobsSettled(server.deps.db, 60_000);
    return server.deps.db.select().from(properties).where(eq(properties.officeId, office.officeId));
  };
  const [created] = await importFeed(900_000);
  expect(created?.status).toBe('pending');
  // Published by a reviewer, then changed by the feed: back to review.
  await server.deps.db
    .update(properties)
    .set({ status: 'published', unreviewedEditAt: null })
    .where(eq(properties.id, created!.id));
  const [changed] = await importFeed(850_000);
  expect(changed).toMatchObject({ id: created!.id, status: 'pending', price: 850_000 });
});
