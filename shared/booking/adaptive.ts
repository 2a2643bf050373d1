import type { Attendant, Location, Service, Slot } from '../api/schemas.ts';
import type { FlowContext } from './flow.ts';
import type { MealType } from './presets.ts';
import type { BusinessConfig, Mode, Step } from './widget-config.ts';

/** What the visitor has chosen so far in the booking flow. */
export interface Selection {
  locationId: string | null;
  serviceId: string | null;
  /** Null means 'No Preference'. */
  attendantId: string | null;
  /** `YYYY-MM-DD` in the location's zone. */
  date: string;
  slot: Slot | null;
  partySize: number;
  /** The chosen meal type's id; null for the configuration's first (or none when it has none). */
  mealType: string | null;
}

/** The locations, services and attendants the widget offers. */
export interface Catalog {
  locations: Location[];
  services: Service[];
  attendants: Attendant[];
}

/** How long after creating a reservation the widget still returns to its confirmation. */
export const RECENT_RESERVATION_MS = 60_000;
/** How long an error stays in the banner (sections 4.5 and 9). */
export const ERROR_BANNER_MS = 5000;

/** The empty selection of a fresh start or a reset: today, nothing chosen, party size 1. */
export function resetSelection(today: string): Selection {
  return { locationId: null, serviceId: null, attendantId: null, date: today, slot: null, partySize: 1, mealType: null };
}

/** The catalogue narrowed to what this widget offers (`filter` in the configuration). */
export function applyFilter(catalog: Catalog, filter: BusinessConfig['filter']): Catalog {
  if (!filter) return catalog;
  const locations = filter.locationIds ? catalog.locations.filter((l) => filter.locationIds?.includes(l.id)) : catalog.locations;
  const services = catalog.services.filter(
    (s) =>
      (!filter.serviceIds || filter.serviceIds.includes(s.id)) &&
      (!filter.categories ||
        (s.categories ?? []).some((c) => filter.categories?.includes(c)) ||
        filter.categories.includes(s.categoryId ?? '')),
  );
  return { locations, services, attendants: catalog.attendants };
}

/** Services offered at a location (a service listing no locations is offered everywhere). */
export function servicesAt(services: readonly Service[], locationId: string | null): Service[] {
  if (!locationId) return [...services];
  return services.filter((s) => !s.locationIds || s.locationIds.length === 0 || s.locationIds.includes(locationId));
}

/** Active attendants working at the location who perform the service (all of the location's when no service). */
export function attendantsFor(attendants: readonly Attendant[], locationId: string | null, service: Service | null): Attendant[] {
  return attendants.filter(
    (a) =>
      (a.status ?? 'active') === 'active' &&
      (!locationId || !a.locationIds || a.locationIds.length === 0 || a.locationIds.includes(locationId)) &&
      (!service || !a.serviceIds || a.serviceIds.includes(service.id)),
  );
}

/** The category names of a service (the default is 'General'). */
export function categoriesOf(service: Service): string[] {
  return service.categories && service.categories.length > 0 ? service.categories : ['General'];
}

/** Every category name among the services, in first-seen order. */
export function serviceCategories(services: readonly Service[]): string[] {
  return [...new Set(services.flatMap(categoriesOf))];
}

/** The flow context of the current choices: skips from the configuration and from what exists (one location or none skips the location step). */
export function flowContext(config: BusinessConfig, catalog: Catalog, selection: Selection, skipPayment?: boolean): FlowContext {
  const services = servicesAt(catalog.services, selection.locationId);
  const service = services.find((s) => s.id === selection.serviceId) ?? null;
  const attendants = attendantsFor(catalog.attendants, selection.locationId, service);
  return {
    skipLocation: catalog.locations.length <= 1,
    skipService: config.flow.skipService || catalog.services.length === 0,
    skipAttendant: config.flow.skipAttendant || attendants.length === 0,
    skipPayment: skipPayment ?? config.flow.skipPayment,
    serviceNeedsAttendant: service ? service.requiresAttendant === true : true,
    steps: config.flow.steps,
  };
}

/**
 * Choosing a location: the services and attendants are those of the new location, so a service not
 * offered there and an attendant not working there are cleared, and so is the time slot.
 */
export function chooseLocation(selection: Selection, locationId: string, catalog: Catalog): Selection {
  const services = servicesAt(catalog.services, locationId);
  const service = services.find((s) => s.id === selection.serviceId) ?? null;
  const serviceKept = selection.serviceId === null || service !== null;
  const attendantOk =
    serviceKept &&
    selection.attendantId !== null &&
    attendantsFor(catalog.attendants, locationId, service).some((a) => a.id === selection.attendantId);
  return { ...selection, locationId, serviceId: service?.id ?? null, attendantId: attendantOk ? selection.attendantId : null, slot: null };
}

/** Choosing a service: attendants reload for it; a service needing no attendant clears the attendant choice. */
export function chooseService(selection: Selection, service: Service, catalog: Catalog): Selection {
  const keep =
    service.requiresAttendant === true &&
    selection.attendantId !== null &&
    attendantsFor(catalog.attendants, selection.locationId, service).some((a) => a.id === selection.attendantId);
  return { ...selection, serviceId: service.id, attendantId: keep ? selection.attendantId : null, slot: null };
}

/** Choosing an attendant (null for 'No Preference'): the slots change, so the chosen slot is cleared. */
export function chooseAttendant(selection: Selection, attendantId: string | null): Selection {
  return { ...selection, attendantId, slot: selection.attendantId === attendantId ? selection.slot : null };
}

/** Changing the date clears the chosen time slot. */
export function chooseDate(selection: Selection, date: string): Selection {
  return { ...selection, date, slot: date === selection.date ? selection.slot : null };
}

/** Choosing a meal type: its length changes which times fit, so the chosen slot is cleared. */
export function chooseMealType(selection: Selection, mealType: string): Selection {
  return { ...selection, mealType, slot: mealType === selection.mealType ? selection.slot : null };
}

/** The meal type in force: the chosen one when the configuration offers it, else its first; undefined without meal types. */
export function mealTypeIn(mealTypes: readonly MealType[], chosen: string | null | undefined): MealType | undefined {
  return mealTypes.find((m) => m.id === chosen) ?? mealTypes[0];
}

/** The location chosen automatically when there is exactly one (the location step is skipped). */
export function autoLocation(selection: Selection, catalog: Catalog): Selection {
  const only = catalog.locations.length === 1 ? catalog.locations[0] : undefined;
  return only && selection.locationId === null ? chooseLocation(selection, only.id, catalog) : selection;
}

/**
 * The initial step with preloaded server data: location when there is more than one
 * location, else service when there is any service, else date.
 */
export function preloadedInitialStep(catalog: Catalog): Step {
  if (catalog.locations.length > 1) return 'location';
  return catalog.services.length > 0 ? 'service' : 'date';
}

/**
 * True when the widget must show the confirmation again: the newest reservation was created less
 * than 60 seconds ago, the mode is new-reservation and the step is not confirmation.
 */
export function shouldForceConfirmation(state: { mode: Mode; step: Step; newestCreatedAt: number | null; now: number }): boolean {
  if (state.mode !== 'new-reservation' || state.step === 'confirmation' || state.newestCreatedAt === null) return false;
  const age = state.now - state.newestCreatedAt;
  return age >= 0 && age < RECENT_RESERVATION_MS;
}

/**
 * The business name of the header: the preloaded data's title or name, else the
 * configured business name, else the configuration's name.
 */
export function businessName(config: BusinessConfig, serverData?: { title?: string; name?: string }): string {
  return serverData?.title || serverData?.name || config.ui.businessName || config.name;
}
