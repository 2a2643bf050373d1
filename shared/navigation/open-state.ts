import { atom, onMount, type ReadableAtom } from 'nanostores';
import * as v from 'valibot';
import { pageTenant } from '../storage/page-tenant.ts';
import { versionedListStorage, type VersionedListStorage } from '../storage/versioned-storage.ts';

/** Version of the stored open state; bump it when the meaning of a key changes. */
export const OPEN_STATE_VERSION = 1;
/** Most entries kept per tree (the most recently changed win). */
export const MAX_OPEN_ENTRIES = 200;

/** One remembered choice: the item's key and whether the visitor left it open. */
export interface OpenEntry {
  key: string;
  open: boolean;
}

const entrySchema = v.object({ key: v.pipe(v.string(), v.maxLength(1000)), open: v.boolean() });

/** What the visitor chose, item by item; items without an entry follow their default. */
export type OpenChoices = ReadonlyMap<string, boolean>;

/** The `localStorage` key of one tree on one tenant's site. */
export function openStateKey(scope: string, tenant: string): string {
  return `site-nav-open:${tenant}:${scope}`;
}

/**
 * Where a tree remembers its open items: per tenant and per tree (`scope`), versioned and validated
 * (a corrupted or foreign value is ignored, invalid entries dropped), never throwing.
 */
export function openStateStorage(scope: string, options: { tenant?: string; storage?: () => Storage | null } = {}): VersionedListStorage<OpenEntry> {
  return versionedListStorage({
    key: openStateKey(scope, options.tenant ?? pageTenant()),
    version: OPEN_STATE_VERSION,
    item: entrySchema,
    storage: options.storage,
  });
}

/** Reads the choices; a foreign version counts as nothing stored. */
export function readChoices(storage: VersionedListStorage<OpenEntry>): Map<string, boolean> {
  const read = storage.read();
  if (read.problem === 'foreign-version') return new Map();
  return new Map(read.items.map((entry) => [entry.key, entry.open]));
}

/** Records one choice (moved to the end, so the oldest fall off first) and returns the new map. */
export function withChoice(choices: OpenChoices, key: string, open: boolean, max = MAX_OPEN_ENTRIES): Map<string, boolean> {
  const next = new Map(choices);
  next.delete(key);
  next.set(key, open);
  while (next.size > max) {
    const oldest = next.keys().next().value;
    if (oldest === undefined) break;
    next.delete(oldest);
  }
  return next;
}

/** Writes the choices; false when the browser refused (full or disabled storage). */
export function writeChoices(storage: VersionedListStorage<OpenEntry>, choices: OpenChoices): boolean {
  return storage.write([...choices].map(([key, open]) => ({ key, open })));
}

/**
 * Whether an item is open: the visitor's choice when there is one, else open when it leads to the
 * current page (`onTrail`), else the tree's default.
 */
export function isOpen(choices: OpenChoices, key: string, defaults: { open: boolean; onTrail: boolean }): boolean {
  const choice = choices.get(key);
  if (choice !== undefined) return choice;
  return defaults.onTrail || defaults.open;
}

/** The visitor's open and closed branches of one tree as a store, and the way to change one. */
export interface OpenChoicesStore {
  $choices: ReadableAtom<OpenChoices>;
  choose(key: string, open: boolean): void;
}

/**
 * The open/closed choices of the tree named `scope`, remembered per tenant and kept in step with
 * other tabs (the `storage` event) while the store has listeners.
 */
export function openChoicesStore(scope: string, options: Parameters<typeof openStateStorage>[1] = {}): OpenChoicesStore {
  const storage = openStateStorage(scope, options);
  const $choices = atom<OpenChoices>(readChoices(storage));
  onMount($choices, () => {
    $choices.set(readChoices(storage));
    return storage.watch(() => $choices.set(readChoices(storage)));
  });
  return {
    $choices,
    choose(key, open) {
      const next = withChoice(readChoices(storage), key, open);
      writeChoices(storage, next);
      $choices.set(next);
    },
  };
}
