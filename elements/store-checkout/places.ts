/// <reference types="google.maps" />
/**
 * The address suggestions over the maps places library: an injected stand-in
 * (tests, stories), else the Places API (New) of the Maps JavaScript API, loaded with
 * `@googlemaps/js-api-loader` (its own chunk, only when a maps key is configured; the script URL also
 * passes the Trusted Types allow-list of shared/checkout/provider-scripts.ts).
 *
 * Google bills an address entry as one session when its suggestion requests share one
 * `AutocompleteSessionToken` and end with fetching the picked place's fields; without a token every
 * request is billed on its own. So each address field keeps one token from the first suggestion
 * request of an entry to the pick, and starts a new one for the next entry.
 */
import { addressFromPlace, type PlaceAddress } from '../../shared/checkout/address.ts';
import { allowProviderScripts } from '../../shared/checkout/provider-scripts.ts';
import { injectedLoader, type PlacesPrediction, type PlacesService } from '../../shared/checkout/sdks.ts';

/**
 * The primary types a suggestion may have: the address types of Google's Place Types (New), Table B
 * (a street address, a building, a unit in one, and a street while its number is not typed yet).
 */
export const ADDRESS_TYPES: readonly string[] = ['street_address', 'premise', 'subpremise', 'route'];

/** The fields a picked place fetches: what fills the form, and where it is. */
export const PLACE_FIELDS: readonly string[] = ['addressComponents', 'formattedAddress', 'location'];

/** One address entry in one field: suggestions while the shopper types, then the address they pick. */
export interface AddressEntry {
  /** Address suggestions for the typed text, only in `country` when one is given (failures reject). */
  suggest(input: string, country: string): Promise<PlacesPrediction[]>;
  /** The address fields of a picked suggestion; this ends the entry's session. */
  pick(prediction: PlacesPrediction): Promise<PlaceAddress>;
}

/** An address entry over the places library: one session token for every request until a pick. */
export function addressEntry(places: PlacesService): AddressEntry {
  let sessionToken: object | null = null;
  return {
    async suggest(input, country) {
      sessionToken ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken,
        includedPrimaryTypes: [...ADDRESS_TYPES],
        ...(country ? { includedRegionCodes: [country.toLowerCase()] } : {}),
      });
      return suggestions.flatMap((suggestion) => (suggestion.placePrediction ? [suggestion.placePrediction] : []));
    },
    async pick(prediction) {
      sessionToken = null;
      const { place } = await prediction.toPlace().fetchFields({ fields: [...PLACE_FIELDS] });
      return addressFromPlace(place);
    },
  };
}

/** Loads the Maps JavaScript API's places library for a key (rejects when the script cannot load). */
async function googlePlaces(apiKey: string): Promise<PlacesService> {
  const { setOptions, importLibrary } = await import('@googlemaps/js-api-loader');
  allowProviderScripts();
  setOptions({ key: apiKey, v: 'weekly' });
  return importLibrary('places');
}

let cached: { key: string; loader: unknown; service: Promise<PlacesService> } | null = null;

/** The places library for a key (loaded once per key and loader; a failed load may be tried again). */
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
