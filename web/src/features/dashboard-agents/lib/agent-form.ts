import { z } from 'zod';
import { agentBody, type DashboardAgent } from '#contract/dashboard/agents';
import { fieldsOf } from '#web/components/ui/form/typed-fields';

/** `undefined` keeps the current photo, `null` removes it, a File replaces it. */
export type PhotoChoice = File | null | undefined;

/** The agent's details as the server checks them, and the photo, which is sent on its own once they are saved. */
export const agentForm = agentBody.extend({
  photo: z.custom<PhotoChoice>((value) => value == null || value instanceof Blob).optional(),
});
export type AgentFormValues = z.input<typeof agentForm>;

export const agentFormDefaults = (agent: DashboardAgent | undefined): AgentFormValues => ({
  fullNameAr: agent?.fullNameAr ?? '',
  fullNameEn: agent?.fullNameEn ?? '',
  phoneNumber: agent?.phoneNumber ?? '',
  whatsapp: agent?.whatsapp ?? '',
  email: agent?.email ?? '',
  falLicenseNumber: agent?.falLicenseNumber ?? '',
  languages: agent?.languages ?? ['ar'],
  photo: undefined,
});

export const { TextField } = fieldsOf<AgentFormValues>();
