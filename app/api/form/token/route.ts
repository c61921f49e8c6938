import { connection } from 'next/server';
import { issueFormToken } from '@/lib/callback/form-token';

/** A signed token with the moment a lead form was opened (lib/callback/form-token.ts); never cached. */
export async function GET() {
  await connection();
  return Response.json({ token: issueFormToken() }, { headers: { 'cache-control': 'no-store' } });
}
