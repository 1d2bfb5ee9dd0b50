import { describe, expect, it } from 'vitest';
import { knownPlaceName } from './known-places.js';
import { localPlace } from './localize.js';

describe('known place names', () => {
  it('gives districts of Riyadh, Jeddah, Dammam and Khobar their settled English names', () => {
    expect(knownPlaceName('النرجس')).toBe('Al Narjis');
    expect(knownPlaceName('حي النرجس')).toBe('Al Narjis');
    expect(knownPlaceName('الملقا')).toBe('Al Malqa');
    expect(knownPlaceName('حطين')).toBe('Hittin');
    expect(knownPlaceName('الياسمين')).toBe('Al Yasmin');
    expect(knownPlaceName('الملز')).toBe('Al Malaz');
    expect(knownPlaceName('البساتين')).toBe('Al Basateen');
    expect(knownPlaceName('الجلوية')).toBe('Al Jalawiyah');
  });

  it('reads the common spellings alike: hamza, taa marbuta, harakat', () => {
    expect(knownPlaceName('ابحر الشمالية')).toBe('Obhur Al Shamaliyah');
    expect(knownPlaceName('قرطبه')).toBe('Qurtubah');
    expect(knownPlaceName('النَّرْجِس')).toBe('Al Narjis');
  });

  it('knows nothing of places it was not told', () => {
    expect(knownPlaceName('حي لم يسمع به أحد')).toBeUndefined();
  });
});

describe('a place on an English page', () => {
  it('prefers the stored English name, then the known name, then Latin letters', () => {
    expect(localPlace('النرجس', 'An Narjis', 'en')).toBe('An Narjis');
    expect(localPlace('النرجس', null, 'en')).toBe('Al Narjis');
    expect(localPlace('حي النرجس، الرياض', null, 'en')).toBe('Al Narjis, Riyadh');
    expect(localPlace('الوشم', null, 'en')).toBe('Al Washam');
    expect(localPlace('النرجس', null, 'ar')).toBe('النرجس');
  });
});
