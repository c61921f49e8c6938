import type { RedisOptions } from 'ioredis';

export const COMMAND_CONNECTION: RedisOptions;
export const LISTENER_CONNECTION: RedisOptions;
