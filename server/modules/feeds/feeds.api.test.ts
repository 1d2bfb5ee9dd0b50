import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as feedApi from '#contract/endpoints/feeds.js';
import type { FeedRun } from '#contract/feeds.js';
import { feedListings, feedRuns, properties, propertyMedia } from '#server/db/schema/index.js';
import { FEED_SYNC_QUEUE } from '#server/modules/feeds/index.js';
import { fileForm } from '#server/test/support/clients/office-logo.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startFeedHost, type FeedHost } from '#server/test/support/fakes/feed-host.js';
import type { FakeRega } from '#server/test/support/fakes/fake-rega.js';
import { officeWithPeople, type OfficeWithPeople } from '#server/test/support/fixtures/office-fixtures.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Bulk feeds (docs/decisions/0040-the-advertisers-desk.md, "Bulk feeds"): a dry run's report, apply, idempotency by
 * reference and hash, withdrawal from a full feed, photos fetched by a job within limits and never
 * from a private address, access, the schedule and the export's round trip.
 */

let world: ServerWithAuthorities;
let rega: FakeRega;
let server: TestServer;
let host: FeedHost;

type Office = OfficeWithPeople;
const newOffice = () => officeWithPeople(world);

interface Row {
  ref: string;
  type?: string;
  category?: string;
  offering?: string;
  rentPeriod?: string;
  price?: string;
  size?: string;
  city?: string;
  agentPhone?: string;
  permit?: string;
  photos?: string[];
  extra?: string;
}

const xmlRow = (row: Row) => `
  <property>
    <reference_number>${row.ref}</reference_number>
    <category>${row.category ?? 'residential'}</category>
    <property_type>${row.type ?? 'villa'}</property_type>
    <offering_type>${row.offering ?? 'sale'}</offering_type>
    ${row.rentPeriod ? `<rent_period>${row.rentPeriod}</rent_period>` : ''}
    <price>${row.price ?? '2500000'}</price>
    <size>${row.size ?? '450'}</size>
    <bedroom>5</bedroom>
    <bathroom>4</bathroom>
    <city>${row.city ?? 'Riyadh'}</city>
    <community>النرجس</community>
    <latitude>24.82</latitude>
    <longitude>46.64</longitude>
    <title_ar>فيلا ${row.ref} للبيع</title_ar>
    <title_en>Villa ${row.ref} for sale</title_en>
    <description_ar>فيلا حديثة &amp; قريبة من الخدمات</description_ar>
    ${row.permit ? `<permit_number>${row.permit}</permit_number>` : ''}
    ${row.agentPhone ? `<agent><phone>${row.agentPhone}</phone></agent>` : ''}
    ${row.photos ? `<photo>${row.photos.map((url) => `<url>${url}</url>`).join('')}</photo>` : ''}
    ${row.extra ?? ''}
  </property>`;

