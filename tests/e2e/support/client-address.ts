/**
 * Sign-in is rate limited per client address (10 code checks per IP in 15 minutes, api/src/auth).
 * Every spec runs against one server from 127.0.0.1, so together they would exhaust one real
 * person's allowance. The e2e server runs with TRUST_PROXY=true (as behind a load balancer) and
 * each group of tests that signs in speaks as its own client, as real users would.
 *
 * @example test.use(asClient(7));
 */
export function asClient(n: number): { extraHTTPHeaders: Record<string, string> } {
  // 198.51.100.0/24 is TEST-NET-2 (RFC 5737): documentation addresses, never a real client.
  return { extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${n}` } };
}
