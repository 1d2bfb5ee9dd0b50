/**
 * The OpenAPI tags an endpoint may carry, each with what the document says of it. An endpoint's
 * `tags` can only name these (`ApiTag`), and the document declares them all at its top level.
 */
export const apiTags = {
  Account:
    'Sign-in by SMS code, tokens and sessions, and the signed-in user’s own profile. Website tokens ' +
    '(`bearerAuth`) come from `verifycode` and `refresh-token`.',
  Properties:
    'Ads (listings) of both categories, residential and industrial: search, map, details and compare for ' +
    'anyone; writing, photos, drafts, status and favorites for the signed-in owner.',
  'Ad activity':
    'What visitors do to ads (cards seen, taps on call, WhatsApp and share), counted once per visitor, ad and day for the advertiser’s desk.',
  'Recently viewed': 'The ads a signed-in user opened last, kept with the account across devices.',
  'Saved searches': 'Searches a signed-in user saved by name, with alerts when new ads match them.',
  Payments: 'Paid visibility: orders paid through the gateway, applied once, with tax invoices (ADR 0041).',
  Insights:
    'How an advertiser’s ads perform (cards seen, views, contact taps, messages, favourites, shares) per day, ' +
    'with each ad’s rank among similar ads; for an office’s owner and managers, the office’s ads.',
  Leads:
    'The advertiser’s lead inbox (messages, call and WhatsApp taps, one lead per person and ad), its CSV ' +
    'export, and response times.',
  Offices: 'Brokerage offices: opened by a verified person with a FAL licence, with their members and roles.',
  Feeds: 'Bulk listings of an office: XML or CSV feeds dry-run, applied, re-synced and exported.',
  Identity:
    'The signed-in user’s identity, verified through Nafath (the national single sign-on): needed to publish ads.',
  Messages: 'Conversations between a person and an ad’s owner, one per ad and person.',
  Notifications:
    'In-site notifications of the signed-in user, their live stream (server-sent events) and Web Push subscriptions.',
  Reviews:
    'Ratings and comments on published ads, by people the ad’s owner answered through the site or confirmed as clients.',
  Reports: 'Reports of abusive ads, reviews or messages, which staff decide on in the back-office.',
  Agents: 'The company’s agents, whom ads name as their contact.',
  Lookups:
    'The fixed lists ads are described with (regions and cities, property types, floors...), localized.',
  Testimonials: 'What clients say about the company, as the home page shows it.',
  Company: 'How to reach the company, and where the site’s maps take their tiles.',
  Support: 'The contact-us form.',
  'Client errors': 'Errors the web app met in a browser, reported so the server logs them.',
  Health: 'Probes for monitors, load balancers and orchestrators.',
  'Back-office: sign-in':
    'Staff sign-in with email and password, password resets and the signed-in staff member. The token ' +
    '(`dashboardAuth`) opens /api/dashboard only.',
  'Back-office: staff': 'Staff accounts of the back-office, each holding one role.',
  'Back-office: roles': 'Roles: named sets of back-office permissions.',
  'Back-office: users': 'Website users as staff see them: search, details, their ads, blocking.',
  'Back-office: properties':
    'Moderation of ads: the review queue, approval, rejection, corrections, featuring.',
  'Back-office: reviews': 'Every review, with hiding and showing abusive ones.',
  'Back-office: property messages': 'Every message about ads, with hiding and showing abusive ones.',
  'Back-office: reports': 'The queue of reported items and the staff decisions on them.',
  'Back-office: agents': 'The company’s agents as the website lists them, with their photos.',
  'Back-office: offices':
    'Brokerage offices with their FAL licences, members and ads; approving, suspending and reinstating them; the queue of failed verifications.',
  'Back-office: payments':
    'Paid visibility in the back-office: orders and their refunds with credit notes, revenue per day and product from the tax documents, and the VAT, seller and product settings (ADR 0041).',
  'Back-office: lookups': 'The entries of the lookup lists the website and the add-ad form offer.',
  'Back-office: testimonials': 'Testimonials in both languages, and which of them the home page shows.',
  'Back-office: support inbox': 'Messages sent from the contact-us page, with staff notes.',
  'Back-office: notifications': 'Notifications staff send to many website users at once.',
  'Back-office: statistics': 'Figures about users, ads and messages.',
  'Back-office: audit log': 'Every back-office write, who made it, and the record before and after.',
} as const;

export type ApiTag = keyof typeof apiTags;