const xmlFeed = (rows: Row[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<list last_update="2026-12-07 10:00:00" listing_count="${rows.length}">${rows
    .map(xmlRow)
    .join('')}\n</list>\n`;

const upload = (
  who: SignedIn,
  officeId: number,
  text: string,
  options: { full?: boolean; language?: 'ar' | 'en'; name?: string } = {},
) =>
  server.send(
    feedApi.uploadFeed,
    {
      params: { id: officeId },
      query: { full: options.full === false ? 'false' : 'true' },
      body: fileForm(Buffer.from(text), options.name ?? 'feed.xml'),
    },
    { token: who.token, language: options.language ?? 'en' },
  );

async function dryRun(who: SignedIn, officeId: number, text: string, full = true): Promise<FeedRun> {
  const answer = await upload(who, officeId, text, { full });
  expect(answer.status, JSON.stringify(answer.status >= 300 ? answer.error : '')).toBe(201);
  return answer.body;
}

async function apply(who: SignedIn, officeId: number, runId: number): Promise<FeedRun> {
  const applied = await server.send(
    feedApi.applyFeedRun,
    { params: { id: officeId, runId } },
    { token: who.token },
  );
  expect(applied.status).toBe(201);
  expect(applied.body.state).toBe('applying');
  await jobsSettled(server.deps.db, 60_000);
  const run = await server.send(
    feedApi.getFeedRun,
    { params: { id: officeId, runId } },
    { token: who.token, language: 'en' },
  );
  expect(run.body.state).toBe('applied');
  return run.body;
}

const actions = (run: FeedRun) => run.report.map((row) => `${row.reference}:${row.action}`);

const adsOf = (officeId: number) =>
  server.deps.db.select().from(properties).where(eq(properties.officeId, officeId));

const listingOf = async (officeId: number, reference: string) => {
  const [row] = await server.deps.db
    .select()
    .from(feedListings)
    .where(and(eq(feedListings.officeId, officeId), eq(feedListings.reference, reference)));
  return row;
};

beforeAll(async () => {
  host = await startFeedHost();
  world = await startWithAuthorities({
    FEED_FETCH_ALLOW_HOSTS: host.hostPort,
    FEED_FETCH_TIMEOUT_SECONDS: '1.5',
    FEED_PHOTO_MAX_BYTES: '1000000',
    FEED_PHOTOS_PER_AD: '3',
    FEED_MAX_BYTES: '200000',
  });
  ({ server, rega } = world);
}, 60_000);
afterAll(async () => {
  await world.close();
  await host.close();
});

describe('an import, from its dry run to its re-runs', () => {
  let office: Office;
  const photos = () => [`${host.url}/photo/1.jpg`, `${host.url}/photo/2.jpg`];
  const rows = (): Row[] => [
    { ref: 'RYD-1', agentPhone: office.agent.e164.replace('+966', '0'), photos: photos() },
    { ref: 'RYD-2', type: 'apartment', price: '850,000', size: '180' },
    { ref: 'RYD-3', city: 'Atlantis', price: 'cheap', type: 'warehouse' },
  ];

  beforeAll(async () => {
    office = await newOffice();
  });

  it('reports what each row would do, with localized problems per field, and changes nothing', async () => {
    const run = await dryRun(office.manager, office.officeId, xmlFeed(rows()));
    expect(run.state).toBe('dryRun');
    expect(actions(run)).toEqual(['RYD-1:create', 'RYD-2:create', 'RYD-3:error']);
    expect(run.counts).toEqual({ create: 2, update: 0, unchanged: 0, withdraw: 0, error: 1 });
    const bad = run.report[2]!;
    expect(bad.problems).toEqual(
      expect.arrayContaining([
        { field: 'city', message: 'The value “Atlantis” is not known' },
        { field: 'price', message: 'The value must be a number' },
        { field: 'property_type', message: expect.any(String) as string },
      ]),
    );
    const arabic = await server.send(
      feedApi.getFeedRun,
      { params: { id: office.officeId, runId: run.id } },
      { token: office.manager.token, language: 'ar' },
    );
    expect(arabic.body.report[2]!.problems).toContainEqual({
      field: 'city',
      message: 'القيمة «Atlantis» غير معروفة',
    });
    expect(await adsOf(office.officeId)).toHaveLength(0);
  });

  it('applies: the ads are created as their agents, sent to review, and their photos fetched by a job', async () => {
    const run = await dryRun(office.manager, office.officeId, xmlFeed(rows()));
    const applied = await apply(office.manager, office.officeId, run.id);
    expect(applied.counts).toEqual({ create: 2, update: 0, unchanged: 0, withdraw: 0, error: 1 });
    const ads = await adsOf(office.officeId);
    expect(ads).toHaveLength(2);
    for (const ad of ads) expect(ad.status).toBe('pending');
    const first = ads.find((ad) => ad.titleEn === 'Villa RYD-1 for sale')!;
    const second = ads.find((ad) => ad.titleEn === 'Villa RYD-2 for sale')!;
    expect(first.ownerId).toBe(office.agent.userId);
    expect(second.ownerId).toBe(office.manager.userId);
    expect(second.price).toBe(850_000);
    expect(first.descriptionAr).toBe('فيلا حديثة & قريبة من الخدمات');
    const media = await server.deps.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, first.id));
    expect(media).toHaveLength(2);
    expect((await listingOf(office.officeId, 'RYD-1'))?.photoProblems).toEqual([]);
    // The listings read were kept for the apply only; the report stays.
    const [stored] = await server.deps.db.select().from(feedRuns).where(eq(feedRuns.id, run.id));
    expect(stored).toMatchObject({ listings: [], state: 'applied' });
    expect(stored?.report).toHaveLength(3);
  });

  it('a second import of the same feed changes nothing, whoever of the office imports it', async () => {
    const before = await adsOf(office.officeId);
    const asked = host.asked.length;
    // The owner now: RYD-2 names no agent and stays the manager's, who posted it.
    const run = await dryRun(office.owner, office.officeId, xmlFeed(rows()));
    expect(actions(run)).toEqual(['RYD-1:unchanged', 'RYD-2:unchanged', 'RYD-3:error']);
    await apply(office.owner, office.officeId, run.id);
    const after = await adsOf(office.officeId);
    expect(after.map((ad) => [ad.id, ad.version, ad.updatedAt.toISOString()])).toEqual(
      before.map((ad) => [ad.id, ad.version, ad.updatedAt.toISOString()]),
    );
    expect(host.asked.length).toBe(asked);
  });

  it('updates only the listing that changed, and a full feed withdraws what it no longer names', async () => {
    const [one, two] = rows();
    const before = await adsOf(office.officeId);
    const run = await dryRun(office.manager, office.officeId, xmlFeed([{ ...one!, price: '2400000' }, two!]));
    expect(actions(run)).toEqual(['RYD-1:update', 'RYD-2:unchanged']);
    await apply(office.manager, office.officeId, run.id);
    const after = await adsOf(office.officeId);
    const changed = after.find((ad) => ad.titleEn === 'Villa RYD-1 for sale')!;
    const same = after.find((ad) => ad.titleEn === 'Villa RYD-2 for sale')!;
    expect(changed.price).toBe(2_400_000);
    expect(same.version).toBe(before.find((ad) => ad.id === same.id)!.version);

    const partial = await dryRun(
      office.manager,
      office.officeId,
      xmlFeed([{ ...one!, price: '2400000' }]),
      false,
    );
    expect(actions(partial)).toEqual(['RYD-1:unchanged']);
    const full = await dryRun(office.manager, office.officeId, xmlFeed([{ ...one!, price: '2400000' }]));
    expect(actions(full)).toEqual(['RYD-1:unchanged', 'RYD-2:withdraw']);
    await apply(office.manager, office.officeId, full.id);
    const [withdrawn] = await server.deps.db.select().from(properties).where(eq(properties.id, same.id));
    expect(withdrawn?.status).toBe('archived');
    expect((await listingOf(office.officeId, 'RYD-2'))?.withdrawn).toBe(true);

    const back = await dryRun(
      office.manager,
      office.officeId,
      xmlFeed([{ ...one!, price: '2400000' }, two!]),
    );
    expect(actions(back)).toEqual(['RYD-1:unchanged', 'RYD-2:update']);
    await apply(office.manager, office.officeId, back.id);
    const [returned] = await server.deps.db.select().from(properties).where(eq(properties.id, same.id));
    expect(returned?.status).toBe('pending');
  });

  it('exports the listings in the same format, which imports back as unchanged', async () => {
    const exported = await server.send(
      feedApi.exportFeed,
      { params: { id: office.officeId } },
      { token: office.owner.token },
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toContain('application/xml');
    const xml = exported.body as unknown as string;
    expect(xml).toContain('<reference_number>RYD-1</reference_number>');
    expect(xml).toContain(`<url>${host.url}/photo/1.jpg</url>`);
    const run = await dryRun(office.owner, office.officeId, xml);
    expect(run.report.map((row) => row.action).sort()).toEqual(['unchanged', 'unchanged']);
  });

  it('refuses to apply a run twice, and a run superseded by a newer dry run', async () => {
    const older = await dryRun(office.manager, office.officeId, xmlFeed(rows()));
    const newer = await dryRun(office.manager, office.officeId, xmlFeed(rows()));
    const stale = await server.send(
      feedApi.applyFeedRun,
      { params: { id: office.officeId, runId: older.id } },
      { token: office.manager.token },
    );
    expect(stale.status).toBe(409);
    await apply(office.manager, office.officeId, newer.id);
    const again = await server.send(
      feedApi.applyFeedRun,
      { params: { id: office.officeId, runId: newer.id } },
      { token: office.manager.token },
    );
    expect(again.status).toBe(409);
    const feed = await server.send(
      feedApi.getOfficeFeed,
      { params: { id: office.officeId } },
      { token: office.owner.token },
    );
    expect(feed.body.runs[0]).toMatchObject({ id: newer.id, state: 'applied' });
  });
});

describe('every imported ad passes the site’s own checks', () => {
  it('a licence the authority does not know is refused on its row when applied; a valid one passes', async () => {
    const office = await newOffice();
    rega.licences.set('7100000001', { status: 'ACTIVE', mobile: office.agent.e164 });
    const feed = xmlFeed([
      { ref: 'LIC-1', permit: '7100000001', agentPhone: office.agent.e164 },
      { ref: 'LIC-2', permit: '7199999999', agentPhone: office.agent.e164 },
    ]);
    const run = await dryRun(office.owner, office.officeId, feed);
    const applied = await apply(office.owner, office.officeId, run.id);
    expect(
      applied.report.map((row) => row.action),
      JSON.stringify(applied.report),
    ).toEqual(['create', 'error']);
    expect(applied.report[1]!.problems[0]?.field).toBe('permit_number');
    const ads = await adsOf(office.officeId);
    expect(ads.filter((ad) => ad.status === 'pending').map((ad) => ad.adLicenseNumber)).toEqual([
      '7100000001',
    ]);
  });

  it('reads a CSV feed the same way, and names rows problems a rent and a wrong agent have', async () => {
    const office = await newOffice();
    const csv =
      '\uFEFFreference_number,category,property_type,offering_type,rent_period,price,size,bedroom,bathroom,city,community,title_ar,agent_phone,photos\n' +
      `C-1,residential,شقة,إيجار,سنوي,60000,120,2,2,الرياض,العليا,شقة للإيجار,,${host.url}/photo/3.jpg|${host.url}/photo/4.jpg\n` +
      'C-2,residential,apartment,rent,,60000,120,2,2,riyadh,,"شقة, للإيجار",0500000000,\n' +
      'C-3,industrial,warehouse,sale,,1000000,2000,,,city:riyadh,,مستودع,,\n';
    const run = await dryRun(office.owner, office.officeId, csv);
    expect(actions(run)).toEqual(['C-1:create', 'C-2:error', 'C-3:create']);
    expect(run.report[1]!.problems).toEqual(
      expect.arrayContaining([
        { field: 'rent_period', message: expect.any(String) as string },
        { field: 'agent_phone', message: 'No member of the office has this phone number or id' },
      ]),
    );
  });

  it('refuses XML with a DOCTYPE, a file that is no feed, and one past FEED_MAX_BYTES', async () => {
    const office = await newOffice();
    const xxe =
      '<?xml version="1.0"?><!DOCTYPE list [<!ENTITY x SYSTEM "file:///etc/passwd">]><list><property><reference_number>&x;</reference_number></property></list>';
    const refused = await upload(office.owner, office.officeId, xxe);
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('XML with a DOCTYPE or entity declarations is not accepted');
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><list/>`;
    expect((await upload(office.owner, office.officeId, bomb)).status).toBe(422);
    expect((await upload(office.owner, office.officeId, '<html><body>no</body></html>')).status).toBe(422);
    const large = await upload(
      office.owner,
      office.officeId,
      xmlFeed([{ ref: 'X', extra: `<note>${'x'.repeat(250_000)}</note>` }]),
    );
    expect(large.status).toBe(413);
  });

  it('takes at most FEED_PHOTOS_PER_AD photos of a listing', async () => {
    const office = await newOffice();
    const run = await dryRun(
      office.owner,
      office.officeId,
      xmlFeed([{ ref: 'P-1', photos: [1, 2, 3, 4].map((n) => `${host.url}/photo/${n}.jpg`) }]),
    );
    expect(run.report[0]).toMatchObject({
      action: 'error',
      problems: [{ field: 'photos', message: 'At most 3 photos are taken for a listing' }],
    });
  });
});

