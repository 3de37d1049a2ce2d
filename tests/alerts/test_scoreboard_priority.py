"""When the platform's budget is short, a board with news goes before a board whose minute alone moved."""

from __future__ import annotations

from bot.store import Store
from bot.store import scoreboard as board_store
from bot.store import subscriptions as subs
from bot.store.scoreboard import BoardState


def state(match: int, home: int, news: str, digest: str) -> BoardState:
    return BoardState(
        match, 2, home, home + 1, payload="{}", news=news, digest=digest, live=True, final=False
    )


def test_a_goal_on_one_board_goes_before_the_clock_of_another(database_url):
    store = Store(database_url)
    try:
        for channel, team in (("a", 10), ("b", 20)):
            store.run_sync(subs.follow, "discord", channel, "team", team, str(team), ("scoreboard",))
        store.run_sync(board_store.save, state(1, 10, "0-0", "0-0 10'"), 0.0)
        store.run_sync(board_store.save, state(2, 20, "0-0", "0-0 10'"), 0.0)
        posted = store.run_sync(board_store.claim, "discord", limit=10, spacing=5, clock_every=60, now=1000.0)
        assert sorted(p.match_id for p in posted) == [1, 2]
        for post in posted:
            store.run_sync(board_store.shown, post, f"m{post.match_id}", 1000.0)
        store.run_sync(board_store.save, state(1, 10, "0-0", "0-0 12'"), 1100.0)  # the clock moved, earlier
        store.run_sync(board_store.save, state(2, 20, "1-0", "1-0 12'"), 1200.0)  # a goal, later
        first = store.run_sync(board_store.claim, "discord", limit=1, spacing=5, clock_every=60, now=2000.0)
        assert [p.match_id for p in first] == [2]
    finally:
        store.close()
