/** The embedded CMS database schema. Realty filters, facets, sorting and paging run in SQL over `lots`. */
const CELL_COLUMNS = ['type', 'status', 'rooms', 'section_id', 'renovation', 'building_id', 'queue_id', 'discount', 'outlook'] as const;

/** A trigger that files the new row of `lots` under its cell, creating the cell when it is new. */
function cellTrigger(name: string, event: string): string {
  const sameCell = CELL_COLUMNS.map((column) => `${column} IS NEW.${column}`).join(' AND ');
  return `CREATE TRIGGER ${name} ${event} BEGIN
  INSERT INTO lot_cells (${CELL_COLUMNS.join(', ')})
    SELECT ${CELL_COLUMNS.map((column) => `NEW.${column}`).join(', ')}
    WHERE NOT EXISTS (SELECT 1 FROM lot_cells WHERE ${sameCell});
  UPDATE lots SET cell = (SELECT id FROM lot_cells WHERE ${sameCell}) WHERE id = NEW.id;
END;`;
}

export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE queues (id INTEGER PRIMARY KEY, name TEXT NOT NULL, completion TEXT NOT NULL, sort INTEGER NOT NULL);

CREATE TABLE buildings (
  id INTEGER PRIMARY KEY, queue_id INTEGER NOT NULL REFERENCES queues(id), number INTEGER NOT NULL,
  name TEXT NOT NULL, floors INTEGER NOT NULL, completion TEXT NOT NULL, plan_polygon TEXT NOT NULL
);

CREATE TABLE sections (
  id INTEGER PRIMARY KEY, building_id INTEGER NOT NULL REFERENCES buildings(id), number INTEGER NOT NULL,
  floors INTEGER NOT NULL
);

-- revision: the version in the floor plan's media URL (cms/media/versioned-names.ts), raised by the
-- lots_floor_revision_* triggers whenever a lot drawn on the floor changes.
CREATE TABLE floors (
  id INTEGER PRIMARY KEY, section_id INTEGER NOT NULL REFERENCES sections(id), number INTEGER NOT NULL,
  revision INTEGER NOT NULL DEFAULT 1,
  plate TEXT, -- the floor's outline, corridor and core in metres (JSON; cms/plans/section-plan.ts)
  UNIQUE (section_id, number)
);

-- hash: the content hash of svg, the version in the layout's media URL.
-- geometry: the flat's rooms, walls, doors and windows in metres (cms/plans/flat-layout.ts), drawn again on its floor.
CREATE TABLE layouts (id INTEGER PRIMARY KEY, rooms INTEGER, svg TEXT NOT NULL, hash TEXT NOT NULL, geometry TEXT);

