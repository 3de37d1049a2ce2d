"""What the scheduler needs from a results provider."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import Protocol

from bot.providers.model import MatchSnapshot, Standings, Team, TopScorers
from bot.providers.quota import Quota


class Provider(Protocol):
    name: str
    quota: Quota

    async def live(self, league_ids: Iterable[int] | None = None) -> list[MatchSnapshot]:
        """Every live match (of these competitions), with events, in as few calls as the API allows."""
        ...

    async def fixtures(self, ids: Iterable[int]) -> list[MatchSnapshot]: ...

    async def fixtures_on(self, day: date) -> list[MatchSnapshot]: ...

    async def team_matches(self, team_id: int, season: int, start: date, end: date) -> list[MatchSnapshot]:
        """A team's matches in every competition kicking off from `start` to `end` (UTC days, both included),
        by kick-off; fixtures and results alike, each with its status (postponed, cancelled, ...). One call.
        `season` is the year the season starts (2022 for 2022/23)."""
        ...

    async def competition_matches(
        self, competition_id: int, season: int, start: date, end: date
    ) -> list[MatchSnapshot]:
        """A competition's matches kicking off from `start` to `end` (UTC days, both included), by kick-off.
        One call."""
        ...

    async def standings(self, league_id: int, season: int) -> list[Standings]: ...

    async def top_scorers(self, competition_id: int, season: int, limit: int = 20) -> TopScorers:
        """The competition's top scorers, at most `limit` rows, with assists, penalties and matches played
        where the provider has them. One call."""
        ...

    async def search_teams(self, text: str) -> list[Team]: ...

    async def aclose(self) -> None: ...
