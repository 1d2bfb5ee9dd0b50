import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../contract/common.js';
import { dashboardStatistics } from '../../../../contract/dashboard/statistics.js';
import { getStatistics } from './get-statistics.js';

/** /api/dashboard/statistics: the figures of the back-office home. */
export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  routes.get(
    '/statistics',
    {
      config: { permission: 'ViewGlobalStatistics' },
      schema: {
        tags: ['Back-office: statistics'],
        summary: 'Users, ads and messages in figures: totals, the last 30 days, the most viewed ads',
        response: { 200: dashboardStatistics, ...errorResponses },
      },
    },
    (request) => getStatistics(deps, request.language),
  );
};
