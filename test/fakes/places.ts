/**
 * A stand-in for the maps places service (the adapter interface `PlacesService`), for tests and
 * stories: a few fixed addresses, matched by the typed text, with place details shaped like the
 * service's (address_components with long and short names, formatted_address, geometry).
 */
import type { AddressSuggestion, PlaceDetails } from '../../shared/checkout/address.ts';
import type { PlacesService } from '../../shared/checkout/sdks.ts';

const c = (long_name: string, short_name: string, ...types: string[]) => ({ long_name, short_name, types });

/** The addresses the fake knows: suggestion and details by place id. */
export const FAKE_PLACES: { suggestion: AddressSuggestion; details: PlaceDetails }[] = [
  {
    suggestion: { place_id: 'p-main', description: '1200 Main Street, Springfield, IL, USA', structured_formatting: { main_text: '1200 Main Street', secondary_text: 'Springfield, IL, USA' } },
    details: {
      address_components: [c('1200', '1200', 'street_number'), c('Main Street', 'Main St', 'route'), c('Springfield', 'Springfield', 'locality'), c('Illinois', 'IL', 'administrative_area_level_1'), c('62704', '62704', 'postal_code'), c('United States', 'US', 'country')],
      formatted_address: '1200 Main St, Springfield, IL 62704, USA',
      geometry: { location: { lat: 39.78, lng: -89.65 } },
    },
  },
  {
    suggestion: { place_id: 'p-market', description: '12 Market Street, Brooklyn, NY, USA', structured_formatting: { main_text: '12 Market Street', secondary_text: 'Brooklyn, NY, USA' } },
    details: {
      address_components: [c('12', '12', 'street_number'), c('Market Street', 'Market St', 'route'), c('Brooklyn', 'Brooklyn', 'sublocality', 'sublocality_level_1'), c('New York', 'NY', 'administrative_area_level_1'), c('11201', '11201', 'postal_code'), c('United States', 'US', 'country')],
      formatted_address: '12 Market St, Brooklyn, NY 11201, USA',
    },
  },
];

/** A fake places service; `fail` makes every call reject with a service status, as the real one does. */
export function fakePlaces(options: { fail?: string } = {}): PlacesService & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    async predictions(input) {
      requests.push(input);
      if (options.fail) throw new Error(`Places service failed: ${options.fail}`);
      const words = input.toLowerCase().split(/\s+/).filter(Boolean);
      return FAKE_PLACES.filter((p) => words.every((w) => p.suggestion.description.toLowerCase().includes(w))).map((p) => p.suggestion);
    },
    async details(placeId) {
      const found = FAKE_PLACES.find((p) => p.suggestion.place_id === placeId);
      if (!found || options.fail) throw new Error(`Places service failed: ${options.fail ?? 'NOT_FOUND'}`);
      return found.details;
    },
  };
}
