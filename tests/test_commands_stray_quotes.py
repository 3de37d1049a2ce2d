"""A quote typed alone or left open reads as the words around it: `/unfollow "` asks for a name (it had
answered "'' is not followed here"), and `/table "Group D` is Group D (it had answered "I have no table for
'"Group'")."""

from __future__ import annotations


async def test_unfollow_with_no_name_asks_for_one(testbot):
    for typed in ('/unfollow "', "/unfollow ''", "/unfollow ,"):
        reply = await testbot.assert_error(typed, "/unfollow needs a team or competition")
        assert "''" not in reply.text


async def test_a_group_opened_by_a_quote_is_still_the_group(testbot):
    await testbot.assert_response('/table "Group D', "Group D", "Tottenham Hotspur")
