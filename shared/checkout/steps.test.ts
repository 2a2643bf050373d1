import { describe, expect, it } from 'vitest';
import { emptyForm, type CheckoutForm } from './form.ts';
import { continueStep, editStep, initialSteps, readyToPay, sectionView } from './steps.ts';

const withEmail: CheckoutForm = { ...emptyForm(), email: 'ada@example.com' };
const complete: CheckoutForm = { ...withEmail, firstName: 'Ada', lastName: 'L', address: '1 Way', city: 'X', state: 'IL', zip: '1' };

describe('checkout sections', () => {
  it('opens the contact section first on an empty form', () => {
    const state = initialSteps(emptyForm());
    expect(state).toEqual({ open: 'contact', done: { contact: false, shipping: false } });
    expect(sectionView(state, 'contact')).toBe('open');
    expect(sectionView(state, 'shipping')).toBe('waiting');
    expect(readyToPay(state)).toBe(false);
  });

  it('completes a section through Continue only when it is valid, then opens the next', () => {
    let state = initialSteps(emptyForm());
    expect(continueStep(state, 'contact', emptyForm())).toBe(state);
    state = continueStep(state, 'contact', withEmail);
    expect(state).toEqual({ open: 'shipping', done: { contact: true, shipping: false } });
    expect(sectionView(state, 'contact')).toBe('summary');
    expect(continueStep(state, 'shipping', withEmail)).toBe(state);
    state = continueStep(state, 'shipping', complete);
    expect(state).toEqual({ open: null, done: { contact: true, shipping: true } });
    expect(readyToPay(state)).toBe(true);
  });

  it('reopens a completed section with Edit, one at a time, and closes it again with Continue', () => {
    let state = continueStep(continueStep(initialSteps(emptyForm()), 'contact', complete), 'shipping', complete);
    state = editStep(state, 'contact');
    expect(state.open).toBe('contact');
    expect(sectionView(state, 'shipping')).toBe('summary');
    expect(readyToPay(state)).toBe(false);
    state = editStep(state, 'shipping');
    expect(state.open).toBe('shipping');
    expect(sectionView(state, 'contact')).toBe('summary');
    expect(continueStep(state, 'contact', complete)).toBe(state); // not the open one
    state = continueStep(state, 'shipping', complete);
    expect(readyToPay(state)).toBe(true);
  });

  it('does not edit a section that is not completed yet', () => {
    const state = initialSteps(emptyForm());
    expect(editStep(state, 'shipping')).toBe(state);
  });

  it('editing the contact before shipping was done comes back to shipping after Continue', () => {
    let state = continueStep(initialSteps(emptyForm()), 'contact', withEmail);
    state = editStep(state, 'contact');
    expect(sectionView(state, 'shipping')).toBe('waiting');
    state = continueStep(state, 'contact', withEmail);
    expect(state.open).toBe('shipping');
  });

  it('starts with saved, valid information completed', () => {
    expect(initialSteps(complete)).toEqual({ open: null, done: { contact: true, shipping: true } });
    expect(initialSteps(withEmail)).toEqual({ open: 'shipping', done: { contact: true, shipping: false } });
  });
});
