import shared from './ar.json';
import addProperty from './features/addProperty.ar.json';
import catalogue from './features/catalogue.ar.json';
import details from './features/details.ar.json';
import home from './features/home.ar.json';
import listings from './features/listings.ar.json';
import site from './features/site.ar.json';

/** Every text in this language: the shared dictionary plus one block per feature (`t('details.price')`). */
export const dictionary = { ...shared, catalogue, details, listings, addProperty, home, site };
