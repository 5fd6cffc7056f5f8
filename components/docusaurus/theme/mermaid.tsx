import { Mermaid as Diagram } from '@/components/mdx/mermaid';
import { renderDiagram } from '@/lib/mdx/mermaid';

/**
 * `@theme/Mermaid`: Docusaurus' `<Mermaid value="graph TD; …" />` (its theme-mermaid component), drawn
 * at build time by the renderer of ```mermaid blocks, so it follows the colour modes as they do. The
 * page is rendered on the server: the renderer never reaches the browser.
 */
export default function Mermaid({ value }: { value: string }) {
  const { svg, title } = renderDiagram(value);
  return <Diagram svg={svg} title={title} />;
}
