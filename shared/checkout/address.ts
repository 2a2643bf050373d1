/**
 * Address autocomplete rules: suggestions start after more than 2
 * characters; a chosen place's details fill street (number plus route), city (locality, else
 * sublocality), state (first-level area, short form), zip (postal code) and country (short name).
 * Works on plain data shaped like the answers of the Places API (New) in the Maps JavaScript API
 * (`PlacePrediction`, `Place` with `addressComponents`); no SDK here.
 */

/** Fewer characters than this (or exactly this many) show no suggestions. */
export const AUTOCOMPLETE_MIN_CHARS = 2;

/** True when the typed text is long enough to ask for suggestions (more than 2 characters, spaces trimmed). */
export function shouldSuggest(text: string): boolean {
  return text.trim().length > AUTOCOMPLETE_MIN_CHARS;
}

/** A piece of suggestion text, as the Places API (New) gives it (its `FormattableText`). */
export interface SuggestionText {
  text: string;
}

/** An address suggestion: the parts of a Places API (New) `PlacePrediction` that are shown. */
export interface AddressSuggestion {
  placeId: string;
  /** The whole suggestion, for example "12 Market Street, Brooklyn, NY, USA". */
  text: SuggestionText;
  /** The street part ("12 Market Street"). */
  mainText?: SuggestionText | null;
  /** What tells it apart ("Brooklyn, NY, USA"). */
  secondaryText?: SuggestionText | null;
}

/** One component of a place's address, as the Places API (New) gives it (`AddressComponent`). */
export interface AddressComponent {
  longText: string | null;
  shortText: string | null;
  types: readonly string[];
}

/** Place details: the `addressComponents`, `formattedAddress` and `location` of a Places API (New) `Place`. */
export interface PlaceDetails {
  addressComponents?: readonly AddressComponent[] | null;
  formattedAddress?: string | null;
  location?: { lat(): number; lng(): number } | null;
}

/** The form fields a place fills. */
export interface PlaceAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The main and secondary text of a suggestion (falling back to its whole text). */
export function suggestionText(suggestion: AddressSuggestion): { main: string; secondary: string } {
  const main = suggestion.mainText?.text.trim();
  return main ? { main, secondary: suggestion.secondaryText?.text.trim() ?? '' } : { main: suggestion.text.text, secondary: '' };
}

/**
 * The address fields of a place: street from street number plus route, city from locality (else
 * sublocality), state from the first-level administrative area (short form), zip from the postal
 * code, country from its short name. Missing parts are empty strings.
 */
export function addressFromPlace(place: PlaceDetails): PlaceAddress {
  const components = place.addressComponents ?? [];
  const long = (type: string): string => components.find((c) => c.types.includes(type))?.longText ?? '';
  const short = (type: string): string => components.find((c) => c.types.includes(type))?.shortText ?? '';
  const street = [long('street_number'), long('route')].filter(Boolean).join(' ');
  return {
    address: street || (place.formattedAddress?.split(',')[0]?.trim() ?? ''),
    city: long('locality') || long('sublocality') || long('sublocality_level_1'),
    state: short('administrative_area_level_1'),
    zip: long('postal_code'),
    country: short('country'),
  };
}

/**
 * The next highlighted suggestion for an arrow key in the combobox (wrapping), or null when the key is
 * not handled (Home and End stay with the text box, as the WAI-ARIA combobox pattern says).
 */
export function nextSuggestion(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    default:
      return null;
  }
}
