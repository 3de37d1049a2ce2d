"""PostgreSQL's own matters: a server that cannot be used is one sentence; several processes share one
database (their committed rows, their claims, their migrations, the run lock); SQL written once reaches
psycopg in its spelling. (The repositories on both engines: tests/test_store.py and its neighbours.)"""

from __future__ import annotations

import re
import threading

import psycopg
import pytest

from bot.store import Store, StoreError
from bot.store import outbox as ob
from bot.store import subscriptions as subs
from bot.store.migrations import MIGRATIONS, schema_version
from bot.store.postgres import where
from bot.store.sql import for_postgres
from tests import pg


@pytest.fixture
def url(postgres_server: pg.Server):
    with postgres_server.database() as url:
        yield url


def _closed_port() -> int:
    return pg._free_port()  # nothing listens there once the probe socket is closed


def _spurs(store: Store, channel: str = "c") -> bool:
    return store.run_sync(subs.follow, "console", channel, "team", 47, "Tottenham Hotspur")


# ------------------------------------------------------------------------------------- one sentence


def test_a_server_that_does_not_answer_is_one_sentence():
    port = _closed_port()
    expected = (
        f"Cannot connect to PostgreSQL at 127.0.0.1:{port}/matchday: Connection refused; "
        "check [bot] database and PGPASSWORD."
    )
    with pytest.raises(StoreError) as refused:
        Store(f"postgresql://matchday@127.0.0.1:{port}/matchday")
    assert str(refused.value) == expected


def test_a_missing_database_is_one_sentence(postgres_server):
    with pytest.raises(
        StoreError, match=re.escape(': database "no_such_db" does not exist; check [bot] database')
    ):
        Store(postgres_server.url("no_such_db"))


@pytest.mark.parametrize("password", ["wrong-password", None])
def test_a_wrong_or_missing_password_is_one_sentence(postgres_server, monkeypatch, password):
    if not postgres_server.password_role:
        pytest.skip("the server given by MATCHDAY_TEST_POSTGRES has no role that must give a password")
    monkeypatch.delenv("PGPASSFILE", raising=False)
    monkeypatch.setenv("PGPASSFILE", "/nonexistent")  # no ~/.pgpass stands in for the password
    if password is None:
        monkeypatch.delenv("PGPASSWORD", raising=False)
    else:
        monkeypatch.setenv("PGPASSWORD", password)
    name, right = pg.PASSWORD_ROLE
    with postgres_server.database(template="template0", owner=name) as url:
        reason = f'password authentication failed for user "{name}"' if password else "no password supplied"
        with pytest.raises(
            StoreError, match=re.escape(reason) + r".*; check \[bot\] database and PGPASSWORD\.$"
        ):
            Store(url)
        monkeypatch.setenv("PGPASSWORD", right)
        Store(url).close()  # the right one is let in


def test_matchday_ask_and_run_on_an_unreachable_server_are_one_sentence(tmp_path, capsys):
    from bot.cli import main

    port = _closed_port()
    config = tmp_path / "matchday.toml"
    config.write_text(
        f'[bot]\ndatabase = "postgresql://matchday@127.0.0.1:{port}/matchday"\n', encoding="utf-8"
    )
    for argv in (["ask", "/following"], ["run"]):
        code = main([*argv, "--config", str(config)])
        out, err = capsys.readouterr()
        assert code == 2 and "Traceback" not in out + err, (argv, out, err)
        assert err.strip().splitlines() == [
            f"Cannot connect to PostgreSQL at 127.0.0.1:{port}/matchday: Connection refused; "
            "check [bot] database and PGPASSWORD."
        ]


