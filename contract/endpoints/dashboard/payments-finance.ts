import { backOfficeResource } from '#contract/back-office-resource.js';
import {
  paymentOrderList,
  paymentOrderListQuery,
  paymentSettingsBody,
  paymentSettingsView,
  productChangeBody,
  revenueQuery,
  revenueReport,
  visibilityProductList,
  visibilityProductView,
} from '#contract/dashboard/payments-finance.js';
import { endpoint, staffWith } from '#contract/endpoint.js';
import { idParams } from '#contract/id-params.js';
import { orderIdParams } from '#contract/payments.js';

/* The back-office's finance (ADR 0041): orders, revenue, and the settings that replace code. */
const tags = ['Back-office: payments'] as const;
const PAYMENTS = '/api/dashboard/payments';

const orders = backOfficeResource({
  permissions: 'Payments',
  path: `${PAYMENTS}/orders`,
  tags,
  idParams: orderIdParams,
  writesMayConflict: false,
});

export const listPaymentOrders = orders.list({
  query: paymentOrderListQuery,
  response: paymentOrderList,
  summary: 'Orders of paid visibility in every status, newest first, with their amounts in halalas',
  description:
    '`Status`, `Kind` (feature, bump, credits) and `From`/`To` (Riyadh calendar days, both counted) ' +
    'narrow the list; `BuyerPhone` finds one buyer’s orders by the exact number, typed as people type ' +
    'it (422 when it is no phone number). Buyers’ phone numbers are masked.',
});

const revenueWords =
  'Per Riyadh calendar day and product, from the tax documents (the accounting record): invoices ' +
  'issued (paid orders) with their net, VAT and total, less the credit notes issued that day, in ' +
  'halalas. `from` and `to` are both counted; at most 366 days (422 otherwise).';

export const getRevenue = endpoint({
  method: 'GET',
  path: `${PAYMENTS}/revenue`,
  access: staffWith('Payments.Read'),
  query: revenueQuery,
  response: revenueReport,
  tags,
  summary: 'Revenue per day and product: invoiced, VAT and credited, with totals',
  description: `${revenueWords} Every day of the range is in \`days\`, empty ones included.`,
});

export const exportRevenue = endpoint({
  method: 'GET',
  path: `${PAYMENTS}/revenue/export`,
  access: staffWith('Payments.Read'),
  query: revenueQuery,
  produces: ['text/csv'],
  tags,
  summary: 'Revenue per day and product as a CSV file',
  description:
    `${revenueWords} \`text/csv\` in UTF-8 with a byte order mark (spreadsheets read Arabic), a ` +
    'header row in the language of `Accept-Language`, amounts in riyals with two decimals, and a ' +
    'totals row.',
});

export const getPaymentSettings = endpoint({
  method: 'GET',
  path: `${PAYMENTS}/settings`,
  access: staffWith('Payments.Read'),
  response: paymentSettingsView,
  tags,
  summary: 'The VAT rate of new orders and the seller every invoice prints',
  description:
    '`configured` is false until staff save them (ordering answers 409 until then); the values are ' +
    'then the defaults of the form: 15 % VAT and empty texts.',
});

export const updatePaymentSettings = endpoint({
  method: 'PUT',
  path: `${PAYMENTS}/settings`,
  access: staffWith('Payments.Manage'),
  body: paymentSettingsBody,
  response: paymentSettingsView,
  tags,
  summary: 'Set the VAT rate and the seller: new orders and invoices use them',
  description:
    'The rate in basis points (1500 is 15 %), the seller’s names, ZATCA VAT number (15 digits, the ' +
    'first and last a 3) and address in both languages. Orders already made keep their rate and ' +
    'issued invoices what they printed. Recorded in the audit log.',
});

export const listVisibilityProducts = endpoint({
  method: 'GET',
  path: `${PAYMENTS}/products`,
  access: staffWith('Payments.Read'),
  response: visibilityProductList,
  tags,
  summary: 'What is sold: features, bumps and office packages with their prices',
  description: 'Every product, on sale or not, in the order the website shows them; net prices in halalas.',
});

export const updateVisibilityProduct = endpoint({
  method: 'PATCH',
  path: `${PAYMENTS}/products/:id`,
  access: staffWith('Payments.Manage'),
  params: idParams,
  body: productChangeBody,
  response: visibilityProductView,
  tags,
  summary: 'Change a product’s price, names, credits, days, credit cost, order or sale',
  description:
    'Only the fields sent change. A feature lasts 7, 14 or 30 days; `days` is a feature’s, `credits` ' +
    'a package’s and `creditCost` a feature’s or a bump’s (422 otherwise). The net price is at least ' +
    '100 halalas, the gateway’s minimum. Orders already made keep the price they were made with. ' +
    'Recorded in the audit log.',
});
