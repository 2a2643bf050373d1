import type { Attendant, Location, Service } from '../api/schemas.ts';

/** Weekly hours, every day the same. */
const everyDay = (open: string, close: string) => [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, open, close }));

/**
 * A small sample catalogue for tests, stories and previews: a salon with two locations (London), a
 * bistro table service without staff, and three attendants. Images are left out on purpose (the
 * initials fallback shows).
 */
export const SAMPLE_CATALOG: { locations: Location[]; services: Service[]; attendants: Attendant[] } = {
  locations: [
    {
      id: 'loc_a',
      name: 'Old Town',
      address: '19 Market Row',
      city: 'London',
      state: '',
      zip: 'SW9 8LB',
      phone: '+44 20 7946 0134',
      timeZone: 'Europe/London',
      hours: everyDay('09:00', '18:00'),
    },
    {
      id: 'loc_b',
      name: 'Marina',
      address: '2 Dock Street',
      city: 'London',
      state: '',
      zip: 'E1 8JN',
      timeZone: 'Europe/London',
      hours: [2, 3, 4, 5, 6].map((day) => ({ day, open: '10:00', close: '18:00' })),
    },
  ],
  services: [
    {
      id: 'svc_cut',
      name: 'Cut and blow-dry',
      description: 'Consultation, wash, cut and finish.',
      duration: 60,
      price: 5500,
      categories: ['Hair'],
      capacity: 1,
      requiresAttendant: true,
      locationIds: ['loc_a', 'loc_b'],
    },
    {
      id: 'svc_beard',
      name: 'Beard trim',
      description: 'Shape, line-up and beard oil.',
      duration: 30,
      price: 1800,
      categories: ['Grooming'],
      capacity: 1,
      requiresAttendant: true,
      locationIds: ['loc_b'],
    },
    {
      id: 'svc_table',
      name: 'Lunch table',
      description: 'A table for lunch.',
      duration: 90,
      price: 0,
      categories: ['Dining'],
      capacity: 3,
      requiresAttendant: false,
      locationIds: ['loc_a'],
    },
  ],
  attendants: [
    {
      id: 'att_amelia',
      name: 'Amelia Hart',
      title: 'Senior stylist',
      locationIds: ['loc_a'],
      serviceIds: ['svc_cut'],
      specialties: ['Balayage', 'Colour correction', 'Curls', 'Bridal'],
      rating: 4.9,
      status: 'active',
    },
    {
      id: 'att_oliver',
      name: 'Oliver Brooks',
      title: 'Barber',
      locationIds: ['loc_a', 'loc_b'],
      serviceIds: ['svc_cut', 'svc_beard'],
      specialties: ['Fades'],
      rating: 4.7,
      status: 'active',
    },
    { id: 'att_tom', name: 'Tom Whitfield', title: 'Junior stylist', locationIds: ['loc_a'], serviceIds: ['svc_cut'], status: 'on-leave' },
  ],
};
