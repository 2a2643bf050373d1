/**
 * The address suggestions service: an injected stand-in (tests, stories), else the maps places
 * service loaded with `@googlemaps/js-api-loader` (its own chunk, only when a maps key is configured;
 * the script URL also passes the Trusted Types allow-list of shared/checkout/provider-scripts.ts).
 * Predictions ask for addresses with an optional country restriction; details ask for
 * address_components, formatted_address and geometry (storefront spec §7). A service failure rejects
 * with the service status; zero results are an empty list.
 */
import type { AddressSuggestion, PlaceDetails } from '../../shared/checkout/address.ts';
import { allowProviderScripts } from '../../shared/checkout/provider-scripts.ts';
import { injectedLoader, type PlacesService } from '../../shared/checkout/sdks.ts';

interface GooglePlacesLibrary {
  AutocompleteService: new () => {
    getPlacePredictions(request: { input: string; types?: string[]; componentRestrictions?: { country: string } }, callback: (results: AddressSuggestion[] | null, status: string) => void): void;
  };
  PlacesService: new (attribution: HTMLDivElement) => {
    getDetails(request: { placeId: string; fields: string[] }, callback: (result: PlaceDetails | null, status: string) => void): void;
  };
}

/** Loads the maps places service for a key (rejects when the script cannot load). */
async function googlePlaces(apiKey: string): Promise<PlacesService> {
  const { setOptions, importLibrary } = await import('@googlemaps/js-api-loader');
  allowProviderScripts();
  setOptions({ key: apiKey, v: 'weekly' });
  const places = (await importLibrary('places')) as unknown as GooglePlacesLibrary;
  const autocomplete = new places.AutocompleteService();
  const details = new places.PlacesService(document.createElement('div'));
  return {
    predictions: (input, { country }) =>
      new Promise((resolve, reject) =>
        autocomplete.getPlacePredictions({ input, types: ['address'], ...(country ? { componentRestrictions: { country: country.toLowerCase() } } : {}) }, (results, status) => {
          if (status === 'OK') resolve(results ?? []);
          else if (status === 'ZERO_RESULTS') resolve([]);
          else reject(new Error(`Places service failed: ${status}`));
        }),
      ),
    details: (placeId) =>
      new Promise((resolve, reject) =>
        details.getDetails({ placeId, fields: ['address_components', 'formatted_address', 'geometry'] }, (result, status) => {
          if (status === 'OK' && result) resolve(result);
          else reject(new Error(`Places service failed: ${status}`));
        }),
      ),
  };
}

let cached: { key: string; loader: unknown; service: Promise<PlacesService> } | null = null;

/** The places service for a key (loaded once per key and loader; a failed load may be tried again). */
export function loadPlaces(apiKey: string): Promise<PlacesService> {
  const injected = injectedLoader('places');
  if (cached?.key === apiKey && cached.loader === injected) return cached.service;
  const service = (injected ? injected(apiKey) : googlePlaces(apiKey)).catch((error: unknown) => {
    cached = null;
    throw error;
  });
  cached = { key: apiKey, loader: injected, service };
  return service;
}