describe('photos are fetched within limits', () => {
  it('refuses a photo too large, one that is no photo, one too slow, and private addresses; keeps the good one', async () => {
    const office = await newOffice();
    const urls = [`${host.url}/big.jpg`, `${host.url}/text.jpg`, `${host.url}/slow.jpg`];
    const privateOnes = [
      'http://127.0.0.2/a.jpg',
      `http://localhost:${host.hostPort.split(':')[1]}/photo/1.jpg`,
      `${host.url}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data')}`,
    ];
    const run = await dryRun(
      office.owner,
      office.officeId,
      xmlFeed([
        { ref: 'BAD-1', photos: urls },
        { ref: 'BAD-2', photos: privateOnes },
      ]),
    );
    await apply(office.owner, office.officeId, run.id);
    expect((await listingOf(office.officeId, 'BAD-1'))?.photoProblems).toEqual([
      { url: urls[0], key: 'feedFetchTooLarge' },
      { url: urls[1], key: 'feedPhotoNotImage' },
      { url: urls[2], key: 'feedFetchTimeout' },
    ]);
    expect((await listingOf(office.officeId, 'BAD-2'))?.photoProblems).toEqual(
      privateOnes.map((url) => ({ url, key: 'feedAddressBlocked' })),
    );
    const shown = await server.send(
      feedApi.getFeedRun,
      { params: { id: office.officeId, runId: run.id } },
      { token: office.owner.token, language: 'en' },
    );
    expect(shown.body.report[0]?.photoProblems).toEqual([
      { url: urls[0], message: 'The file is larger than allowed' },
      { url: urls[1], message: 'The file is not a JPEG, PNG or WebP photo' },
      { url: urls[2], message: 'The fetch timed out before the file was complete' },
    ]);
  });
});

