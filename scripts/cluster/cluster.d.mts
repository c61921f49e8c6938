export const root: string;
export function ensureStandaloneBuild(): void;
export function nginxConfig(options: { port: number; replicaPorts: number[]; dir: string }): string;
export type Cluster = {
  url: string;
  secret: string;
  database: string;
  replicaPorts: number[];
  redisUrl: string;
  killReplica(port: number): Promise<void>;
  startReplica(port: number): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stop(): Promise<void>;
};
export function startCluster(options?: { replicas?: number; port?: number; dir?: string; dbPath?: string; quiet?: boolean }): Promise<Cluster>;
