import type { ChildProcess } from 'node:child_process';

export const NGINX: string;
export function hasBrotliModules(): boolean;
export function startNginx(options: { root: string; dir: string; servers: string[] }): ChildProcess;
export function nginxConfig(options: { root: string; dir: string; servers: string[] }): string;
export function siteServer(options: { root: string; listen: string; replicaPorts: number[]; staticDir: string; tls?: { cert: string; key: string } }): string;
export function plainServer(options: { listen: string; port: number; tls?: { cert: string; key: string }; extra?: string }): string;
