from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from tests import pg
from tests.harness import TestBot, make_bot

# No per-example deadline: the suite runs on two workers of a two-core machine, where a slow moment says
# nothing about the code; what each property checks is its outcome, never its speed.
settings.register_profile("matchday", deadline=None)
settings.load_profile("matchday")

SHARED = Path(__file__).resolve().parents[2] / "shared"
FIXTURES = Path(__file__).resolve().parent / "fixtures"


@pytest.fixture(autouse=True, scope="session")
def _cache_outside_the_repo(tmp_path_factory: pytest.TempPathFactory) -> object:
    """Diagrams go to the user cache folder (platformdirs): in tests, a temp one, inherited by subprocesses."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("XDG_CACHE_HOME", str(tmp_path_factory.mktemp("xdg-cache")))
        yield


@pytest.fixture
async def testbot(tmp_path: Path, database_url: str) -> AsyncIterator[TestBot]:
    """A bot that has replayed the whole Group D night (instantly) and is ready for commands; once on each
    engine (`database_url`)."""
    bot = await make_bot(tmp_path, database=database_url)
    await bot.app.wait_replay()
    yield bot
    await bot.app.stop()


@pytest.fixture
async def idle_bot(tmp_path: Path, database_url: str) -> AsyncIterator[TestBot]:
    """A started bot whose replay has not been played (stepped clock, no polls awaited), on each engine."""
    bot = await make_bot(tmp_path, database=database_url)
    yield bot
    await bot.app.stop()


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[pg.Server]:
    """The session's PostgreSQL server (tests/pg.py); the tests that need it skip without one (CI fails)."""
    try:
        server, stop = pg.start()
    except pg.Unavailable as exc:
        pg.missing(str(exc))
    try:
        yield server
    finally:
        stop()


def _database(request: pytest.FixtureRequest, path: Path) -> Iterator[str]:
    if request.param == "sqlite":
        yield str(path / "matchday.db")
        return
    server: pg.Server = request.getfixturevalue("postgres_server")
    with server.database() as url:
        yield url


@pytest.fixture(params=["sqlite", "postgres"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """What [bot] database may say, once for each engine: an SQLite file in tmp_path (not yet created), or
    a PostgreSQL database of this test's own, migrated."""
    yield from _database(request, tmp_path)


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def module_database_url(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The same, shared by a module's tests (property tests that reset what they use)."""
    yield from _database(request, tmp_path_factory.mktemp("db"))
