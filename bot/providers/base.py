"""What the scheduler needs from a results provider."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import Protocol

from bot.providers.model import MatchSnapshot, Standings, Team
from bot.providers.quota import Quota


class Provider(Protocol):
    name: str
    quota: Quota

    async def live(self, league_ids: Iterable[int] | None = None) -> list[MatchSnapshot]:
        """Every live match (of these competitions), with events, in as few calls as the API allows."""
        ...

    async def fixtures(self, ids: Iterable[int]) -> list[MatchSnapshot]: ...

    async def fixtures_on(self, day: date) -> list[MatchSnapshot]: ...

    async def standings(self, league_id: int, season: int) -> list[Standings]: ...

    async def search_teams(self, text: str) -> list[Team]: ...

    async def aclose(self) -> None: ...
