import { generateVapidKeys } from '../modules/push/index.js';

// `npm run vapid:keys`: a new Web Push key pair, as the two lines to put in the environment. Every
// instance takes the same pair; a new pair ends the push subscriptions made with the old one.
const keys = generateVapidKeys();
process.stdout.write(`VAPID_PUBLIC_KEY=${keys.publicKey}\nVAPID_PRIVATE_KEY=${keys.privateKey}\n`);
