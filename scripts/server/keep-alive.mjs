// How long an idle kept-alive connection stays open, on both ends of the balancer's connections to a replica. nginx
// keeps up to 32 idle connections to the replicas (deploy: `upstream … keepalive 32`) and, by default, for 60 s; the
// replica (Node) closes an idle one after 5 s. A request nginx writes into a connection just as the replica closes it
// is lost with the connection, and nginx does not pass a POST on to another replica once it has sent it (a lead
// would answer 502: proxy_next_upstream, "non_idempotent"). So nginx lets an idle connection go first: its
// `keepalive_timeout` in the upstream is shorter than the replica's (nginx's docs, ngx_http_upstream_module).

/** The replica's: Node's default, named so that the balancer's can be checked against it (scripts/server.mjs). */
export const REPLICA_KEEP_ALIVE_MS = 5000;
/** nginx's for its idle connections to a replica, in seconds (scripts/cluster/nginx.mjs; README "Running in production"). */
export const BALANCER_KEEP_ALIVE_S = 4;
