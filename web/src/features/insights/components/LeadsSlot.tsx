import type { DeskScope } from '../api';

/**
 * The "Leads" tab's body: the lead inbox (`LeadInbox`, issue 35 item 2) goes here, given the same
 * scope as the performance tab (the reader's ads, or an office's with its agent filter). An empty
 * element until then.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the inbox will take the scope
export function LeadsSlot({ scope }: { scope: DeskScope }) {
  return <div data-leads-slot />;
}
