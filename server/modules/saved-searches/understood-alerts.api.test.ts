import { describe, expect, it } from 'vitest';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as saved from '#contract/endpoints/saved-searches.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, approveAd, loginAdmin } from '#server/test/support/fixtures/staff-fixtures.js';
import { useLookups, useTestServer } from '#server/test/support/suite.js';

/** Issue 33 item 1: a saved search's words are read as the list reads them, so its alerts match alike. */
const server = useTestServer(adminEnv);
const l = useLookups(server);

const QUERY = 'فيلا في الرياض تحت مليونين';

async function saves(filters: { Query: string; AsText?: boolean }): Promise<SignedIn> {
  const seeker = await signIn(server);
  const answer = await server.send(
    saved.createSavedSearch,
    { body: { name: 'بحث', filters } },
    { token: seeker.token },
  );
  expect(answer.status).toBe(201);
  expect(answer.body.filters).toEqual(filters);
  return seeker;
}

async function approvedAd(owner: SignedIn, overrides: Record<string, unknown>): Promise<number> {
  const ad = await createAd(server, owner.token, 'residence', residenceBody(l, overrides));
  expect((await approveAd(server, await loginAdmin(server), ad.id)).status).toBe(204);
  await jobsSettled(server.deps.db);
  return ad.id;
}

async function alerted(user: SignedIn): Promise<number[]> {
  const answer = await server.send(
    notificationsApi.listNotifications,
    { query: { PageSize: 100 } },
    { token: user.token },
  );
  return answer.body.data.filter((n) => n.type === 'savedSearchMatch').map((n) => n.propertyId ?? 0);
}

describe('a saved search made of words', () => {
  it(`alerts for a new ad that "${QUERY}" lists, and only for those`, async () => {
    const seeker = await saves({ Query: QUERY });
    const asText = await saves({ Query: QUERY, AsText: true });
    const owner = await signIn(server);
    const jeddah = { regionId: l.id('region', 'region:makkah'), cityId: l.id('region', 'city:jeddah') };
    const apartment = l.id('propertytype', 'apartment');

    const match = await approvedAd(owner, { titleAr: 'فيلا مع حديقة', price: 1_900_000 });
    await approvedAd(owner, { titleAr: 'فيلا كبيرة', price: 2_500_000 });
    await approvedAd(owner, { ...jeddah, titleAr: 'فيلا على البحر', price: 1_500_000 });
    await approvedAd(owner, { propertyTypeId: apartment, titleAr: 'شقة', price: 900_000 });

    expect(await alerted(seeker)).toEqual([match]);
    // As text, every word must be in the ad's text, and none says "تحت مليونين".
    expect(await alerted(asText)).toEqual([]);
  });
});
