'use client';

import { createContext, useContext, type Context } from 'react';

const missing = Symbol('missing provider');

/**
 * Creates a context whose hook throws a clear error when used outside its provider,
 * e.g. "useColorMode is called outside of <ColorModeProvider>".
 */
export function createStrictContext<T>(name: string): [Context<T | typeof missing>, () => T] {
  const context = createContext<T | typeof missing>(missing);
  context.displayName = `${name}Provider`;
  function useStrictContext(): T {
    const value = useContext(context);
    if (value === missing) {
      throw new Error(`use${name} is called outside of <${name}Provider>. Wrap the component tree in <${name}Provider>.`);
    }
    return value;
  }
  return [context, useStrictContext];
}
