import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';
import styles from './details.module.css';

/** `<details>` in MDX: a native disclosure (works without JavaScript), styled; a missing <summary> gets "Details". */
export function Details({ children, className, ...props }: ComponentProps<'details'>) {
  const items = Children.toArray(children);
  const summary = items.find((child) => isValidElement(child) && (child.type === 'summary' || child.type === Summary));
  const rest: ReactNode[] = items.filter((child) => child !== summary);
  return (
    <details className={className ? `${styles.details} ${className}` : styles.details} {...props}>
      {summary ?? <Summary>Details</Summary>}
      <div className={styles.content}>{rest}</div>
    </details>
  );
}

export function Summary(props: ComponentProps<'summary'>) {
  return <summary className={styles.summary} {...props} />;
}
