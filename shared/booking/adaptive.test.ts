import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  attendantsFor,
  autoLocation,
  businessName,
  chooseAttendant,
  chooseDate,
  chooseLocation,
  chooseMealType,
  chooseService,
  flowContext,
  mealTypeIn,
  preloadedInitialStep,
  RECENT_RESERVATION_MS,
  resetSelection,
  serviceCategories,
  servicesAt,
  shouldForceConfirmation,
  type Catalog,
} from './adaptive.ts';
import { initialStep } from './flow.ts';
import { SAMPLE_CATALOG } from '../../test/fixtures/booking-catalog.ts';
import { presetConfig } from './widget-config.ts';

const catalog: Catalog = SAMPLE_CATALOG;
const slot = {
  startTime: '2026-03-10T10:00:00+00:00',
  endTime: '2026-03-10T11:00:00+00:00',
  available: true,
  locationId: 'loc_a',
  capacity: 1,
};
const service = (id: string) => catalog.services.find((s) => s.id === id)!;
const config = presetConfig('salon');

describe('adaptive rules', () => {
  it('reset: date today, nothing chosen, party size 1', () => {
    expect(resetSelection('2026-03-10')).toEqual({
      locationId: null,
      serviceId: null,
      attendantId: null,
      date: '2026-03-10',
      slot: null,
      partySize: 1,
      mealType: null,
    });
  });

  it("meal types: the restaurant's first is in force until another is chosen, and a new one clears the time", () => {
    const meals = presetConfig('restaurant').mealTypes;
    expect(mealTypeIn(meals, null)).toMatchObject({ id: 'regular-dining', duration: 90 });
    expect(mealTypeIn(meals, 'chefs-table')).toMatchObject({ name: "Chef's Table Experience", duration: 120 });
    expect(mealTypeIn(meals, 'brunch')?.id).toBe('regular-dining');
    expect(mealTypeIn(config.mealTypes, 'chefs-table')).toBeUndefined();
    const picked = { ...resetSelection('2026-03-10'), slot };
    expect(chooseMealType(picked, 'chefs-table')).toMatchObject({ mealType: 'chefs-table', slot: null });
    expect(chooseMealType({ ...picked, mealType: 'chefs-table' }, 'chefs-table').slot).toEqual(slot);
  });

  it('one location or none makes the initial step service, or date when service is skipped', () => {
    const one: Catalog = { ...catalog, locations: catalog.locations.slice(0, 1) };
    const ctx = flowContext(config, one, resetSelection('2026-03-10'));
    expect(ctx.skipLocation).toBe(true);
    expect(initialStep('location', ctx)).toBe('service');
    const none: Catalog = { locations: [], services: [], attendants: [] };
    expect(initialStep('location', flowContext(config, none, resetSelection('2026-03-10')))).toBe('date');
    expect(autoLocation(resetSelection('2026-03-10'), one).locationId).toBe('loc_a');
    expect(autoLocation(resetSelection('2026-03-10'), catalog).locationId).toBeNull();
  });

  it('no services skips the service step; no attendants skips the attendant step', () => {
    const empty = flowContext(config, { ...catalog, services: [], attendants: [] }, resetSelection('2026-03-10'));
    expect(empty.skipService).toBe(true);
    expect(empty.skipAttendant).toBe(true);
    expect(flowContext(config, catalog, resetSelection('2026-03-10')).skipService).toBe(false);
  });

  it('choosing a location reloads services and attendants: what is not offered there is cleared', () => {
    let s = chooseLocation(resetSelection('2026-03-10'), 'loc_b', catalog);
    s = chooseService(s, service('svc_beard'), catalog);
    s = chooseAttendant(s, 'att_oliver');
    s = { ...s, slot };
    const moved = chooseLocation(s, 'loc_a', catalog);
    expect(moved).toMatchObject({ locationId: 'loc_a', serviceId: null, attendantId: null, slot: null });
    expect(servicesAt(catalog.services, 'loc_b').map((x) => x.id)).toEqual(['svc_cut', 'svc_beard']);
    expect(attendantsFor(catalog.attendants, 'loc_a', service('svc_cut')).map((a) => a.id)).toEqual(['att_amelia', 'att_oliver']);
  });

  it('keeps a service and attendant that the new location also offers', () => {
    let s = chooseLocation(resetSelection('2026-03-10'), 'loc_a', catalog);
    s = chooseAttendant(chooseService(s, service('svc_cut'), catalog), 'att_oliver');
    expect(chooseLocation(s, 'loc_b', catalog)).toMatchObject({ serviceId: 'svc_cut', attendantId: 'att_oliver' });
  });

  it('choosing a service that needs no attendant clears the attendant choice', () => {
    let s = chooseLocation(resetSelection('2026-03-10'), 'loc_a', catalog);
    s = chooseAttendant(chooseService(s, service('svc_cut'), catalog), 'att_amelia');
    expect(chooseService(s, service('svc_table'), catalog).attendantId).toBeNull();
    expect(flowContext(config, catalog, chooseService(s, service('svc_table'), catalog)).serviceNeedsAttendant).toBe(false);
  });

  it('changing the date clears the chosen time slot; the same date keeps it', () => {
    const s = { ...resetSelection('2026-03-10'), slot };
    expect(chooseDate(s, '2026-03-11').slot).toBeNull();
    expect(chooseDate(s, '2026-03-10').slot).toBe(slot);
  });

  it('with preloaded data the initial step is location (several), else service (any), else date', () => {
    expect(preloadedInitialStep(catalog)).toBe('location');
    expect(preloadedInitialStep({ ...catalog, locations: catalog.locations.slice(0, 1) })).toBe('service');
    expect(preloadedInitialStep({ locations: [], services: [], attendants: [] })).toBe('date');
  });

  it('forces the confirmation for a reservation less than 60 seconds old, in new-reservation mode, not at confirmation', () => {
    const now = 1_000_000;
    const state = { mode: 'new-reservation' as const, step: 'location' as const, newestCreatedAt: now - 59_999, now };
    expect(shouldForceConfirmation(state)).toBe(true);
    expect(shouldForceConfirmation({ ...state, newestCreatedAt: now - RECENT_RESERVATION_MS })).toBe(false);
    expect(shouldForceConfirmation({ ...state, step: 'confirmation' })).toBe(false);
    expect(shouldForceConfirmation({ ...state, mode: 'manage' })).toBe(false);
    expect(shouldForceConfirmation({ ...state, newestCreatedAt: null })).toBe(false);
  });

  it('takes the business name from the server data title or name, else the configuration', () => {
    const named = { ...config, ui: { ...config.ui, businessName: 'Harbor Salon' } };
    expect(businessName(named, { title: 'Title', name: 'Name' })).toBe('Title');
    expect(businessName(named, { name: 'Name' })).toBe('Name');
    expect(businessName(named)).toBe('Harbor Salon');
    expect(businessName(config)).toBe('Hair salon');
  });
});

describe('the catalogue filter and categories', () => {
  it('narrows locations, services by id and by category', () => {
    expect(applyFilter(catalog, { locationIds: ['loc_b'] }).locations.map((l) => l.id)).toEqual(['loc_b']);
    expect(applyFilter(catalog, { categories: ['Dining'] }).services.map((s) => s.id)).toEqual(['svc_table']);
    expect(applyFilter(catalog, { serviceIds: ['svc_cut'] }).services).toHaveLength(1);
    expect(applyFilter(catalog, undefined)).toBe(catalog);
  });
  it('lists categories in first-seen order, General when a service has none', () => {
    expect(serviceCategories([...catalog.services, { id: 'x', name: 'X', duration: 30 }])).toEqual([
      'Hair',
      'Grooming',
      'Dining',
      'General',
    ]);
  });
  it('leaves out attendants who are not active', () => {
    expect(attendantsFor(catalog.attendants, 'loc_a', null).map((a) => a.id)).not.toContain('att_tom');
  });
});
