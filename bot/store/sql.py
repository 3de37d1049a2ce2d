"""The database as the repositories see it: one small interface (`Db`) over SQLite and PostgreSQL, so each
repository writes its SQL once.

SQL is written the way both engines read it: `insert ... on conflict do nothing` (not `insert or ignore`),
`cast(not exists (...) as integer)` where a 0/1 is stored (PostgreSQL's booleans are not integers),
`cast(? as text) is null` for a parameter that may be None (PostgreSQL must know its type), the table's name
on a column an upsert reads (`set n = t.n + 1`), unqualified temporary tables. SQLite runs it as it is; each
difference that remains is handled in one place:

* `for_postgres`, the mechanical ones, rewritten on the way to psycopg: `?` and `:name` become `%s` and
  `%(name)s` (a literal `%` doubled); SQLite's planner hints (`indexed by`, `cross join`) go, as PostgreSQL's
  planner takes none; `instr(a, b)` is `strpos(a, b)`;
* `Db.lock_writes`: SQLite's write lock (BEGIN IMMEDIATE) is a transaction advisory lock on PostgreSQL
  (migrations take it);
* claims (`bot.store.outbox.claim`): on SQLite the write lock from the first read (`Db.lock_claim`), one claim at
  a time; on PostgreSQL no lock but the rows' own: the rows a claim takes are selected with `Db.skip_locked`
  (`for update skip locked`: rows another claim holds are skipped, never waited for);
* `Db.lock_heads`: what keeps each channel's head right while one process adds outbox rows and another
  settles some (nothing on SQLite, whose one writer at a time does it already);
* `Db.notify`: PostgreSQL's NOTIFY, sent when the transaction commits (nothing on SQLite: one process, which
  wakes its sender itself);
* `Db.create_table`, `add_column`, `create_trigger`, `table_names`: the schema's types, identity columns
  (and a `rowid`, in insertion order, where SQLite has one implicitly), text compared byte by byte as
  SQLite does, trigger syntax, the catalogue;
* `Db.checkpoint`: SQLite's WAL checkpoint (the PostgreSQL server checkpoints on its own).
"""

from __future__ import annotations

import functools
import re
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, ClassVar, Literal, Protocol

from sqlite_utils import Database

Params = Sequence[Any] | Mapping[str, Any]
Dialect = Literal["sqlite", "postgresql"]


def is_postgres(database: str) -> bool:
    """`database` names a PostgreSQL server rather than a SQLite file."""
    return database.startswith(("postgresql://", "postgres://"))


class Cursor(Protocol):
    """What a statement gives back, on either engine (sqlite3's and psycopg's cursors both are one)."""

    @property
    def rowcount(self) -> int: ...
    @property
    def description(self) -> Any: ...
    def fetchone(self) -> Any: ...
    def fetchall(self) -> list[Any]: ...
    def __iter__(self) -> Iterator[Any]: ...


