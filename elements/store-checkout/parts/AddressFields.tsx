import { Suspense, useId, type ReactNode } from 'react';
import type { AddressFields as Address } from '../../../shared/checkout/form.ts';
import type { Translate } from '../messages.ts';
import * as s from '../css/checkout.css.ts';

/** Countries offered in the country list (ISO 3166 codes); a saved country not listed is kept. */
const COUNTRIES: readonly [string, string][] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['MX', 'Mexico'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['JP', 'Japan'],
];

/** What renders the street field: a plain input, or the autocomplete combobox when maps are configured. */
export type StreetField = (props: {
  id: string;
  value: string;
  autoComplete: string;
  onChange: (value: string) => void;
  onPlace: (place: Partial<Address>) => void;
  country: string;
}) => ReactNode;

/** A plain street input. */
export const PlainStreet: StreetField = ({ id, value, autoComplete, onChange }) => (
  <input id={id} className={s.input} value={value} autoComplete={autoComplete} required aria-required="true" onChange={(e) => onChange(e.target.value)} />
);

interface Props {
  /** `shipping` or `billing` (the autocomplete section token). */
  section: 'shipping' | 'billing';
  value: Address;
  onChange: (patch: Partial<Address>) => void;
  t: Translate;
  Street: StreetField;
}

/**
 * The address fields: first and last name, address, apartment, city, state, zip,
 * country (default US) and phone. Required ones say so to assistive technology; no error text is
 * shown, Continue simply appears once they are filled.
 */
export function AddressFields({ section, value, onChange, t, Street }: Props): ReactNode {
  const id = useId();
  const ac = (token: string): string => `${section} ${token}`;
  const text = (key: 'firstName' | 'lastName' | 'city' | 'state' | 'zip', token: string, width: string, required = true) => (
    <div className={`${s.field} ${width}`}>
      <label className={s.label} htmlFor={`${id}-${key}`}>
        {t(key)}
      </label>
      <input
        id={`${id}-${key}`}
        className={s.input}
        value={value[key]}
        autoComplete={ac(token)}
        required={required}
        aria-required={required}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </div>
  );
  const street = {
    id: `${id}-address`,
    value: value.address,
    autoComplete: ac('address-line1'),
    country: value.country,
    onChange: (address: string) => onChange({ address }),
    onPlace: (place: Partial<Address>) => onChange(place),
  };
  const countries = COUNTRIES.some(([code]) => code === value.country) || !value.country ? COUNTRIES : [...COUNTRIES, [value.country, value.country] as [string, string]];
  return (
    <>
      {text('firstName', 'given-name', s.half)}
      {text('lastName', 'family-name', s.half)}
      <div className={s.field}>
        <label className={s.label} htmlFor={`${id}-address`}>
          {t('address')}
        </label>
        {/* The autocomplete loads in its own chunk: until then (or without it) the plain field. */}
        <Suspense fallback={<PlainStreet {...street} />}>
          <Street {...street} />
        </Suspense>
      </div>
      <div className={s.field}>
        <label className={s.label} htmlFor={`${id}-apartment`}>
          {t('apartment')}
        </label>
        <input id={`${id}-apartment`} className={s.input} value={value.apartment} autoComplete={ac('address-line2')} onChange={(e) => onChange({ apartment: e.target.value })} />
      </div>
      {text('city', 'address-level2', s.third)}
      {text('state', 'address-level1', s.third)}
      {text('zip', 'postal-code', s.third)}
      <div className={`${s.field} ${s.half}`}>
        <label className={s.label} htmlFor={`${id}-country`}>
          {t('country')}
        </label>
        <select id={`${id}-country`} className={s.input} value={value.country} autoComplete={ac('country')} onChange={(e) => onChange({ country: e.target.value })}>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className={`${s.field} ${s.half}`}>
        <label className={s.label} htmlFor={`${id}-phone`}>
          {t('phone')}
        </label>
        <input id={`${id}-phone`} className={s.input} type="tel" value={value.phone} autoComplete={ac('tel')} onChange={(e) => onChange({ phone: e.target.value })} />
      </div>
    </>
  );
}
