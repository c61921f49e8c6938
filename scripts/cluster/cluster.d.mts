import type { ChildProcess } from 'node:child_process';

export const root: string;
export function ensureStandaloneBuild(): void;
export type Cluster = {
  url: string;
  secret: string;
  database: string;
  replicaPorts: number[];
  redisUrl: string;
  cmsUrl: string;
  /** The replica's process (node's pid); its stdout is a pipe the caller reads when started with `pipeReplicas`. */
  replicaProcess(port: number): ChildProcess | undefined;
  killReplica(port: number): Promise<void>;
  /** A replica on `port` (one of `replicaPorts` after a kill, or another outside nginx); `redis: false` shares nothing. */
  startReplica(port: number, options?: { redis?: boolean }): Promise<void>;
  stopRedis(): Promise<void>;
  startRedis(): Promise<void>;
  stopCms(): Promise<void>;
  startCms(): Promise<void>;
  stop(): Promise<void>;
};
export function startCluster(options?: { replicas?: number; port?: number; dir?: string; dbPath?: string; quiet?: boolean; pipeReplicas?: boolean }): Promise<Cluster>;
