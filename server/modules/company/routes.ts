import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/common.js';
import { companyContact } from '../../../contract/company.js';

/** GET /api/website/company: the phone, WhatsApp and email the contact page shows. */
export const companyRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/company',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Company'],
        summary: 'How to reach the company',
        response: { 200: companyContact, ...errorResponses },
      },
    },
    async () => app.deps.config.company,
  );
};
