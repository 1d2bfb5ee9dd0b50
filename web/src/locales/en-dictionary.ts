import shared from './en.json';
import addProperty from './features/addProperty.en.json';
import catalogue from './features/catalogue.en.json';
import details from './features/details.en.json';
import home from './features/home.en.json';
import listings from './features/listings.en.json';
import site from './features/site.en.json';

/** Every text in this language: the shared dictionary plus one block per feature (`t('details.price')`). */
export const dictionary = { ...shared, catalogue, details, listings, addProperty, home, site };
