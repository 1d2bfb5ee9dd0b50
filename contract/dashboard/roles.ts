import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { listEnvelope, sortablePagingQuery } from '../paging.js';
import { dashboardPermission } from './permissions.js';
import { openApiSchemas } from '../openapi-registry.js';

export const roleSortOrders = ['nameAsc', 'nameDesc', 'newest', 'oldest'] as const;

export const roleListQuery = sortablePagingQuery(roleSortOrders, {});
export type RoleListQuery = z.infer<typeof roleListQuery>;

export const roleIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const roleBody = z.object({
  name: writtenText({ error: 'roleNameRequired' }).min(1, 'roleNameRequired').max(100, 'fieldTooLong'),
  /** Repeated names count once. */
  permissions: z
    .array(dashboardPermission)
    .max(500)
    .transform((names) => [...new Set(names)]),
});
export type RoleBody = z.infer<typeof roleBody>;

export const role = z
  .object({
    id: z.number().int(),
    name: z.string(),
    permissions: z.array(dashboardPermission),
    /** Holds every permission; cannot be changed or deleted. */
    isSuperAdmin: z.boolean(),
    staffCount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .register(openApiSchemas, { id: 'DashboardRole' });
export type Role = z.infer<typeof role>;

export const roleList = listEnvelope(role);
