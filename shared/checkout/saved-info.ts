/**
 * "Save my information for next time" (the form's `saveInfo`): the contact and addresses are
 * kept in `localStorage` per tenant, with a schema version, validated field by field on read. Never
 * anything about payment. A full, disabled or corrupted storage never throws: it reads as nothing saved.
 */
import { DEFAULT_COUNTRY, emptyAddress, emptyForm, type AddressFields, type CheckoutForm } from './form.ts';

/** Version of the stored shape; bump it when the saved fields change. */
export const SAVED_INFO_VERSION = 1;

/** The storage key of a tenant's saved checkout information. */
export function savedInfoKey(tenant: string): string {
  return `site-checkout-info:${tenant}`;
}

const ADDRESS_KEYS = ['firstName', 'lastName', 'address', 'apartment', 'city', 'state', 'zip', 'country', 'phone'] as const;
const MAX_FIELD = 200;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readAddress(value: unknown): AddressFields | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  const address = emptyAddress();
  for (const key of ADDRESS_KEYS) {
    const field = record[key];
    if (field === undefined) continue;
    if (typeof field !== 'string' || field.length > MAX_FIELD) return null;
    address[key] = field;
  }
  address.country ||= DEFAULT_COUNTRY;
  return address;
}

/** Reads the saved information into a fresh form (with `saveInfo` on), or null when nothing valid is saved. */
export function readSavedInfo(tenant: string, store: Storage | null = storage()): CheckoutForm | null {
  let raw: string | null = null;
  try {
    raw = store?.getItem(savedInfoKey(tenant)) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    console.warn(`Unparseable local-storage JSON under "${savedInfoKey(tenant)}"`);
    return null;
  }
  const record = (parsed ?? {}) as Record<string, unknown>;
  if (record.version !== SAVED_INFO_VERSION || typeof record.email !== 'string' || record.email.length > MAX_FIELD) return null;
  const shipping = readAddress(record.shipping);
  if (!shipping) return null;
  const billing = record.billing === undefined ? emptyAddress() : readAddress(record.billing);
  const same = record.useSameForBilling !== false || !billing;
  return { ...emptyForm(), ...shipping, email: record.email, useSameForBilling: same, billing: billing ?? emptyAddress(), saveInfo: true };
}

function pick(address: AddressFields): AddressFields {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, address[key]])) as unknown as AddressFields;
}

/** Saves the form's contact and addresses for the tenant (or forgets them when `saveInfo` is off). Returns false when storage refused. */
export function writeSavedInfo(tenant: string, form: CheckoutForm, store: Storage | null = storage()): boolean {
  if (!store) return false;
  try {
    if (!form.saveInfo) {
      store.removeItem(savedInfoKey(tenant));
      return true;
    }
    const data = {
      version: SAVED_INFO_VERSION,
      email: form.email.trim(),
      shipping: pick(form),
      useSameForBilling: form.useSameForBilling,
      ...(form.useSameForBilling ? {} : { billing: pick(form.billing) }),
    };
    store.setItem(savedInfoKey(tenant), JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}
