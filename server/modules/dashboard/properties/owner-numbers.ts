import type { FastifyRequest } from 'fastify';
import type { DashboardPermission } from '#contract/dashboard/permissions.js';
import { staffOf } from '../auth/authenticate-staff.js';

/**
 * Owners' phone and WhatsApp numbers are personal data, governed by the Users resource: the
 * back-office's ad screens show them to staff who may read a user (docs/back-office.md).
 */
export const OWNER_NUMBERS_PERMISSION: DashboardPermission = 'Users.Read';

export const seesOwnerNumbers = (request: FastifyRequest): boolean =>
  staffOf(request).permissions.has(OWNER_NUMBERS_PERMISSION);
