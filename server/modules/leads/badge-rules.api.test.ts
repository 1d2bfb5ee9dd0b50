import { describe, expect, it } from 'vitest';
import * as company from '#contract/endpoints/company.js';
import * as leadsApi from '#contract/endpoints/leads.js';
import { signIn } from '#server/test/support/clients/sign-in-flow.js';
import { useTestServer } from '#server/test/support/suite.js';

/**
 * The "Quick to respond" badge's rules are the server's settings: the answer every page is sent with
 * (GET /api/website/company) states them as configured, as the desk's response summary does, so the
 * site never explains a rule it no longer applies.
 */
const server = useTestServer({
  QUICK_RESPONSE_MIN_RATE: '0.75',
  QUICK_RESPONSE_MAX_MEDIAN_MINUTES: '120',
  QUICK_RESPONSE_MIN_CONVERSATIONS: '12',
});
const configured = { minRate: 0.75, maxMedianMinutes: 120, minConversations: 12, windowDays: 30 };

describe('the "Quick to respond" rules, as configured', () => {
  it('come with the company answer, to anyone', async () => {
    const answer = await server.send(company.getCompanyContact);
    expect(answer.status).toBe(200);
    expect(answer.body.quickResponder).toEqual(configured);
  });

  it('are the ones the desk states to an advertiser', async () => {
    const owner = await signIn(server);
    const answer = await server.send(leadsApi.myResponseTime, {}, { token: owner.token });
    expect(answer.body.thresholds).toEqual(configured);
  });
});
