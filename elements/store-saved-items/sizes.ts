/**
 * The empty state's height, which the tag keeps before and after upgrade: shared by the upgraded
 * element (store-saved-items.css.ts) and its pre-upgrade box (fallback.css.ts), so the
 * server-rendered frame and the upgraded list stand in the same box.
 */
export const SAVED_ITEMS_SIZES = {
  minHeight: '11rem',
} as const;
