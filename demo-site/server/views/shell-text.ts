import { languageOf } from '../middleware/language.ts';

/** The demo shell's own words: skip link, notice, menu, footer, and the navigation's labels. */
export interface ShellText {
  skip: string;
  demoNotice: string;
  signedInAs: string;
  signOut: string;
  menu: string;
  mainNav: string;
  about: string;
  quickLinks: string;
  links: { privacy: string; terms: string; cookies: string; sitemap: string; help: string; contact: string };
  newsletter: string;
  newsletterText: string;
  emailLabel: string;
  subscribe: string;
  /** `{site} on {network}`: a social link's name. */
  onNetwork: (site: string, network: string) => string;
  /** Navigation labels by their English text; a label not listed is shown as it is. */
  nav: Readonly<Record<string, string>>;
}

const en: ShellText = {
  skip: 'Skip to main content',
  demoNotice: 'Demo site: sample data, no real orders or payments.',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  menu: 'Menu',
  mainNav: 'Main',
  about: 'A demo site assembled from custom elements.',
  quickLinks: 'Quick links',
  links: { privacy: 'Privacy Policy', terms: 'Terms of Service', cookies: 'Cookie Policy', sitemap: 'Sitemap', help: 'Help Center', contact: 'Contact Us' },
  newsletter: 'Newsletter',
  newsletterText: 'News, offers and events, at most once a month.',
  emailLabel: 'Email address',
  subscribe: 'Subscribe',
  onNetwork: (site, network) => `${site} on ${network}`,
  nav: {},
};

const es: ShellText = {
  skip: 'Saltar al contenido principal',
  demoNotice: 'Sitio de demostración: datos de ejemplo, sin pedidos ni pagos reales.',
  signedInAs: 'Sesión iniciada como',
  signOut: 'Cerrar sesión',
  menu: 'Menú',
  mainNav: 'Principal',
  about: 'Un sitio de demostración hecho con elementos personalizados.',
  quickLinks: 'Enlaces rápidos',
  links: { privacy: 'Política de privacidad', terms: 'Condiciones del servicio', cookies: 'Política de cookies', sitemap: 'Mapa del sitio', help: 'Centro de ayuda', contact: 'Contacto' },
  newsletter: 'Boletín',
  newsletterText: 'Novedades, ofertas y eventos, como mucho una vez al mes.',
  emailLabel: 'Correo electrónico',
  subscribe: 'Suscribirse',
  onNetwork: (site, network) => `${site} en ${network}`,
  nav: {
    Home: 'Inicio',
    Help: 'Ayuda',
    Store: 'Tienda',
    Book: 'Reservar',
    Queue: 'Cola',
    Calendar: 'Calendario',
    Docs: 'Documentación',
    Contact: 'Contacto',
    Media: 'Multimedia',
    'Video and audio': 'Vídeo y audio',
    Slides: 'Diapositivas',
    Sliders: 'Carruseles',
  },
};

/** The shell's words in the page's language (English for a language the demo does not offer). */
export function shellText(locale: string): ShellText {
  return languageOf(locale) === 'es' ? es : en;
}
