import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type Database from 'better-sqlite3';
import { readJsonObject } from '../http/read-json';
import type { Answer } from '../booking/answer';
import { createAuth, type Buyer } from '../booking/auth';
import { createClock } from '../booking/clock';
import { BOOKING, holdMs } from '../booking/config';
import { createHolds, type Changed } from '../booking/holds';
import { LOT_STATUS_TAGS, createSiteNotifier } from '../booking/notify';
import { createSmsSender } from '../booking/sms';

const reply = (c: Context, result: Answer) => c.json(result.body, result.status as 200, result.headers);
const unauthorized = (c: Context) => c.json({ detail: 'Подтвердите номер телефона кодом из SMS.' }, 401);
const badBody = (c: Context) => c.json({ detail: 'Тело запроса должно быть объектом JSON' }, 400);

/**
 * Online booking (docs/api.md, "Booking"): phone confirmation, registration, holds and waitlists over
 * cms/booking/. Before any request is answered, holds whose time has passed are ended (the sweep), so
 * every read sees the lots as they are; the site is told of each change through its webhook.
 */
export function bookingRoutes(app: Hono, db: Database.Database, env: Record<string, string | undefined> = process.env): { sweep: () => void } {
  const now = createClock(db);
  const sms = createSmsSender(db, env);
  const auth = createAuth(db, sms, now);
  const holds = createHolds(db, sms, now, { holdMs: holdMs(env), siteUrl: env.SITE_URL });
  const notify = createSiteNotifier(env);
  const changed = ({ lots }: Changed) => {
    if (lots.length) notify(LOT_STATUS_TAGS);
  };

  const sweep = () => changed(holds.sweep());
  app.use('*', async (_c, next) => {
    sweep();
    await next();
  });

  const bookingPaths = ['/authorization', '/check_sms', '/registration', '/booking', '/booking/*'];
  for (const path of bookingPaths) {
    app.use(path, bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json({ detail: 'Тело запроса больше 4 КБ' }, 413) }));
  }
  const ip = (c: Context) => c.req.header('x-client-ip') ?? null;
  const withBuyer = (handler: (c: Context, buyer: Buyer) => Response | Promise<Response>) => (c: Context) => {
    const buyer = auth.buyerOf(c.req.header('authorization'));
    return buyer ? handler(c, buyer) : unauthorized(c);
  };
  const json = async (c: Context) => readJsonObject(c.req.raw);
  const idParam = (c: Context) => (/^\d{1,12}$/.test(c.req.param('id') ?? '') ? Number(c.req.param('id')) : null);

  app.post('/authorization', async (c) => {
    const body = await json(c);
    return body ? reply(c, await auth.requestCode(body, ip(c))) : badBody(c);
  });
  app.delete('/authorization', (c) => reply(c, auth.logout(c.req.header('authorization'))));
  app.post('/check_sms', async (c) => {
    const body = await json(c);
    return body ? reply(c, auth.checkCode(body, ip(c))) : badBody(c);
  });
  app.post(
    '/registration',
    withBuyer(async (c, buyer) => {
      const body = await json(c);
      return body ? reply(c, auth.registration(buyer, body)) : badBody(c);
    }),
  );
  app.get('/booking', withBuyer((c, buyer) => reply(c, holds.mine(buyer))));
  // Public: what the booking panel tells a buyer before asking for the phone.
  const terms = { hold_hours: holdMs(env) / BOOKING.hourMs, max_holds: BOOKING.maxHoldsPerBuyer, offer_minutes: BOOKING.offerMs / 60_000 };
  app.get('/booking_terms', (c) => c.json(terms));
  app.post(
    '/booking',
    withBuyer(async (c, buyer) => {
      const body = await json(c);
      if (!body) return badBody(c);
      const result = await holds.book(buyer, body, ip(c));
      changed(result.changed);
      return reply(c, result.answer);
    }),
  );
  app.post(
    '/booking/waitlist',
    withBuyer(async (c, buyer) => {
      const body = await json(c);
      return body ? reply(c, holds.joinWaitlist(buyer, body, ip(c))) : badBody(c);
    }),
  );
  app.delete(
    '/booking/waitlist/:id',
    withBuyer((c, buyer) => {
      const id = idParam(c);
      return id === null ? c.json({ detail: 'Не найдено.' }, 404) : reply(c, holds.leaveWaitlist(buyer, id));
    }),
  );
  app.delete(
    '/booking/:id',
    withBuyer((c, buyer) => {
      const id = idParam(c);
      if (id === null) return c.json({ detail: 'Не найдено.' }, 404);
      const result = holds.cancel(buyer, id);
      changed(result.changed);
      return reply(c, result.answer);
    }),
  );
  return { sweep };
}
