import * as v from 'valibot';
import { attendantSchema, locationSchema, openingHoursSchema, serviceSchema } from '../api/schemas.ts';
import type { Catalog } from './adaptive.ts';
import { DEFAULT_DURATION_MINUTES } from './slots.ts';

/** A preloaded location: as the API sends it, but the zone and hours may be left out. */
export const preloadedLocationSchema = v.object({
  ...locationSchema.entries,
  timeZone: v.optional(v.string()),
  hours: v.optional(v.array(openingHoursSchema), []),
});

/** A preloaded service: as the API sends it, the duration defaulting to 60 minutes. */
export const preloadedServiceSchema = v.object({ ...serviceSchema.entries, duration: v.optional(v.number(), DEFAULT_DURATION_MINUTES) });

/**
 * The optional server data handed to the widget (its server-data object): title or name,
 * image, locations, services and people (attendants). With it, nothing of the catalogue is fetched.
 */
export const serverDataSchema = v.object({
  title: v.optional(v.string()),
  name: v.optional(v.string()),
  image: v.optional(v.string()),
  locations: v.optional(v.array(preloadedLocationSchema), []),
  services: v.optional(v.array(preloadedServiceSchema), []),
  people: v.optional(v.array(attendantSchema), []),
});

/** The validated server data. */
export type ServerData = v.InferOutput<typeof serverDataSchema>;

/** The catalogue from server data; a location without a zone is taken to be in `fallbackZone`. */
export function preloadedCatalog(data: ServerData, fallbackZone: string): Catalog {
  return {
    locations: data.locations.map((l) => ({ ...l, timeZone: l.timeZone ?? fallbackZone })),
    services: data.services,
    attendants: data.people,
  };
}