CREATE TABLE lots (
  id INTEGER PRIMARY KEY,
  vendor_code TEXT NOT NULL UNIQUE,
  type TEXT NOT NULL,
  queue_id INTEGER NOT NULL REFERENCES queues(id),
  building_id INTEGER NOT NULL REFERENCES buildings(id),
  section_id INTEGER NOT NULL REFERENCES sections(id),
  floor_id INTEGER REFERENCES floors(id),
  floor INTEGER NOT NULL,
  number TEXT NOT NULL,
  rooms INTEGER,
  area REAL NOT NULL,
  price INTEGER NOT NULL,
  old_price INTEGER,
  price_per_m2 INTEGER NOT NULL,
  renovation TEXT NOT NULL,
  status TEXT NOT NULL,
  ceiling_height REAL NOT NULL,
  features INTEGER NOT NULL DEFAULT 0, -- bit set over FEATURES (cms/seed/complex.ts), bit i = FEATURES[i]
  layout_id INTEGER REFERENCES layouts(id),
  plan_x REAL, plan_y REAL, plan_w REAL, plan_h REAL, -- the flat on its floor's plate, metres
  plan_flip INTEGER NOT NULL DEFAULT 0, -- 1: windows to the street (the plan drawn mirrored)
  outlook TEXT, -- what the windows mainly see (park, city, courtyard; table window_views), null when not computed
  cell INTEGER REFERENCES lot_cells(id), -- set by the triggers below
  updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%SZ', 'now')), -- when what a buyer sees of it last changed (lots_updated_at)
  -- 1 when the lot is sold below its former price (the catalogue's "со скидкой" filter, a choice of its cell)
  discount INTEGER GENERATED ALWAYS AS (CASE WHEN old_price > price THEN 1 ELSE 0 END) STORED,
  -- The catalogue's recommended order (cms/realty/recommended.ts): the rank the seed gives each lot, free lots first.
  recommended_rank INTEGER NOT NULL DEFAULT 0,
  recommended INTEGER GENERATED ALWAYS AS ((CASE WHEN status = 'free' THEN 0 ELSE 1000000000 END) + recommended_rank) STORED
);
-- Facet cells: one row per combination of a lot's choice values (type, status, rooms, section, renovation,
-- building, queue, discount, outlook). The triggers below keep lots.cell pointing at its cell, so the facet scan groups lots by
-- one integer and every "all but this filter" count of the choice filters is a sum over at most a few
-- hundred cells (cms/realty/facets.ts).
CREATE TABLE lot_cells (
  id INTEGER PRIMARY KEY, type TEXT NOT NULL, status TEXT NOT NULL, rooms INTEGER, section_id INTEGER NOT NULL,
  renovation TEXT NOT NULL, building_id INTEGER NOT NULL, queue_id INTEGER NOT NULL, discount INTEGER NOT NULL, outlook TEXT
);
CREATE INDEX lot_cells_key ON lot_cells (type, status, rooms, section_id, renovation, building_id, queue_id, discount, outlook);
${cellTrigger('lots_cell_on_insert', 'AFTER INSERT ON lots')}
${cellTrigger('lots_cell_on_update', 'AFTER UPDATE OF type, status, rooms, section_id, renovation, building_id, queue_id, price, old_price, outlook ON lots')}
-- Covering indexes: every realty query reads one of them and never the table.
-- The facet scan streams lots of a type grouped by cell, checking the per-lot filters on the way.
CREATE INDEX lots_facets ON lots (type, cell, features, price, area, floor);
-- The features facet streams groups of equal feature sets.
CREATE INDEX lots_features ON lots (type, features, cell, price, area, floor);
-- Sorted paging walks one of these in order and stops after one page; range bounds read their first and
-- last matching entries.
CREATE INDEX lots_by_price ON lots (type, price, id, cell, features, area, floor);
CREATE INDEX lots_by_area ON lots (type, area, id, cell, features, price, floor);
CREATE INDEX lots_by_floor ON lots (type, floor, id, cell, features, price, area);
CREATE INDEX lots_by_price_per_m2 ON lots (type, price_per_m2, id, cell, features, price, area, floor);
CREATE INDEX lots_by_recommended ON lots (type, recommended, id, cell, features, price, area, floor);
CREATE INDEX lots_building ON lots (building_id);
CREATE INDEX lots_floor ON lots (floor_id);
-- The lot card's updated_at (the sitemap's lastmod): any change a buyer sees. The UPDATE sets only updated_at, which no trigger watches.
CREATE TRIGGER lots_updated_at AFTER UPDATE OF type, number, rooms, area, price, old_price, status, renovation, ceiling_height, features, layout_id ON lots BEGIN
  UPDATE lots SET updated_at = strftime('%Y-%m-%dT%H:%M:%SZ', 'now') WHERE id = NEW.id;
END;
-- Price history: every price a lot has had, by the day it took effect (the last change of a day wins).
-- The seed writes the history up to today; after it, the triggers record each new price.
CREATE TABLE lot_prices (
  lot_id INTEGER NOT NULL REFERENCES lots(id) ON DELETE CASCADE, date TEXT NOT NULL, price INTEGER NOT NULL,
  PRIMARY KEY (lot_id, date)
);
CREATE TRIGGER lots_price_on_insert AFTER INSERT ON lots BEGIN
  INSERT OR REPLACE INTO lot_prices (lot_id, date, price) VALUES (NEW.id, date('now'), NEW.price);
END;
CREATE TRIGGER lots_price_on_update AFTER UPDATE OF price ON lots WHEN NEW.price IS NOT OLD.price BEGIN
  INSERT OR REPLACE INTO lot_prices (lot_id, date, price) VALUES (NEW.id, date('now'), NEW.price);
END;
CREATE TRIGGER lots_floor_revision_insert AFTER INSERT ON lots BEGIN
  UPDATE floors SET revision = revision + 1 WHERE id = NEW.floor_id;
