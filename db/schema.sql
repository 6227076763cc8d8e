-- schema.sql - a recorded-game database (doc/spec/record-format.md).
--
-- The input tables are the contract with game clients and importers; the
-- result tables are where carc verify --store and carcd write verdicts.
-- carc reads any database with these tables and columns, whoever made it;
-- the two pragmas only mark the files we make (see db/README.md).

PRAGMA application_id = 1128354371;  -- 0x43415243, "CARC"
PRAGMA user_version = 1;

-- Input: one recorded game per row, and its expansions, players, moves
-- and scores.  The reader fetches one game at a time: WITHOUT ROWID keeps
-- a game's rows together in primary-key order, so reading its moves is one
-- b-tree descent instead of one per row (about 1.4x faster on 75 moves).
-- The columns are the spec's; only the storage differs.

CREATE TABLE games(
  id          INTEGER PRIMARY KEY,
  ruleset     TEXT NOT NULL DEFAULT 'final',
  tile_supply TEXT NOT NULL DEFAULT 'standard',
  status      TEXT NOT NULL DEFAULT 'finished',
  source      TEXT,
  started_at  TEXT,
  finished_at TEXT
);

CREATE TABLE game_expansions(
  game_id  INTEGER NOT NULL REFERENCES games(id),
  name     TEXT NOT NULL,
  variant  TEXT,
  PRIMARY KEY (game_id, name)
) WITHOUT ROWID;

CREATE TABLE players(
  game_id     INTEGER NOT NULL REFERENCES games(id),
  seat        INTEGER NOT NULL,
  name        TEXT,
  final_score INTEGER,
  PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE TABLE moves(
  game_id  INTEGER NOT NULL REFERENCES games(id),
  seq      INTEGER NOT NULL,
  seat     INTEGER,
  tile     TEXT NOT NULL,
  action   TEXT NOT NULL DEFAULT 'place',
  x        INTEGER,
  y        INTEGER,
  rotation INTEGER,
  meeple   TEXT,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TABLE scores(
  game_id  INTEGER NOT NULL REFERENCES games(id),
  seq      INTEGER,
  seat     INTEGER NOT NULL,
  points   INTEGER NOT NULL,
  kind     TEXT NOT NULL
);

-- The reader fetches a game's scores by game_id; without an index that is
-- a scan of every game's scores for each game.  The index covers every
-- column the reader uses, so the rows are read from it alone.
CREATE INDEX scores_game ON scores(game_id, seq, seat, points, kind);

-- Record format 2 (doc/spec/record-format.md, "The whole turn"): what a
-- turn does besides its tile and moves.meeple.  A database without it
-- reads as format 1; carc reads it only where it exists.
CREATE TABLE actions(
  game_id  INTEGER NOT NULL REFERENCES games(id),
  seq      INTEGER NOT NULL,
  n        INTEGER NOT NULL,
  seat     INTEGER,
  verb     TEXT NOT NULL,
  kind     TEXT,
  x        INTEGER,
  y        INTEGER,
  spot     TEXT,
  arg      TEXT,
  PRIMARY KEY (game_id, seq, n)
) WITHOUT ROWID;

-- Results, written back (carc verify --store, carcd).  core/store/results.c
-- creates the same tables in a database made by another program: the
-- lines between the two "results:" markers are built into carc
-- (core/store/results.inc, Makefile.am), each CREATE made IF NOT EXISTS.
-- ON DELETE CASCADE: a writer that enforces foreign keys deletes a game
-- with its results, never refused for them (record-format.md); carc
-- rebuilds a results table made without it, and removes the results of
-- games deleted where foreign keys are not enforced.

-- results: begin
CREATE TABLE verdicts(
  game_id     INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  verdict     TEXT NOT NULL,
  divergences INTEGER NOT NULL,
  engine      TEXT NOT NULL,
  checked_at  TEXT NOT NULL,
  reason      TEXT               -- why, for 'unverifiable'; NULL otherwise
);

CREATE TABLE divergences(
  game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  seq      INTEGER,
  seat     INTEGER,
  rule     TEXT NOT NULL,
  expected TEXT,
  recorded TEXT,
  message  TEXT NOT NULL
);

CREATE INDEX divergences_game ON divergences(game_id);
-- results: end
