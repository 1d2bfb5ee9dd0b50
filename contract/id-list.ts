import { z } from 'zod';
import { MAX_ID } from './id-params.js';

/**
 * A comma-separated list of ad ids in a query (`ids=1,2,3`): each a positive whole number, none
 * twice, 1 to `max` of them. Each fault has its own message key, so the page can say what is wrong.
 */
export const idListQuery = (max: number, tooMany: string) =>
  z
    .string()
    .max(1000)
    .transform((text, context) => {
      const parts = text.split(',').map((part) => part.trim());
      const ids = parts.map(Number);
      const wellFormed = parts.every(
        (part, index) => /^\d+$/.test(part) && (ids[index] ?? 0) >= 1 && (ids[index] ?? 0) <= MAX_ID,
      );
      if (text.trim() === '' || !wellFormed) {
        context.addIssue({ code: 'custom', message: 'idsInvalid' });
        return z.NEVER;
      }
      if (new Set(ids).size !== ids.length) {
        context.addIssue({ code: 'custom', message: 'idsRepeated' });
        return z.NEVER;
      }
      if (ids.length > max) {
        context.addIssue({ code: 'custom', message: tooMany });
        return z.NEVER;
      }
      return ids;
    });
