"""A PostgreSQL server for the tests, and a database of its own for each test.

The server is the one `MATCHDAY_TEST_POSTGRES` names (a URL of a role that may create databases), else a
throwaway cluster started once per session from this machine's `initdb` and `pg_ctl` (in a temp folder, on a
free port of 127.0.0.1, trusting local connections; as root it runs as `nobody`, since postgres refuses root).
Each test's database is a copy of one migrated template (CREATE DATABASE ... TEMPLATE, about 30 ms), dropped
after the test: no test sees another's rows, and none pays for the migrations.

Without a server the PostgreSQL variants skip, all with the same one line saying why; with
`MATCHDAY_REQUIRE_POSTGRES=1` (CI) they fail instead.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import socket
import sqlite3
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

import psycopg
import pytest
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from bot.store import Store
from bot.store.sql import Db, SqliteDb, is_postgres

# A role that must give its password, on the cluster started here (a trusted server cannot refuse one).
PASSWORD_ROLE = ("matchday_pw", "right-password")


class Unavailable(Exception):
    """No server could be found or started; the message says why, in one line."""


@dataclass
class Server:
    admin_url: str  # a role that may create databases, connected to a database other than the tests'
    password_role: bool = False  # PASSWORD_ROLE exists and must give its password
    _names: Iterator[int] = field(default_factory=itertools.count)
    _admin: psycopg.Connection | None = None
    template: str = ""

    def url(self, dbname: str, user: str = "") -> str:
        """`postgresql://user@host:port/dbname`, as an operator writes [bot] database."""
        info = {k: str(v) for k, v in conninfo_to_dict(self.admin_url).items() if k != "dbname"}
        user = user or info.pop("user", "")
        info.pop("user", None)
        host = info.pop("host", "localhost")
        if host.startswith("/"):  # a socket folder is no URL host
            info["host"], host = host, ""
        port = info.pop("port", "")
        query = "&".join(f"{k}={quote(v)}" for k, v in info.items())
        return f"postgresql://{user}@{host}{':' + port if port else ''}/{dbname}" + (
            f"?{query}" if query else ""
        )

    def sql(self, statement: str) -> None:
        if self._admin is None:
            self._admin = psycopg.connect(self.admin_url, autocommit=True)
        self._admin.execute(statement)

    @contextlib.contextmanager
    def database(self, template: str | None = None, owner: str = "") -> Iterator[str]:
        """A new database (a copy of the migrated template, or of `template`), dropped afterwards."""
        name = f"matchday_test_{os.getpid()}_{next(self._names)}"
        self.sql(
            f"create database {name} template {template or self.template}"
            + (f" owner {owner}" if owner else "")
        )
        try:
            yield self.url(name, user=owner)
        finally:
            self.sql(f"drop database if exists {name} with (force)")

    def close(self) -> None:
        if self.template:
            self.sql(f"drop database if exists {self.template} with (force)")
        if self._admin is not None:
            self._admin.close()


def start() -> tuple[Server, Callable[[], None]]:
    """The server and how to let it go; raises Unavailable."""
    given = os.environ.get("MATCHDAY_TEST_POSTGRES")
    server, stop = (Server(given), lambda: None) if given else _start_cluster()
    try:
        server.template = f"matchday_template_{os.getpid()}"
        server.sql(f"drop database if exists {server.template}")
        server.sql(f"create database {server.template} template template0")
        Store(server.url(server.template)).close()  # migrated once; every test copies it
    except Exception as exc:
        stop()
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        where = "MATCHDAY_TEST_POSTGRES" if given else "the throwaway cluster"
        raise Unavailable(f"the server at {where} is not usable: {first}") from exc

    def let_go() -> None:
        server.close()
        stop()

    return server, let_go


def missing(reason: str) -> None:
    """Skip, or fail when CI requires PostgreSQL."""
    if os.environ.get("MATCHDAY_REQUIRE_POSTGRES") == "1":
        pytest.fail(f"PostgreSQL is required (MATCHDAY_REQUIRE_POSTGRES=1): {reason}", pytrace=False)
    pytest.skip(f"no PostgreSQL: {reason} (set MATCHDAY_TEST_POSTGRES, or install postgresql)")


def _binaries() -> Path | None:
    """The folder holding initdb and pg_ctl: on PATH, else Debian's /usr/lib/postgresql/<version>/bin."""
    found = shutil.which("initdb")
    candidates = [Path(found).resolve().parent] if found else []
    versions = Path("/usr/lib/postgresql").glob("*/bin")
    candidates += sorted(
        versions, key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0, reverse=True
    )
    return next((c for c in candidates if (c / "initdb").exists() and (c / "pg_ctl").exists()), None)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _start_cluster() -> tuple[Server, Callable[[], None]]:
    bin_dir = _binaries()
    if bin_dir is None:
        raise Unavailable("initdb and pg_ctl not found")
    folder = Path(tempfile.mkdtemp(prefix="matchday-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:  # postgres will not run as root: the cluster belongs to nobody
        shutil.chown(folder, "nobody")
        as_user = ["runuser", "-u", "nobody", "--"]
    data, port = folder / "data", _free_port()

    def run(*args: str) -> None:
        done = subprocess.run(
            [*as_user, *args], capture_output=True, text=True, timeout=60, env=os.environ | {"LC_ALL": "C"}
        )
        if done.returncode != 0:
            lines = (done.stderr or done.stdout).strip().splitlines() or ["no output"]
            raise Unavailable(f"{Path(args[0]).name} failed: {lines[-1]}")

    def stop() -> None:
        with contextlib.suppress(Exception):
            run(str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop")
        shutil.rmtree(folder, ignore_errors=True)

    try:
        run(str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "postgres", "-E", "UTF8",
            "--no-locale", "--no-sync")  # fmt: skip
        # Everyone is trusted but PASSWORD_ROLE, which must give its password (the wrong-password test).
        (data / "pg_hba.conf").write_text(
            f"local all all trust\nhost all {PASSWORD_ROLE[0]} 127.0.0.1/32 scram-sha-256\n"
            "host all all 127.0.0.1/32 trust\n"
        )
        # Durability is not what these tests are about: without fsync, CREATE DATABASE takes 30 ms, not 300.
        options = (f"-c listen_addresses=127.0.0.1 -p {port} -k {folder} -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off")  # fmt: skip
        run(str(bin_dir / "pg_ctl"), "-D", str(data), "-l", str(folder / "log"), "-o", options, "-w", "-t", "60",
            "start")  # fmt: skip
        server = Server(make_conninfo(host="127.0.0.1", port=port, user="postgres", dbname="postgres"))
        server.sql(f"create role {PASSWORD_ROLE[0]} login createdb password '{PASSWORD_ROLE[1]}'")
        server.password_role = True
    except (Unavailable, OSError, subprocess.SubprocessError, psycopg.Error) as exc:
        stop()
        raise exc if isinstance(exc, Unavailable) else Unavailable(str(exc).splitlines()[0]) from exc
    return server, stop


def open_db(database: str) -> Db:
    """A `Db` of a test's own on either engine, outside any Store (to build an old schema, or look behind one)."""
    if is_postgres(database):
        from bot.store.postgres import PostgresDb

        return PostgresDb(psycopg.connect(database))
    return SqliteDb(sqlite3.connect(database))
