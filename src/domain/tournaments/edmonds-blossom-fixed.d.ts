/** edmonds-blossom-fixed 1.0.1 (MIT): van Rantwijk's maximum-weight matching, ported to JavaScript. */
declare module 'edmonds-blossom-fixed' {
  /**
   * A maximum-weight matching of the graph given by `edges` ([vertex, vertex, weight]; vertices
   * 0..n-1); with `maxCardinality`, the heaviest of the matchings with the most edges. Returns each
   * vertex's mate, -1 for an unmatched one (the array ends at the largest vertex that has an edge).
   */
  function blossom(edges: [number, number, number][], maxCardinality?: boolean): number[];
  export = blossom;
}
