// Shared between bench/api.ts and its server child.
export const BENCH_PASSWORD = 'BenchRahasia123';

export interface ServerReady {
  port: number;
  emails: string[];
}
