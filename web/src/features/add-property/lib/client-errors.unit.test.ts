import { describe, expect, it } from 'vitest';
import { clientErrors } from './client-errors';
import { emptyFormValues, type PropertyFormValues } from './form-values';

const complete = (change: Partial<PropertyFormValues> = {}): PropertyFormValues => ({
  ...emptyFormValues(''),
  titleAr: 'شقة',
  transactionTypeId: '1',
  propertyTypeId: '3',
  price: '850000',
  area: '150',
  regionId: '20',
  cityId: '21',
  ...change,
});

describe('clientErrors (the contract schema run in the browser)', () => {
  it('passes a complete ad', () => {
    expect(clientErrors(1, complete(), { isRent: false })).toEqual({});
    expect(clientErrors(2, complete(), { isRent: false })).toEqual({});
  });

  it('names what is missing, too long, too big or malformed', () => {
    const errors = clientErrors(
      1,
      complete({
        titleAr: 'ب'.repeat(151),
        price: '',
        area: '0',
        adLicenseNumber: '12',
        bedrooms: '2.5',
        cityId: '',
        streetWidth: '501',
      }),
      { isRent: false },
    );
    expect(errors).toEqual({
      titleAr: { key: 'tooLong', params: { count: 150 } },
      price: { key: 'required' },
      area: { key: 'positive' },
      adLicenseNumber: { key: 'adLicense' },
      bedrooms: { key: 'wholeNumber' },
      cityId: { key: 'required' },
      streetWidth: { key: 'tooBig', params: { max: 500 } },
    });
  });

  it('asks for a title at once, a rent period for a rent, coordinates in pairs and a real WhatsApp', () => {
    const errors = clientErrors(1, complete({ titleAr: '', price: '', latitude: '24.7', whatsapp: '12' }), {
      isRent: true,
    });
    expect(errors).toMatchObject({
      titleAr: { key: 'titleRequired' },
      price: { key: 'required' },
      rentPeriod: { key: 'rentPeriod' },
      longitude: { key: 'coordinatesPair' },
      whatsapp: { key: 'whatsapp' },
    });
  });
});
