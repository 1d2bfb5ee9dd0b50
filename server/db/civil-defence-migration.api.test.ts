import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lookupLists } from '#contract/endpoints/lookups.js';
import * as properties from '#contract/endpoints/properties.js';
import { migrationsFolder } from '#server/db/client.js';
import {
  industryDetails,
  lookups,
  properties as propertiesTable,
  propertyFeatures,
} from '#server/db/schema/index.js';
import { keepApprovedVersion } from '#server/modules/ads/index.js';
import { createAd, industryBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer({ MODERATION: 'off' });
const l = useLookups(server);
const owner = useSignedIn(server);

/** The chip as installations before migration 0025 had it (the reference data no longer adds it). */
async function addOldChip(): Promise<number> {
  const [chip] = await server.deps.db
    .insert(lookups)
    .values({
      kind: 'industryfeature',
      key: 'civil-defence-approved',
      nameAr: 'ترخيص الدفاع المدني',
      nameEn: 'Civil Defence clearance',
    })
    .returning();
  if (!chip) throw new Error('no chip');
  return chip.id;
}

async function runMigration0025() {
  const text = await readFile(path.join(migrationsFolder, '0025_civil_defence_one_field.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) {
    await server.deps.db.execute(sql.raw(statement));
  }
}

const licensed = async (id: number) =>
  (
    await server.deps.db
      .select({ value: industryDetails.civilDefenceLicensed })
      .from(industryDetails)
      .where(eq(industryDetails.propertyId, id))
  )[0]?.value;

describe('an industrial ad’s civil-defence licence is one field (migration 0025, ADR 0024)', () => {
  it('a new installation offers no civil-defence chip: the licence is the form’s one checkbox', async () => {
    const chips = await server.send(lookupLists.industryfeature, { query: { PageSize: 100 } });
    expect(chips.status).toBe(200);
    const names = chips.body.data.map((chip) => chip.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names.some((name) => name.includes('الدفاع المدني'))).toBe(false);
  });

  it('ads that carried the chip become licensed and lose the chip; the others keep what they said', async () => {
    const chip = await addOldChip();
    const crane = l.id('industryfeature', 'overhead-crane');
    const cctv = l.id('industryfeature', 'cctv');
    const both = await createAd(
      server,
      owner.token,
      'industry',
      industryBody(l, { civilDefenceLicensed: false, industryFeatureIds: [crane, chip, cctv] }),
    );
    const chipAndFlag = await createAd(
      server,
      owner.token,
      'industry',
      industryBody(l, { civilDefenceLicensed: true, industryFeatureIds: [chip] }),
    );
    const flagOnly = await createAd(
      server,
      owner.token,
      'industry',
      industryBody(l, { civilDefenceLicensed: true, industryFeatureIds: [crane] }),
    );
    const neither = await createAd(
      server,
      owner.token,
      'industry',
      industryBody(l, { civilDefenceLicensed: false, industryFeatureIds: [cctv] }),
    );
    const [row] = await server.deps.db.select().from(propertiesTable).where(eq(propertiesTable.id, both.id));
    if (!row) throw new Error('no ad');
    await keepApprovedVersion(server.deps.db, row, new Date());

    await runMigration0025();

    expect(await licensed(both.id)).toBe(true);
    expect(await licensed(chipAndFlag.id)).toBe(true);
    expect(await licensed(flagOnly.id)).toBe(true);
    expect(await licensed(neither.id)).toBe(false);
    expect(
      await server.deps.db.select().from(propertyFeatures).where(eq(propertyFeatures.lookupId, chip)),
    ).toEqual([]);
    expect(
      await server.deps.db
        .select()
        .from(lookups)
        .where(and(eq(lookups.kind, 'industryfeature'), eq(lookups.key, 'civil-defence-approved'))),
    ).toEqual([]);
    const [approved] = await server.deps.db
      .select({ version: propertiesTable.approvedVersion })
      .from(propertiesTable)
      .where(eq(propertiesTable.id, both.id));
    expect(approved?.version?.fields).toMatchObject({
      civilDefenceLicensed: true,
      features: [crane, cctv].sort((a, b) => a - b).join(','),
    });

    const shown = await server.send(properties.getIndustry, { params: { id: both.id } }, { language: 'en' });
    expect(shown.body.details).toMatchObject({
      civilDefenceLicensed: true,
      industryFeatures: [{ name: 'Overhead crane' }, { name: 'CCTV' }],
    });
  });
});
