import { and, eq, isNull, or } from 'drizzle-orm';
import { propertyMessages } from '#server/db/schema/index.js';

/** Messages staff have hidden as abusive are in no website answer, for either person. */
export const notHidden = isNull(propertyMessages.hiddenAt);

/** The visible messages between two people about one property, in either direction. */
export const between = (propertyId: number, one: string, other: string) =>
  and(
    notHidden,
    eq(propertyMessages.propertyId, propertyId),
    or(
      and(eq(propertyMessages.senderId, one), eq(propertyMessages.receiverId, other)),
      and(eq(propertyMessages.senderId, other), eq(propertyMessages.receiverId, one)),
    ),
  );
