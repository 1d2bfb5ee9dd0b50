import { and, eq } from 'drizzle-orm';
import { vatOn } from '#contract/payments.js';
import type { AppDeps } from '#server/deps.js';
import {
  offices,
  orders,
  paymentSettings,
  properties,
  visibilityProducts,
  type OrderRow,
} from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import type { PaymentGateway } from '#server/lib/payments/index.js';
import { editableAds, requireOfficeAction } from '../offices/index.js';
import { secondsUntilNextBump } from './grant-bump.js';

export type OrderDeps = Pick<AppDeps, 'db' | 'clock' | 'config'> & {
  gateway: Pick<PaymentGateway, 'createCheckout'>;
};

export interface NewOrder {
  productCode: string;
  propertyId?: number;
  officeId?: number;
  idempotencyKey: string;
}

type VisibilityProductRow = typeof visibilityProducts.$inferSelect;

/** How long a buyer has to pay an order before it expires unpaid. */
const ORDER_MINUTES = 60;

/**
 * Orders a feature or a bump for one of the caller's live ads, or credits for their office, and opens the gateway's checkout for it (ADR 0041,
 * "An order comes before the payment"): the order is committed first, so a payment always finds it;
 * the same idempotency key again answers the same order and checkout.
 */
export async function createOrder(
  deps: OrderDeps,
  caller: AuthUser,
  input: NewOrder,
): Promise<{ order: OrderRow; redirectUrl: string | null }> {
  const order =
    (await existingOrder(deps, caller, input.idempotencyKey)) ?? (await newOrder(deps, caller, input));
  // One request at a time per order opens its checkout (the row's lock), so two at once cannot make two.
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked || locked.status !== 'pending') return { order: locked ?? order, redirectUrl: null };
    const checkout = await deps.gateway.createCheckout({
      orderId: locked.id,
      amount: locked.total,
      description: locked.descriptionEn,
      returnUrl: `${deps.config.publicUrl}/payments/return?order=${locked.id}`,
      cancelUrl: `${deps.config.publicUrl}/payments/return?order=${locked.id}&cancelled=1`,
      expiresAt: locked.expiresAt,
    });
    if (locked.checkoutId !== checkout.checkoutId) {
      await tx
        .update(orders)
        .set({ checkoutId: checkout.checkoutId, updatedAt: deps.clock.now() })
        .where(eq(orders.id, locked.id));
    }
    return { order: { ...locked, checkoutId: checkout.checkoutId }, redirectUrl: checkout.redirectUrl };
  });
}

async function existingOrder(deps: OrderDeps, caller: AuthUser, key: string) {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, caller.id), eq(orders.idempotencyKey, key)));
  return order;
}

async function newOrder(deps: OrderDeps, caller: AuthUser, input: NewOrder): Promise<OrderRow> {
  const now = deps.clock.now();
  const [product] = await deps.db
    .select()
    .from(visibilityProducts)
    .where(and(eq(visibilityProducts.code, input.productCode), eq(visibilityProducts.onSale, true)));
  if (!product) throw new AppError('notFound', 'productNotFound');
  const [settings] = await deps.db.select().from(paymentSettings);
  if (!settings) throw new AppError('conflict', 'paymentsNotSetUp');
  const target = await orderTarget(deps, caller, product, input, now);
  const vat = vatOn(product.netPrice, settings.vatRateBasisPoints);
  const [order] = await deps.db
    .insert(orders)
    .values({
      buyerId: caller.id,
      idempotencyKey: input.idempotencyKey,
      productId: product.id,
      productCode: product.code,
      productKind: product.kind,
      days: product.days,
      credits: product.credits,
      descriptionAr: `${product.nameAr}: ${target.labelAr}`,
      descriptionEn: `${product.nameEn}: ${target.labelEn}`,
      propertyId: target.propertyId,
      officeId: target.officeId,
      net: product.netPrice,
      vatRateBasisPoints: settings.vatRateBasisPoints,
      vat,
      total: product.netPrice + vat,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + ORDER_MINUTES * 60_000),
    })
    .onConflictDoNothing({ target: [orders.buyerId, orders.idempotencyKey] })
    .returning();
  // Two requests with one key at once: the second finds the first's order.
  return order ?? (await existingOrder(deps, caller, input.idempotencyKey)) ?? fail();
}

interface OrderTarget {
  propertyId: number | null;
  officeId: number | null;
  labelAr: string;
  labelEn: string;
}

/**
 * What the product is bought for, checked before any order exists: a live ad the caller may edit
 * (a bump only 24 hours after the last), or an office whose money the caller may spend.
 */
async function orderTarget(
  deps: OrderDeps,
  caller: AuthUser,
  product: VisibilityProductRow,
  input: NewOrder,
  now: Date,
): Promise<OrderTarget> {
  if (product.kind === 'credits') {
    if (input.officeId === undefined) throw fieldError('officeId', 'fieldRequired');
    await requireOfficeAction(deps.db, input.officeId, caller.id, 'spendCredits');
    const [office] = await deps.db
      .select({ nameAr: offices.nameAr, nameEn: offices.nameEn, status: offices.status })
      .from(offices)
      .where(eq(offices.id, input.officeId));
    if (!office) throw new AppError('notFound', 'notFound');
    // Credits serve only an office that may advertise: none for one suspended or still under review.
    if (office.status !== 'active') throw new AppError('conflict', 'creditsNeedActiveOffice');
    return {
      propertyId: null,
      officeId: input.officeId,
      labelAr: `${office.nameAr} (${input.officeId})`,
      labelEn: `${office.nameEn} (${input.officeId})`,
    };
  }
  if (input.propertyId === undefined) throw fieldError('propertyId', 'propertyIdRequired');
  const [ad] = await deps.db
    .select({
      status: properties.status,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      bumpedAt: properties.bumpedAt,
    })
    .from(properties)
    .where(and(eq(properties.id, input.propertyId), await editableAds(deps.db, caller.id)));
  if (!ad) throw new AppError('notFound', 'notFound');
  if (ad.status !== 'published') {
    throw new AppError('conflict', product.kind === 'bump' ? 'bumpNeedsLiveAd' : 'featureNeedsLiveAd');
  }
  if (product.kind === 'bump') {
    const seconds = secondsUntilNextBump(ad.bumpedAt, now);
    if (seconds > 0) throw new AppError('conflict', 'bumpTooSoon', { params: { seconds } });
  }
  return {
    propertyId: input.propertyId,
    officeId: null,
    labelAr: `${ad.titleAr ?? ad.titleEn ?? ''} (${input.propertyId})`,
    labelEn: `${ad.titleEn ?? ad.titleAr ?? ''} (${input.propertyId})`,
  };
}

const fail = (): never => {
  throw new Error('createOrder: the order was neither written nor found');
};
