import { anyone, endpoint } from '../endpoint.js';
import { healthResponse, livenessResponse, readinessResponse } from '../health.js';

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
  description:
    '200 with `status: ok` when the database answers (and Redis, when the server uses it); 503 ' +
    'with the same answer saying what failed otherwise. For monitors.',
});

/** For an orchestrator's liveness probe: answers while the process runs, asks nothing of the database. */
export const checkLiveness = endpoint({
  method: 'GET',
  path: '/livez',
  access: anyone,
  response: livenessResponse,
  errorAnswers: [],
  tags: ['Health'],
  summary: 'alive while the process runs',
  description:
    'For an orchestrator’s liveness probe: answers 200 while the process runs and asks nothing of ' +
    'the database, so a slow database never gets the process restarted.',
});

/**
 * For a load balancer's readiness probe: 503 from the moment shutdown starts (draining), while the
 * database does not answer, or while the LISTEN connection of live notifications is down.
 */
export const checkReadiness = endpoint({
  method: 'GET',
  path: '/readyz',
  access: anyone,
  response: readinessResponse,
  errorAnswers: [],
  otherAnswers: { 503: readinessResponse },
  tags: ['Health'],
  summary: 'ready to take traffic: not draining, database and live events up',
  description:
    'For a load balancer’s readiness probe: 503 from the moment shutdown starts (draining), while ' +
    'the database does not answer, or while the connection that carries live notifications is down; 200 ' +
    'otherwise. With read replicas (DATABASE_READ_URLS) it lists each one’s state (up, lagging, down) and ' +
    'lag; a replica skipped never makes the server unready, since the primary answers its reads.',
});
