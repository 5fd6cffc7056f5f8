import { Main } from '@/components/layout/main';
import { StaticIsland } from '@/components/ui/static-island.client';
import { withBase } from '@/lib/config';
import type { ChangelogModel, ChangelogPair } from '@/lib/openapi/diff/changelog-plan';
import { ChangeList } from './change-list';
import { ChangelogFeedLinks } from './feed-links';
import styles from './changelog.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function Counts({ pair }: { pair: ChangelogPair }) {
  const { added, removed, changed, breaking, changes } = pair.counts;
  return (
    <p>
      {plural(added, 'operation')} added, {removed} removed, {changed} changed: {plural(changes, 'change')},{' '}
      <strong>{breaking} breaking</strong>. References: <a href={withBase(pair.to.route)}>{pair.to.label}</a>,{' '}
      <a href={withBase(pair.from.route)}>{pair.from.label}</a>.
    </p>
  );
}

/** A large pair on the changelog page: its tags with their counts, each linking to the part that lists it. */
function PairSummary({ pair }: { pair: ChangelogPair }) {
  return (
    <>
      <p>
        Listed in {pair.parts.length} parts:{' '}
        {pair.parts.map((part, i) => (
          <span key={part.route}>
            {i > 0 && ', '}
            <a href={withBase(part.route)}>part {i + 1}</a>
          </span>
        ))}
        .
      </p>
      <table className={styles.summary}>
        <caption className="visually-hidden">
          Changes by tag from {pair.from.label} to {pair.to.label}
        </caption>
        <thead>
          <tr>
            <th scope="col">Tag</th>
            <th scope="col">Operations</th>
            <th scope="col">Changes</th>
            <th scope="col">Breaking</th>
          </tr>
        </thead>
        <tbody>
          {pair.tags.map((tag) => (
            <tr key={tag.name}>
              <th scope="row">
                <a href={withBase(tag.route)}>{tag.name}</a>
              </th>
              <td>{tag.operations}</td>
              <td>{tag.changes}</td>
              <td>{tag.breaking}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * A versioned API's changelog: newest pair of versions first. A pair small enough shows its changes
 * here; a larger one shows its tags and links to its parts (ChangelogPartView).
 */
export function ChangelogView({ model }: { model: ChangelogModel }) {
  return (
    <Main className="container prose">
      <article>
        {/* Search finds the page by its title and lead only: its entries repeat the references' operation titles, and would outrank the operations. */}
        <header data-search-body="">
          <h1>{model.title} changelog</h1>
          <p className={styles.lead}>
            What changed between consecutive versions, newest first. Each change says whether it breaks existing clients, and why.
          </p>
        </header>
        <ChangelogFeedLinks route={model.changelogRoute} />
        <nav aria-label="Version pairs">
          <ul>
            {model.pairs.map((pair) => (
              <li key={pair.anchor}>
                <a href={`#${pair.anchor}`}>
                  {pair.from.label} → {pair.to.label}
                </a>{' '}
                ({plural(pair.counts.changes, 'change')}, {pair.counts.breaking} breaking)
              </li>
            ))}
          </ul>
        </nav>
        <StaticIsland island={`${model.changelogRoute}:pairs`}>
          {model.pairs.map((pair) => (
            <section
              key={pair.anchor}
              id={pair.anchor}
              className={styles.pair}
              aria-labelledby={`${pair.anchor}/title`}
              data-pair={pair.anchor}
            >
              <h2 id={`${pair.anchor}/title`}>
                {pair.from.label} → {pair.to.label}
              </h2>
              <Counts pair={pair} />
              {pair.parts[0]!.route === model.changelogRoute ? (
                <ChangeList pair={pair} operations={pair.operations} level={3} />
              ) : (
                <PairSummary pair={pair} />
              )}
            </section>
          ))}
        </StaticIsland>
      </article>
    </Main>
  );
}

/** One part of a large pair's changes. */
export function ChangelogPartView({ model, pair, part }: { model: ChangelogModel; pair: ChangelogPair; part: number }) {
  const { route, operations } = pair.parts[part]!;
  return (
    <Main className="container prose">
      <article>
        <h1>
          {model.title} changelog: {pair.from.label} → {pair.to.label}, part {part + 1} of {pair.parts.length}
        </h1>
        <p>
          <a href={withBase(`${model.changelogRoute}#${pair.anchor}`)}>Back to the changelog</a>
          {part > 0 && (
            <>
              {' '}
              ·{' '}
              <a href={withBase(pair.parts[part - 1]!.route)} rel="prev">
                Previous part
              </a>
            </>
          )}
          {part + 1 < pair.parts.length && (
            <>
              {' '}
              ·{' '}
              <a href={withBase(pair.parts[part + 1]!.route)} rel="next">
                Next part
              </a>
            </>
          )}
        </p>
        <ChangelogFeedLinks route={model.changelogRoute} />
        <Counts pair={pair} />
        <StaticIsland island={`${route}:changes`}>
          <ChangeList pair={pair} operations={operations} level={2} />
        </StaticIsland>
      </article>
    </Main>
  );
}
