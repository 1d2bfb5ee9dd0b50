import type { SupportBody } from '#contract/support.js';
import type { AppDeps } from '#server/deps.js';
import { supportMessages } from '#server/db/schema/index.js';
import type { Language } from '#contract/common.js';

/** Stores a contact-us message for the back-office inbox. */
export async function sendSupportMessage(
  deps: AppDeps,
  body: SupportBody,
  sender: { userId: string | undefined; language: Language },
): Promise<{ id: number }> {
  const [row] = await deps.db
    .insert(supportMessages)
    .values({
      fullName: body.fullName,
      phoneNumber: body.phoneNumber,
      email: body.email ?? null,
      subject: body.subject ?? null,
      message: body.message,
      userId: sender.userId ?? null,
      language: sender.language,
      createdAt: deps.clock.now(),
    })
    .returning({ id: supportMessages.id });
  if (!row) throw new Error('the support message was not stored');
  return row;
}
