// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes, sanitizeFileName, sniffKind } from './uploads.ts';

describe('sanitizeFileName', () => {
  it('never yields a name with a folder, "..", a leading dot or odd characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const clean = sanitizeFileName(name);
        if (clean === null) return;
        expect(clean).toMatch(/^[A-Za-z0-9_-][A-Za-z0-9._-]*\.[A-Za-z0-9]{1,10}$/);
        expect(clean).not.toContain('..');
        expect(clean.length).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the extension of long names', () => {
    expect(sanitizeFileName(`${'a'.repeat(300)}.pdf`)).toBe(`${'a'.repeat(96)}.pdf`);
  });
});

describe('sniffKind', () => {
  it('recognises magic bytes and refuses markup disguised as text', () => {
    expect(sniffKind(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniffKind(new TextEncoder().encode('%PDF-1.4'))).toBe('pdf');
    expect(sniffKind(new TextEncoder().encode('\uFEFF<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffKind(new TextEncoder().encode('price < 5 is cheap'))).toBe('text');
    expect(sniffKind(new Uint8Array())).toBe('text');
  });
});

describe('formatBytes', () => {
  it('says sizes exactly', () => {
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
    expect(formatBytes(2000)).toBe('2000 bytes');
  });
});
