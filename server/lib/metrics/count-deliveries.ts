import type { DeliveryChannel, Metrics } from './metrics.js';

/** An SMS or email sender (server/lib/sms, server/lib/email): a provider's name and `send`. */
export interface Sender<Message> {
  readonly name: string;
  send(message: Message): Promise<void>;
}

/**
 * The same sender, counting what each message came to (`manzil_deliveries_total`) under the
 * sender's name: wrapped once where the sender is made, so no caller counts.
 */
export function countDeliveries<Message>(
  sender: Sender<Message>,
  channel: DeliveryChannel,
  metrics: Metrics,
): Sender<Message> {
  return {
    name: sender.name,
    send: async (message) => {
      try {
        await sender.send(message);
      } catch (error) {
        metrics.countDelivery(channel, sender.name, 'failed');
        throw error;
      }
      metrics.countDelivery(channel, sender.name, 'sent');
    },
  };
}
