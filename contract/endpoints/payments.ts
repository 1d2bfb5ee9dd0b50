import { anyone, endpoint, ownerOf, signedIn } from '../endpoint.js';
import { idParams } from '../id-params.js';
import { officeIdParams } from '../offices.js';
import {
  createOrderBody,
  creditSpendView,
  officeCreditsQuery,
  officeCreditsView,
  spendCreditsBody,
  gatewayWebhookBody,
  myTaxDocumentsQuery,
  orderIdParams,
  orderView,
  taxDocumentList,
  visibilityProductList,
} from '../payments.js';

const tags = ['Payments'] as const;
const PATH = '/api/website/payments';
const ORDERS = `${PATH}/orders`;
const INVOICES = `${PATH}/invoices`;

export const listVisibilityProducts = endpoint({
  method: 'GET',
  path: `${PATH}/products`,
  access: anyone,
  response: visibilityProductList,
  tags,
  summary: 'What paid visibility is on sale, with its price now',
  description:
    'Features, bumps and office packages on sale, in the order staff set, each with its net price, ' +
    'the VAT at today’s rate and the total in halalas, named in the language of `Accept-Language`. ' +
    '409 while payments are not set up (no VAT rate or seller yet).',
});

export const createOrder = endpoint({
  method: 'POST',
  path: ORDERS,
  access: signedIn,
  body: createOrderBody,
  status: 201,
  response: orderView,
  tags,
  summary:
    'Order paid visibility for one of the caller’s live ads, or credits for their office, and get the gateway’s page to pay on',
  description:
    'A feature or a bump names `propertyId` (an ad the caller may edit); a credit package names ' +
    '`officeId` (an office whose owner or manager the caller is). The order (price, VAT and total in ' +
    'halalas, as they are now) is written before the gateway is asked for a checkout; the same ' +
    '`idempotencyKey` again answers the same order. 404 for a product not on sale, an ad not the ' +
    'caller’s or an office not theirs; 403 for an office agent buying credits; 409 for an ad not on ' +
    'the site or bumped in the last 24 hours; 503 while the gateway cannot be reached (the order ' +
    'waits and can be asked again).',
});

export const getOrder = endpoint({
  method: 'GET',
  path: `${ORDERS}/:id`,
  access: ownerOf('order'),
  params: orderIdParams,
  response: orderView,
  tags,
  summary: 'An order of the caller’s, settled first if it was waiting for its payment',
  description:
    'The page the gateway returns the buyer to asks this: a waiting order is settled with what the ' +
    'gateway says now (never with what the return URL says). Only the buyer (404 for anyone else).',
});

export const receiveMoyasarWebhook = endpoint({
  method: 'POST',
  path: `${PATH}/moyasar/webhook`,
  access: anyone,
  body: gatewayWebhookBody,
  status: 204,
  tags,
  summary: 'Moyasar’s webhook: a reason to ask Moyasar about the order it names',
  description:
    'Verified by the secret Moyasar puts in the body (401 without it). The order it names is settled ' +
    'with what Moyasar answers when asked, so a duplicate, a late or a forged webhook changes nothing.',
});

export const listMyTaxDocuments = endpoint({
  method: 'GET',
  path: INVOICES,
  access: signedIn,
  query: myTaxDocumentsQuery,
  response: taxDocumentList,
  tags,
  summary: 'The caller’s tax invoices and credit notes, newest first',
  description:
    'One row per document the caller’s paid orders and refunds left, with its number, date and ' +
    'amounts in halalas (net, VAT, total) and what was bought in the language of `Accept-Language`.',
});

export const downloadTaxDocument = endpoint({
  method: 'GET',
  path: `${INVOICES}/:id/pdf`,
  access: ownerOf('tax-document'),
  params: idParams,
  produces: ['application/pdf'],
  tags,
  summary: 'One of the caller’s tax invoices or credit notes as a PDF file, with its ZATCA QR code',
  description:
    'The bilingual simplified tax invoice (or credit note) as it was issued, made from the stored ' +
    'document, as an attachment named after its number (`INV-2026-000001.pdf`). The buyer is shown ' +
    'by name with the phone number masked. Only the buyer (404 for anyone else).',
});

const OFFICE_CREDITS = '/api/website/offices/:id/credits';

export const getOfficeCredits = endpoint({
  method: 'GET',
  path: OFFICE_CREDITS,
  access: ownerOf('office'),
  params: officeIdParams,
  query: officeCreditsQuery,
  response: officeCreditsView,
  tags,
  summary: 'An office’s credit balance and its ledger, newest first',
  description:
    'Every package bought (+), feature or bump spent (−) and refund (−), with the balance after it. ' +
    'The office’s people only (its owner, managers and agents); 404 for anyone else.',
});

export const spendOfficeCredits = endpoint({
  method: 'POST',
  path: `${OFFICE_CREDITS}/spend`,
  access: ownerOf('office'),
  params: officeIdParams,
  body: spendCreditsBody,
  status: 201,
  response: creditSpendView,
  tags,
  summary: 'Spend an office’s credits on a feature or a bump of one of its live ads',
  description:
    'The product’s `creditCost` is taken from the balance and the feature or the bump is given at ' +
    'once, together; no payment and no invoice (the package had its invoice). The same ' +
    '`idempotencyKey` again answers the same spend. The office’s owner and managers only (403 for ' +
    'its agents, 404 for anyone else); 404 for an ad not the office’s or a product not sold for ' +
    'credits; 409 when the balance is short, the ad is not on the site, or it was bumped in the last ' +
    '24 hours, with nothing spent.',
});
