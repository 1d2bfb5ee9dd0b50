import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import { properties as propertyTable } from '#server/db/schema/index.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { useLookups, useSignedIn, useTestServer } from '#server/test/support/suite.js';

/**
 * English pages name districts in English: the stored English name (the demo data), else the known
 * English name of the district (server/lib/i18n/known-places.ts), else the Arabic in Latin letters. An address that only repeats the district and city is not printed again, and the
 * owner's edit form keeps the district and address as written.
 */

const server = useTestServer({ MODERATION: 'false' });
const lookups = useLookups(server);
const owner = useSignedIn(server);

const detail = async (id: number, language: 'ar' | 'en') =>
  (await server.send(properties.getProperty, { params: { id } }, { language })).body;

const listed = async (id: number, language: 'ar' | 'en') =>
  (await server.send(properties.listProperties, { query: { PageSize: 100 } }, { language })).body.data.find(
    (item) => item.id === id,
  );

const ad = async (place: Record<string, unknown>) =>
  (await createAd(server, owner.token, 'residence', residenceBody(lookups, place))).id;

describe('places on English pages', () => {
  it('a district with a stored English name shows it; an address that repeats the place is not printed', async () => {
    const id = await ad({ district: 'النرجس', address: 'حي النرجس، الرياض' });
    await server.deps.db
      .update(propertyTable)
      .set({ districtEn: 'Al Narjis' })
      .where(eq(propertyTable.id, id));
    const english = await detail(id, 'en');
    expect(english.district).toBe('Al Narjis');
    expect(english.city.name).toBe('Riyadh');
    expect(english.address).toBeNull();
    expect((await listed(id, 'en'))?.district).toBe('Al Narjis');
    const arabic = await detail(id, 'ar');
    expect(arabic.district).toBe('النرجس');
    expect(arabic.address).toBeNull();
    expect([english.districtWritten, english.addressWritten]).toEqual(['النرجس', 'حي النرجس، الرياض']);
  });

  it('a district typed in Arabic only gets its known English name; the rest of the address Latin letters, less what repeats', async () => {
    const id = await ad({ district: 'الياسمين', address: 'شارع التخصصي، حي الياسمين، الرياض' });
    const english = await detail(id, 'en');
    expect(english.district).toBe('Al Yasmin');
    expect((await listed(id, 'en'))?.district).toBe('Al Yasmin');
    expect(english.address).toBe('Shara Al Takhasasi');
    expect(english.address).not.toMatch(/[\u0600-\u06FF]/);
    expect((await detail(id, 'ar')).address).toBe('شارع التخصصي');
  });

  it('an edited district drops the English name of the old one', async () => {
    const id = await ad({ district: 'النرجس' });
    await server.deps.db
      .update(propertyTable)
      .set({ districtEn: 'Al Narjis' })
      .where(eq(propertyTable.id, id));
    const same = residenceBody(lookups, { id, district: 'النرجس', titleAr: 'فيلا معدلة' });
    expect((await server.send(properties.saveResidence, { body: same }, { token: owner.token })).status).toBe(
      200,
    );
    expect((await detail(id, 'en')).district).toBe('Al Narjis');
    const moved = residenceBody(lookups, { id, district: 'حطين' });
    expect(
      (await server.send(properties.saveResidence, { body: moved }, { token: owner.token })).status,
    ).toBe(200);
    expect((await detail(id, 'en')).district).toBe('Hittin');
  });

  it('a district no table knows is written in Latin letters', async () => {
    const id = await ad({ district: 'الوشم' });
    expect((await detail(id, 'en')).district).toBe('Al Washam');
  });
});
