import { availableParallelism, cpus } from 'node:os';

/** The Node version and the CPUs, for the head of every report. */
export function machine(): string {
  return `Node ${process.version}, ${availableParallelism()} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'})`;
}
