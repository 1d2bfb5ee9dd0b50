import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as officeApi from '#contract/endpoints/offices.js';
import * as catalogue from '#contract/endpoints/properties.js';
import * as reviewsApi from '#contract/endpoints/reviews.js';
import { reviews } from '#server/db/schema/index.js';
import { joinOffice, openOffice as openTestOffice } from '#server/test/support/clients/test-offices.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import {
  createAd,
  industryBody,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { contactOwner } from '#server/test/support/fixtures/conversation-fixtures.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * The public office page (ADR 0039, "The office page"): the office's ads through the public search
 * (`OfficeId`), the reviews of its ads, its page in the sitemap and its head tags.
 */

const PUBLIC_URL = 'https://manzil.example';
let world: ServerWithAuthorities;
let server: TestServer;
let lookups: Lookups;
let webDist: string;

interface Office {
  id: number;
  owner: SignedIn;
}

const openOffice = (holder: 'individual' | 'establishment' = 'individual'): Promise<Office> =>
  openTestOffice(world, { holder, nameAr: 'مكتب الواحة', nameEn: 'Oasis Realty' });

const agentOf = (office: Office): Promise<SignedIn> => joinOffice(server, office);

const residence = (who: SignedIn, overrides: Record<string, unknown> = {}) =>
  createAd(server, who.token, 'residence', residenceBody(lookups, overrides));

async function review(propertyId: number, rating: number, comment: string) {
  const reviewer = await signIn(server);
  await contactOwner(server, reviewer, propertyId);
  const answer = await server.send(
    reviewsApi.addReview,
    { body: { propertyId, rating, comment } },
    { token: reviewer.token },
  );
  expect(answer.status).toBe(201);
  return answer.body.id;
}

const officeAds = async (query: Record<string, unknown>) => {
  const answer = await server.send(catalogue.listProperties, { query: { PageSize: 50, ...query } });
  expect(answer.status).toBe(200);
  return answer.body;
};
const idsOf = (list: { data: { id: number }[] }) => list.data.map((item) => item.id);

let office: Office;
let other: Office;
const ads: Record<
  'ownerVilla' | 'ownerFlat' | 'agentVilla' | 'agentWarehouse' | 'otherOffice' | 'private',
  number
