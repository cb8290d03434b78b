/** The part of autocannon 9's programmatic API the bench uses (the package ships no types). */
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
  }
  interface Result {
    readonly requests: Histogram & { readonly total: number };
    readonly latency: Histogram;
    readonly throughput: Histogram;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
    readonly duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
