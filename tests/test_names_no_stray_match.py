"""A name fans type resolves to a team or competition only when it spells one: a short alias hidden inside
other words ("el" in "hello world", "pl" in "please") or one word two clubs share ("manchester") is no match.
Before, fuzzy matching scored a short alias found inside any text at 90, so `/follow hello world` answered
"Now following UEFA Europa League" and `/follow manchester` picked Manchester City."""

from __future__ import annotations

import pytest

from bot.names import resolve
from bot.store.names import find_name, learn_teams


@pytest.mark.parametrize(
    "typed",
    [
        "hello world",  # "el": UEFA Europa League
        "&lt;!channel&gt;",  # Slack's escaped mention: "el" again
        "please",  # "pl": Premier League
        "man",  # inside "german bundesliga"
        "manchester",  # City or United: a question, not a guess
        "league",  # every league
        "spurs women",  # another team than Tottenham Hotspur's men
        "2. bundesliga",  # another competition than the Bundesliga
        "a",  # Serie A's last word
        "champions league group q",  # a group we have no letter for is not the competition's tables
    ],
)
def test_text_that_only_contains_an_alias_resolves_to_nothing(typed):
    assert resolve(typed, ids="") is None


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("Tottenhm", "Tottenham Hotspur"),  # a typo
        ("Totenham", "Tottenham Hotspur"),
        ("the gunners", "Arsenal"),  # a club word more
        ("tottenham hotspur fc", "Tottenham Hotspur"),
        ("hotspur tottenham", "Tottenham Hotspur"),  # words in another order
        ("champions leage", "UEFA Champions League"),
        ("champions", "UEFA Champions League"),  # part of one competition's names only
        ("olympique", "Marseille"),
    ],
)
def test_names_fans_really_type_still_resolve(typed, expected):
    named = resolve(typed, ids="")
    assert named is not None and named.name == expected


async def test_names_seen_in_provider_data_are_matched_the_same_way(testbot):
    store = testbot.app.store
    await store.run(learn_teams, [(1001, "OGC Nice"), (1002, "Real Madrid"), (1003, "Real Betis")])
    await store.run(learn_teams, [(1004, "FC Bayern München")])
    assert await store.run(find_name, "nice try") is None
    assert await store.run(find_name, "real") is None  # two clubs
    found = await store.run(find_name, "bayern")
    assert found is not None and found.name == "FC Bayern München"
    found = await store.run(find_name, "real madird")  # a typo
    assert found is not None and found.name == "Real Madrid"


async def test_follow_never_says_it_follows_what_was_not_named(testbot):
    for typed in ("hello world", "&lt;!channel&gt;", "please", "manchester"):
        reply = await testbot.ask(f"/follow {typed}")
        assert "Now following" not in reply.text, reply.text
    await testbot.assert_error("/unfollow hello world", "'hello world' is not followed here")


async def test_a_name_two_clubs_share_asks_which_one(testbot):
    """'manchester' is City or United: the fan is asked which, rather than told we do not know the name (and no
    search of the provider is queued for a name we know twice over)."""
    reply = await testbot.ask("/follow manchester")
    assert "'Manchester City' / 'Manchester United': which one?" in reply.text, reply.text
    assert "Now following" not in reply.text
    reply = await testbot.ask("/follow man utd")
    assert "Now following" in reply.text and "Manchester United" in reply.text, reply.text


async def test_a_search_that_found_several_clubs_asks_which_one(testbot):
    """After the provider's search for "real" taught us Real Madrid and Real Betis, /follow real asks which one: it
    had said "The results provider found no team called 'real'" (the two tied, so no one name was found)."""
    store = testbot.app.store
    await store.run(learn_teams, [(1002, "Real Madrid"), (1003, "Real Betis")])
    reply = await testbot.ask("/follow real")
    assert "which one?" in reply.text and "Real Madrid" in reply.text and "Real Betis" in reply.text, (
        reply.text
    )
    assert "found no team" not in reply.text and "Now following" not in reply.text
