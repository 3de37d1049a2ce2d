"""Names fans type resolve to provider ids: aliases, names seen in provider data, then the provider's search."""

from __future__ import annotations

from bot.names import fold, resolve
from bot.providers.model import Team


def test_aliases_for_both_providers():
    for text in ("spurs", "Tottenham", "THFC", "tottenham hotspur", "coys"):
        assert resolve(text, ids="").id == 47
        assert resolve(text, ids="football_data").id == 73
    assert resolve("sporting", ids="").id == 228
    assert resolve("champions league", ids="").id == 2 and resolve("UCL", ids="football_data").id == 2001
    assert resolve("PL", ids="").name == "Premier League"
    assert resolve("Tottenhm", ids="").id == 47  # a typo
    assert resolve("Group D", ids="") is None  # a group, not a team or competition


async def test_a_name_learned_from_provider_data(testbot):
    # Not in the alias file, but the scheduler has seen it in the standings: resolved offline.
    from bot.store.names import learn_teams

    await testbot.app.store.run(learn_teams, [(55, "Brentford")])
    await testbot.assert_response("/follow brentford", "Now following Brentford here")


async def test_an_unknown_name_is_looked_up_off_the_command_path(testbot, monkeypatch):
    calls = []

    async def search(text):
        calls.append(text)
        return [Team(55, "Brentford")]

    monkeypatch.setattr(testbot.app.bundle.provider, "search_teams", search)
    # a provider that searches, not the replay
    monkeypatch.setattr(testbot.app.context, "provider_searches", True)
    await testbot.assert_error(
        "/follow brentford", "I've asked the results provider", "try again in a minute"
    )
    assert calls == []  # the handler itself never calls the provider
    await testbot.app.watcher.serve_name_lookups()  # the scheduler's 30-second "names" job
    assert calls == ["brentford"]
    await testbot.assert_response("/follow brentford", "Now following Brentford here")


def test_letters_without_an_accent_to_strip_are_spelled_as_english_spells_them():
    # NFKD leaves ø, æ, ð, þ, ß, ł whole: they had been dropped as punctuation ("Ødegaard" -> " degaard")
    assert fold("Ødegaard") == "odegaard"
    assert fold("Højlund Þór Guðmundsson") == "hojlund thor gudmundsson"
    assert fold("Łukasz Straße") == "lukasz strasse"
    assert fold("Perišić") == "perisic"
