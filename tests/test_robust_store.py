"""A read-only or damaged database file is one sentence naming the file and what to do, never a traceback
(PostgreSQL's own refusals: tests/test_pg_store.py).

Running as root, chmod does not stop writes; the database is then opened through SQLite's `mode=ro` URI
instead (`bot.store.database._connect`), so the same refusal path is exercised either way.
"""

from __future__ import annotations

import errno
import os
import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.store import Store, StoreError
from bot.store import database as store_db
from bot.store import subscriptions as subs
from bot.store.lock import hold_database

AS_ROOT = os.geteuid() == 0
READ_ONLY = "is read-only: make it writable or point [bot] database at a writable file."
DAMAGED = "is damaged: restore it from a backup or move it aside; matchday will create a new one."


def _follow_spurs(store: Store) -> bool:
    return store.run_sync(subs.follow, "console", "c", "team", 47, "Tottenham Hotspur")


@pytest.fixture
def database(tmp_path: Path) -> Path:
    """A real matchday database with one subscription, closed (no -wal or -shm left beside it)."""
    path = tmp_path / "m.db"
    store = Store(path)
    _follow_spurs(store)
    store.close()
    return path


def _open_read_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(store_db, "_connect", lambda path: sqlite3.connect(f"file:{path}?mode=ro", uri=True))


