import shared from './en.json';
import catalogue from './features/catalogue.en.json';
import home from './features/home.en.json';

/** The texts every screen may need: the shared dictionary plus the small feature blocks (`t('home.title')`). */
export const dictionary = { ...shared, catalogue, home };
