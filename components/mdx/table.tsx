import type { ComponentProps } from 'react';

/**
 * A content table. Wide tables scroll sideways (globals.css), so each one is focusable: a keyboard
 * reader can reach and scroll it (axe's scrollable-region-focusable), with the site's focus ring.
 */
export function Table(props: ComponentProps<'table'>) {
  return <table tabIndex={0} {...props} />;
}
