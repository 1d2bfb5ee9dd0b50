import type { DeskScope } from '../api';
import { LeadInbox } from '../leads/LeadInbox';

/** The "Leads" tab's body: the lead inbox of the same scope as the performance tab. */
export function LeadsTab({ scope }: { scope: DeskScope }) {
  return (
    <LeadInbox
      scope={scope.kind === 'mine' ? { kind: 'own' } : { kind: 'office', officeId: scope.officeId }}
    />
  );
}
