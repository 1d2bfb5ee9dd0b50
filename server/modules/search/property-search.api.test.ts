import { beforeAll, describe, expect, it } from 'vitest';
import * as properties from '#contract/endpoints/properties.js';
import { createAd, loadLookups, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { useTestServer } from '#server/test/support/suite.js';

const ad: Record<string, number> = {};

const titles = {
  land: 'أرض سكنية على شارعين',
  housing: 'مشروع إسكان جديد',
  safe: 'حي آمنة وهادئة',
  flat: 'شقة واسعة',
  hospital: 'قريبة من المستشفى',
  diacritics: 'فِيلَّا مُمَيَّزَة',
  tatweel: 'فـــيلا بحديقة',
  digits: 'دوبلكس ٥ غرف',
  english: 'Modern VILLA with Pool',
};

const server = useTestServer({ MODERATION: 'off' });
beforeAll(async () => {
  const l = await loadLookups(server);
  const owner = await signIn(server);
  for (const [name, titleAr] of Object.entries(titles)) {
    ad[name] = (
      await createAd(server, owner.token, 'residence', residenceBody(l, { titleAr, titleEn: null }))
    ).id;
  }
  ad.described = (
    await createAd(
      server,
      owner.token,
      'residence',
      residenceBody(l, {
        titleAr: 'عقار مميز',
        titleEn: null,
        descriptionAr: 'يطل على حديقة الملك عبدالله',
        address: 'طريق الأمير تركي، الرياض',
      }),
    )
  ).id;
});

/** The text search itself: `AsText`, so no word is read as a filter (query-understanding.api.test.ts). */
async function search(query: string): Promise<number[]> {
  const answer = await server.send(properties.listProperties, {
    query: { PageSize: 100, Query: query, AsText: true },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.map((item) => item.id);
}

describe('Arabic search (decisions.md normalisation, on stored text and query alike)', () => {
  it.each([
    ['ارض', 'land', 'alef with hamza above (أ) matches bare alef'],
    ['أرض', 'land', 'and the other way round'],
    ['اسكان', 'housing', 'alef with hamza below (إ)'],
    ['امنه', 'safe', 'alef madda (آ), and ة matches ه'],
    ['شقه', 'flat', 'ه in the query matches ة'],
    ['شقة', 'flat', 'ة in the query'],
    ['المستشفي', 'hospital', 'ي in the query matches ى'],
    ['مميزه', 'diacritics', 'diacritics in the stored text are ignored'],
    ['فِيلّا مميّزة', 'diacritics', 'diacritics in the query are ignored'],
    ['بحديقه', 'tatweel', 'tatweel in the stored text is ignored'],
    ['فــيلا بحديقة', 'tatweel', 'tatweel in the query is ignored'],
    ['5 غرف', 'digits', 'Latin digits find Arabic-Indic ones'],
    ['٥ غرف', 'digits', 'Arabic-Indic digits in the query'],
    ['villa pool', 'english', 'English, any case'],
    ['الملك عبدالله', 'described', 'the description is searched'],
    ['الامير تركي', 'described', 'the address is searched'],
  ])('%s finds the %s ad (%s)', async (query, name) => {
    expect(await search(query)).toContain(ad[name]);
  });

  it('words shorter than 3 letters are left out (ال, و), numbers of 2 digits stay', async () => {
    expect(await search('ال شقة و واسعة')).toEqual([ad.flat]);
    expect(await search('و')).toHaveLength(Object.keys(ad).length);
  });

  it('every word must match', async () => {
    expect(await search('شقة واسعة')).toEqual([ad.flat]);
    expect(await search('شقة مستودع')).toEqual([]);
  });

  it('punctuation-only and unmatched queries are harmless', async () => {
    expect(await search('،،،')).toHaveLength(Object.keys(ad).length);
    expect(await search('zzz%qqq_')).toEqual([]);
    expect(await search("'; drop table properties; --")).toEqual([]);
  });

  it('ranks matches in the title before matches in the description when no sort is asked', async () => {
    // Every ad is of the villa type, which it is found by; three titles say villa too (one in
    // English: both languages' words are one lexeme), and every description but the described ad's.
    const results = await search('فيلا');
    expect(results).toHaveLength(Object.keys(ad).length);
    expect(results.slice(0, 3).sort()).toEqual([ad.diacritics, ad.english, ad.tatweel].sort());
    expect(results.at(-1)).toBe(ad.described);
  });

  it('ranks a word in the title first, then in the place (district, address), then in the description', async () => {
    const l = await loadLookups(server);
    const owner = await signIn(server);
    const create = async (fields: Record<string, string>) =>
      (await createAd(server, owner.token, 'residence', residenceBody(l, { titleEn: null, ...fields }))).id;
    const inDescription = await create({ titleAr: 'بيت هادئ', descriptionAr: 'قريب من شارع الياسمينة' });
    const inPlace = await create({ titleAr: 'بيت واسع', district: 'الياسمينة' });
    const inTitle = await create({ titleAr: 'بيت الياسمينة' });
    expect(await search('الياسمينة')).toEqual([inTitle, inPlace, inDescription]);
  });

  it('an explicit sort wins over relevance', async () => {
    const answer = await server.send(properties.listProperties, {
      query: { Query: 'فيلا', SortBy: 'newest' },
    });
    const resultIds = answer.body.data.map((item) => item.id);
    expect(resultIds).toEqual([...resultIds].sort((a, b) => b - a));
  });
});