describe('a feed URL is never fetched from a private address', () => {
  const refusals: [string, (port: string) => string, string][] = [
    ['loopback', (port) => `http://127.0.0.1:${Number(port) + 1}/feed.xml`, 'feedAddressBlocked'],
    ['private', () => 'http://10.1.2.3/feed.xml', 'feedAddressBlocked'],
    ['link-local metadata', () => 'http://169.254.169.254/latest/meta-data/', 'feedAddressBlocked'],
    ['IPv6 loopback', () => 'http://[::1]/feed.xml', 'feedAddressBlocked'],
    ['IPv4-mapped IPv6', () => 'http://[::ffff:127.0.0.1]/feed.xml', 'feedAddressBlocked'],
    ['a name resolving to loopback', (port) => `http://localhost:${port}/feed.xml`, 'feedAddressBlocked'],
    [
      'a redirect to a private address',
      (port) => `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('http://192.168.1.1/feed.xml')}`,
      'feedAddressBlocked',
    ],
    [
      'a redirect to another scheme',
      (port) => `http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`,
      'feedSchemeRefused',
    ],
  ];
  let office: Office;
  beforeAll(async () => {
    office = await newOffice();
  });

  it.each(refusals)('refuses %s', async (_name, urlFor, key) => {
    const port = host.hostPort.split(':')[1]!;
    const saved = await server.send(
      feedApi.saveFeedUrl,
      { params: { id: office.officeId }, body: { url: urlFor(port) } },
      { token: office.owner.token },
    );
    expect(saved.status).toBe(200);
    const checked = await server.send(
      feedApi.checkFeedUrl,
      { params: { id: office.officeId } },
      { token: office.owner.token, language: 'en' },
    );
    expect(checked.status).toBe(201);
    const messages = {
      feedAddressBlocked: 'The address points to a private or internal network and may not be fetched',
      feedSchemeRefused: 'Only http and https addresses are fetched',
    };
    expect(checked.body).toMatchObject({ state: 'failed', failure: messages[key as keyof typeof messages] });
    expect(checked.body.report).toEqual([]);
  });

  it('records a scheduled sync of a refused address as a failed run, changing nothing', async () => {
    const other = await newOffice();
    await server.send(
      feedApi.saveFeedUrl,
      { params: { id: other.officeId }, body: { url: 'http://169.254.169.254/latest/meta-data/' } },
      { token: other.owner.token },
    );
    await server.deps.jobs.send(FEED_SYNC_QUEUE, [{ data: {} }]);
    await jobsSettled(server.deps.db, 60_000);
    const feed = await server.send(
      feedApi.getOfficeFeed,
      { params: { id: other.officeId } },
      { token: other.owner.token, language: 'ar' },
    );
    expect(feed.body.runs[0]).toMatchObject({
      source: 'schedule',
      state: 'failed',
      failure: 'العنوان يشير إلى شبكة خاصة أو داخلية ولا يُسمح بجلبه',
    });
    expect(await adsOf(other.officeId)).toHaveLength(0);
  });

  it('refuses a URL of another scheme when it is saved', async () => {
    const saved = await server.send(
      feedApi.saveFeedUrl,
      { params: { id: office.officeId }, body: { url: 'ftp://example.com/feed.xml' } },
      { token: office.owner.token },
    );
    expect(saved.status).toBe(422);
  });
});

