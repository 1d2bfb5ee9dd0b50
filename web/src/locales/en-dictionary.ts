import shared from './en.json';
import catalogue from './features/catalogue.en.json';

/** The texts every screen may need: the shared dictionary plus the catalogue's small block (`t('catalogue.…')`). */
export const dictionary = { ...shared, catalogue };
