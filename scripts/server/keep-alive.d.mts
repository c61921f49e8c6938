export const REPLICA_KEEP_ALIVE_MS: number;
export const BALANCER_KEEP_ALIVE_S: number;
