/** The part of autocannon 9's programmatic API the bench and the deploy tests use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    readonly average: number;
    readonly mean: number;
    readonly p50: number;
    readonly p90: number;
    readonly p97_5: number;
    readonly p99: number;
    readonly max: number;
  }
  interface Request {
    readonly method?: string;
    readonly path?: string;
    readonly headers?: Record<string, string>;
    /** Called with each answer to this request; the body is the raw text (autocannon sends no Accept-Encoding). */
    readonly onResponse?: (status: number, body: string) => void;
  }
  interface Options {
    readonly url: string;
    readonly connections?: number;
    readonly duration?: number;
    readonly amount?: number;
    readonly pipelining?: number;
    readonly headers?: Record<string, string>;
    readonly requests?: readonly Request[];
    readonly timeout?: number;
    /** Requests per second over all connections. */
    readonly overallRate?: number;
  }
  interface Result {
    readonly requests: Histogram & { readonly total: number };
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly duration: number;
    readonly statusCodeStats: Readonly<Record<string, { readonly count: number }>>;
  }
  /** A running load: a promise of the result, which also reports each answer and stops early on request. */
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: () => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
