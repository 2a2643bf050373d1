import { describe, expect, it } from 'vitest';
import { emptyForm, type CheckoutForm } from './form.ts';
import { readSavedInfo, savedInfoKey, writeSavedInfo } from './saved-info.ts';

/** An in-memory Storage. */
function memoryStorage(options: { full?: boolean } = {}): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      if (options.full) throw new DOMException('full', 'QuotaExceededError');
      data.set(k, v);
    },
  };
}

const form: CheckoutForm = { ...emptyForm(), email: 'ada@example.com', firstName: 'Ada', lastName: 'L', address: '1 Way', city: 'X', state: 'IL', zip: '1', saveInfo: true };

describe('save info for next time (per tenant, local only)', () => {
  it('keeps contact and addresses per tenant and reads them back with saveInfo on', () => {
    const store = memoryStorage();
    expect(writeSavedInfo('org_a', form, store)).toBe(true);
    expect(readSavedInfo('org_a', store)).toEqual(form);
    expect(readSavedInfo('org_b', store)).toBeNull();
  });

  it('forgets them when saveInfo is off', () => {
    const store = memoryStorage();
    writeSavedInfo('org_a', form, store);
    writeSavedInfo('org_a', { ...form, saveInfo: false }, store);
    expect(store.getItem(savedInfoKey('org_a'))).toBeNull();
  });

  it('keeps a different billing address', () => {
    const store = memoryStorage();
    const other = { ...form, useSameForBilling: false, billing: { ...form, firstName: 'Charles', country: 'GB' } };
    writeSavedInfo('t', other, store);
    const read = readSavedInfo('t', store);
    expect(read?.useSameForBilling).toBe(false);
    expect(read?.billing.firstName).toBe('Charles');
  });

  it('reads corrupted, foreign-version or oversized data as nothing, and survives a full storage', () => {
    const store = memoryStorage();
    for (const raw of ['{', '{"version":2,"email":"a","shipping":{}}', JSON.stringify({ version: 1, email: 'a', shipping: { city: 'x'.repeat(500) } }), 'null']) {
      store.setItem(savedInfoKey('t'), raw);
      expect(readSavedInfo('t', store), raw.slice(0, 20)).toBeNull();
    }
    expect(writeSavedInfo('t', form, memoryStorage({ full: true }))).toBe(false);
    expect(readSavedInfo('t', null)).toBeNull();
  });

  it('never stores anything but contact and address fields', () => {
    const store = memoryStorage();
    writeSavedInfo('t', { ...form, card: '4242424242424242' } as CheckoutForm, store);
    expect(store.getItem(savedInfoKey('t'))).not.toMatch(/4242/);
  });
});

describe('the last order of the tab', async () => {
  const { lastOrderFor, rememberLastOrder } = await import('./last-order.ts');
  it('finds the order of a payment reference it noted, and nothing else', () => {
    const store = memoryStorage();
    rememberLastOrder('t', 'pi_1', 'ord_1', store);
    expect(lastOrderFor('t', 'pi_1', store)).toBe('ord_1');
    expect(lastOrderFor('t', 'pi_2', store)).toBeNull();
    expect(lastOrderFor('other', 'pi_1', store)).toBeNull();
    rememberLastOrder('t', 'pi_1', 'ord_1', memoryStorage({ full: true }));
    expect(lastOrderFor('t', 'pi_1', null)).toBeNull();
  });
});
