/**
 * Address autocomplete rules (storefront spec §3, §5, §7): suggestions start after more than 2
 * characters; a chosen place's details fill street (number plus route), city (locality, else
 * sublocality), state (first-level area, short form), zip (postal code) and country (short name).
 * Works on plain data shaped like the maps places service answers; no SDK here.
 */

/** Fewer characters than this (or exactly this many) show no suggestions. */
export const AUTOCOMPLETE_MIN_CHARS = 2;

/** True when the typed text is long enough to ask for suggestions (more than 2 characters, spaces trimmed). */
export function shouldSuggest(text: string): boolean {
  return text.trim().length > AUTOCOMPLETE_MIN_CHARS;
}

/** An address suggestion (spec §3). */
export interface AddressSuggestion {
  place_id: string;
  description: string;
  structured_formatting?: { main_text?: string; secondary_text?: string };
}

/** One component of a place's address, as the places service gives it. */
export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: readonly string[];
}

/** Place details (spec §3): components, formatted address and location. */
export interface PlaceDetails {
  address_components?: readonly AddressComponent[];
  formatted_address?: string;
  geometry?: { location?: { lat(): number; lng(): number } | { lat: number; lng: number } };
}

/** The form fields a place fills. */
export interface PlaceAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
}

/** The main and secondary text of a suggestion (falling back to its description). */
export function suggestionText(suggestion: AddressSuggestion): { main: string; secondary: string } {
  const main = suggestion.structured_formatting?.main_text?.trim();
  return main
    ? { main, secondary: suggestion.structured_formatting?.secondary_text?.trim() ?? '' }
    : { main: suggestion.description, secondary: '' };
}

/**
 * The address fields of a place: street from street number plus route, city from locality (else
 * sublocality), state from the first-level administrative area (short form), zip from the postal
 * code, country from its short name. Missing parts are empty strings.
 */
export function addressFromPlace(place: PlaceDetails): PlaceAddress {
  const components = place.address_components ?? [];
  const find = (type: string): AddressComponent | undefined => components.find((c) => c.types.includes(type));
  const street = [find('street_number')?.long_name, find('route')?.long_name].filter(Boolean).join(' ');
  const city = find('locality')?.long_name ?? find('sublocality')?.long_name ?? find('sublocality_level_1')?.long_name ?? '';
  return {
    address: street || (place.formatted_address?.split(',')[0]?.trim() ?? ''),
    city,
    state: find('administrative_area_level_1')?.short_name ?? '',
    zip: find('postal_code')?.long_name ?? '',
    country: find('country')?.short_name ?? '',
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
