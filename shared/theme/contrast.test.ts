import { describe, expect, it } from 'vitest';
import { contrastFailures, contrastRatio, parseColor, themeContrast } from './contrast.ts';
import { darkTheme } from './dark-theme.ts';
import { defaultTheme } from './default-theme.ts';

describe('contrast ratio (WCAG 2.x)', () => {
  it('matches the reference values: black on white 21:1, equal colours 1:1, #767676 on white 4.54:1', () => {
    expect(contrastRatio(parseColor('#000'), parseColor('#ffffff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#1f5fbf'), parseColor('#1f5fbf'))).toBeCloseTo(1, 5);
    expect(contrastRatio(parseColor('#767676'), parseColor('#fff'))).toBeCloseTo(4.54, 2);
  });

  it('composites a translucent foreground over its background', () => {
    expect(contrastRatio(parseColor('rgba(0, 0, 0, 0)'), parseColor('#fff'))).toBeCloseTo(1, 5);
    expect(contrastRatio(parseColor('rgba(0,0,0,1)'), parseColor('#fff'))).toBeCloseTo(21, 5);
  });

  it('refuses colours it cannot read, rather than passing them', () => {
    expect(() => parseColor('tomato')).toThrow(/Cannot read colour/);
  });

  it('reports a failing pair with its ratio', () => {
    const washedOut = { ...defaultTheme.color, textMuted: '#aaaaaa' };
    expect(contrastFailures(washedOut)).toEqual(['textMuted on surface: 2.32:1 (needs 4.5:1)', 'textMuted on surfaceAlt: 2.13:1 (needs 4.5:1)']);
  });
});

describe('theme contrast (AA: 4.5:1 text, 3:1 UI components and focus)', () => {
  it('checks every pair the elements draw', () => {
    const pairs = themeContrast(defaultTheme.color).map((c) => c.pair);
    expect(pairs).toEqual(
      expect.arrayContaining([
        'text on surface',
        'textMuted on surfaceAlt',
        'onPrimary on primaryHover',
        'onPrimary on danger',
        'danger on surface',
        'success on success tint',
        'focus on surface',
        'border on surfaceAlt',
        'onMedia on mediaScrim over white',
      ]),
    );
  });

  it('the default theme passes', () => {
    expect(contrastFailures(defaultTheme.color)).toEqual([]);
  });

  it('the dark theme passes', () => {
    expect(contrastFailures({ ...defaultTheme.color, ...darkTheme.color })).toEqual([]);
  });
});
