/**
 * What an operator watches the service with (`GET /metrics`, Prometheus text; README "Watching
 * it: metrics and traces" lists every series). One `Metrics` per app, each with its own
 * prom-client Registry: several apps live in one process (tests, a restart) and must not add to
 * each other's figures, so prom-client's global registry is never used.
 *
 * Label values are bounded: a route is Fastify's route pattern (never the raw URL), a status is
 * its class, a game is a registered game id, a GraphQL operation name is one of the first
 * GRAPHQL_NAMES_KEPT names seen (later new names count as "other").
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type MetricValue } from 'prom-client';

/** Latency buckets, in seconds: a move answers in about a millisecond; a slow disk or a lock takes 100s of ms. */
const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Job lag buckets, in seconds: a sweep every 30 s runs a due match up to 30 s late by design. */
const LAG_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 30, 60, 300, 900, 3600];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;
/** Distinct GraphQL operation names kept as label values; clients choose names, so they are capped. */
export const GRAPHQL_NAMES_KEPT = 100;

/** A gauge read at scrape time (database pool, outbox): the callback's values by label set. */
export type ScrapeReading = () => Promise<number | null> | number | null;

/** One route × method × status class: its bucket counts, sum and count (no allocation to observe). */
interface Series {
  labels: { method: string; route: string; status_class: string };
  buckets: Float64Array;
  sum: number;
  count: number;
}

/**
 * The request histogram and counter, kept by hand rather than by prom-client's Histogram, whose
 * `observe` builds a label object and a key string per call: here a request costs two Map
 * lookups and a few additions once its series exists.
 */
class RouteHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly byRoute = new Map<string, Map<string, (Series | undefined)[]>>();

  constructor(readonly name: string, readonly help: string) {}

  observe(route: string, method: string, status: number, seconds: number): void {
    const cls = Math.min(Math.max(Math.floor(status / 100), 1), 5) - 1;
    let methods = this.byRoute.get(route);
    if (!methods) this.byRoute.set(route, (methods = new Map()));
    if (!METHODS.has(method)) method = 'other';
    let classes = methods.get(method);
    if (!classes) methods.set(method, (classes = []));
    let s = classes[cls];
    if (!s) {
      s = { labels: { method, route, status_class: STATUS_CLASSES[cls] }, buckets: new Float64Array(LATENCY_BUCKETS.length), sum: 0, count: 0 };
      classes[cls] = s;
    }
    s.sum += seconds;
    s.count++;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
      if (seconds <= LATENCY_BUCKETS[i]) {
        s.buckets[i]++;
        break;
      }
    }
  }

  *series(): Iterable<Series> {
    for (const methods of this.byRoute.values()) for (const classes of methods.values()) for (const s of classes) if (s) yield s;
  }

  get(): { name: string; help: string; type: 'histogram'; aggregator: 'sum'; values: MetricValue<string>[] } {
    const values: MetricValue<string>[] = [];
    for (const s of this.series()) {
      let acc = 0;
      LATENCY_BUCKETS.forEach((le, i) => {
        acc += s.buckets[i];
        values.push({ labels: { ...s.labels, le }, value: acc, metricName: `${this.name}_bucket` } as MetricValue<string>);
      });
      values.push({ labels: { ...s.labels, le: '+Inf' }, value: s.count, metricName: `${this.name}_bucket` } as MetricValue<string>);
      values.push({ labels: s.labels, value: s.sum, metricName: `${this.name}_sum` } as MetricValue<string>);
      values.push({ labels: s.labels, value: s.count, metricName: `${this.name}_count` } as MetricValue<string>);
    }
    return { name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values };
  }
}

/** The same series' counts as a counter (`..._requests_total`), for dashboards that want one. */
class RouteCounter {
  readonly type = 'counter';
  readonly aggregator = 'sum';
  constructor(readonly name: string, readonly help: string, private readonly of: RouteHistogram) {}
  get() {
    const values = [...this.of.series()].map((s) => ({ labels: s.labels, value: s.count }) as MetricValue<string>);
    return { name: this.name, help: this.help, type: 'counter' as const, aggregator: 'sum' as const, values };
  }
}

