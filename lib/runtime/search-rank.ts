// Ranking from postings that carry their scores (lib/search/build-index.ts): a query's score for a
// document is what one MiniSearch index over every record gives it (its terms' scores, weighted for
// prefix and typo matches, added up, times the number of query terms matched), computed from the
// postings loaded so far. A common term's postings arrive best first, in parts; rank() says when
// the best results are known for sure, and otherwise which term's next part would settle them.

/** What is loaded of a term's postings: document → score, and the highest score any posting not loaded can have (0: all loaded). */
export interface LoadedPostings {
  scores: Map<number, number>;
  floor: number;
}

/** One term of the query with the index terms it matches: itself (weight 1), longer terms (prefix) and near spellings. */
export interface TermQuery {
  source: string;
  derived: { term: string; weight: number }[];
}

export interface RankQuery {
  /** The query's words, combined as asked. */
  words: TermQuery[];
  combineWith: 'AND' | 'OR';
  /** Whole identifiers (paths, operationIds): any of them adds to a document's score. */
  identifiers: TermQuery[];
}

export interface Ranked {
  id: number;
  score: number;
  /** The index terms the document matched, for highlighting. */
  matched: string[];
}

interface Partial {
  score: number;
  sources: Set<string>;
  matched: Set<string>;
}

/** MiniSearch's results of one query term: each matching index term's score, times its weight, added up per document. */
function termResults(query: TermQuery, postings: Map<string, LoadedPostings>): Map<number, Partial> {
  const results = new Map<number, Partial>();
  for (const { term, weight } of query.derived) {
    for (const [id, score] of postings.get(term)?.scores ?? []) {
      let result = results.get(id);
      if (!result) results.set(id, (result = { score: 0, sources: new Set([query.source]), matched: new Set() }));
      result.score += weight * score;
      result.matched.add(term);
    }
  }
  return results;
}

function combine(a: Map<number, Partial>, b: Map<number, Partial>, how: 'AND' | 'OR'): Map<number, Partial> {
  const combined = new Map<number, Partial>(how === 'OR' ? a : []);
  for (const [id, right] of b) {
    const left = a.get(id);
    if (!left) {
      if (how === 'OR') combined.set(id, right);
      continue;
    }
    combined.set(id, {
      score: left.score + right.score,
      sources: new Set([...left.sources, ...right.sources]),
      matched: new Set([...left.matched, ...right.matched]),
    });
  }
  return combined;
}

/**
 * The query's best `limit` results from the loaded postings, best first (ties by document id), and
 * `settled`: whether postings not loaded yet could change them. When they could, `next` names the
 * terms whose next part to load, the ones whose unloaded postings could weigh the most.
 */
export function rank(
  query: RankQuery,
  postings: Map<string, LoadedPostings>,
  limit: number,
  boost: (id: number) => number = () => 1,
): { results: Ranked[]; settled: boolean; next: string[] } {
  const specResults = [...query.words, ...query.identifiers].map((term) => termResults(term, postings));
  const wordResults = specResults.slice(0, query.words.length);
  let combined =
    wordResults.reduce<Map<number, Partial> | undefined>((all, one) => (all ? combine(all, one, query.combineWith) : one), undefined) ??
    new Map();
  for (const identifier of specResults.slice(query.words.length)) combined = combine(combined, identifier, 'OR');
  const results = [...combined]
    .map(([id, { score, sources, matched }]) => ({ id, score: boost(id) * score * sources.size, matched: [...matched] }))
    .sort((a, b) => b.score - a.score || a.id - b.id);
  const top = results.slice(0, limit);

  // What the postings not loaded could add: per query term, the floors of its partly loaded index terms.
  const specs = [...query.words, ...query.identifiers];
  const partial = specs.map((spec) => spec.derived.filter(({ term }) => (postings.get(term)?.floor ?? 0) > 0));
  if (partial.every((terms) => terms.length === 0)) return { results: top, settled: true, next: [] };
  const floor = (term: string) => postings.get(term)!.floor;
  // A document not seen in a term's loaded postings may be in the rest, with at most its floor.
  const gain = (id?: number): number =>
    partial
      .flat()
      .reduce((sum, { term, weight }) => (id !== undefined && postings.get(term)!.scores.has(id) ? sum : sum + weight * floor(term)), 0);
  const canMatch = (id?: number): boolean => {
    const could = (i: number) => (id !== undefined && specResults[i]!.has(id)) || partial[i]!.length > 0;
    const indices = query.words.map((_, i) => i);
    const wordsCan = indices.length > 0 && (query.combineWith === 'AND' ? indices.every(could) : indices.some(could));
    return wordsCan || query.identifiers.some((_, j) => could(query.words.length + j));
  };
  const known = new Map<number, number>();
  for (const map of specResults) for (const [id, { score }] of map) known.set(id, (known.get(id) ?? 0) + score);
  const sources = new Set(specs.map((spec) => spec.source)).size;
  const upper = (id?: number) =>
    canMatch(id) ? (id === undefined ? 1 : boost(id)) * ((id === undefined ? 0 : (known.get(id) ?? 0)) + gain(id)) * sources : 0;

  const last = top.length === limit ? top[limit - 1]!.score : 0;
  const inTop = new Set(top.map((result) => result.id));
  let settled = upper(undefined) <= last;
  for (const id of known.keys()) if (settled && !inTop.has(id) && upper(id) > last) settled = false;
  for (let i = 1; settled && i < top.length; i += 1) if (upper(top[i]!.id) > top[i - 1]!.score) settled = false;
  if (settled) return { results: top, settled, next: [] };
  const weights = partial.flat().map(({ term, weight }) => [term, weight * floor(term)] as const);
  const most = Math.max(...weights.map(([, w]) => w));
  return { results: top, settled, next: [...new Set(weights.filter(([, w]) => w >= most / 2).map(([term]) => term))] };
}
