import { describe, expect, it } from 'vitest';
import { emptyForm } from '../../shared/checkout/form.ts';
import { startingForm, withTypedValues } from './early-fields.ts';

const saved = { ...emptyForm('GB'), email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', address: '12 Analytical Way', city: 'London', state: 'LDN', zip: 'N1 9GU', saveInfo: true };

describe('withTypedValues', () => {
  it('puts the email and the shipping and billing fields in their places by autocomplete token', () => {
    const form = withTypedValues(emptyForm(), { email: 'grace@example.com', 'shipping given-name': 'Grace', 'shipping postal-code': '10001', 'billing family-name': 'Hopper', 'billing country': 'CA' });
    expect(form.email).toBe('grace@example.com');
    expect(form.firstName).toBe('Grace');
    expect(form.zip).toBe('10001');
    expect(form.billing.lastName).toBe('Hopper');
    expect(form.billing.country).toBe('CA');
    expect(form.lastName).toBe('');
  });

  it('ignores tokens that are not checkout fields', () => {
    expect(withTypedValues(emptyForm(), { 'one-time-code': '123456', 'shipping nickname': 'x' })).toEqual(emptyForm());
  });
});

describe('startingForm', () => {
  it('on the server, knows nothing of the visitor: the blank form with the contact section open', () => {
    const { form, steps } = startingForm(emptyForm('GB'), saved, null);
    expect(form).toEqual(emptyForm('GB'));
    expect(steps).toEqual({ open: 'contact', done: { contact: false, shipping: false } });
  });

  it('on upgrade with nothing typed, starts from the saved information with its completed sections closed', () => {
    const { form, steps } = startingForm(emptyForm('GB'), saved, { values: {}, focus: null });
    expect(form).toEqual(saved);
    expect(steps).toEqual({ open: null, done: { contact: true, shipping: true } });
  });

  it('keeps what was typed before the upgrade over the saved information, with the sections as the server showed them', () => {
    const { form, steps } = startingForm(emptyForm('GB'), saved, { values: { email: 'grace@exam' }, focus: { token: 'email', selection: null } });
    expect(form.email).toBe('grace@exam');
    expect(form.firstName).toBe('Ada');
    expect(steps).toEqual({ open: 'contact', done: { contact: false, shipping: false } });
  });

  it('keeps a complete typed email in its open section, so the shopper can go on typing', () => {
    const { steps } = startingForm(emptyForm(), null, { values: { email: 'grace@example.com' }, focus: null });
    expect(steps.open).toBe('contact');
  });
});