class Db(ABC):
    """One connection, used by one thread at a time: statements, transactions and the schema helpers the
    migrations need."""

    dialect: ClassVar[Dialect]
    # Appended to a SELECT of rows the transaction is about to update (a claim's): "" where the claim holds the
    # database's write lock (SQLite), " for update skip locked" where each row is locked as it is selected and
    # rows another transaction holds are passed over (PostgreSQL).
    skip_locked: ClassVar[str] = ""

    def __init__(self) -> None:
        self._depth = 0

    @abstractmethod
    def execute(self, sql: str, params: Params = ()) -> Cursor: ...

    @abstractmethod
    def executemany(self, sql: str, rows: Iterable[Params]) -> int:
        """Run `sql` once per row; the rows changed, in all."""

    @abstractmethod
    def commit(self) -> None: ...

    @abstractmethod
    def rollback(self) -> None: ...

    @property
    @abstractmethod
    def in_transaction(self) -> bool: ...

    @abstractmethod
    def lock_writes(self) -> None:
        """Hold the database's write lock until the transaction ends, from the first read on: two processes
        claiming or migrating take turns."""

    @abstractmethod
    def lock_claim(self) -> None:
        """Whatever a claim holds from its first read: SQLite's write lock; nothing on PostgreSQL, where the
        claim locks the rows it takes (`skip_locked`), so senders in several processes claim side by side."""

    @abstractmethod
    def lock_heads(self, *, exclusive: bool) -> None:
        """Until the transaction ends: exclusive for a transaction that adds outbox rows (each new row's
        `ready` is worked out from its channel's unsent rows), shared for one that settles rows (the channel's
        next row is made its head): the two never interleave, so a head is never lost between them. Taken
        first, before any row is touched."""

    @abstractmethod
    def notify(self, channel: str) -> None:
        """Tell whoever listens on `channel` (other processes) once this transaction commits."""

    @abstractmethod
    def table_names(self) -> list[str]: ...

    @abstractmethod
    def create_table(self, name: str, columns: Mapping[str, type], pk: str | tuple[str, ...]) -> None:
        """A table of `int`, `float` and `str` columns. A single `int` primary key is assigned when an insert
        leaves it out."""

    @abstractmethod
    def add_column(self, table: str, name: str, kind: type, default: float | str) -> None:
        """A NOT NULL column with a default, so rows already there read the default."""

    @abstractmethod
    def create_trigger(self, name: str, event: str, when: str, body: str) -> None:
        """A row trigger running one statement `body` after `event` ("insert on outbox") when `when` holds."""

    @abstractmethod
    def checkpoint(self) -> None:
        """Fold SQLite's write-ahead log back into the file, at a moment of our choosing."""

    @abstractmethod
    def close(self) -> None: ...

    # ------------------------------------------------------------------- written once, for both engines

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Commit what the block wrote, or roll it all back if it raises. A block inside another one is part
        of the outer transaction."""
        if self._depth:
            yield
            return
        self._depth = 1
        try:
            yield
        except BaseException:
            self.rollback()
            raise
        else:
            self.commit()
        finally:
            self._depth = 0

    def query(self, sql: str, params: Params = ()) -> list[dict[str, Any]]:
        """The rows as dicts by column name."""
        cur = self.execute(sql, params)
        names = [d[0] for d in cur.description or ()]
        return [dict(zip(names, row, strict=True)) for row in cur.fetchall()]

    def one(self, sql: str, params: Params = ()) -> dict[str, Any] | None:
        rows = self.query(sql, params)
        return rows[0] if rows else None

    def insert(self, table: str, row: Mapping[str, Any]) -> int:
        cols = list(row)
        sql = f"insert into {table} ({', '.join(cols)}) values ({', '.join(':' + c for c in cols)})"
        return self.execute(sql, row).rowcount

    def upsert(self, table: str, rows: Iterable[Mapping[str, Any]], pk: str | tuple[str, ...]) -> int:
        """Insert each row, or update the columns it names on the row with its primary key."""
        rows = list(rows)
        if not rows:
            return 0
        keys = (pk,) if isinstance(pk, str) else pk
        cols = list(rows[0])
        update = ", ".join(f"{c} = excluded.{c}" for c in cols if c not in keys)
        sql = (
            f"insert into {table} ({', '.join(cols)}) values ({', '.join(':' + c for c in cols)}) "
            f"on conflict ({', '.join(keys)}) do " + (f"update set {update}" if update else "nothing")
        )
        return self.executemany(sql, rows)

    def create_index(self, table: str, columns: Sequence[str], *, unique: bool = False) -> None:
        """Named as sqlite-utils names it (`idx_<table>_<columns>`): a migration drops one by that name."""
        name = f"idx_{table}_{'_'.join(columns)}"
        self.execute(f"create {'unique ' if unique else ''}index {name} on {table} ({', '.join(columns)})")


class SqliteDb(Db):
    """A sqlite3 connection in Python's default transaction handling. `conn` is there for tests and
    benchmarks that work at SQLite's own level."""

    dialect = "sqlite"

    def __init__(self, conn: sqlite3.Connection, utils: Database | None = None) -> None:
        super().__init__()
        self.conn = conn
        # sqlite-utils makes the tables (its DDL and types, as every matchday file has them) and turns on
        # recursive triggers, as it always has for matchday's connection.
        self._utils = utils or Database(conn)

    def execute(self, sql: str, params: Params = ()) -> sqlite3.Cursor:
        return self.conn.execute(sql, params)

    def executemany(self, sql: str, rows: Iterable[Params]) -> int:
        return self.conn.executemany(sql, rows).rowcount

    def commit(self) -> None:
        self.conn.commit()

    def rollback(self) -> None:
        self.conn.rollback()

    @property
    def in_transaction(self) -> bool:
        return self.conn.in_transaction

    def lock_writes(self) -> None:
        if not self.conn.in_transaction:
            self.conn.execute("begin immediate")

    def lock_claim(self) -> None:
        self.lock_writes()

    def lock_heads(self, *, exclusive: bool) -> None:
        """One writer at a time already."""

    def notify(self, channel: str) -> None:
        """One process: its sender is woken in-process (`AlertSender.poke`)."""

    def table_names(self) -> list[str]:
        return self._utils.table_names()

    def create_table(self, name: str, columns: Mapping[str, type], pk: str | tuple[str, ...]) -> None:
        self._utils.table(name).create(dict(columns), pk=pk)

    def add_column(self, table: str, name: str, kind: type, default: float | str) -> None:
        self._utils.table(table).add_column(name, kind, not_null_default=default)

    def create_trigger(self, name: str, event: str, when: str, body: str) -> None:
        self.conn.execute(f"create trigger {name} after {event} when {when} begin {body}; end")

    def checkpoint(self) -> None:
        self.conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()

    def close(self) -> None:
        self.conn.close()


def as_db(db: Db | Database) -> Db:
    """Migrations and `claim` also take a sqlite-utils Database (tests build old schemas step by step)."""
    return SqliteDb(db.conn, db) if isinstance(db, Database) else db


_TOKEN = re.compile(
    r"""(?P<quoted>'(?:[^']|'')*'|"(?:[^"]|"")*"|\$\$.*?\$\$)
      | (?P<cast>::)
      | :(?P<name>[A-Za-z_]\w*)
      | (?P<mark>\?)
      | (?P<percent>%)
      | (?P<hint>\bindexed\s+by\s+\w+\s*)
      | (?P<cross>\bcross\s+join\b)
      | (?P<instr>\binstr\s*\()""",
    re.VERBOSE | re.IGNORECASE | re.DOTALL,
)


@functools.lru_cache(maxsize=1024)
def for_postgres(sql: str) -> str:
    """`sql` as psycopg takes it (see the module's docstring). Quoted text keeps its `?` and `:`."""

    def one(m: re.Match[str]) -> str:
        kind = m.lastgroup
        if kind == "quoted":
            return m.group().replace("%", "%%")
        if kind == "name":
            return f"%({m.group('name')})s"
        return {"cast": "::", "mark": "%s", "percent": "%%", "hint": "", "cross": "join", "instr": "strpos("}[
            kind or ""
        ]

    return _TOKEN.sub(one, sql)
