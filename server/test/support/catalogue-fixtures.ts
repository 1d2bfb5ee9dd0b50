import type { EndpointAnswer, EndpointInput } from '#contract/endpoint.js';
import { lookupLists } from '#contract/endpoints/lookups.js';
import * as properties from '#contract/endpoints/properties.js';
import { lookupNames } from '#contract/lookups.js';
import type { ApiCaller } from './api-caller.js';

export const PROPERTY = '/api/website/property';

export interface Lookups {
  /** The id of the lookup of that list with that seed key, e.g. id('propertytype', 'villa'). */
  id(list: string, key: string): number;
}

/** Reads the seeded lookup lists through the public API. */
export async function loadLookups(server: ApiCaller): Promise<Lookups> {
  const ids = new Map<string, number>();
  for (const list of lookupNames) {
    const answer = await server.send(lookupLists[list], { query: { PageSize: 100 } });
    for (const item of answer.body.data) ids.set(`${list}|${item.key}`, item.id);
  }
  return {
    id(list, key) {
      const found = ids.get(`${list}|${key}`);
      if (found === undefined) throw new Error(`no ${list} with key ${key}`);
      return found;
    },
  };
}

export function residenceBody(l: Lookups, overrides: Record<string, unknown> = {}) {
  return {
    titleAr: 'فيلا للبيع في حي النرجس',
    titleEn: 'Villa for sale in Al Narjis',
    descriptionAr: 'فيلا حديثة قريبة من الخدمات',
    transactionTypeId: l.id('transactiontype', 'sale'),
    propertyTypeId: l.id('propertytype', 'villa'),
    regionId: l.id('region', 'region:riyadh'),
    cityId: l.id('region', 'city:riyadh'),
    district: 'النرجس',
    latitude: 24.82,
    longitude: 46.64,
    price: 2_500_000,
    area: 450,
    bedrooms: 5,
    bathrooms: 6,
    furnished: false,
    relaxMediaIds: [],
    ...overrides,
  };
}

export function industryBody(l: Lookups, overrides: Record<string, unknown> = {}) {
  return {
    titleAr: 'مستودع للإيجار في السلي',
    titleEn: 'Warehouse for rent in Al Sulay',
    transactionTypeId: l.id('transactiontype', 'rent'),
    rentPeriod: 'yearly' as const,
    propertyTypeId: l.id('propertytype', 'warehouse'),
    regionId: l.id('region', 'region:riyadh'),
    cityId: l.id('region', 'city:riyadh'),
    latitude: 24.6,
    longitude: 46.82,
    price: 350_000,
    area: 2000,
    clearHeight: 12,
    powerCapacityKva: 500,
    loadingDocks: 4,
    industryFeatureIds: [],
    ...overrides,
  };
}

/** `createAd` takes any body (a test may override any field), sent as the endpoint's body. */
type ResidenceInput = EndpointInput<typeof properties.saveResidence>['body'];
type IndustryInput = EndpointInput<typeof properties.saveIndustry>['body'];

/**
 * Saves an ad as its owner's form does: a new one is saved as a draft and sent (submit), so it is
 * pending or published as the server's moderation says; one with an id is saved (an edit).
 */
export async function createAd(
  server: ApiCaller,
  token: string,
  kind: 'residence' | 'industry',
  body: Record<string, unknown>,
): Promise<EndpointAnswer<typeof properties.saveResidence>> {
  const saved = await saveDraft(server, token, kind, body);
  if (body.id !== undefined) return saved;
  const sent = await server.send(properties.submitProperty, { params: { id: saved.id } }, { token });
  if (sent.status !== 200) throw new Error(`submit answered ${sent.status}: ${JSON.stringify(sent.error)}`);
  const detail = await server.send(properties.getProperty, { params: { id: saved.id } }, { token });
  if (detail.status !== 200) throw new Error(`the sent ad answered ${detail.status}`);
  return detail.body;
}

/** Saves an ad without sending it: a new one stays a draft. */
export async function saveDraft(
  server: ApiCaller,
  token: string,
  kind: 'residence' | 'industry',
  body: Record<string, unknown>,
): Promise<EndpointAnswer<typeof properties.saveResidence>> {
  const answer =
    kind === 'residence'
      ? await server.send(properties.saveResidence, { body: body as ResidenceInput }, { token })
      : await server.send(properties.saveIndustry, { body: body as IndustryInput }, { token });
  if (answer.status !== 200)
    throw new Error(`save ${kind} answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  return answer.body;
}
