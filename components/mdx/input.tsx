import type { ComponentProps } from 'react';

/**
 * `<input>` from Markdown: GFM task-list items (`- [x] Done`) render a disabled checkbox with no
 * label of its own, so it gets one that says its state ("Done" / "Not done"); the item's text follows it.
 */
export function Input(props: ComponentProps<'input'>) {
  if (props.type !== 'checkbox' || props['aria-label']) return <input {...props} />;
  return <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />;
}
