import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  AA_NORMAL_TEXT,
  DARK_BACKGROUND,
  DARK_TINTS,
  LIGHT_BACKGROUND,
  LIGHT_SURFACE,
  LIGHT_TINTS,
  contrastRatio,
  derivePrimaryShades,
} from '@/lib/config/colours';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#1890ff', '#ffffff')).toBeCloseTo(3.24, 2);
  });
});

describe('derivePrimaryShades', () => {
  it.each(['#1890ff', '#ffcc00', '#25c2a0', '#000080'])('makes %s readable as text in both modes', (primary) => {
    const shades = derivePrimaryShades(primary);
    expect(shades.base).toBe(primary);
    expect(contrastRatio(shades.lightText, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(shades.lightHover, LIGHT_BACKGROUND)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    // Sidebars and secondary buttons put brand text on the grey surface.
    expect(contrastRatio(shades.lightText, LIGHT_SURFACE)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(shades.lightHover, LIGHT_SURFACE)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(shades.darkText, DARK_BACKGROUND)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    expect(contrastRatio(shades.darkHover, DARK_BACKGROUND)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  });

  it('darkens #1890ff only as much as needed for text on the light surface', () => {
    const { lightText } = derivePrimaryShades('#1890ff');
    expect(lightText).not.toBe('#1890ff');
    expect(contrastRatio(lightText, LIGHT_SURFACE)).toBeLessThan(5.2);
  });
});

describe('brand text in an admonition', () => {
  // The tints the admonitions' CSS sets, light (`.note`, `.tip`…) and dark (`[data-theme='dark'] …`).
  const css = readFileSync(path.join(process.cwd(), 'components', 'mdx', 'admonition.module.css'), 'utf8');
  const tints = (dark: boolean) =>
    [...css.matchAll(/([^{}]+)\{[^}]*--tint:\s*(#[0-9a-f]{6})/gi)]
      .filter(([, selector]) => selector!.includes('data-theme') === dark)
      .map(([, , tint]) => tint!.toLowerCase());

  it('the derivation knows every tint the CSS sets', () => {
    expect(tints(false).sort()).toEqual([...LIGHT_TINTS].sort());
    expect(tints(true).sort()).toEqual([...DARK_TINTS].sort());
  });

  it.each(['#1890ff', '#2e8555', '#ffcc00', '#25c2a0', '#ff0000'])(
    'a link of primary %s meets AA on each tint, in both modes',
    (primary) => {
      const shades = derivePrimaryShades(primary);
      for (const tint of LIGHT_TINTS) expect(contrastRatio(shades.lightText, tint), tint).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
      for (const tint of DARK_TINTS) expect(contrastRatio(shades.darkText, tint), tint).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    },
  );
});
