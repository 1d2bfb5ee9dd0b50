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
const tags = ['Back-office: support inbox'];
const conflict = { 409: errorResponse };

export const listContacts = endpoint({
  method: 'GET',
  path: '/api/dashboard/contacts',
  access: staffWith('Contacts.ReadList'),
  query: contactListQuery,
  response: dashboardContactList,
  tags,
  summary: 'Support messages, newest first by default; Query matches name, phone, email, subject or text',
});

export const getContact = endpoint({
  method: 'GET',
  path: '/api/dashboard/contacts/:id',
  access: staffWith('Contacts.Read'),
  params: contactIdParams,
  response: dashboardContactDetail,
  tags,
  summary: 'One support message with its staff notes',
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
});
