import shared from './ar.json';
import catalogue from './features/catalogue.ar.json';
import home from './features/home.ar.json';

/** The texts every screen may need: the shared dictionary plus the small feature blocks (`t('home.title')`). */
export const dictionary = { ...shared, catalogue, home };
