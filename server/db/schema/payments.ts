import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  creditEntryKinds,
  orderStatuses,
  productKinds,
  refundStatuses,
  taxDocumentKinds,
} from '#contract/payments.js';
import { identityId, oneOf, randomId, stamp, writtenAt } from './columns.js';
import { offices } from './offices.js';
import { staff } from './staff.js';
import { properties } from './properties.js';
import { users } from './users.js';

/**
 * What is sold (docs/decisions/0041-paid-visibility.md): prices are settings staff edit, never code.
 * `net_price` is in halalas without VAT; a feature has its `days`, a package its `credits`.
 */
export const visibilityProducts = pgTable(
  'visibility_products',
  {
    id: identityId(),
    code: text('code').notNull(),
    kind: text('kind', { enum: productKinds }).notNull(),
    days: smallint('days'),
    credits: integer('credits'),
    netPrice: integer('net_price').notNull(),
    /** What an office spends of its credits instead of paying (a feature or a bump); null: not for credits. */
    creditCost: smallint('credit_cost'),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    position: smallint('position').notNull().default(0),
    ...writtenAt(),
  },
  (t) => [
    uniqueIndex('visibility_products_code_key').on(t.code),
    check('visibility_products_kind', oneOf('kind', productKinds)),
    check('visibility_products_net_price', sql`${t.netPrice} >= 0`),
    check('visibility_products_credit_cost', sql`${t.creditCost} is null or ${t.creditCost} > 0`),
    check(
      'visibility_products_shape',
      sql`(${t.kind} = 'feature' and ${t.days} in (7, 14, 30) and ${t.credits} is null)
        or (${t.kind} = 'bump' and ${t.days} is null and ${t.credits} is null)
        or (${t.kind} = 'credits' and ${t.days} is null and ${t.credits} > 0 and ${t.creditCost} is null)`,
    ),
  ],
);

/**
 * The one row of what every invoice prints about the seller, and the VAT rate of new orders (basis
 * points: 1500 is 15 %). An order and an invoice copy what they used, so a change touches new ones.
 */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: smallint('id').primaryKey().default(1),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull().default(1500),
    sellerNameAr: text('seller_name_ar').notNull(),
    sellerNameEn: text('seller_name_en').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    sellerAddressAr: text('seller_address_ar').notNull().default(''),
    sellerAddressEn: text('seller_address_en').notNull().default(''),
    updatedAt: stamp('updated_at').notNull(),
  },
  (t) => [
    check('payment_settings_one_row', sql`${t.id} = 1`),
    check('payment_settings_vat_rate', sql`${t.vatRateBasisPoints} between 0 and 10000`),
    check('payment_settings_vat_number', sql`${t.sellerVatNumber} ~ '^3[0-9]{13}3$'`),
  ],
);

/**
 * A purchase, written before the buyer is sent to pay. It keeps the product, price, rate and VAT it
 * was made with. Money records outlive the ad and the account: their links are set null, never
 * cascaded.
 */
export const orders = pgTable(
  'orders',
  {
    id: randomId(),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => visibilityProducts.id, { onDelete: 'restrict' }),
    productCode: text('product_code').notNull(),
    productKind: text('product_kind', { enum: productKinds }).notNull(),
    days: smallint('days'),
    credits: integer('credits'),
    descriptionAr: text('description_ar').notNull(),
    descriptionEn: text('description_en').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    net: integer('net').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('SAR'),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    checkoutId: text('checkout_id'),
    ...writtenAt(),
    expiresAt: stamp('expires_at').notNull(),
    settledAt: stamp('settled_at'),
  },
  (t) => [
    uniqueIndex('orders_buyer_idempotency_key').on(t.buyerId, t.idempotencyKey),
    uniqueIndex('orders_checkout_key').on(t.checkoutId),
    index('orders_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    check('orders_status', oneOf('status', orderStatuses)),
    check('orders_amounts', sql`${t.net} >= 0 and ${t.vat} >= 0 and ${t.total} = ${t.net} + ${t.vat}`),
  ],
);

/** The gateway's capture of an order: at most one per order and per gateway payment. */
export const payments = pgTable(
  'payments',
  {
    id: identityId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amount: integer('amount').notNull(),
    refunded: integer('refunded').notNull().default(0),
    capturedAt: stamp('captured_at').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payments_order_key').on(t.orderId),
    uniqueIndex('payments_gateway_key').on(t.gatewayPaymentId),
    check('payments_refunded', sql`${t.refunded} between 0 and ${t.amount}`),
  ],
);

