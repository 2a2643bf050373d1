import { describe, expect, it } from 'vitest';
import { signInLink } from './sign-in-link.ts';

const at = (href: string) => {
  const url = new URL(href);
  return { href: url.href, origin: url.origin, pathname: url.pathname, search: url.search };
};

describe('signInLink', () => {
  it('adds the current path and query as next to a same-origin sign-in page', () => {
    expect(signInLink('/staff/sign-in', at('https://shop.example/calendar?calendar-date=2026-11-22&lang=es'))).toBe(
      '/staff/sign-in?next=%2Fcalendar%3Fcalendar-date%3D2026-11-22%26lang%3Des',
    );
  });

  it('keeps a query already in the sign-in link', () => {
    expect(signInLink('/staff/sign-in?org=org_harbor', at('https://shop.example/calendar'))).toBe('/staff/sign-in?org=org_harbor&next=%2Fcalendar');
  });

  it('keeps another origin absolute', () => {
    expect(signInLink('https://login.example/staff', at('https://shop.example/calendar'))).toBe('https://login.example/staff?next=%2Fcalendar');
  });

  it('falls back to /staff/sign-in for an empty or script link', () => {
    expect(signInLink('', at('https://shop.example/calendar'))).toBe('/staff/sign-in?next=%2Fcalendar');
    expect(signInLink('javascript:alert(1)', at('https://shop.example/calendar'))).toBe('/staff/sign-in?next=%2Fcalendar');
  });
});
