export { buildApp, type BuildOptions } from './app.ts';
export { ConfigError, loadConfig, type Config } from './config.ts';
export { openDatabase, createPgliteDatabase, createPostgresDatabase, type Database, type Db } from './db/client.ts';
export {
  closeOnSignals,
  shutDown,
  shutdownBudget,
  trackConnections,
  type ConnectionTracker,
  type Shutdown,
  type ShutdownLog,
} from './lib/lifecycle.ts';
export { prepareApi, prepareDatabase, type PrepareOptions, type StartedApi } from './start.ts';
export { developmentSecretsWarning } from './lib/development-secrets.ts';
export { DEMO_CUSTOMER } from './db/seed/demo.ts';
export {
  frontDoor,
  leaveInFlight,
  refuseWithHouseError,
  type FrontDoorOptions,
  type Refuse,
} from './lib/front-door.ts';
export { createMetrics, labelRoute, type Metrics } from './lib/metrics.ts';
export { IN_PROCESS_HEADER, IN_PROCESS_MARK, isInProcessCall } from './lib/in-process-mark.ts';
export { aggregateClusterMetrics, clusterMetricsText } from './lib/metrics-cluster.ts';
export { clientErrorHandler, type ClientErrorPage } from './lib/client-errors.ts';
