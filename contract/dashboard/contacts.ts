import { z } from 'zod';
import { writtenText } from '../written-text.js';
import { listEnvelope, queryBoolean, sortablePagingQuery } from '../paging.js';
import { staffRef } from './staff-identity.js';
import { openApiSchemas } from '../openapi-registry.js';

export const contactSortOrders = ['newest', 'oldest'] as const;

/** `Query` matches part of the name, phone, email, subject or message. */
export const contactListQuery = sortablePagingQuery(contactSortOrders, {
  Handled: queryBoolean,
});
export type ContactListQuery = z.infer<typeof contactListQuery>;

export const contactNote = z
  .object({ id: z.number().int(), note: z.string(), author: staffRef, createdAt: z.iso.datetime() })
  .register(openApiSchemas, { id: 'DashboardContactNote' });
export type ContactNote = z.infer<typeof contactNote>;

export const dashboardContact = z
  .object({
    id: z.number().int(),
    fullName: z.string(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    subject: z.string().nullable(),
    message: z.string(),
    userId: z.uuid().nullable(),
    language: z.enum(['ar', 'en']),
    createdAt: z.iso.datetime(),
    isHandled: z.boolean(),
    handledAt: z.iso.datetime().nullable(),
    handledBy: staffRef.nullable(),
    notesCount: z.number().int(),
  })
  .register(openApiSchemas, { id: 'DashboardContact' });
export type DashboardContact = z.infer<typeof dashboardContact>;

export const dashboardContactList = listEnvelope(dashboardContact);

/** One support message with its staff notes, oldest first. */
export const dashboardContactDetail = dashboardContact
  .extend({ notes: z.array(contactNote) })
  .register(openApiSchemas, { id: 'DashboardContactDetail' });
export type DashboardContactDetail = z.infer<typeof dashboardContactDetail>;

export const contactNoteBody = z.object({
  note: writtenText({ error: 'contactNoteRequired' })
    .min(1, 'contactNoteRequired')
    .max(1000, 'contactNoteLength'),
});
export type ContactNoteBody = z.infer<typeof contactNoteBody>;
