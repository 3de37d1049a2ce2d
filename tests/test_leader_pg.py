"""Exactly one poller: the PostgreSQL advisory lock is held by one process at a time, released with its
connection, and taken over at the next try."""

from __future__ import annotations

import psycopg

from bot.leader import AdvisoryLock, AlwaysLeader


def _wait_until_no_session_holds_it(url: str) -> None:
    # pg_terminate_backend only signals the session: it ends, and lets go of its lock, a moment later
    with psycopg.connect(url, autocommit=True) as admin:
        while admin.execute(
            "select count(*) from pg_locks where locktype = 'advisory' and granted"
        ).fetchone() != (0,):
            admin.execute("select pg_sleep(0.05)")


async def test_one_holder_at_a_time_and_the_next_takes_over_when_it_resigns(postgres_server):
    with postgres_server.database() as url:
        first, second = AdvisoryLock(url), AdvisoryLock(url)
        try:
            assert await first.lead() is True
            assert await second.lead() is False
            assert await first.lead() is True  # still held: asked again at every poll
            await first.resign()
            assert await second.lead() is True
            assert await first.lead() is False
        finally:
            await first.resign()
            await second.resign()


async def test_a_holder_whose_connection_dies_stops_leading_and_another_takes_over(postgres_server):
    with postgres_server.database() as url:
        first, second = AdvisoryLock(url), AdvisoryLock(url)
        try:
            assert await first.lead() is True
            # the server ends the holder's session, as it would for a killed process or a lost host
            with psycopg.connect(url, autocommit=True) as admin:
                admin.execute(
                    "select pg_terminate_backend(pid) from pg_locks where locktype = 'advisory' and granted"
                )
            _wait_until_no_session_holds_it(url)
            assert await second.lead() is True
            assert await first.lead() is False  # it notices before its next poll: never two pollers
        finally:
            await first.resign()
            await second.resign()


async def test_an_unreachable_database_is_no_leadership_and_no_exception():
    lock = AdvisoryLock("postgresql://nobody@127.0.0.1:9/none?connect_timeout=1", connect_timeout=2)
    assert await lock.lead() is False
    await lock.resign()


async def test_a_single_process_always_leads():
    assert await AlwaysLeader().lead() is True
