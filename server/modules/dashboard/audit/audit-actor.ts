import type { FastifyRequest } from 'fastify';
import { staffOf } from '../auth/authenticate-staff.js';

/** Who an audit entry names: a staff member, or the system (start-up, command line). */
export interface AuditActor {
  staffId: string | null;
  staffEmail: string;
  requestId: string | null;
}

export function auditActorOf(request: FastifyRequest): AuditActor {
  const staff = staffOf(request);
  return { staffId: staff.id, staffEmail: staff.email, requestId: request.id };
}

export function systemActor(source: string): AuditActor {
  return { staffId: null, staffEmail: `system (${source})`, requestId: null };
}
