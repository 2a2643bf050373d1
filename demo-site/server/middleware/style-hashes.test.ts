// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.ts';
import { allowStyleAttribute, styleHashSource, takePageStyles } from './style-hashes.ts';

const styleSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('style-src ')) ?? '';

describe('style attributes allowed by hash', () => {
  it('hashes the attribute value as CSP does (SHA-256 of its UTF-8 bytes, base64)', () => {
    expect(styleHashSource('--emehou0:#0b6e6e')).toBe("'sha256-dxffYqPmVWKyuPNpLs3HuqkxO/PtC7vJ7X2R8vLUHqk='");
  });

  it("keeps each page's styles apart by its nonce, once each, and forgets them once taken", () => {
    allowStyleAttribute('nonce-1', '--a:#000');
    allowStyleAttribute('nonce-2', '--b:#fff');
    allowStyleAttribute('nonce-1', '--a:#000');
    allowStyleAttribute('nonce-1', '--c:#123');
    expect(takePageStyles('nonce-1')).toEqual([styleHashSource('--a:#000'), styleHashSource('--c:#123')].sort());
    expect(takePageStyles('nonce-1')).toEqual([]);
    expect(takePageStyles('nonce-2')).toEqual([styleHashSource('--b:#fff')]);
    expect(takePageStyles('never-rendered')).toEqual([]);
  });

  it("adds exactly those hashes under 'unsafe-hashes' to style-src, and never 'unsafe-inline'", () => {
    expect(styleSrc(contentSecurityPolicy('N'))).toBe("style-src 'self'");
    const hashes = [styleHashSource('--a:#000')];
    expect(styleSrc(contentSecurityPolicy('N', [], [], hashes))).toBe(`style-src 'self' 'unsafe-hashes' ${hashes[0]}`);
    expect(contentSecurityPolicy('N', [], [], hashes)).not.toContain("'unsafe-inline'");
  });
});
