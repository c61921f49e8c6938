import type { z } from 'zod';

/**
 * The typed content-API client core. It knows the HTTP contract only: the transport decides
 * where a Request goes (remote CMS, embedded CMS in-process, or the browser's fetch).
 */
export type Transport = (request: Request) => Promise<Response>;

export type RequestContext = {
  /** Value of the `csrftoken` cookie, sent as X-CSRFToken. */
  csrfToken?: string;
  /** The incoming request's host, port and protocol, sent as X-Forwarded-*. */
  forwarded?: { host?: string; port?: string; proto?: string };
  /** Address of the visitor (server side only), for rate limits in the CMS. */
  clientIp?: string;
};

/**
 * What a cached read gives (lib/api/cached-read.ts): the CMS's status and its answer, already parsed and, when
 * `validated`, already checked against the schema it was asked with (so a cache hit costs no parse and no validation).
 */
export type ReadAnswer = { status: number; data: unknown; validated: boolean };
/** A GET that does not go through the transport: `url` with its headers, answered by a cache of the server's pages. */
export type Reader = (url: string, headers: Headers, schema: z.ZodType) => Promise<ReadAnswer>;

export type ClientOptions = {
  baseUrl: string;
  transport: Transport;
  timeoutMs: number;
  context?: () => RequestContext | Promise<RequestContext>;
  /** Reads (GET) through it instead of the transport: the pages' cache. */
  read?: Reader;
};

export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'invalid';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  readonly path: string;
  /** Parsed error body of a 4xx answer (e.g. field errors of a form). */
  readonly body: unknown;

  constructor(kind: ApiErrorKind, path: string, message: string, status: number | null = null, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.path = path;
    this.status = status;
    this.body = body;
  }
}

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

export function buildQuery(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sets X-Forwarded-Host/Port/Proto and X-Client-IP from the incoming request's context. */
export function setContextHeaders(headers: Headers, context: RequestContext): void {
  if (context.forwarded?.host) headers.set('X-Forwarded-Host', context.forwarded.host);
  if (context.forwarded?.port) headers.set('X-Forwarded-Port', context.forwarded.port);
  if (context.forwarded?.proto) headers.set('X-Forwarded-Proto', context.forwarded.proto);
  if (context.clientIp) headers.set('X-Client-IP', context.clientIp);
}

/** `token`: a buyer's (online booking) or a sales manager's session, sent as `Authorization: Token …`. */
type RequestOptions = { query?: Query; method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; body?: unknown; clientIp?: string; token?: string };

export type ApiClient = {
  request<S extends z.ZodType>(schema: S, path: string, options?: RequestOptions): Promise<z.infer<S>>;
};

export function createClient(options: ClientOptions): ApiClient {
  /** One call through the transport: its status and its JSON (validated by the caller). */
  const send = async (request: Request): Promise<ReadAnswer> => {
    const response = await options.transport(request);
    const text = await response.text();
    try {
      return { status: response.status, data: text ? JSON.parse(text) : null, validated: false };
    } catch {
      throw new ApiError('invalid', new URL(request.url).pathname, `${new URL(request.url).pathname}: the answer is not JSON (HTTP ${response.status})`, response.status);
    }
  };
  return {
    async request(schema, path, { query, method = 'GET', body, clientIp, token } = {}) {
      const context = (await options.context?.()) ?? {};
      const headers = new Headers({ accept: 'application/json' });
      if (context.csrfToken) headers.set('X-CSRFToken', context.csrfToken);
      setContextHeaders(headers, { ...context, clientIp: clientIp ?? context.clientIp });
      if (body !== undefined) headers.set('content-type', 'application/json');
      if (token) headers.set('authorization', `Token ${token}`);

      const url = new URL(`${path}${buildQuery(query)}`, options.baseUrl);
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new ApiError('timeout', path, `${path}: no answer in ${options.timeoutMs} ms`));
        }, options.timeoutMs);
      });

      let answer: ReadAnswer;
      try {
        const read = method === 'GET' && options.read;
        answer = await Promise.race([read ? read(url.href, headers, schema) : send(new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: controller.signal })), timeout]);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw new ApiError('network', path, `${path}: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
      }

      const { status, data } = answer;
      if (status < 200 || status > 299) {
        throw new ApiError('http', path, `${path}: HTTP ${status}`, status, data);
      }
      if (answer.validated) return data as z.infer<typeof schema>;
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ApiError('invalid', path, `${path}: unexpected answer at ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? ''}`, status);
      }
      return parsed.data;
    },
  };
}
