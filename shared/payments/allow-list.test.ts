import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAllowedUrl, isAllowedUrl } from './allow-list.ts';

const hosts = ['pay.example.com', '*.bank.example', 'localhost:4173'];

describe('checkAllowedUrl', () => {
  it('accepts https addresses on listed hosts and subdomains of wildcard entries', () => {
    expect(checkAllowedUrl('https://pay.example.com/action/1?x=1', hosts)).toEqual({
      ok: true,
      url: 'https://pay.example.com/action/1?x=1',
    });
    expect(isAllowedUrl('https://secure.bank.example/3ds', hosts)).toBe(true);
    expect(isAllowedUrl('https://PAY.EXAMPLE.COM/a', hosts)).toBe(true);
    expect(isAllowedUrl('http://localhost:4173/sim/cardbank/action/cbp_1', hosts)).toBe(true);
  });

  it('refuses javascript:, data: and other schemes, whatever their spelling', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'blob:https://pay.example.com/1',
    ]) {
      const result = checkAllowedUrl(url, hosts);
      expect(result.ok, url).toBe(false);
    }
    expect(checkAllowedUrl('javascript:alert(1)', hosts)).toEqual({ ok: false, reason: 'scheme' });
  });

  it('refuses other hosts, look-alikes, credentials and plain http off localhost', () => {
    expect(checkAllowedUrl('https://evil.example/pay', hosts)).toEqual({ ok: false, reason: 'host' });
    expect(isAllowedUrl('https://pay.example.com.evil.example/', hosts)).toBe(false);
    expect(isAllowedUrl('https://evilpay.example.com/', hosts)).toBe(false);
    expect(isAllowedUrl('https://bank.example/', hosts)).toBe(false); // the wildcard is for subdomains only
    expect(isAllowedUrl('http://localhost:9999/x', hosts)).toBe(false); // another port than the listed one
    expect(checkAllowedUrl('https://pay.example.com@evil.example/', hosts).ok).toBe(false);
    expect(checkAllowedUrl('https://user:pw@pay.example.com/', hosts)).toEqual({ ok: false, reason: 'credentials' });
    expect(checkAllowedUrl('http://pay.example.com/', hosts)).toEqual({ ok: false, reason: 'insecure' });
    expect(checkAllowedUrl('', hosts)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkAllowedUrl(42, hosts)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkAllowedUrl('/sim/x', hosts)).toEqual({ ok: false, reason: 'invalid' });
    expect(isAllowedUrl('//evil.example/x', hosts, 'https://pay.example.com/')).toBe(false);
  });

  it('resolves relative addresses against a base', () => {
    expect(checkAllowedUrl('/sim/cardbank/action/1', ['localhost:4173'], 'http://localhost:4173/store/checkout')).toEqual({
      ok: true,
      url: 'http://localhost:4173/sim/cardbank/action/1',
    });
  });

  it('property: nothing on a host outside the list ever passes', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const host = new URL(url).hostname;
        const listed = host === 'pay.example.com' || host.endsWith('.bank.example');
        if (!listed) expect(isAllowedUrl(url, hosts)).toBe(false);
      }),
    );
  });
});
