"""Fans' questions reach the right topic, answers carry the facts, and no answer states a misconception."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from bot.commands.explain import topic_full_reply
from bot.laws import EDITION, load_topics
from bot.laws.intents import load_intents
from bot.laws.understand import understand

QUIZ = tomllib.loads((Path(__file__).parent / "quiz.toml").read_text(encoding="utf-8"))["q"]

from tests.laws.evaluate import MISCONCEPTIONS  # noqa: E402  (LAWS-FACTS §11: never stated)


def _unquoted(text: str) -> str:
    return re.sub(r'"[^"]*"', "", text)


@pytest.mark.parametrize("item", QUIZ, ids=[q["ask"] for q in QUIZ])
def test_question_routes_and_answers(item):
    found = understand(item["ask"])
    best = found.best
    assert found.verdict == "answer" and best is not None, (
        f"no answer for {item['ask']!r}; closest {[c.target for c in found.ranked[:3]]}"
    )
    topic = load_intents()[best.target].topic if best.kind == "intent" else best.target
    assert topic == item["topic"]
    answer = topic_full_reply(load_topics()[topic]).text.lower()
    for fact in item["facts"]:
        assert fact.lower() in answer, f"{fact!r} missing from the answer to {item['ask']!r}"


def test_the_quiz_is_big_and_varied():
    assert len(QUIZ) >= 60
    assert len({q["topic"] for q in QUIZ}) == len(load_topics())  # every topic is asked about


@pytest.mark.parametrize("topic", sorted(load_topics()), ids=str)
def test_no_answer_states_a_misconception(topic):
    text = _unquoted(topic_full_reply(load_topics()[topic]).text).lower()
    for pattern in MISCONCEPTIONS:
        assert not re.search(pattern, text), f"{topic} states a misconception matching {pattern!r}"


@pytest.mark.parametrize("topic", sorted(load_topics()), ids=str)
def test_every_topic_cites_a_law_and_edition_and_answers_short_first(topic):
    t = load_topics()[topic]
    assert t.laws and all(law.startswith(("Law ", "VAR protocol")) for law in t.laws)
    assert t.edition == EDITION
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", t.short.strip()) if s]
    assert 2 <= len(sentences) <= 3, f"{topic}: short answer has {len(sentences)} sentences"
    reply = topic_full_reply(t)
    assert reply.text.splitlines()[1] == t.short.strip()  # the short answer comes first, after the title
    assert f"IFAB Laws of the Game {EDITION}" in reply.text


@pytest.mark.parametrize("nonsense", ["how do i bake bread", "xyzzy", "who won the 1966 world cup"])
def test_unknown_questions_are_not_guessed(nonsense):
    found = understand(nonsense)
    assert found.verdict == "unsure"


@pytest.mark.parametrize("missing", ["short", "laws", "edition"])
def test_a_topic_file_missing_its_essentials_is_refused(missing):
    from bot.laws.knowledge import TopicError, parse_topic

    data = {
        "id": "x",
        "title": "X",
        "laws": ["Law 11 – Offside"],
        "edition": EDITION,
        "short": "A. B.",
        "detail": "D",
    }
    del data[missing]
    with pytest.raises(TopicError, match=f"x.toml is missing {missing}"):
        parse_topic(data, "x.toml")


# The least an intent table holds: the loader's tests add the field they try
_AN_INTENT = {
    "id": "x",
    "topic": "handball",
    "question": "Q?",
    "verdict": "No.",
    "reason": "R.",
    "law": "Law 12.1",
}


def test_an_intent_names_a_shared_list_once_and_a_missing_list_is_refused():
    from bot.laws.intents import _parse, load_intents
    from bot.laws.knowledge import TopicError

    intents = load_intents()  # the accidental handball answers share one list of accident words
    assert intents["handball-accidental-scorer"].needs == intents["handball-accidental-teammate"].needs
    assert "by mistake" in intents["handball-accidental-scorer"].needs
    with pytest.raises(TopicError, match=r"x.toml names a list @nowhere it does not define under \[lists\]"):
        _parse({**_AN_INTENT, "needs": ["@nowhere"]}, "x.toml")


def test_an_intent_with_a_misspelt_field_is_refused_naming_it():
    """A field the loader does not know ("ruled_out" for ruled_out_by) would be dropped without a word, and the
    wording it holds never read: the file is refused, naming the field."""
    from bot.laws.intents import _parse
    from bot.laws.knowledge import TopicError

    assert _parse({**_AN_INTENT, "ruled_out_by": ["shootout"]}, "x.toml").ruled_out_by == ("shootout",)
    with pytest.raises(TopicError, match=r"Intent in x.toml \(x\) has unknown fields: ruled_out"):
        _parse({**_AN_INTENT, "ruled_out": ["shootout"]}, "x.toml")


def test_a_phrase_that_rules_an_intent_out_wins_over_a_strong_match():
    """`ruled_out_by` takes the intent out of the answers whatever else matches ("excludes" only lower its score):
    a team-mate's rebound at a penalty in play may be scored, one in a shoot-out may not be followed up at all."""
    from bot.laws.choice import choose

    in_play = "penalty hit the post and his teammate knocked in the rebound, does it count"
    assert choose(in_play).target == "penalty-rebound-team-mate"
    assert choose(f"in the shootout the {in_play}").target != "penalty-rebound-team-mate"


def test_an_intent_with_a_bad_call_is_refused_naming_it():
    """A call list is regular expressions (bot/laws/calls.py): a bad one refuses its file as the intents load, naming
    the intent and the call, not at the first question it is read for."""
    from bot.laws.intents import _parse
    from bot.laws.knowledge import TopicError

    assert _parse({**_AN_INTENT, "right_calls": ["goal(?! kick)"]}, "x.toml").right_calls == (
        "goal(?! kick)",
    )
    with pytest.raises(TopicError, match=r"Intent x in x.toml: the call 'red\(' is no regular expression"):
        _parse({**_AN_INTENT, "wrong_calls": ["red("]}, "x.toml")


def test_an_intent_with_a_time_case_that_is_no_one_time_is_refused_naming_it():
    """An intent's time case is one time with its bound (calls.py judges a time told against it): anything else refuses
    its file as the intents load, in one sentence naming the intent."""
    from bot.laws.intents import _parse
    from bot.laws.knowledge import TopicError

    assert (
        _parse({**_AN_INTENT, "time_case": "more than 8 seconds"}, "x.toml").time_case
        == "more than 8 seconds"
    )
    for bad in ("soon", "more than 8 seconds or 10 seconds", 8):
        with pytest.raises(TopicError, match=r"Intent x in x.toml: the time case .* is not one time\."):
            _parse({**_AN_INTENT, "time_case": bad}, "x.toml")
