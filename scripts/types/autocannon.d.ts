/** The part of autocannon's programmatic API that scripts/bench-http.ts uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Stop after this many requests in all (instead of after `duration`). */
    amount?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    requests?: Request[];
  }

  export interface Stats {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    total: number;
  }

  export interface Result {
    requests: Stats & { sent: number };
    latency: Stats;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds. */
    duration: number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
