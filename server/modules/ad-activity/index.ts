export { AD_CONTACT_TAPPED } from './contact-tapped.js';
