import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link';

describe('notificationLink', () => {
  it('opens the details route of the category, as spec §2 spells it', () => {
    expect(notificationLink({ propertyId: 12, category: 1 })).toBe('/RecidenceDetailes/12');
    expect(notificationLink({ propertyId: 7, category: 2 })).toBe('/IndustryDetailes/7');
    expect(notificationLink({ propertyId: 7, category: null })).toBe('/Property/7');
    expect(notificationLink({ propertyId: null, category: null })).toBeNull();
  });
});
