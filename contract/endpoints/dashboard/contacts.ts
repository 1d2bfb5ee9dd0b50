import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  contactListQuery,
  contactNoteBody,
  dashboardContactDetail,
  dashboardContactList,
} from '#contract/dashboard/contacts.js';
import { idParams } from '#contract/id-params.js';

/* The messages sent from the contact-us page. */
const contacts = backOfficeResource({
  permissions: 'Contacts',
  path: '/api/dashboard/contacts',
  tags: ['Back-office: support inbox'],
  idParams,
  writesMayConflict: true,
});

export const listContacts = contacts.list({
  query: contactListQuery,
  response: dashboardContactList,
  summary: 'Support messages, newest first by default; Query matches name, phone, email, subject or text',
  description:
    'Messages sent from the contact-us page, paged; `Handled` narrows the list to handled or open ' + 'ones.',
});

export const getContact = contacts.get({
  response: dashboardContactDetail,
  summary: 'One support message with its staff notes',
  description:
    'The message, who sent it and how to reach them, whether it is handled and by whom, and the ' +
    'staff notes, oldest first; 404 for an unknown id.',
});

export const handleContact = contacts.aboutOne('POST', 'handle', 'Update', {
  response: dashboardContactDetail,
  summary: 'Mark a support message handled (who and when are kept)',
  description:
    'Marks the message handled by the caller, now. Marking it again changes nothing. The change is ' +
    'recorded in the audit log.',
});

export const unhandleContact = contacts.aboutOne('POST', 'unhandle', 'Update', {
  response: dashboardContactDetail,
  summary: 'Mark a support message not handled',
  description: 'Staff. The message is back among those to handle. The change is recorded in the audit log.',
});

export const addContactNote = contacts.aboutOne('POST', 'notes', 'Update', {
  body: contactNoteBody,
  response: dashboardContactDetail,
  summary: 'Add a staff note (1 to 1000 characters) to a support message',
  description:
    'The note is kept with the author and the time, and every staff member who reads the message ' +
    'sees it. The change is recorded in the audit log.',
});

export const deleteContact = contacts.delete({
  summary: 'Delete a support message with its notes',
  description: 'Staff. The message and its notes are gone for good. The change is recorded in the audit log.',
});
