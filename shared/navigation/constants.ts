/** The mobile breakpoint: below 768 px wide, menus collapse behind a toggle. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Media query of the mobile layout (767.98 so 768 px exactly is desktop on every zoom level). */
export const MOBILE_QUERY = '(max-width: 767.98px)';
/** Menu hover close delay: how long a menu stays open after the pointer leaves it. */
export const HOVER_CLOSE_MS = 150;
/** Menu open animation. */
export const MENU_ANIMATION_MS = 300;
/** Delay between the entrance of consecutive menu entries. */
export const MENU_STAGGER_MS = 50;
