import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type Database from 'better-sqlite3';
import { readJsonObject } from '../http/read-json';
import type { Answer } from '../booking/answer';
import { createClock } from '../booking/clock';
import { createPhoneCodes } from '../booking/codes';
import { createSmsSender } from '../booking/sms';
import type { RealtyRepository } from '../realty/repository';
import { createManagers, type Manager } from '../sales/managers';
import { createSelections } from '../sales/selections';
import type { LeadRouter } from './lists-forms';

const reply = (c: Context, result: Answer) => c.json(result.body, result.status as 200, result.headers);
const badBody = (c: Context) => c.json({ detail: 'Тело запроса должно быть объектом JSON' }, 400);
const notFound = (c: Context) => c.json({ detail: 'Не найдено.' }, 404);

/**
 * Sales managers and their selections (docs/api.md, "Managers and selections"): the public records, the managers'
 * sign-in by SMS code and session (`Authorization: Token …`, a manager's token), the selections they build and the
 * buyer's page of one. Returns the selections, so a lead sent from a selection's page can name its manager.
 */
export function salesRoutes(app: Hono, db: Database.Database, realty: RealtyRepository, env: Record<string, string | undefined> = process.env): LeadRouter {
  const now = createClock(db);
  const sms = createSmsSender(db, env);
  const codes = createPhoneCodes(db, sms, now);
  const managers = createManagers(db, codes, now);
  const selections = createSelections(db, realty, managers, now);

  app.use('/manager/*', bodyLimit({ maxSize: 32 * 1024, onError: (c) => c.json({ detail: 'Тело запроса больше 32 КБ' }, 413) }));
  app.use('/selections/*', bodyLimit({ maxSize: 1024, onError: (c) => c.json({ detail: 'Тело запроса больше 1 КБ' }, 413) }));
  const ip = (c: Context) => c.req.header('x-client-ip') ?? null;
  const json = (c: Context) => readJsonObject(c.req.raw);
  const id = (c: Context, name = 'id') => (/^\d{1,12}$/.test(c.req.param(name) ?? '') ? Number(c.req.param(name)) : null);
  const signedIn = (handler: (c: Context, manager: Manager) => Response | Promise<Response>) => (c: Context) => {
    const manager = managers.managerOf(c.req.header('authorization'));
    return manager ? handler(c, manager) : c.json({ detail: 'Войдите в кабинет менеджера.' }, 401);
  };
  const withBody = (handler: (c: Context, manager: Manager, body: Record<string, unknown>) => Answer) =>
    signedIn(async (c, manager) => {
      const body = await json(c);
      return body ? reply(c, handler(c, manager, body)) : badBody(c);
    });
  const withId = (handler: (manager: Manager, selectionId: number, c: Context) => Answer) =>
    signedIn((c, manager) => {
      const selectionId = id(c);
      return selectionId === null ? notFound(c) : reply(c, handler(manager, selectionId, c));
    });

  // Public records.
  app.get('/managers', (c) => c.json(managers.list()));
  app.get('/managers/:id', (c) => {
    const manager = id(c) === null ? null : managers.one(id(c) as number);
    return manager ? c.json(manager) : notFound(c);
  });

  // Sign-in.
  app.post('/manager/authorization', async (c) => {
    const body = await json(c);
    return body ? reply(c, await managers.requestCode(body, ip(c))) : badBody(c);
  });
  app.delete('/manager/authorization', (c) => reply(c, managers.logout(c.req.header('authorization'))));
  app.post('/manager/check_sms', async (c) => {
    const body = await json(c);
    return body ? reply(c, managers.checkCode(body, ip(c))) : badBody(c);
  });

  // The manager's selections.
  app.get('/manager', signedIn((c, manager) => reply(c, selections.mine(manager))));
  app.get('/manager/draft', signedIn((c, manager) => reply(c, selections.draft(manager))));
  app.post('/manager/draft/lots', withBody((_c, manager, body) => selections.addLot(manager, null, body)));
  app.post('/manager/selections', withBody((_c, manager, body) => selections.create(manager, body)));
  app.get('/manager/selections/:id', withId((manager, selectionId) => selections.read(manager, selectionId)));
  app.patch(
    '/manager/selections/:id',
    signedIn(async (c, manager) => {
      const selectionId = id(c);
      const body = await json(c);
      if (selectionId === null) return notFound(c);
      return body ? reply(c, selections.update(manager, selectionId, body)) : badBody(c);
    }),
  );
  app.post(
    '/manager/selections/:id/lots',
    signedIn(async (c, manager) => {
      const selectionId = id(c);
      const body = await json(c);
      if (selectionId === null) return notFound(c);
      return body ? reply(c, selections.addLot(manager, selectionId, body)) : badBody(c);
    }),
  );
  app.delete(
    '/manager/selections/:id/lots/:lot',
    withId((manager, selectionId, c) => {
      const lot = id(c, 'lot');
      return lot === null ? { status: 404, body: { detail: 'Не найдено.' } } : selections.removeLot(manager, selectionId, lot);
    }),
  );
  app.post('/manager/selections/:id/publish', withId((manager, selectionId) => selections.publish(manager, selectionId)));
  app.post('/manager/selections/:id/withdraw', withId((manager, selectionId) => selections.withdraw(manager, selectionId)));

  // The buyer's page.
  app.get('/selections/:code', (c) => reply(c, selections.open(c.req.param('code'), ip(c))));
  app.post('/selections/:code/views', (c) => reply(c, selections.view(c.req.param('code'), ip(c))));

  return {
    route: (payload) => (payload.attribution?.selection ? selections.managerOfCode(payload.attribution.selection) : null),
    notify: async (routing, payload) => {
      const phone = managers.phoneOf(routing.manager_id);
      if (!phone) return;
      // The lead is stored: an SMS that does not go out is logged, never a reason to refuse it.
      await sms(phone, `Заявка по вашей подборке: ${payload.name}, ${payload.phone}. Перезвоните, пожалуйста.`.slice(0, 300)).catch((error: unknown) =>
        console.error('[cms sales] the manager was not told of a lead:', error instanceof Error ? error.message : error),
      );
    },
  };
}
