// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security.ts';
import { allowStyleAttribute, collectPageStyles, styleHashSource } from './style-hashes.ts';

const styleSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('style-src ')) ?? '';

describe('style attributes allowed by hash', () => {
  it('hashes the attribute value as CSP does (SHA-256 of its UTF-8 bytes, base64)', () => {
    expect(styleHashSource('--emehou0:#0b6e6e')).toBe("'sha256-dxffYqPmVWKyuPNpLs3HuqkxO/PtC7vJ7X2R8vLUHqk='");
  });

  it('collects what one request allows, once each, and nothing outside a request', async () => {
    allowStyleAttribute('--outside:red');
    const first = collectPageStyles(async () => {
      allowStyleAttribute('--a:#000');
      await new Promise((done) => setTimeout(done, 5));
      allowStyleAttribute('--a:#000');
    });
    const second = collectPageStyles(async () => allowStyleAttribute('--b:#fff'));
    expect(await first).toEqual([styleHashSource('--a:#000')]);
    expect(await second).toEqual([styleHashSource('--b:#fff')]);
  });

  it("adds exactly those hashes under 'unsafe-hashes' to style-src, and never 'unsafe-inline'", () => {
    expect(styleSrc(contentSecurityPolicy('N'))).toBe("style-src 'self'");
    const hashes = [styleHashSource('--a:#000')];
    expect(styleSrc(contentSecurityPolicy('N', [], [], hashes))).toBe(`style-src 'self' 'unsafe-hashes' ${hashes[0]}`);
    expect(contentSecurityPolicy('N', [], [], hashes)).not.toContain("'unsafe-inline'");
  });
});
