import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** A web process asks the primary for every process's metrics; the primary answers with them added up. */
interface Ask {
  type: 'yolla:metrics?';
  id: number;
}
interface Answer {
  type: 'yolla:metrics';
  id: number;
  text?: string;
  error?: string;
}

const isAsk = (message: unknown): message is Ask =>
  typeof message === 'object' && message !== null && (message as Ask).type === 'yolla:metrics?';
const isAnswer = (message: unknown): message is Answer =>
  typeof message === 'object' && message !== null && (message as Answer).type === 'yolla:metrics';

/**
 * In the primary of several web processes: collects every process's registry over IPC (prom-client's aggregator:
 * counters and histograms added up, the event loop's delay averaged) whenever one of them is scraped.
 */
export function aggregateClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: 'yolla:metrics', id: message.id, text } satisfies Answer),
      (error: unknown) => worker.send({ type: 'yolla:metrics', id: message.id, error: String(error) } satisfies Answer),
    );
  });
}

/**
 * In one web process of several: offers its registry to the primary, and returns how to get every process's
 * metrics (a scrape lands on any one of them, and must see the whole host).
 */
export function clusterMetricsText(registry: Registry): () => Promise<string> {
  AggregatorRegistry.setRegistries([registry]);
  // Constructing one installs prom-client's listener that answers the primary with this process's registry.
  new AggregatorRegistry();
  let next = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: unknown) => {
    if (isAnswer(message)) waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the primary process did not answer with the metrics within 5 s'));
      }, 5000);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'no metrics'));
      });
      process.send?.({ type: 'yolla:metrics?', id } satisfies Ask);
    });
}
