import { anyone, endpoint } from '../endpoint.js';
import { healthResponse } from '../health.js';

/** 503 with the same answer when the database does not answer. */
export const checkHealth = endpoint({
  method: 'GET',
  path: '/api/health',
  access: anyone,
  response: healthResponse,
  errorAnswers: [],
  otherAnswers: { 503: healthResponse },
  tags: ['Health'],
  summary: 'ok when the database answers; with Redis, whether it answers too',
});
