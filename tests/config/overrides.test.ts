import { describe, expect, it } from 'vitest';
import { mergeConfig, parseOverrides } from '@/lib/config/overrides';

describe('SITE_CONFIG_OVERRIDES', () => {
  it('is optional', () => {
    expect(parseOverrides(undefined)).toBeUndefined();
    expect(parseOverrides('  ')).toBeUndefined();
  });

  it('deep-merges objects and replaces arrays and scalars', () => {
    const base = { colorMode: { defaultMode: 'light', disableSwitch: false }, apis: [1, 2], noindex: false };
    const merged = mergeConfig(base, parseOverrides('{"colorMode":{"disableSwitch":true},"apis":[3],"noindex":true}'));
    expect(merged).toEqual({ colorMode: { defaultMode: 'light', disableSwitch: true }, apis: [3], noindex: true });
    expect(base.colorMode.disableSwitch).toBe(false);
  });

  it('explains invalid JSON and non-objects', () => {
    expect(() => parseOverrides('{noindex:true}')).toThrow(/not valid JSON.*SITE_CONFIG_OVERRIDES='\{"noindex":true\}'/);
    expect(() => parseOverrides('[1]')).toThrow(/must be a JSON object/);
  });
});
