"""A name the results provider was asked about and had nothing for is said to be that, not "I've asked the
results provider, so try again in a minute" again at every try: that promise, repeated forever, was untrue
after the first search came back empty."""

from __future__ import annotations


async def test_a_name_the_provider_searched_without_result_is_said_so(testbot, monkeypatch):
    calls: list[str] = []

    async def search(text):
        calls.append(text)
        return []

    monkeypatch.setattr(testbot.app.bundle.provider, "search_teams", search)
    # a provider that searches, not the replay
    monkeypatch.setattr(testbot.app.context, "provider_searches", True)
    await testbot.assert_error(
        "/follow xyzzy united", "I've asked the results provider", "try again in a minute"
    )
    await testbot.app.watcher.serve_name_lookups()
    assert calls == ["xyzzy united"]
    reply = await testbot.assert_error(
        "/follow Xyzzy United", "The results provider found no team called 'Xyzzy United'"
    )
    assert "try again" not in reply.text
    await testbot.app.watcher.serve_name_lookups()
    assert calls == ["xyzzy united"]  # not asked again at every /follow


async def test_the_replay_says_it_knows_only_its_match_night_and_asks_no_search(testbot, monkeypatch):
    """The demo's replay has no search: "/follow real" after the night had promised a search and "try again in a
    minute", then said the provider found nothing."""
    calls: list[str] = []

    async def search(text):
        calls.append(text)
        return []

    monkeypatch.setattr(testbot.app.bundle.provider, "search_teams", search)
    reply = await testbot.assert_error(
        "/follow real", "I don't know a team or competition called 'real'", "knows only its own teams"
    )
    assert "try again" not in reply.text
    await testbot.app.watcher.serve_name_lookups()
    assert calls == []
    await testbot.assert_response("/follow spurs")  # a name of the night is followed as ever
