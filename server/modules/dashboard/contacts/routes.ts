import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, errorResponses } from '../../../../contract/common.js';
import {
  contactIdParams,
  contactListQuery,
  contactNoteBody,
  dashboardContactDetail,
  dashboardContactList,
} from '../../../../contract/dashboard/contacts.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { addContactNote } from './add-contact-note.js';
import { deleteContact } from './delete-contact.js';
import { getContact } from './get-contact.js';
import { setContactHandled } from './handle-contact.js';
import { listContacts } from './list-contacts.js';

const tags = ['Back-office: support inbox'];
const writeErrors = { ...errorResponses, 409: errorResponse };

/** /api/dashboard/contacts: the messages sent from the contact-us page. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/',
    {
      config: { permission: 'Contacts.ReadList' },
      schema: {
        tags,
        summary:
          'Support messages, newest first by default; Query matches name, phone, email, subject or text',
        querystring: contactListQuery,
        response: { 200: dashboardContactList, ...errorResponses },
      },
    },
    (request) => listContacts(deps, request.query),
  );

  routes.get(
    '/:id',
    {
      config: { permission: 'Contacts.Read' },
      schema: {
        tags,
        summary: 'One support message with its staff notes',
        params: contactIdParams,
        response: { 200: dashboardContactDetail, ...errorResponses },
      },
    },
    (request) => getContact(deps, request.params.id),
  );

  for (const [action, handled] of [
    ['handle', true],
    ['unhandle', false],
  ] as const) {
    routes.post(
      `/:id/${action}`,
      {
        config: { permission: 'Contacts.Update' },
        schema: {
          tags,
          summary: handled
            ? 'Mark a support message handled (who and when are kept)'
            : 'Mark a support message not handled',
          params: contactIdParams,
          response: { 200: dashboardContactDetail, ...writeErrors },
        },
      },
      (request) => setContactHandled(deps, auditActorOf(request), request.params.id, handled),
    );
  }

  routes.post(
    '/:id/notes',
    {
      config: { permission: 'Contacts.Update' },
      schema: {
        tags,
        summary: 'Add a staff note (1 to 1000 characters) to a support message',
        params: contactIdParams,
        body: contactNoteBody,
        response: { 200: dashboardContactDetail, ...writeErrors },
      },
    },
    (request) => addContactNote(deps, auditActorOf(request), request.params.id, request.body.note),
  );

  routes.delete(
    '/:id',
    {
      config: { permission: 'Contacts.Delete' },
      schema: {
        tags,
        summary: 'Delete a support message with its notes',
        params: contactIdParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteContact(deps, auditActorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