> = { ownerVilla: 0, ownerFlat: 0, agentVilla: 0, agentWarehouse: 0, otherOffice: 0, private: 0 };
let draft: number;
let closed: number;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'manzil-office-dist-'));
  await copyFile(path.join(import.meta.dirname, '../../../web/index.html'), path.join(webDist, 'index.html'));
  world = await startWithAuthorities({ MODERATION: 'off', PUBLIC_URL, WEB_DIST_DIR: webDist });
  server = world.server;
  lookups = await loadLookups(server);
  office = await openOffice();
  other = await openOffice();
  const agent = await agentOf(office);
  const rent = lookups.id('transactiontype', 'rent');
  ads.ownerVilla = (await residence(office.owner, { price: 3_000_000, titleAr: 'فيلا الواحة' })).id;
  ads.ownerFlat = (
    await residence(office.owner, { price: 90_000, transactionTypeId: rent, rentPeriod: 'yearly' })
  ).id;
  ads.agentVilla = (await residence(agent, { price: 1_500_000 })).id;
  ads.agentWarehouse = (await createAd(server, agent.token, 'industry', industryBody(lookups))).id;
  ads.otherOffice = (await residence(other.owner)).id;
  ads.private = (await residence(await signIn(server))).id;
  draft = (
    await server.send(catalogue.saveResidence, { body: residenceBody(lookups) }, { token: agent.token })
  ).body.id;
  closed = (await residence(agent)).id;
  const status = await server.send(
    catalogue.changeStatus,
    { params: { id: closed }, body: { status: 'sold' } },
    { token: agent.token },
  );
  expect(status.status).toBe(204);
});
afterAll(async () => {
  await world.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("the office's ads in the public search (OfficeId)", () => {
  it('lists the published ads of every member, newest first, and nothing else', async () => {
    const list = await officeAds({ OfficeId: office.id });
    expect(idsOf(list)).toEqual([ads.agentWarehouse, ads.agentVilla, ads.ownerFlat, ads.ownerVilla]);
    expect(list).toMatchObject({ totalDataCount: 4, totalCapped: false, totalPages: 1 });
    expect(idsOf(list)).not.toContain(draft);
    expect(idsOf(list)).not.toContain(closed);
    expect(idsOf(await officeAds({ OfficeId: other.id }))).toEqual([ads.otherOffice]);
  });

  it('takes the usual filters, sorts and pages', async () => {
    const sale = lookups.id('transactiontype', 'sale');
    const villas = await officeAds({ OfficeId: office.id, TransactionTypeId: sale, Category: 1 });
    expect(idsOf(villas).sort()).toEqual([ads.ownerVilla, ads.agentVilla].sort());
    const cheapest = await officeAds({ OfficeId: office.id, Category: 1, SortBy: 'priceAsc' });
    expect(idsOf(cheapest)).toEqual([ads.ownerFlat, ads.agentVilla, ads.ownerVilla]);
    const priced = await officeAds({ OfficeId: office.id, MinPrice: 1_000_000, MaxPrice: 2_000_000 });
    expect(idsOf(priced)).toEqual([ads.agentVilla]);
    const second = await officeAds({ OfficeId: office.id, PageSize: 1, PageNumber: 1, SortBy: 'priceDesc' });
    expect(idsOf(second)).toEqual([ads.agentVilla]);
    expect(second).toMatchObject({ totalDataCount: 4, totalPages: 4 });
    const words = await officeAds({ OfficeId: office.id, Query: 'الواحة', AsText: true });
    expect(idsOf(words)).toEqual([ads.ownerVilla]);
    const residential = await server.send(catalogue.listResidences, {
      query: { OfficeId: office.id, PageSize: 50 },
    });
    expect(idsOf(residential.body).sort()).toEqual([ads.ownerVilla, ads.ownerFlat, ads.agentVilla].sort());
  });

  it('leaves searches without an office as they were, and refuses a bad office id', async () => {
    const everything = idsOf(await officeAds({}));
    expect(everything).toEqual(expect.arrayContaining([ads.private, ads.otherOffice, ads.ownerVilla]));
    expect(idsOf(await officeAds({ OfficeId: 999_999 }))).toEqual([]);
    for (const OfficeId of ['abc', '-1', '0', '99999999999']) {
      const answer = await server.call(
        'GET',
        `/api/website/property/GetAllMainProperty?OfficeId=${OfficeId}`,
      );
      expect(answer.status).toBe(422);
    }
  });
});

describe("the office's reviews", () => {
  let ownerReview: number;
  let agentReview: number;

  beforeAll(async () => {
    ownerReview = await review(ads.ownerVilla, 5, 'تعامل راقٍ');
    await review(ads.otherOffice, 1, 'another office');
    await review(ads.private, 2, 'no office');
    server.clock.advance(60);
    agentReview = await review(ads.agentVilla, 4, 'Quick answers');
  });

  it("are the reviews of its members' ads, newest first, naming each ad, with their average and count", async () => {
    const answer = await server.send(
      officeApi.listOfficeReviews,
      { params: { id: office.id }, query: {} },
      { language: 'en' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((item) => item.id)).toEqual([agentReview, ownerReview]);
    expect(answer.body).toMatchObject({ totalDataCount: 2, average: 4.5 });
    expect(answer.body.data[1]).toMatchObject({
      rating: 5,
      comment: 'تعامل راقٍ',
      property: { id: ads.ownerVilla, isPublished: true },
      isMine: false,
    });
    expect(answer.body.data[0]?.property.title).toBe('Villa for sale in Al Narjis');
  });

  it('pages, and leaves out reviews staff hid', async () => {
    const first = await server.send(officeApi.listOfficeReviews, {
      params: { id: office.id },
      query: { PageSize: 1 },
    });
    expect(first.body).toMatchObject({ totalDataCount: 2, totalPages: 2 });
    expect(first.body.data.map((item) => item.id)).toEqual([agentReview]);
    await server.deps.db
      .update(reviews)
      .set({ hiddenAt: server.clock.now(), hiddenReason: 'abuse' })
      .where(eq(reviews.id, agentReview));
    const after = await server.send(officeApi.listOfficeReviews, { params: { id: office.id }, query: {} });
    expect(after.body).toMatchObject({ totalDataCount: 1, average: 5 });
    await server.deps.db.update(reviews).set({ hiddenAt: null }).where(eq(reviews.id, agentReview));
  });

  it('are a 404 for an unknown office and one waiting for review, a 4xx for bad parameters', async () => {
    const pending = await openOffice('establishment');
    for (const id of [999_999, pending.id]) {
      const answer = await server.send(
        officeApi.listOfficeReviews,
        { params: { id }, query: {} },
        { language: 'en' },
      );
      expect(answer.status).toBe(404);
    }
    for (const query of ['', '?PageSize=0', '?PageNumber=-1', '?PageSize=abc']) {
      const id = query ? String(office.id) : 'abc';
      const answer = await server.call('GET', `/api/website/offices/${id}/reviews${query}`);
      expect(answer.status, `${id} ${query}`).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe("the office's page for crawlers", () => {
  it('is in the sitemap while active; one waiting for review is not', async () => {
    const pending = await openOffice('establishment');
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toMatch(
      new RegExp(`<url><loc>${PUBLIC_URL}/offices/${office.id}</loc><lastmod>[\\dT:.Z-]+</lastmod></url>`),
    );
    expect(xml).toContain(`<loc>${PUBLIC_URL}/offices/${other.id}</loc>`);
    expect(xml).not.toContain(`/offices/${pending.id}<`);
  });

  it('carries its title, description, canonical link and RealEstateAgent with the FAL number', async () => {
    const response = await fetch(`${server.url}/offices/${office.id}`, { headers: { cookie: 'lang=en' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title data-share-card>Oasis Realty | Manzil</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/offices/${office.id}" />`);
    const [, json] = /<script type="application\/ld\+json">(.+?)<\/script>/s.exec(html) ?? [];
    const jsonLd = JSON.parse(json ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Oasis Realty',
      url: `${PUBLIC_URL}/offices/${office.id}`,
      identifier: { propertyID: 'FAL' },
    });
    expect(html).toMatch(
      /<meta name="description" content="Oasis Realty: a real-estate brokerage office with FAL licence \d{10}\. /,
    );
    const arabic = await (await fetch(`${server.url}/offices/${office.id}`)).text();
    expect(arabic).toContain('<title data-share-card>مكتب الواحة | منزل</title>');
  });

  it('is a noindex page for an unknown office', async () => {
    const html = await (await fetch(`${server.url}/offices/999999`)).text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('RealEstateAgent');
  });
});