describe('the saved URL', () => {
  it('is dry-run on demand, and re-synced on schedule as a full feed', async () => {
    const office = await newOffice();
    host.feeds.set(`/office-${office.officeId}.xml`, xmlFeed([{ ref: 'S-1' }, { ref: 'S-2' }]));
    const saved = await server.send(
      feedApi.saveFeedUrl,
      { params: { id: office.officeId }, body: { url: `${host.url}/office-${office.officeId}.xml` } },
      { token: office.manager.token },
    );
    expect(saved.body.url).toBe(`${host.url}/office-${office.officeId}.xml`);
    const checked = await server.send(
      feedApi.checkFeedUrl,
      { params: { id: office.officeId } },
      { token: office.manager.token },
    );
    expect(checked.status).toBe(201);
    expect(actions(checked.body)).toEqual(['S-1:create', 'S-2:create']);

    await server.deps.jobs.send(FEED_SYNC_QUEUE, [{ data: {} }]);
    await jobsSettled(server.deps.db, 60_000);
    const feed = await server.send(
      feedApi.getOfficeFeed,
      { params: { id: office.officeId } },
      { token: office.owner.token },
    );
    expect(feed.body.runs[0]).toMatchObject({ source: 'schedule', state: 'applied', counts: { create: 2 } });
    expect(await adsOf(office.officeId)).toHaveLength(2);

    host.feeds.set(`/office-${office.officeId}.xml`, xmlFeed([{ ref: 'S-1' }]));
    await server.deps.jobs.send(FEED_SYNC_QUEUE, [{ data: {} }]);
    await jobsSettled(server.deps.db, 60_000);
    const again = await server.send(
      feedApi.getOfficeFeed,
      { params: { id: office.officeId } },
      { token: office.owner.token },
    );
    expect(again.body.runs[0]).toMatchObject({
      source: 'schedule',
      state: 'applied',
      counts: { unchanged: 1, withdraw: 1 },
    });
  });
});

