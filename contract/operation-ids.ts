import { isEndpoint, type EndpointDefinition } from './endpoint.js';
import * as account from './endpoints/account.js';
import * as adActivity from './endpoints/ad-activity.js';
import * as adLicences from './endpoints/ad-licences.js';
import * as agents from './endpoints/agents.js';
import * as clientErrors from './endpoints/client-errors.js';
import * as company from './endpoints/company.js';
import * as feeds from './endpoints/feeds.js';
import * as health from './endpoints/health.js';
import * as identity from './endpoints/identity.js';
import * as insights from './endpoints/insights.js';
import * as leads from './endpoints/leads.js';
import * as lookups from './endpoints/lookups.js';
import * as mapTiles from './endpoints/map-tiles.js';
import * as messages from './endpoints/messages.js';
import * as notifications from './endpoints/notifications.js';
import * as offices from './endpoints/offices.js';
import * as payments from './endpoints/payments.js';
import * as properties from './endpoints/properties.js';
import * as recentlyViewed from './endpoints/recently-viewed.js';
import * as reports from './endpoints/reports.js';
import * as reviews from './endpoints/reviews.js';
import * as savedSearches from './endpoints/saved-searches.js';
import * as support from './endpoints/support.js';
import * as testimonials from './endpoints/testimonials.js';
import * as dashboardAbuse from './endpoints/dashboard/abuse.js';
import * as dashboardAgents from './endpoints/dashboard/agents.js';
import * as dashboardAudit from './endpoints/dashboard/audit.js';
import * as dashboardAuth from './endpoints/dashboard/auth.js';
import * as dashboardContacts from './endpoints/dashboard/contacts.js';
import * as dashboardLookups from './endpoints/dashboard/lookups.js';
import * as dashboardNotifications from './endpoints/dashboard/notifications.js';
import * as dashboardOffices from './endpoints/dashboard/offices.js';
import * as dashboardPaymentOrders from './endpoints/dashboard/payment-orders.js';
import * as dashboardPaymentsFinance from './endpoints/dashboard/payments-finance.js';
import * as dashboardProperties from './endpoints/dashboard/properties.js';
import * as dashboardReports from './endpoints/dashboard/reports.js';
import * as dashboardRoles from './endpoints/dashboard/roles.js';
import * as dashboardStaff from './endpoints/dashboard/staff.js';
import * as dashboardStatistics from './endpoints/dashboard/statistics.js';
import * as dashboardTestimonials from './endpoints/dashboard/testimonials.js';
import * as dashboardUsers from './endpoints/dashboard/users.js';

/** Every module of `contract/endpoints/`; the back-office's are those of `contract/endpoints/dashboard/`. */
const websiteModules = [
  account,
  adActivity,
  adLicences,
  agents,
  clientErrors,
  company,
  feeds,
  health,
  identity,
  insights,
  leads,
  lookups,
  mapTiles,
  messages,
  notifications,
  offices,
  payments,
  properties,
  recentlyViewed,
  reports,
  reviews,
  savedSearches,
  support,
  testimonials,
];
const backOfficeModules = [
  dashboardAbuse,
  dashboardAgents,
  dashboardAudit,
  dashboardAuth,
  dashboardContacts,
  dashboardLookups,
  dashboardNotifications,
  dashboardOffices,
  dashboardPaymentOrders,
  dashboardPaymentsFinance,
  dashboardProperties,
  dashboardReports,
  dashboardRoles,
  dashboardStaff,
  dashboardStatistics,
  dashboardTestimonials,
  dashboardUsers,
];

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Each exported endpoint and the name a generated client calls it by: its export name
 * (`createSavedSearch`); an endpoint in an exported record of them is the record's name and its key
 * (`lookupListsRegion`); a back-office endpoint's name starts with `dashboard` (`dashboardListAgents`),
 * as the website and the back-office name some of theirs alike (`listAgents`, `logout`).
 */
function* namedEndpoints(
  modules: readonly Record<string, unknown>[],
  prefix: string,
): Generator<[EndpointDefinition, string]> {
  const named = (name: string) => (prefix ? prefix + capitalized(name) : name);
  for (const exported of modules) {
    for (const [name, value] of Object.entries(exported)) {
      if (isEndpoint(value)) yield [value, named(name)];
      else if (typeof value === 'object' && value !== null) {
        for (const [key, item] of Object.entries(value)) {
          if (isEndpoint(item)) yield [item, named(name + capitalized(key))];
        }
      }
    }
  }
}

function operationIdTable(): ReadonlyMap<EndpointDefinition, string> {
  const table = new Map<EndpointDefinition, string>();
  const taken = new Set<string>();
  for (const [endpoint, id] of [
    ...namedEndpoints(websiteModules, ''),
    ...namedEndpoints(backOfficeModules, 'dashboard'),
  ]) {
    if (table.has(endpoint)) continue;
    if (taken.has(id)) throw new Error(`Two contract endpoints are named ${id}: rename one export`);
    taken.add(id);
    table.set(endpoint, id);
  }
  return table;
}

const operationIds = operationIdTable();

/** The OpenAPI `operationId` of a contract endpoint; undefined for one no module above exports. */
export const operationIdOf = (endpoint: EndpointDefinition): string | undefined => operationIds.get(endpoint);
