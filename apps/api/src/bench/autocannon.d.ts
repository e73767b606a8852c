/**
 * The part of autocannon's API the benchmark uses (the package ships no types).
 */
declare module 'autocannon' {
  /** One request of a run; `setupRequest` may rewrite it before each send. */
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }

  /** Options of a run. */
  export interface AutocannonOptions {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    requests?: AutocannonRequest[];
    headers?: Record<string, string>;
    /** Worker threads that send the requests (static requests only). @default 0 */
    workers?: number;
  }

  /** Summary of a run; latencies in milliseconds. */
  export interface AutocannonResult {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  /** Runs a benchmark. */
  export default function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
}
