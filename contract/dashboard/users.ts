import { z } from 'zod';
import { listEnvelope, queryBoolean, sortablePagingQuery } from '../paging.js';
import { sentStatuses } from '../properties.js';
import { openApiSchemas } from '../openapi-registry.js';

export const userSortOrders = ['newest', 'oldest', 'nameAsc', 'nameDesc'] as const;

/** `Query` matches part of the name, the email or the phone number (a leading 0 is ignored). */
export const userListQuery = sortablePagingQuery(userSortOrders, {
  IsBlocked: queryBoolean,
});
export type UserListQuery = z.infer<typeof userListQuery>;

/** Anything that is not a user id answers 404, like an id that is not there. */
export const userIdParams = z.object({ id: z.string().max(100) });

export const dashboardUser = z
  .object({
    id: z.uuid(),
    phoneNumber: z.string(),
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    whatsapp: z.string().nullable(),
    imageUrl: z.string().nullable(),
    preferredLanguage: z.enum(['ar', 'en']),
    isBlocked: z.boolean(),
    blockedAt: z.iso.datetime().nullable(),
    propertiesCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardUser' });
export type DashboardUser = z.infer<typeof dashboardUser>;

export const dashboardUserList = listEnvelope(dashboardUser);

/** One user with their ads counted by status (every status present, zero included). */
export const dashboardUserDetail = dashboardUser
  .extend({
    propertiesByStatus: z.record(z.enum(sentStatuses), z.number().int()),
    openSessions: z.number().int(),
  })
  .register(openApiSchemas, { id: 'DashboardUserDetail' });
export type DashboardUserDetail = z.infer<typeof dashboardUserDetail>;