describe('access', () => {
  it('refuses the office’s agents (403) and anyone outside it (404)', async () => {
    const office = await newOffice();
    const outsider = await signIn(server);
    for (const [who, status] of [
      [office.agent, 403],
      [outsider, 404],
    ] as const) {
      const params = { id: office.officeId };
      expect((await server.send(feedApi.getOfficeFeed, { params }, { token: who.token })).status).toBe(
        status,
      );
      expect((await upload(who, office.officeId, xmlFeed([{ ref: 'A-1' }]))).status).toBe(status);
      expect((await server.send(feedApi.exportFeed, { params }, { token: who.token })).status).toBe(status);
      expect(
        (
          await server.send(
            feedApi.saveFeedUrl,
            { params, body: { url: `${host.url}/x.xml` } },
            { token: who.token },
          )
        ).status,
      ).toBe(status);
    }
    const run = await dryRun(office.owner, office.officeId, xmlFeed([{ ref: 'A-1' }]));
    const params = { id: office.officeId, runId: run.id };
    expect((await server.send(feedApi.getFeedRun, { params }, { token: office.agent.token })).status).toBe(
      403,
    );
    expect((await server.send(feedApi.applyFeedRun, { params }, { token: outsider.token })).status).toBe(404);
    const other = await newOffice();
    expect(
      (
        await server.send(
          feedApi.getFeedRun,
          { params: { id: other.officeId, runId: run.id } },
          { token: other.owner.token },
        )
      ).status,
    ).toBe(404);
  });
});