/**
 * The next number of each series and year: taken by an update in the transaction that writes the
 * document, so a rollback gives it back and concurrent writers queue (no gaps, no repeats).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    next: integer('next').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * A simplified tax invoice (a payment) or a credit note (a refund), with everything it prints, so it
 * never changes when settings do. The PDF and the ZATCA QR code are made from it when downloaded.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: identityId(),
    kind: text('kind', { enum: taxDocumentKinds }).notNull(),
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    originalId: integer('original_id'),
    /** The refund a credit note answers (one note per refund). */
    refundId: integer('refund_id'),
    issuedAt: stamp('issued_at').notNull(),
    /** Seller, buyer, lines and reason as printed. */
    content: jsonb('content').notNull(),
    net: integer('net').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    uniqueIndex('tax_documents_sequence_key').on(t.series, t.year, t.sequence),
    index('tax_documents_order_idx').on(t.orderId),
    uniqueIndex('tax_documents_refund_key')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    index('tax_documents_buyer_idx').on(t.buyerId, t.issuedAt.desc()),
    check('tax_documents_kind', oneOf('kind', taxDocumentKinds)),
    check('tax_documents_amounts', sql`${t.total} = ${t.net} + ${t.vat}`),
  ],
);

/**
 * An ad's paid featuring: `featured_until` while the ad is on the site; when it leaves, what was
 * left waits in `paused_seconds` and comes back when it returns (paid days are frozen, not lost).
 */
export const adPromotions = pgTable(
  'ad_promotions',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    featuredUntil: stamp('featured_until'),
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    updatedAt: stamp('updated_at').notNull(),
  },
  (t) => [
    index('ad_promotions_featured_idx')
      .on(t.featuredUntil)
      .where(sql`${t.featuredUntil} is not null`),
    check('ad_promotions_paused', sql`${t.pausedSeconds} >= 0`),
  ],
);

/**
 * A refund by staff, full or partial, written with its key before the gateway is asked, so a retry or
 * a crash finds it and never refunds twice; `refunded` once the gateway did it and the credit note,
 * the payment's refunded total and the end of the visibility were written in one transaction.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: identityId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    /** What the payment's refunded total was when this refund was asked for (the gateway's check). */
    refundedBefore: integer('refunded_before').notNull(),
    createdAt: stamp('created_at').notNull(),
    completedAt: stamp('completed_at'),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_status', oneOf('status', refundStatuses)),
    check('refunds_amount', sql`${t.amount} > 0`),
    check('refunds_reason', sql`length(${t.reason}) between 3 and 500`),
  ],
);

/** An office's credits now: the sum of its ledger, kept beside it and never below zero. */
export const officeCredits = pgTable(
  'office_credits',
  {
    officeId: integer('office_id')
      .primaryKey()
      .references(() => offices.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    updatedAt: stamp('updated_at').notNull(),
  },
  (t) => [check('office_credits_balance', sql`${t.balance} >= 0`)],
);

/**
 * Every change of an office's credits: a package paid (+), a feature or bump spent (-), a refund (-).
 * An order adds its credits once (`order_id` unique per kind); a spend carries its caller's key.
 */
export const officeCreditEntries = pgTable(
  'office_credit_entries',
  {
    id: identityId(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: creditEntryKinds }).notNull(),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    productCode: text('product_code'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: uuid('idempotency_key'),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    index('office_credit_entries_office_idx').on(t.officeId, t.createdAt.desc()),
    uniqueIndex('office_credit_entries_order_key')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('office_credit_entries_refund_key')
      .on(t.refundId)
      .where(sql`${t.refundId} is not null`),
    uniqueIndex('office_credit_entries_spend_key')
      .on(t.officeId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('office_credit_entries_kind', oneOf('kind', creditEntryKinds)),
    check('office_credit_entries_delta', sql`${t.delta} <> 0 and ${t.balanceAfter} >= 0`),
  ],
);

/**
 * An ad returned to the top of "newest": paid by an order or by an office's credits, at most one a
 * day per ad (the code checks under the ad's row lock; the day key makes a second one impossible).
 */
export const adBumps = pgTable(
  'ad_bumps',
  {
    id: identityId(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The Riyadh calendar day of the bump. */
    day: date('day', { mode: 'string' }).notNull(),
    bumpedAt: stamp('bumped_at').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    creditEntryId: integer('credit_entry_id').references(() => officeCreditEntries.id, {
      onDelete: 'restrict',
    }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('ad_bumps_property_day_key').on(t.propertyId, t.day),
    uniqueIndex('ad_bumps_order_key')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