@pytest.fixture
def read_only_file(database: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    if AS_ROOT:
        _open_read_only(monkeypatch)
    else:
        database.chmod(0o444)
    yield database
    database.chmod(0o644)


@pytest.fixture
def read_only_folder(database: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = database.parent
    if AS_ROOT:
        _open_read_only(monkeypatch)

        def refuse(*args: object, **kwargs: object) -> None:
            raise PermissionError(errno.EACCES, "Permission denied")

        monkeypatch.setattr("bot.store.lock.open", refuse, raising=False)
    else:
        folder.chmod(0o555)
    yield database
    folder.chmod(0o755)


def test_the_bot_refuses_a_read_only_database_when_it_opens(read_only_file):
    with pytest.raises(StoreError, match=re.escape(f"The database {read_only_file} {READ_ONLY}")):
        Store(read_only_file)


def test_the_bot_refuses_a_read_only_folder_when_it_takes_the_lock_and_opens(read_only_folder):
    with pytest.raises(StoreError, match=re.escape(READ_ONLY)) as lock_error:
        hold_database(read_only_folder)
    assert str(read_only_folder) in str(lock_error.value)
    with pytest.raises(StoreError, match=re.escape(READ_ONLY)):
        Store(read_only_folder)


def test_a_command_reads_a_read_only_database_and_its_write_is_one_sentence(read_only_file):
    store = Store(read_only_file, check=False)
    try:
        assert store.run_sync(subs.channels_on, "console") == ["c"]
        for _ in range(2):  # the refused write leaves no transaction open behind it
            with pytest.raises(StoreError, match=re.escape(f"The database {read_only_file} {READ_ONLY}")):
                store.run_sync(subs.unfollow, "console", "c", "team", 47)
        assert store.run_sync(subs.channels_on, "console") == ["c"]
    finally:
        store.close()


def test_query_only_writes_are_refused_with_the_same_sentence(database):
    """PRAGMA query_only: SQLite's own read-only switch, the same path whoever runs the tests."""
    store = Store(database)
    try:
        store.run_sync(lambda db: db.execute("PRAGMA query_only = 1"))
        with pytest.raises(StoreError, match=re.escape(READ_ONLY)):
            _follow_spurs(store)
    finally:
        store.close()


async def test_run_names_the_problem_too(read_only_file):
    store = Store(read_only_file, check=False)
    try:
        with pytest.raises(StoreError, match=re.escape(READ_ONLY)):
            await store.run(subs.follow, "console", "d", "team", 48, "Sporting CP")
    finally:
        store.close()


def test_other_errors_are_not_disguised(database_url):
    """A bug (a missing table) is not the operator's problem: it stays the engine's error with its traceback,
    and the next call works."""
    import psycopg

    store = Store(database_url)
    try:
        with pytest.raises((sqlite3.OperationalError, psycopg.errors.UndefinedTable), match="nowhere"):
            store.run_sync(lambda db: db.execute("select * from nowhere"))
        assert _follow_spurs(store)
    finally:
        store.close()


def _damage(path: Path) -> None:
    """Overwrite 8 KB in the middle of the file (whole pages of subscription rows) with garbage."""
    size = path.stat().st_size
    with path.open("r+b") as f:
        f.seek(size // 2 // 4096 * 4096)
        f.write(b"\xa5" * 8192)


@pytest.fixture
def damaged_database(tmp_path: Path) -> Path:
    path = tmp_path / "big.db"
    store = Store(path)
    store.run_sync(
        lambda db: db.executemany(
            "insert into subscriptions (platform, channel, target_kind, target_id, target_name, kinds, created_by,"
            " created_at) values ('discord', ?, 'team', ?, ?, '[]', '', ?)",
            [(f"C{i}", i, f"Team {i} " + "x" * 200, float(i)) for i in range(3000)],
        )
    )
    store.close()
    assert path.stat().st_size > 500_000
    _damage(path)
    return path


def test_a_damaged_page_is_named_when_the_bot_opens(damaged_database):
    with pytest.raises(StoreError, match=re.escape(f"The database {damaged_database} {DAMAGED}")):
        Store(damaged_database)


def test_a_damaged_page_met_later_is_named_every_time(damaged_database):
    """A one-off command skips the page check at open; each call that meets the damage says the sentence."""
    store = Store(damaged_database, check=False)
    try:
        for _ in range(2):
            with pytest.raises(StoreError, match=re.escape(f"The database {damaged_database} {DAMAGED}")):
                store.run_sync(subs.channels_on, "discord")
    finally:
        store.close()


def test_a_file_that_is_not_a_database_is_named_so(tmp_path):
    # never "damaged ... move it aside": a mistyped path may name anybody's file
    path = tmp_path / "junk.db"
    path.write_bytes(b"this is not sqlite" * 100)
    for check in (True, False):
        with pytest.raises(StoreError, match=re.escape(f"The file {path} is not an SQLite database")):
            Store(path, check=check)


def test_the_run_lock_names_a_path_that_cannot_work(tmp_path):
    """The lock is taken before the store opens, so it says the store's sentences, not a FileNotFoundError."""
    with pytest.raises(StoreError, match=r"does not exist; create it or change \[bot\] database"):
        hold_database(tmp_path / "missing" / "m.db")
    with pytest.raises(StoreError, match=r"No database file is set"):
        hold_database("")


def _config(tmp_path: Path, database: Path) -> Path:
    path = tmp_path / "matchday.toml"
    path.write_text(f'[bot]\ndatabase = "{database}"\n', encoding="utf-8")
    return path


def _one_sentence(capsys: pytest.CaptureFixture[str], code: int, expected: str) -> None:
    out, err = capsys.readouterr()
    assert code == 2, (out, err)
    assert "Traceback" not in out + err
    assert err.strip().splitlines() == [expected]


def test_matchday_ask_follow_on_a_read_only_database_is_one_sentence(read_only_file, tmp_path, capsys):
    from bot.cli import main

    code = main(["ask", "/follow spurs", "--config", str(_config(tmp_path, read_only_file))])
    _one_sentence(capsys, code, f"The database {read_only_file} {READ_ONLY}")


def test_matchday_ask_on_a_damaged_database_is_one_sentence(damaged_database, tmp_path, capsys):
    from bot.cli import main

    code = main(["ask", "/following", "--config", str(_config(tmp_path, damaged_database))])
    _one_sentence(capsys, code, f"The database {damaged_database} {DAMAGED}")


def test_matchday_run_in_a_read_only_folder_is_one_sentence(read_only_folder, tmp_path, capsys):
    from bot.cli import main

    code = main(["run", "--config", str(_config(tmp_path, read_only_folder))])
    _one_sentence(capsys, code, f"The folder of the database {read_only_folder} {READ_ONLY}")


def test_matchday_run_on_a_read_only_database_is_one_sentence(read_only_file, tmp_path, capsys):
    from bot.cli import main

    code = main(["run", "--config", str(_config(tmp_path, read_only_file))])
    _one_sentence(capsys, code, f"The database {read_only_file} {READ_ONLY}")


async def test_a_commands_refused_write_is_the_reply(read_only_file, caplog):
    """A one-off command opens the store unchecked; /follow's write then fails, and the fan reads why."""
    from bot.commands import build_tree
    from bot.commands.context import Context
    from bot.core.dispatch import Dispatcher
    from bot.core.invocation import LOCAL_ADMIN

    store = Store(read_only_file, check=False)
    try:
        tree = build_tree()
        dispatcher = Dispatcher(tree, Context(store=store, tree=tree, provider="replay"))
        reply = await dispatcher.answer_text("/follow spurs", actor=LOCAL_ADMIN)
    finally:
        store.close()
    assert reply.is_error and reply.text == f"The database {read_only_file} {READ_ONLY}"
    assert not [r for r in caplog.records if r.exc_info]  # logged as one line, not a traceback


def test_the_database_is_marked_as_matchday_s_and_a_marked_stranger_is_refused(tmp_path):
    import sqlite3

    from bot.store.database import APPLICATION_ID

    ours = tmp_path / "ours.db"
    Store(ours).close()
    assert sqlite3.connect(ours).execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID

    theirs = tmp_path / "theirs.db"
    conn = sqlite3.connect(theirs)
    conn.execute("PRAGMA application_id = 1234")  # another program's mark, and no tables yet
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match=r"belongs to another program \(application id 0x4d2\)"):
        Store(theirs)
    assert sqlite3.connect(theirs).execute("select count(*) from sqlite_master").fetchone()[0] == 0


def test_a_database_from_before_the_mark_is_marked(tmp_path):
    import sqlite3

    from bot.store.database import APPLICATION_ID

    path = tmp_path / "old.db"
    Store(path).close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 0")  # as every matchday database was before the mark
    conn.commit()
    conn.close()
    Store(path).close()
    assert sqlite3.connect(path).execute("PRAGMA application_id").fetchone()[0] == APPLICATION_ID
