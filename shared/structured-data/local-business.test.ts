import { describe, expect, it } from 'vitest';
import type { Location } from '../api/schemas.ts';
import { structuredDataFor } from './element-data.ts';
import { businessTypeOf, localBusinessJsonLd, openingHoursSpecification } from './local-business.ts';

const soho: Location = {
  id: 'loc_soho',
  name: 'Northwind SoHo',
  address: '120 Prince St',
  city: 'New York',
  state: 'NY',
  zip: '10012',
  phone: '+1 212 555 0100',
  email: 'soho@northwind.example',
  imageUrl: '/images/soho.jpg',
  timeZone: 'America/New_York',
  hours: [
    { day: 1, open: '9:00', close: '18:00' },
    { day: 2, open: '09:00', close: '18:00' },
    { day: 6, open: '10:00', close: '16:00' },
    { day: 5, open: '09:00', close: '18:00' },
    { day: 0, open: '18:00', close: '02:00' },
  ],
  coordinates: { lat: 40.7246, lng: -73.9983 },
};

describe('opening hours as schema.org', () => {
  it('groups the weekdays that share their times, Monday first, with two-digit times', () => {
    expect(openingHoursSpecification(soho.hours)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Friday'], opens: '09:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '18:00', closes: '02:00' },
    ]);
  });

  it('reads weekday names as the booking hours do', () => {
    expect(openingHoursSpecification([{ day: 'Sat', open: '10:00', close: '16:00' }])).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '16:00' },
    ]);
  });

  it('leaves out days and times it cannot read instead of guessing', () => {
    expect(openingHoursSpecification([{ day: 'someday', open: '09:00', close: '17:00' }, { day: 3, open: 'noon', close: '17:00' }])).toEqual([]);
  });
});

describe('a location as a local business', () => {
  it('carries the name, address, phone, picture, coordinates, hours and the booking page', () => {
    const data = localBusinessJsonLd(soho, { type: 'Store', pageUrl: 'https://shop.example/book/pickup' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Store',
      '@id': 'https://shop.example/book/pickup#loc_soho',
      name: 'Northwind SoHo',
      url: 'https://shop.example/book/pickup',
      address: { '@type': 'PostalAddress', streetAddress: '120 Prince St', addressLocality: 'New York', addressRegion: 'NY', postalCode: '10012' },
      telephone: '+1 212 555 0100',
      image: 'https://shop.example/images/soho.jpg',
      geo: { '@type': 'GeoCoordinates', latitude: 40.7246, longitude: -73.9983 },
    });
    expect(data['openingHoursSpecification']).toHaveLength(3);
    expect(JSON.stringify(data)).not.toContain('soho@northwind.example');
  });

  it('leaves out what the catalogue leaves empty', () => {
    const data = localBusinessJsonLd({ id: 'x', name: 'Counter', timeZone: 'UTC', hours: [] }, { type: 'LocalBusiness', pageUrl: 'https://a.example/' });
    expect(Object.keys(data).sort()).toEqual(['@context', '@id', '@type', 'name', 'url']);
  });

  it('names the business type of each booking preset', () => {
    expect(['salon', 'restaurant', 'pickup', 'meeting', 'license', undefined, 'other'].map(businessTypeOf)).toEqual([
      'BeautySalon',
      'Restaurant',
      'Store',
      'ProfessionalService',
      'GovernmentOffice',
      'LocalBusiness',
      'LocalBusiness',
    ]);
  });
});

describe("an element's structured data", () => {
  const brooklyn: Location = { ...soho, id: 'loc_brooklyn', name: 'Northwind Brooklyn' };
  const payload = { serverData: { locations: [soho, brooklyn, { id: 'broken' }] } };

  it('gives the booking widget one business per location it shows, typed by its preset', () => {
    const data = structuredDataFor('booking-widget', { 'data-preset': 'salon' }, payload, { pageUrl: 'https://a.example/book' });
    expect(data.map((d) => [d['@type'], d['name']])).toEqual([
      ['BeautySalon', 'Northwind SoHo'],
      ['BeautySalon', 'Northwind Brooklyn'],
    ]);
  });

  it('follows the widget filter of locations', () => {
    const filtered = { ...payload, preset: 'restaurant', filter: { locationIds: ['loc_brooklyn'] } };
    expect(structuredDataFor('booking-widget', {}, filtered, { pageUrl: 'https://a.example/' }).map((d) => [d['@type'], d['name']])).toEqual([['Restaurant', 'Northwind Brooklyn']]);
  });

  it('gives nothing without a catalogue, for a payload it cannot read, or for other elements', () => {
    expect(structuredDataFor('booking-widget', {}, { preset: 'salon' }, { pageUrl: 'https://a.example/' })).toEqual([]);
    expect(structuredDataFor('booking-widget', {}, 'not an object', { pageUrl: 'https://a.example/' })).toEqual([]);
    expect(structuredDataFor('site-tabs', {}, payload, { pageUrl: 'https://a.example/' })).toEqual([]);
  });
});
