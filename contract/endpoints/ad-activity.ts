import { adActivityBeaconBody } from '../ad-activity-beacon.js';
import { anyone, endpoint } from '../endpoint.js';

export const recordAdActivity = endpoint({
  method: 'POST',
  path: '/api/website/property/activity',
  access: anyone,
  body: adActivityBeaconBody,
  status: 204,
  tags: ['Ad activity'],
  summary: 'Report cards seen in a result page, or a tap on an ad’s call, WhatsApp or share button',
  description:
    'A beacon the web app sends as a visitor browses: `impression` with the 1 to 60 ads whose cards ' +
    'were at least half visible, or `callTap`, `whatsappTap` or `share` with one ad. Each visitor ' +
    '(a signed-in user by account, anyone else by a keyed hash of address and browser; nothing of ' +
    'either is stored) counts once per ad, kind and UTC day. Only published ads count; the caller’s ' +
    'own ads, robots (by User-Agent) and requests without a User-Agent are not counted, and still ' +
    'answer 204, as do unknown ids. Rate limited per IP (429).',
});
