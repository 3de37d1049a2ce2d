"""Who asked is never assumed: an invocation without an actor cannot be made, and only an admin may follow."""

from __future__ import annotations

import pytest

from bot import plugins
from bot.commands import build_tree
from bot.commands.context import Context
from bot.core.dispatch import Dispatcher
from bot.core.invocation import LOCAL_ADMIN, Actor, Invocation
from bot.core.parser import parse

FAN = Actor(id="fan-1", name="fan", is_admin=False)


@pytest.fixture(scope="module")
def dispatcher() -> Dispatcher:
    plugins.platforms()  # the installed platforms say how they name their admins ("server admins")
    tree = build_tree()
    return Dispatcher(tree, Context(store=None, tree=tree, provider="api-football"))


def test_an_invocation_without_an_actor_cannot_be_made():
    with pytest.raises(TypeError):
        Invocation(path=("follow",), args={"target": "spurs"})  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Invocation(path=("follow",), args={"target": "spurs"}, actor=None)  # type: ignore[arg-type]


def test_parsing_and_answering_text_need_the_actor(dispatcher):
    with pytest.raises(TypeError):
        parse("/follow spurs", dispatcher.tree)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        dispatcher.answer_text("/follow spurs")  # type: ignore[call-arg]
    assert parse("/follow spurs", dispatcher.tree, actor=FAN).actor == FAN


async def test_a_fan_is_refused_follow_and_the_local_admin_is_not(dispatcher):
    refused = await dispatcher.answer_text("/follow spurs", actor=FAN)
    assert refused.is_error and refused.text == "Only admins can use /follow."
    local = await dispatcher.answer_text("/follow spurs", actor=LOCAL_ADMIN)
    assert "Only admins" not in local.text  # it got past the check (and needs the live data this lacks)
    assert LOCAL_ADMIN.is_admin


async def test_a_fan_is_refused_an_admin_only_invocation_built_by_an_adapter(dispatcher):
    invocation = Invocation(path=("unfollow",), args={"target": "spurs"}, actor=FAN, platform="slack")
    reply = await dispatcher.answer(invocation)
    assert reply.is_error and reply.text == "Only workspace admins can use /unfollow."
