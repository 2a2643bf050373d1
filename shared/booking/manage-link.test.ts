import { describe, expect, it } from 'vitest';
import { manageLinkUrl } from './manage-link.ts';

const page = 'https://shop.example/book/salon?org=harbor#top';

describe('manage link', () => {
  it('is this page with the token by default, keeping its other parameters', () => {
    expect(manageLinkUrl('tok.1', '', page)).toBe('https://shop.example/book/salon?org=harbor&manage=tok.1');
  });

  it('points where data-manage-href says, replacing an older token', () => {
    expect(manageLinkUrl('new', '/manage?manage=old', page)).toBe('https://shop.example/manage?manage=new');
    expect(manageLinkUrl('a b', 'https://other.example/m', page)).toBe('https://other.example/m?manage=a+b');
  });

  it('gives no link without a token or for a target that is not http(s)', () => {
    expect(manageLinkUrl('', '', page)).toBeNull();
    expect(manageLinkUrl('t', 'javascript:alert(1)', page)).toBeNull();
    expect(manageLinkUrl('t', 'data:text/html,x', page)).toBeNull();
  });
});
