import * as v from 'valibot';
import { firstList, readLinkTree } from '../../shared/navigation/markup.ts';
import { isSafeHref } from '../../shared/navigation/href.ts';
import { hrefSchema } from '../../shared/navigation/schemas.ts';
import { listOf } from '../../shared/schemas/list.ts';

/** Social networks with an icon; anything else shows a generic link icon. */
export const NETWORKS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'website'] as const;
/** A social network name. */
export type Network = (typeof NETWORKS)[number];

/** The display names of the networks (accessible names of the icon links). */
export const NETWORK_NAMES: Record<Network, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  website: 'Website',
};

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `at most ${max} characters`));

/** The inline JSON form of the footer's content. */
export const footerSchema = v.object({
  title: v.optional(text(120)),
  description: v.optional(text(500)),
  contact: v.optional(v.object({ address: v.optional(text(300)), phone: v.optional(text(40)), email: v.optional(text(254)), hours: v.optional(text(200)) })),
  links: v.optional(listOf(v.object({ title: v.pipe(text(80), v.nonEmpty('a non-empty title')), href: hrefSchema }), 100, 'links')),
  social: v.optional(listOf(v.object({ network: v.picklist(NETWORKS, `one of ${NETWORKS.join(', ')}`), href: hrefSchema, label: v.optional(text(80)) }), 20, 'social links')),
  copyright: v.optional(text(200)),
});

/** The footer's content, from inline JSON or read from the server markup. */
export type FooterContent = v.InferOutput<typeof footerSchema>;

const clean = (node: Element | null | undefined): string => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

function networkOf(link: Element): Network {
  const named = link.getAttribute('data-network')?.toLowerCase();
  if (named && (NETWORKS as readonly string[]).includes(named)) return named as Network;
  const host = (() => {
    try {
      return new URL(link.getAttribute('href') ?? '', 'http://x.invalid').hostname;
    } catch {
      return '';
    }
  })();
  const byHost = NETWORKS.find((n) => host.includes(n === 'x' ? 'x.com' : `${n}.`));
  return byHost ?? (host.includes('twitter.') ? 'x' : 'website');
}

/**
 * Reads the footer's server markup: the first heading (title), `<address>` (with `tel:` and
 * `mailto:` links), `<nav>` (quick links), `[data-social] a` (social links) and `[data-copyright]`.
 */
export function readFooterMarkup(host: HTMLElement): FooterContent {
  const content: FooterContent = {};
  const title = clean(host.querySelector('[data-about] :is(h2, h3, h4)'));
  if (title) content.title = title;
  const description = clean(host.querySelector('[data-about] p'));
  if (description) content.description = description;
  const address = host.querySelector('address');
  if (address) {
    const phone = address.querySelector('a[href^="tel:"]');
    const email = address.querySelector('a[href^="mailto:"]');
    const copy = address.cloneNode(true) as Element;
    copy.querySelectorAll('a[href^="tel:"], a[href^="mailto:"], [data-hours]').forEach((a) => a.remove());
    content.contact = {
      ...(clean(copy) ? { address: clean(copy) } : {}),
      ...(phone ? { phone: clean(phone) } : {}),
      ...(email ? { email: clean(email) } : {}),
      ...(address.querySelector('[data-hours]') ? { hours: clean(address.querySelector('[data-hours]')) } : {}),
    };
  }
  const list = host.querySelector('nav');
  const links = list && firstList(list) ? readLinkTree(firstList(list) as Element).flatMap((item) => (item.href ? [{ title: item.title, href: item.href }] : [])) : [];
  if (links.length > 0) content.links = links;
  const social = Array.from(host.querySelectorAll('[data-social] a')).flatMap((a) => {
    const href = a.getAttribute('href') ?? '';
    return isSafeHref(href) ? [{ network: networkOf(a), href, ...(a.getAttribute('aria-label') || clean(a) ? { label: a.getAttribute('aria-label') || clean(a) } : {}) }] : [];
  });
  if (social.length > 0) content.social = social;
  const copyright = clean(host.querySelector('[data-copyright]'));
  if (copyright) content.copyright = copyright;
  return content;
}
