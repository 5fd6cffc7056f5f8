export interface MermaidProps {
  /** The diagram's SVG, drawn and cleaned at build time by lib/mdx/mermaid.ts (its text escaped there). */
  svg: string;
  /** The diagram's front-matter title, shown under it. */
  title?: string;
}

/**
 * A mermaid diagram drawn at build time. It needs no stylesheet of its own: its colours are the
 * site's tokens, written as SVG attributes, so pages without a diagram carry nothing for it.
 */
export function Mermaid({ svg, title }: MermaidProps) {
  return (
    <div data-diagram="mermaid">
      {/* Our own build-time renderer's output, re-serialised from an allowlist with escaped text. */}
      <div dangerouslySetInnerHTML={{ __html: svg }} />
      {title && <p>{title}</p>}
    </div>
  );
}
