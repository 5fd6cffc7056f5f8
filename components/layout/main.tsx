import type { ComponentProps } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/runtime/chrome-ids';

/** The page's one <main> landmark, the skip link's target. Section layouts render it themselves. */
export function Main({ className, ...props }: ComponentProps<'main'>) {
  return <main id={MAIN_CONTENT_ID} tabIndex={-1} className={className ? `main ${className}` : 'main'} {...props} />;
}
