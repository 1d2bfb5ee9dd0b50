declare const recipient: unique symbol;

/**
 * An address an email may go to. Every sender takes only this, and only the three functions below
 * make one, each saying why the address may be written to: no code can mail an address a user
 * merely typed (docs/decisions/0028-verified-email.md).
 */
export type Recipient = string & { readonly [recipient]: true };

/** A user's address once they opened the link sent to it; null while it is unverified or absent. */
export function verifiedUserAddress(user: {
  email: string | null;
  emailVerifiedAt: Date | null;
}): Recipient | null {
  return user.email && user.emailVerifiedAt ? (user.email as Recipient) : null;
}

/**
 * The address a verification link is sent to: the one email an unverified address receives, rate
 * limited, holding no text a user wrote.
 */
export function addressToVerify(email: string): Recipient {
  return email as Recipient;
}

/** A staff member's sign-in address, set by an administrator with the staff permission (audited). */
export function staffAddress(email: string): Recipient {
  return email as Recipient;
}
