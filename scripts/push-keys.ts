/** `npm run push:keys`: a new VAPID key pair for Web Push, as the two settings to put in the environment. */
import webpush from 'web-push';

const keys = webpush.generateVAPIDKeys();
console.log(`WEB_PUSH_VAPID_PUBLIC_KEY=${keys.publicKey}`);
console.log(`WEB_PUSH_VAPID_PRIVATE_KEY=${keys.privateKey}`);
