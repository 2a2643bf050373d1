import { describe, expect, it } from 'vitest';
import { addressFromPlace, nextSuggestion, shouldSuggest, suggestionText } from './address.ts';

const component = (longText: string | null, shortText: string | null, ...types: string[]) => ({ longText, shortText, types });

describe('address autocomplete', () => {
  it('suggests only after more than 2 characters', () => {
    expect(shouldSuggest('')).toBe(false);
    expect(shouldSuggest('12')).toBe(false);
    expect(shouldSuggest(' 12  ')).toBe(false);
    expect(shouldSuggest('12 ')).toBe(false);
    expect(shouldSuggest('12 M')).toBe(true);
    expect(shouldSuggest('Mai')).toBe(true);
  });

  it('fills street from number and route, city, state short, zip and country short', () => {
    expect(
      addressFromPlace({
        addressComponents: [
          component('1600', '1600', 'street_number'),
          component('Amphitheatre Parkway', 'Amphitheatre Pkwy', 'route'),
          component('Mountain View', 'Mountain View', 'locality', 'political'),
          component('California', 'CA', 'administrative_area_level_1', 'political'),
          component('United States', 'US', 'country', 'political'),
          component('94043', '94043', 'postal_code'),
        ],
        formattedAddress: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
      }),
    ).toEqual({ address: '1600 Amphitheatre Parkway', city: 'Mountain View', state: 'CA', zip: '94043', country: 'US' });
  });

  it('takes the city from the sublocality when there is no locality, and copes with missing parts', () => {
    expect(
      addressFromPlace({
        addressComponents: [
          component('Brooklyn', 'Brooklyn', 'sublocality', 'sublocality_level_1'),
          component('New York', 'NY', 'administrative_area_level_1'),
          component(null, null, 'postal_code'),
        ],
        formattedAddress: 'Prospect Park, Brooklyn, NY',
      }),
    ).toEqual({ address: 'Prospect Park', city: 'Brooklyn', state: 'NY', zip: '', country: '' });
    expect(addressFromPlace({})).toEqual({ address: '', city: '', state: '', zip: '', country: '' });
  });

  it('shows a suggestion as main and secondary text', () => {
    expect(
      suggestionText({ placeId: 'p', text: { text: '1 Main St, Springfield, IL' }, mainText: { text: '1 Main St' }, secondaryText: { text: 'Springfield, IL' } }),
    ).toEqual({ main: '1 Main St', secondary: 'Springfield, IL' });
    expect(suggestionText({ placeId: 'p', text: { text: '1 Main St' }, mainText: null, secondaryText: null })).toEqual({ main: '1 Main St', secondary: '' });
  });

  it('moves through suggestions with the arrows, wrapping; other keys stay with the text box', () => {
    expect(nextSuggestion('ArrowDown', -1, 3)).toBe(0);
    expect(nextSuggestion('ArrowDown', 2, 3)).toBe(0);
    expect(nextSuggestion('ArrowUp', -1, 3)).toBe(2);
    expect(nextSuggestion('ArrowUp', 0, 3)).toBe(2);
    expect(nextSuggestion('Home', 1, 3)).toBeNull();
    expect(nextSuggestion('ArrowDown', 0, 0)).toBeNull();
  });
});