def test_a_read_only_database_is_refused_at_start_and_its_writes_are_one_sentence(postgres_server, url):
    name = url.rsplit("/", 1)[1]
    postgres_server.sql(f"alter database {name} set default_transaction_read_only = on")
    sentence = f"The PostgreSQL database at {where(url)} is read-only (a standby?): point [bot] database at the primary."
    with pytest.raises(StoreError, match=re.escape(sentence)):
        Store(url)
    store = Store(url, check=False)  # a one-off command may still read
    try:
        assert store.run_sync(subs.channels_on, "console") == []
        for _ in range(2):  # the refused write leaves nothing behind that spoils the next call
            with pytest.raises(StoreError, match=re.escape(sentence)):
                _spurs(store)
    finally:
        store.close()


def test_another_program_s_database_is_refused(postgres_server):
    with postgres_server.database(template="template0") as url:
        with psycopg.connect(url) as conn:
            conn.execute("create table invoices (id int)")
        with pytest.raises(StoreError, match=r"belongs to another program \(its tables: invoices\)"):
            Store(url)


def test_a_dropped_connection_is_one_sentence_and_the_next_call_reconnects(postgres_server, url):
    store = Store(url)
    try:
        assert _spurs(store)
        postgres_server.sql(
            f"select pg_terminate_backend(pid) from pg_stat_activity where datname = '{url.rsplit('/', 1)[1]}'"
        )
        with pytest.raises(StoreError, match=r"^Cannot connect to PostgreSQL at .*; check \[bot\] database"):
            store.run_sync(subs.channels_on, "console")
        assert store.run_sync(subs.channels_on, "console") == ["c"]
    finally:
        store.close()


# --------------------------------------------------------------------------------- several processes


def test_two_stores_on_one_database_see_each_other_s_committed_rows(url):
    first, second = Store(url), Store(url)
    try:
        assert _spurs(first, "one")
        assert second.run_sync(subs.channels_on, "console") == ["one"]
        assert _spurs(second, "two")
        assert first.run_sync(subs.channels_on, "console") == ["one", "two"]
    finally:
        first.close()
        second.close()