END;
CREATE TRIGGER lots_floor_revision_update AFTER UPDATE OF floor_id, number, status, plan_x, plan_y, plan_w, plan_h ON lots BEGIN
  UPDATE floors SET revision = revision + 1 WHERE id IN (OLD.floor_id, NEW.floor_id);
END;
CREATE TRIGGER lots_floor_revision_delete AFTER DELETE ON lots BEGIN
  UPDATE floors SET revision = revision + 1 WHERE id = OLD.floor_id;
END;


-- What the windows see, per building, window side (courtyard, street) and floor (cms/plans/window-views.ts):
-- the facing (compass point), the main outlook, the landmarks in view (JSON values), the share of open sky in
-- front (per cent), the hours of sun at the equinox, and the rendered view (a media URL) with its size and text.
CREATE TABLE window_views (
  building_id INTEGER NOT NULL REFERENCES buildings(id), side TEXT NOT NULL, floor INTEGER NOT NULL,
  facing TEXT NOT NULL, outlook TEXT NOT NULL, landmarks TEXT NOT NULL, openness INTEGER NOT NULL, sun_hours REAL NOT NULL,
  image TEXT, image_width INTEGER, image_height INTEGER, image_alt TEXT,
  PRIMARY KEY (building_id, side, floor)
);

-- Uploaded files under their names; hash (of body) is the version their URLs carry.
CREATE TABLE media (path TEXT PRIMARY KEY, content_type TEXT NOT NULL, body TEXT NOT NULL, hash TEXT NOT NULL);

-- Editorial content: one JSON document per key (main page, location, ...) or per list item.
CREATE TABLE documents (key TEXT PRIMARY KEY, body TEXT NOT NULL);
CREATE TABLE items (kind TEXT NOT NULL, id INTEGER NOT NULL, slug TEXT, sort INTEGER NOT NULL, body TEXT NOT NULL, PRIMARY KEY (kind, id));
CREATE INDEX items_kind_sort ON items (kind, sort);
CREATE UNIQUE INDEX items_kind_slug ON items (kind, slug) WHERE slug IS NOT NULL;

CREATE TABLE news (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, title TEXT NOT NULL, date TEXT NOT NULL,
  category TEXT NOT NULL, preview TEXT NOT NULL, cover TEXT NOT NULL, body_html TEXT NOT NULL
);
CREATE INDEX news_date ON news (date DESC, id DESC);

CREATE TABLE progress (
  id INTEGER PRIMARY KEY, queue_id INTEGER NOT NULL REFERENCES queues(id), date TEXT NOT NULL, title TEXT NOT NULL, text TEXT NOT NULL,
  percent INTEGER NOT NULL, photos TEXT NOT NULL
);

CREATE TABLE map_points (
  id INTEGER PRIMARY KEY, category TEXT NOT NULL, name TEXT NOT NULL, address TEXT NOT NULL,
  lat REAL NOT NULL, lng REAL NOT NULL, walk_minutes INTEGER NOT NULL
);
CREATE INDEX map_points_category ON map_points (category);

