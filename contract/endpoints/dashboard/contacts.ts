import { errorResponse } from '#contract/common.js';
import {
  contactIdParams,
  contactListQuery,
  contactNoteBody,
  dashboardContactDetail,
  dashboardContactList,
} from '#contract/dashboard/contacts.js';
import { endpoint, staffWith } from '#contract/endpoint.js';

/* The messages sent from the contact-us page. */
const tags = ['Back-office: support inbox'] as const;
const conflict = { 409: errorResponse };

export const listContacts = endpoint({
  method: 'GET',
  path: '/api/dashboard/contacts',
  access: staffWith('Contacts.ReadList'),
  query: contactListQuery,
  response: dashboardContactList,
  tags,
  summary: 'Support messages, newest first by default; Query matches name, phone, email, subject or text',
  description:
    'Messages sent from the contact-us page, paged; `Handled` narrows the list to handled or open ' + 'ones.',
});

export const getContact = endpoint({
  method: 'GET',
  path: '/api/dashboard/contacts/:id',
  access: staffWith('Contacts.Read'),
  params: contactIdParams,
  response: dashboardContactDetail,
  tags,
  summary: 'One support message with its staff notes',
  description:
    'The message, who sent it and how to reach them, whether it is handled and by whom, and the ' +
    'staff notes, oldest first; 404 for an unknown id.',
});

export const handleContact = endpoint({
  method: 'POST',
  path: '/api/dashboard/contacts/:id/handle',
  access: staffWith('Contacts.Update'),
  params: contactIdParams,
  response: dashboardContactDetail,
  otherAnswers: conflict,
  tags,
  summary: 'Mark a support message handled (who and when are kept)',
  description:
    'Marks the message handled by the caller, now. Marking it again changes nothing. The change is ' +
    'recorded in the audit log.',
});

export const unhandleContact = endpoint({
  method: 'POST',
  path: '/api/dashboard/contacts/:id/unhandle',
  access: staffWith('Contacts.Update'),
  params: contactIdParams,
  response: dashboardContactDetail,
  otherAnswers: conflict,
  tags,
  summary: 'Mark a support message not handled',
  description: 'Staff. The message is back among those to handle. The change is recorded in the audit log.',
});

export const addContactNote = endpoint({
  method: 'POST',
  path: '/api/dashboard/contacts/:id/notes',
  access: staffWith('Contacts.Update'),
  params: contactIdParams,
  body: contactNoteBody,
  response: dashboardContactDetail,
  otherAnswers: conflict,
  tags,
  summary: 'Add a staff note (1 to 1000 characters) to a support message',
  description:
    'The note is kept with the author and the time, and every staff member who reads the message ' +
    'sees it. The change is recorded in the audit log.',
});

export const deleteContact = endpoint({
  method: 'DELETE',
  path: '/api/dashboard/contacts/:id',
  access: staffWith('Contacts.Delete'),
  params: contactIdParams,
  status: 204,
  otherAnswers: conflict,
  tags,
  summary: 'Delete a support message with its notes',
  description: 'Staff. The message and its notes are gone for good. The change is recorded in the audit log.',
});
