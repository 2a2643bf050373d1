import { defineMessages } from '../../shared/element/messages.ts';

/** Texts of `<site-footer>` (title 'Company' and the six quick links). */
export const footerMessages = defineMessages(
  {
    company: 'Company',
    quickLinks: 'Quick links',
    newsletter: 'Newsletter',
    newsletterText: 'News, offers and events, at most once a month.',
    emailLabel: 'Email address',
    subscribe: 'Subscribe',
    subscribing: 'Subscribing…',
    thanks: 'Thank you for subscribing! Our news will go to {email}.',
    already: '{email} is already subscribed. Thank you!',
    invalidEmail: 'Please enter a valid email address, like name@example.com.',
    failed: 'We could not subscribe you: {message} Please try again.',
    follow: 'Follow us',
    on: '{title} on {network}',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookie Policy',
    sitemap: 'Sitemap',
    help: 'Help Center',
    contact: 'Contact Us',
  },
  { es: () => import('./messages.es.ts').then((m) => m.footer) },
);
