import * as v from 'valibot';
import { isSafeHref } from './href.ts';
import { listOf } from '../schemas/list.ts';

export { isSafeHref };

/** A link target checked with `isSafeHref`. */
export const hrefSchema = v.pipe(v.string(), v.check(isSafeHref, 'a site path, http(s), mailto or tel link'));

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, `at most ${max} characters`));
const title = v.pipe(v.string(), v.trim(), v.nonEmpty('a non-empty title'), v.maxLength(200, 'at most 200 characters'));

/** One link of a mega-menu panel (an entry of a menu item's `items`). */
export interface MenuEntry {
  title: string;
  href: string;
  description?: string;
  icon?: string;
  badge?: string;
  image?: string;
  date?: string;
}

/** The promotional banner of a mega-menu panel. */
export interface MenuBanner {
  title: string;
  description?: string;
  cta?: string;
  href?: string;
  image?: string;
}

/** A menu item: a link, a dropdown of children, or a mega-menu panel. */
export interface MenuItem {
  title: string;
  href?: string;
  children?: MenuItem[];
  type?: 'hero' | 'blog' | 'default';
  category?: string;
  banner?: MenuBanner;
  items?: MenuEntry[];
}

/** A navigation item: a node of a nested navigation list or documentation tree. */
export interface NavItem {
  title: string;
  href?: string;
  image?: string;
  description?: string;
  icon?: string;
  children?: NavItem[];
}

/** Schema of one mega-menu link. */
export const menuEntrySchema: v.GenericSchema<MenuEntry> = v.object({
  title,
  href: hrefSchema,
  description: v.optional(text(500)),
  icon: v.optional(text(500)),
  badge: v.optional(text(40)),
  image: v.optional(hrefSchema),
  date: v.optional(text(40)),
});

/** Schema of a mega-menu banner. */
export const menuBannerSchema: v.GenericSchema<MenuBanner> = v.object({
  title,
  description: v.optional(text(500)),
  cta: v.optional(text(80)),
  href: v.optional(hrefSchema),
  image: v.optional(hrefSchema),
});

/** Schema of a menu item, children included (at most 4 levels are rendered). */
export const menuItemSchema: v.GenericSchema<MenuItem> = v.object({
  title,
  href: v.optional(hrefSchema),
  children: v.optional(listOf(v.lazy(() => menuItemSchema), 200, 'children')),
  type: v.optional(v.picklist(['hero', 'blog', 'default'], 'hero, blog or default')),
  category: v.optional(text(80)),
  banner: v.optional(menuBannerSchema),
  items: v.optional(listOf(menuEntrySchema, 200, 'entries')),
});

/** Schema of a navigation item, children included. */
export const navItemSchema: v.GenericSchema<NavItem> = v.object({
  title,
  href: v.optional(hrefSchema),
  image: v.optional(hrefSchema),
  description: v.optional(text(500)),
  icon: v.optional(text(500)),
  children: v.optional(listOf(v.lazy(() => navItemSchema), 500, 'children')),
});