-- Online booking (cms/booking/). Phones are stored as +7XXXXXXXXXX; codes and session tokens only as hashes.
-- purpose: 'booking' or 'manager' (a code opens only what it was sent for); request_hash: the SHA-256 of the request id
-- the sender got, which a check must name (a stranger cannot spend the owner's code without it).
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY, phone TEXT NOT NULL, purpose TEXT NOT NULL, request_hash TEXT NOT NULL UNIQUE, code_hash TEXT NOT NULL,
  ip TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, used_at INTEGER
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, created_at);
CREATE INDEX sms_codes_ip ON sms_codes (ip, created_at);
-- Wrong codes by phone and address: the pause an address (only) waits after repeated failures.
CREATE TABLE sms_failures (phone TEXT NOT NULL, ip TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX sms_failures_phone_ip ON sms_failures (phone, ip, at);
-- The SMS the CMS sent: the dev outbox (SMS_PROVIDER unset) and the log of the production provider.
CREATE TABLE sms_outbox (id INTEGER PRIMARY KEY, phone TEXT NOT NULL, text TEXT NOT NULL, created_at INTEGER NOT NULL, provider TEXT NOT NULL);
CREATE TABLE buyers (
  id INTEGER PRIMARY KEY, phone TEXT NOT NULL UNIQUE, name TEXT, email TEXT, agreed_at INTEGER, created_at INTEGER NOT NULL
);
CREATE TABLE buyer_sessions (token_hash TEXT PRIMARY KEY, buyer_id INTEGER NOT NULL REFERENCES buyers(id), created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
-- kind: 'hold' (the buyer's booking) or 'offer' (the exclusive window of the first in a lot's waitlist).
-- status: active, then cancelled, expired or converted (an offer taken up as a hold).
CREATE TABLE holds (
  id INTEGER PRIMARY KEY, lot_id INTEGER NOT NULL REFERENCES lots(id), buyer_id INTEGER NOT NULL REFERENCES buyers(id),
  kind TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, ended_at INTEGER
);
-- At most one active hold or offer per lot: fifty simultaneous bookings of a lot give one hold.
CREATE UNIQUE INDEX holds_one_active_per_lot ON holds (lot_id) WHERE status = 'active';
CREATE INDEX holds_active_expiry ON holds (status, expires_at);
CREATE INDEX holds_buyer ON holds (buyer_id, status);
CREATE TABLE waitlist (
  id INTEGER PRIMARY KEY, lot_id INTEGER NOT NULL REFERENCES lots(id), buyer_id INTEGER NOT NULL REFERENCES buyers(id),
  status TEXT NOT NULL, created_at INTEGER NOT NULL -- waiting, offered, left
);
CREATE UNIQUE INDEX waitlist_one_per_buyer ON waitlist (lot_id, buyer_id) WHERE status IN ('waiting', 'offered');
CREATE INDEX waitlist_queue ON waitlist (lot_id, status, id);

-- Sales managers (docs/api.md, "Managers and selections"): sign in by SMS code like buyers; sessions kept hashed.
CREATE TABLE managers (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, position TEXT NOT NULL, phone TEXT NOT NULL UNIQUE, email TEXT NOT NULL,
  portrait TEXT, sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE manager_sessions (
  token_hash TEXT PRIMARY KEY, manager_id INTEGER NOT NULL REFERENCES managers(id), created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
-- A manager's selection of lots for one buyer. status: draft (being built), published (open at /s/{code}), withdrawn.
-- code: 128 random bits (base64url), given when first published. valid_until: the last day it is open (Moscow date).
CREATE TABLE selections (
  id INTEGER PRIMARY KEY, manager_id INTEGER NOT NULL REFERENCES managers(id), code TEXT UNIQUE,
  title TEXT NOT NULL DEFAULT '', note TEXT NOT NULL DEFAULT '', valid_until TEXT NOT NULL, status TEXT NOT NULL,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, published_at INTEGER, withdrawn_at INTEGER,
  views INTEGER NOT NULL DEFAULT 0, last_view_at INTEGER
);
CREATE INDEX selections_manager ON selections (manager_id, status, updated_at);
-- price_at_publish: the lot's price when the selection was published (or the lot added to a published one).
CREATE TABLE selection_lots (
  selection_id INTEGER NOT NULL REFERENCES selections(id) ON DELETE CASCADE, lot_id INTEGER NOT NULL REFERENCES lots(id),
  sort INTEGER NOT NULL, note TEXT NOT NULL DEFAULT '', price_at_publish INTEGER, PRIMARY KEY (selection_id, lot_id)
);
-- Codes asked for that name no selection, by client address: guessing is limited (cms/sales/selections.ts).
CREATE TABLE selection_misses (ip TEXT NOT NULL, at INTEGER NOT NULL);
-- One view of a published selection per visitor (client address) and Moscow day.
CREATE TABLE selection_views (selection_id INTEGER NOT NULL REFERENCES selections(id) ON DELETE CASCADE, visitor TEXT NOT NULL, day TEXT NOT NULL,
  PRIMARY KEY (selection_id, visitor, day));
CREATE INDEX selection_misses_ip ON selection_misses (ip, at);

CREATE TABLE submissions (
  id INTEGER PRIMARY KEY, form TEXT NOT NULL, payload TEXT NOT NULL, ip TEXT, user_agent TEXT,
  created_at TEXT NOT NULL,
  -- The key the visitor's form made when it opened: one stored row per key, however often it is sent.
  idempotency_key TEXT
);
CREATE INDEX submissions_form_created ON submissions (form, created_at);
CREATE UNIQUE INDEX submissions_idempotency ON submissions (form, idempotency_key) WHERE idempotency_key IS NOT NULL;
`;
