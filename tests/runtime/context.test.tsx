import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createStrictContext } from '@/lib/runtime/context';

const [ColorModeContext, useColorMode] = createStrictContext<{ mode: string }>('ColorMode');

function ShowMode() {
  return <span>{useColorMode().mode}</span>;
}

describe('createStrictContext', () => {
  it('gives the provided value inside its provider', () => {
    const html = renderToString(
      <ColorModeContext value={{ mode: 'dark' }}>
        <ShowMode />
      </ColorModeContext>,
    );
    expect(html).toBe('<span>dark</span>');
  });

  it('throws "useX is called outside of <XProvider>" outside it', () => {
    expect(() => renderToString(<ShowMode />)).toThrow('useColorMode is called outside of <ColorModeProvider>');
  });
});