export class Metrics {
  readonly registry = new Registry();
  readonly http = new RouteHistogram('pyramidion_http_request_duration_seconds', 'HTTP request latency by route pattern, method and status class (onRequest to response sent).');
  readonly graphqlOperations: Counter<'transport' | 'type' | 'name'>;
  readonly movesCommitted: Counter<'game' | 'kind'>;
  readonly matchesCreated: Counter<'game'>;
  readonly matchesFinished: Counter<'game' | 'ended_by'>;
  readonly sseStreams: Gauge;
  readonly wsConnections: Gauge;
  readonly jobLag: Histogram<'job'>;
  private readonly graphqlNames = new Set<string>();

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.registry.registerMetric(this.http as never);
    this.registry.registerMetric(new RouteCounter('pyramidion_http_requests_total', 'HTTP requests by route pattern, method and status class.', this.http) as never);
    this.graphqlOperations = new Counter({
      name: 'pyramidion_graphql_operations_total',
      help: `GraphQL operations admitted, by transport (http, ws), type and operation name (unnamed: "anonymous"; names after the first ${GRAPHQL_NAMES_KEPT}: "other").`,
      labelNames: ['transport', 'type', 'name'],
      registers,
    });
    this.movesCommitted = new Counter({ name: 'pyramidion_moves_committed_total', help: 'Log entries committed by this instance, by game and kind (move, resign, timeout).', labelNames: ['game', 'kind'], registers });
    this.matchesCreated = new Counter({ name: 'pyramidion_matches_created_total', help: 'Matches created, by game.', labelNames: ['game'], registers });
    this.matchesFinished = new Counter({ name: 'pyramidion_matches_finished_total', help: 'Matches finished by a commit of this instance, by game and how they ended.', labelNames: ['game', 'ended_by'], registers });
    this.sseStreams = new Gauge({ name: 'pyramidion_sse_streams', help: 'Open SSE streams (GET /v1/me/events and GET /v1/matches/{id}/events as text/event-stream).', registers });
    this.wsConnections = new Gauge({ name: 'pyramidion_graphql_ws_connections', help: 'Open WebSocket connections on /graphql (graphql-ws), signed in or not yet.', registers });
    this.jobLag = new Histogram({
      name: 'pyramidion_job_lag_seconds',
      help: 'How late a background job ran after it was due, by job (clock_sweep: an overdue match timed out; webhook_delivery: an attempt; bot_turn: a bot move after its turn began).',
      labelNames: ['job'],
      buckets: LAG_BUCKETS,
      registers,
    });
  }

  /** A GraphQL operation admitted; names beyond the first GRAPHQL_NAMES_KEPT count as "other". */
  graphqlOperation(transport: 'http' | 'ws', type: string, name: string | null | undefined): void {
    let label = name || 'anonymous';
    if (!this.graphqlNames.has(label)) {
      if (this.graphqlNames.size < GRAPHQL_NAMES_KEPT) this.graphqlNames.add(label);
      else label = 'other';
    }
    this.graphqlOperations.inc({ transport, type, name: label });
  }

  /**
   * A log entry committed; `outcome` (the match's outcome JSON, when the entry ended it) also
   * counts the end, by its `endedBy` (rules, resignation, timeout, agreement, abort...).
   */
  committed(game: string, kind: string, outcome: string | null): void {
    this.movesCommitted.inc({ game, kind });
    if (outcome !== null) this.matchesFinished.inc({ game, ended_by: String((JSON.parse(outcome) as { endedBy?: string }).endedBy ?? 'rules') });
  }

  /** A job that was due at `due` runs now: its lag (0 when early). */
  lag(job: 'clock_sweep' | 'webhook_delivery' | 'bot_turn', due: Date | null, now: Date): void {
    if (due) this.jobLag.observe({ job }, Math.max(0, (now.getTime() - due.getTime()) / 1000));
  }

  /**
   * A gauge whose value is read at each scrape from `read` (one series per label set); a reading
   * of null leaves the series out (the provider has no such thing, e.g. a pool on SQLite).
   */
  onScrape(name: string, help: string, readings: Record<string, ScrapeReading>, labelName = 'state'): void {
    const entries = Object.entries(readings);
    const single = entries.length === 1 && entries[0][0] === '';
    new Gauge({
      name,
      help,
      labelNames: single ? [] : [labelName],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const [label, read] of entries) {
          const v = await read();
          if (v === null) continue;
          if (single) this.set(v);
          else this.set({ [labelName]: label }, v);
        }
      },
    });
  }

  /** The exposition text and its content type. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
