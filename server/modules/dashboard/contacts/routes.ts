import * as contacts from '#contract/endpoints/dashboard/contacts.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { auditActorOf } from '../audit/audit-actor.js';
import { addContactNote } from './add-contact-note.js';
import { deleteContact } from './delete-contact.js';
import { getContact } from './get-contact.js';
import { setContactHandled } from './handle-contact.js';
import { listContacts } from './list-contacts.js';

export const contactRoutes = endpointRoutes((deps) => [
  answer(contacts.listContacts, (request) => listContacts(deps, request.query)),
  answer(contacts.getContact, (request) => getContact(deps, request.params.id)),
  answer(contacts.handleContact, (request) =>
    setContactHandled(deps, auditActorOf(request), request.params.id, true),
  ),
  answer(contacts.unhandleContact, (request) =>
    setContactHandled(deps, auditActorOf(request), request.params.id, false),
  ),
  answer(contacts.addContactNote, (request) =>
    addContactNote(deps, auditActorOf(request), request.params.id, request.body.note),
  ),
  answer(contacts.deleteContact, (request) => deleteContact(deps, auditActorOf(request), request.params.id)),
]);