def test_stores_opening_an_empty_database_together_migrate_it_once(postgres_server):
    with postgres_server.database(template="template0") as url:
        stores: list[Store] = []
        start = threading.Barrier(3)

        def open_one() -> None:
            start.wait()
            stores.append(Store(url))

        threads = [threading.Thread(target=open_one) for _ in range(3)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        try:
            assert len(stores) == 3
            assert stores[0].run_sync(schema_version) == len(MIGRATIONS)
            applied = stores[0].run_sync(
                lambda db: db.execute("select count(*) from schema_migrations").fetchone()
            )
            assert applied[0] == len(MIGRATIONS)
        finally:
            for s in stores:
                s.close()


def test_two_senders_on_one_database_never_take_the_same_row(url, monkeypatch):
    """Claims take turns under the database's write lock, as on SQLite."""
    monkeypatch.setattr(ob.Alert, "from_json", staticmethod(lambda payload: payload))  # which rows, not what
    rows = 300
    seed = Store(url)
    try:
        with_alert = '{"key": "k", "kind": "goal", "match_id": 1}'
        seed.run_sync(
            lambda db: db.execute(
                "insert into alerts (key, match_id, kind, payload, created_at) values ('k', 1, 'goal', ?, 0)",
                [with_alert],
            )
        )
        seed.run_sync(
            lambda db: db.executemany(
                "insert into outbox (alert_key, platform, channel, priority, status, attempts, lease_until,"
                " not_before, message_ref, error, created_at, sent_at, held)"
                " values ('k', 'discord', ?, 0, 'pending', 0, 0, 0, '', '', 0, 0, 0)",
                [(f"ch{n}",) for n in range(rows)],
            )
        )
    finally:
        seed.close()
    taken: list[list[int]] = [[], []]
    errors: list[BaseException] = []
    start = threading.Barrier(2)

    def sender(n: int) -> None:
        store = Store(url)
        try:
            start.wait()
            while got := store.run_sync(ob.claim, limit=7, lease_seconds=600):
                taken[n] += [r.id for r in got]
        except BaseException as exc:
            errors.append(exc)
        finally:
            store.close()

    threads = [threading.Thread(target=sender, args=(n,)) for n in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    everything = taken[0] + taken[1]
    assert sorted(everything) == sorted(set(everything)), "a row was claimed twice"
    assert len(everything) == rows


# ------------------------------------------------------------------------------ SQL written once


@pytest.mark.parametrize(
    ("sqlite", "postgres"),
    [
        ("select * from t where a = ? and b = ?", "select * from t where a = %s and b = %s"),
        ("update t set a = :a where k = :key", "update t set a = %(a)s where k = %(key)s"),
        ("select 'a?b:c' || '%' where x like '%y'", "select 'a?b:c' || '%%' where x like '%%y'"),
        ("select a::text, 5 % 2", "select a::text, 5 %% 2"),
        (
            "select id from outbox indexed by outbox_heads where ready = 1",
            "select id from outbox where ready = 1",
        ),
        (
            "from first_wave f cross join subscriptions s on s.x = f.x",
            "from first_wave f join subscriptions s on s.x = f.x",
        ),
        ("instr(s.kinds, :kind) > 0", "strpos(s.kinds, %(kind)s) > 0"),
    ],
)
def test_sql_reaches_psycopg_in_its_spelling(sqlite, postgres):
    assert for_postgres(sqlite) == postgres


def test_where_names_the_server_and_database_only():
    assert where("postgresql://matchday@db.example.com:6432/bot?sslmode=require") == "db.example.com:6432/bot"
    assert where("postgresql://matchday@db.example.com/bot") == "db.example.com/bot"


def test_a_big_fan_out_goes_in_two_waves(url):
    """The first wave's channels go through a temporary table (SQLite's and PostgreSQL's alike)."""
    from benchmarks.common import live_match
    from bot.alerts.model import Alert, AlertKind

    channels = [str(1000 + n) for n in range(ob.FIRST_WAVE + 40)]
    store = Store(url)
    try:
        for ch in channels:
            store.run_sync(subs.follow, "discord", ch, "competition", 2, "UEFA Champions League")
        goal = Alert.for_match(live_match(), "1:goal:1", AlertKind.GOAL)
        unfinished: list[Alert] = []
        assert (
            store.run_sync(ob.record_polls, [(live_match(), [goal])], None, None, unfinished) == ob.FIRST_WAVE
        )
        assert [a.key for a in unfinished] == ["1:goal:1"]
        assert store.run_sync(ob.finish_fan_outs) == len(channels) - ob.FIRST_WAVE
        rows = store.run_sync(
            lambda db: db.execute("select channel, ready from outbox order by id").fetchall()
        )
        assert sorted(ch for ch, _ in rows) == sorted(channels) and {r for _, r in rows} == {1}
    finally:
        store.close()


# ------------------------------------------------------------------------------- the whole pipeline


async def test_the_whole_night_reads_the_same_on_both_engines(url, tmp_path):
    """The Group D night replayed through the real pipeline (polls, fan-out, claims, sends, commands) says
    the same on PostgreSQL as on SQLite: every repository, end to end."""
    import io

    from adapters.console import ConsoleAdapter
    from bot.app import App
    from bot.config import load_config
    from tests.harness import ADMIN

    async def night(database: str) -> tuple[str, list[str]]:
        config = load_config(None, env={}).with_values("provider.replay", speed="max")
        out = io.StringIO()
        app = App(config, adapters={"console": ConsoleAdapter(out, colour=False)}, database=database)
        app.context.image_dir = tmp_path / "images"
        await app.start()
        try:
            await app.wait_replay()
            commands = ("/live", "/table group d", "/follow sporting", "/following", "/options spoiler on")
            answers = [(await app.on_text(text, "console", "console", ADMIN)).text for text in commands]
        finally:
            await app.stop()
        return out.getvalue(), answers

    on_sqlite = await night(str(tmp_path / "night.db"))
    assert on_sqlite[0].count("\n\n") > 10  # the night's alerts were sent
    assert await night(url) == on_sqlite
