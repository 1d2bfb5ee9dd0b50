import { describe, expect, it } from 'vitest';
import * as agents from '#contract/endpoints/agents.js';
import { lookupLists } from '#contract/endpoints/lookups.js';
import * as messages from '#contract/endpoints/messages.js';
import * as notifications from '#contract/endpoints/notifications.js';
import * as properties from '#contract/endpoints/properties.js';
import * as testimonials from '#contract/endpoints/testimonials.js';
import { MAX_OFFSET } from '#contract/paging.js';
import { useSignedIn, useTestServer } from '#server/test/support/suite.js';

/** Issue 17 item 7: every list pages through server/lib/paging.ts, so each refuses the same deep page. */
const server = useTestServer();
const user = useSignedIn(server);

const deep = { PageSize: 100, PageNumber: MAX_OFFSET / 100 + 1 };
const lastReachable = { PageSize: 100, PageNumber: MAX_OFFSET / 100 };

describe('a page deeper than the lists allow', () => {
  it('is refused by every list, public and signed-in, with the field and the limit named', async () => {
    const answers = [
      await server.send(agents.listAgents, { query: deep }, { language: 'en' }),
      await server.send(lookupLists.region, { query: deep }, { language: 'en' }),
      await server.send(testimonials.listTestimonials, { query: deep }, { language: 'en' }),
      await server.send(properties.listFavorites, { query: deep }, { token: user.token, language: 'en' }),
      await server.send(properties.listOwnProperties, { query: deep }, { token: user.token, language: 'en' }),
      await server.send(messages.listConversations, { query: deep }, { token: user.token, language: 'en' }),
      await server.send(
        notifications.listNotifications,
        { query: deep },
        { token: user.token, language: 'en' },
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(422);
      expect(answer.error.errors?.PageNumber?.[0]).toContain(String(MAX_OFFSET));
    }
  });

  it('stops at the limit: the last reachable page answers, empty past the data', async () => {
    const answer = await server.send(agents.listAgents, { query: lastReachable });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
    const lookups = await server.send(lookupLists.region, { query: lastReachable });
    expect(lookups.body.data).toEqual([]);
    expect(lookups.body.totalDataCount).toBeGreaterThan(0);
  });
});
