/**
 * A stand-in for the maps places library (the seam's `PlacesService`: the Places API (New) calls the
 * checkout makes), for tests and stories: a few fixed addresses, matched by the typed text, with
 * places shaped like the API's (`addressComponents` with long and short texts, `formattedAddress`,
 * `location`). It records every suggestion request and every fetch of a place's fields, each with the
 * session token it carried, as Google would bill them.
 */
import type { AddressComponent, PlaceDetails } from '../../shared/checkout/address.ts';
import type { PlacesPrediction, PlacesService, PlacesSuggestionsRequest } from '../../shared/checkout/sdks.ts';

const c = (longText: string, shortText: string, ...types: string[]): AddressComponent => ({ longText, shortText, types });

/** An address the fake knows: its suggestion texts and its place details. */
export interface FakePlace {
  placeId: string;
  text: string;
  mainText: string;
  secondaryText: string;
  details: { addressComponents: AddressComponent[]; formattedAddress: string; location?: { lat: number; lng: number } };
}

/** The addresses the fake knows. */
export const FAKE_PLACES: FakePlace[] = [
  {
    placeId: 'p-main',
    text: '1200 Main Street, Springfield, IL, USA',
    mainText: '1200 Main Street',
    secondaryText: 'Springfield, IL, USA',
    details: {
      addressComponents: [c('1200', '1200', 'street_number'), c('Main Street', 'Main St', 'route'), c('Springfield', 'Springfield', 'locality'), c('Illinois', 'IL', 'administrative_area_level_1'), c('62704', '62704', 'postal_code'), c('United States', 'US', 'country')],
      formattedAddress: '1200 Main St, Springfield, IL 62704, USA',
      location: { lat: 39.78, lng: -89.65 },
    },
  },
  {
    placeId: 'p-market',
    text: '12 Market Street, Brooklyn, NY, USA',
    mainText: '12 Market Street',
    secondaryText: 'Brooklyn, NY, USA',
    details: {
      addressComponents: [c('12', '12', 'street_number'), c('Market Street', 'Market St', 'route'), c('Brooklyn', 'Brooklyn', 'sublocality', 'sublocality_level_1'), c('New York', 'NY', 'administrative_area_level_1'), c('11201', '11201', 'postal_code'), c('United States', 'US', 'country')],
      formattedAddress: '12 Market St, Brooklyn, NY 11201, USA',
    },
  },
];

/** A session token of the fake, numbered in the order they were created. */
export class FakeSessionToken {
  static created = 0;
  readonly id = ++FakeSessionToken.created;
}

/** A fetch of a place's fields, as the fake saw it. */
export interface FakeFieldsFetch {
  placeId: string;
  fields: string[];
  sessionToken: object | undefined;
}

/** A fake places library and what it was asked. */
export interface FakePlaces extends PlacesService {
  requests: PlacesSuggestionsRequest[];
  fetches: FakeFieldsFetch[];
}

/** The place details of a known place, with its location as the API gives it (`lat()`, `lng()`). */
function details(place: FakePlace): PlaceDetails {
  const { location, ...rest } = place.details;
  return location ? { ...rest, location: { lat: () => location.lat, lng: () => location.lng } } : rest;
}

/** A prediction of a known place; its place's first `fetchFields` carries the request's session token. */
function prediction(place: FakePlace, sessionToken: object | undefined, fetches: FakeFieldsFetch[]): PlacesPrediction {
  return {
    placeId: place.placeId,
    text: { text: place.text },
    mainText: { text: place.mainText },
    secondaryText: { text: place.secondaryText },
    toPlace: () => ({
      async fetchFields({ fields }) {
        fetches.push({ placeId: place.placeId, fields, sessionToken });
        return { place: details(place) };
      },
    }),
  };
}

/**
 * A fake places library. Suggestions are the known places whose text holds every typed word (and, with
 * `includedRegionCodes`, only those in one of the regions); `fail` makes every request reject with that
 * error code.
 */
export function fakePlaces(options: { fail?: string } = {}): FakePlaces {
  const requests: PlacesSuggestionsRequest[] = [];
  const fetches: FakeFieldsFetch[] = [];
  return {
    requests,
    fetches,
    AutocompleteSessionToken: FakeSessionToken,
    AutocompleteSuggestion: {
      async fetchAutocompleteSuggestions(request) {
        requests.push(request);
        if (options.fail) throw new Error(`Places API error: ${options.fail}`);
        const words = request.input.toLowerCase().split(/\s+/).filter(Boolean);
        const regions = request.includedRegionCodes?.map((code) => code.toUpperCase());
        const found = FAKE_PLACES.filter(
          (place) => words.every((word) => place.text.toLowerCase().includes(word)) && (!regions?.length || regions.includes(countryOf(place))),
        );
        return { suggestions: found.map((place) => ({ placePrediction: prediction(place, request.sessionToken, fetches) })) };
      },
    },
  };
}

/** A known place's country code. */
function countryOf(place: FakePlace): string {
  return place.details.addressComponents.find((component) => component.types.includes('country'))?.shortText ?? '';
}
