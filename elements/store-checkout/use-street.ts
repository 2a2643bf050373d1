import { lazy, useMemo } from 'react';
import type { StreetField } from './parts/AddressFields.tsx';

/**
 * The street field to use: the address autocomplete combobox when a maps key is configured (its code
 * and the maps loader come in their own chunks, only then), else null for the plain field.
 */
export function useStreetField(mapsKey: string, country: string): StreetField | null {
  return useMemo(() => {
    if (!mapsKey) return null;
    const Lazy = lazy(() => import('./parts/AddressAutocomplete.tsx').then((m) => ({ default: m.makeAutocompleteStreet(mapsKey, country) })));
    return Lazy as unknown as StreetField;
  }, [mapsKey, country]);
}
