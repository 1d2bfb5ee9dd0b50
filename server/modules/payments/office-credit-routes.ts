import * as payments from '#contract/endpoints/payments.js';
import type { AppDeps } from '#server/deps.js';
import { userOf } from '#server/lib/auth/authenticate.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { getOfficeCredits } from './get-office-credits.js';
import { spendCredits } from './spend-credits.js';

/** /api/website/offices/:id/credits: an office's credits, read and spent (docs/decisions/0041-paid-visibility.md). */
export const officeCreditRoutes = endpointRoutes((deps: AppDeps) => [
  answer(payments.getOfficeCredits, (request) =>
    getOfficeCredits(deps, userOf(request), request.params.id, request.query, request.language),
  ),
  answer(payments.spendOfficeCredits, (request) =>
    spendCredits(deps, userOf(request), request.params.id, request.body, request.language),
  ),
]);
