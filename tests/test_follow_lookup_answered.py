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
