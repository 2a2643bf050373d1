import type { ReactNode } from 'react';
import { useMessages, type ElementViewProps } from '../../shared/element/react/define-element.tsx';
import { footerMessages } from './messages.ts';
import { NETWORK_NAMES, type FooterContent } from './model.ts';
import { Newsletter } from './Newsletter.tsx';
import { SocialIcon } from './icons.tsx';
import type { footerAttributes, SiteFooterEvents } from './site-footer.element.ts';
import * as styles from './site-footer.css.ts';

type Props = ElementViewProps<typeof footerAttributes, FooterContent, FooterContent, SiteFooterEvents>;

/** The six default quick links, used when the page gives none. */
const DEFAULT_LINKS = [
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['cookies', '/cookies'],
  ['sitemap', '/sitemap'],
  ['help', '/help'],
  ['contact', '/contact'],
] as const;

/** The site footer: title and contact, quick links, newsletter, social icons, copyright. */
export function SiteFooter({ title, newsletter, data, light, emit }: Props): ReactNode {
  const t = useMessages(footerMessages);
  const content: FooterContent = { ...light, ...data };
  const name = title || content.title || t('company');
  const links = content.links ?? DEFAULT_LINKS.map(([key, href]) => ({ title: t(key), href }));
  const contact = content.contact ?? {};
  const social = content.social ?? [];
  return (
    <div className={styles.grid}>
      <div className={styles.about}>
        <h2 className={styles.heading}>{name}</h2>
        {content.description && <p className={styles.muted}>{content.description}</p>}
        {(contact.address || contact.phone || contact.email || contact.hours) && (
          <address className={styles.address}>
            {contact.address && <span>{contact.address}</span>}
            {contact.phone && <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>}
            {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
            {contact.hours && <span>{contact.hours}</span>}
          </address>
        )}
      </div>
      <nav className={styles.links} aria-label={t('quickLinks')}>
        <h2 className={styles.heading}>{t('quickLinks')}</h2>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.href + link.title}>
              <a href={link.href}>{link.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {newsletter && <Newsletter t={t} source="footer" onSubscribed={(email, alreadySubscribed) => emit('site-footer-subscribe', { email, alreadySubscribed })} />}
      {social.length > 0 && (
        <ul className={styles.social} aria-label={t('follow')}>
          {social.map((item) => (
            <li key={item.href}>
              <a className={styles.socialLink} href={item.href} aria-label={item.label || t('on', { title: name, network: NETWORK_NAMES[item.network] })}>
                <SocialIcon network={item.network} />
              </a>
            </li>
          ))}
        </ul>
      )}
      {content.copyright && <p className={styles.copyright}>{content.copyright}</p>}
    </div>
  );
}
