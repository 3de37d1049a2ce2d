"""Structural parts of /var explain's understanding: hyphenated words, the question's form, intent cues."""

from __future__ import annotations

import collections
import dataclasses
import tomllib
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.laws.intents import load_intents
from bot.laws.question_form import question_form
from bot.laws.understand import TUNING, understand
from bot.laws.vocabulary import _token_words, all_words, words
from tests.laws.evaluate import discord_text, what_was_answered


def test_a_hyphenated_word_known_joined_is_read_joined():
    assert "retake" in words("the pen went wide, re-do?")  # "redo" is a synonym of retake
    assert "re" not in all_words("re-do")


def test_a_hyphenated_word_unknown_joined_is_read_as_its_parts():
    assert _token_words("blue-shirted") == ("blue", "shirted")
    assert words("offside from a throw-in") == words("offside from a throw in")


def test_accents_are_still_folded_when_hyphens_are_kept():
    assert all_words("Perišić-Bentancur") == ["perisic", "bentancur"]


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("is the referee in charge", 1),
        ("can you be offside from a corner", 1),
        ("keeper held it too long = corner?", 1),
        ("it went in off his arm - is that allowed?", 1),
        ("offside or not?", 1),
        ("who decides, the referee or the VAR", -1),
        ("the keeper held it for ages, what happens now", -1),
        ("goal or offside?", -1),
        ("red or yellow", -1),
        ("offside from a corner", 0),
    ],
)
def test_the_question_form_is_read_from_its_shape(text, form):
    assert question_form(text) == form


def _topic(target: str) -> str:
    intents = load_intents()
    return intents[target].topic if target in intents else target


@pytest.mark.parametrize(
    "text",
    [
        "is the goalkeeper's six-second rule still in force",
        "how long can the goalkeeper hold the ball",
        "does the VAR have the final say",
        "who makes the final decision, the VAR or the referee",
    ],
)
def test_the_form_only_reorders_siblings_of_the_leading_topic(text):
    off = dataclasses.replace(TUNING, form_boost=0.0)
    with_form, without = understand(text).best, understand(text, off).best
    assert with_form is not None and without is not None
    assert _topic(with_form.target) == _topic(without.target)


def test_a_yes_no_question_prefers_the_yes_no_sibling():
    best = understand("is the VAR above the referee").best
    assert best is not None and load_intents()[best.target].yes_no
    best = understand("who decides in the end, the VAR or the referee").best
    assert best is not None and not load_intents()[best.target].yes_no


def test_cues_are_read_from_intent_files_and_tell_siblings_apart():
    intents = load_intents()
    assert intents["penalty-keeper-save-retake"].cues
    assert all(isinstance(c, str) and c for i in intents.values() for c in i.cues)
    text = "keeper off his line at a penalty and then it was saved"
    off = dataclasses.replace(TUNING, cue_boost=0.0)
    on_score = {c.target: c.score for c in understand(text).ranked}
    off_score = {c.target: c.score for c in understand(text, off).ranked}
    target = "penalty-keeper-save-retake"
    assert target in on_score and target in off_score
    assert on_score[target] > off_score[target]


def test_a_cue_boosts_only_an_intent_the_question_already_matches():
    # the needed-words cut kept out of both (it would leave the intent only where a boost lifts it back over the six)
    uncut = dataclasses.replace(TUNING, exclude_cut=0.0)
    off = dataclasses.replace(uncut, cue_boost=0.0)
    text = "what happens after a save"  # a cue of penalty-keeper-save-retake, nothing about penalties
    on = {c.target for c in understand(text, uncut).ranked}
    assert "penalty-keeper-save-retake" not in on - {c.target for c in understand(text, off).ranked}


def test_boss_is_not_a_coach():
    assert "coach" not in words("is VAR the boss of the ref")


def test_a_myth_is_written_once_under_its_own_heading():
    """The full answer shows it under "Common myth": the text itself does not say "Myth:" again."""
    from bot.laws.knowledge import load_topics

    for name, topic in load_topics().items():
        assert not topic.misconception.lower().startswith(("myth", "common myth")), name


def negated_claim(text: str) -> bool:
    """Whether the reply's Yes or No is turned, against the question of the intent that ranks first (the handler passes
    the chosen intent's question)."""
    from bot.laws.intents import load_intents
    from bot.laws.polarity import negated_claim as turned_against
    from bot.laws.understand import understand

    best = understand(text).best
    assert best is not None and best.kind == "intent", text
    return turned_against(text, load_intents()[best.target].question)


def test_a_negated_claim_turns_the_yes_or_no_and_nothing_else_does():

    assert negated_claim("is it true that the goalkeeper doesn't count for offside?")
    assert negated_claim("my brother says you can't be offside from a throw-in, is he right?")
    assert not negated_claim(
        "doesn't the goalkeeper count for offside?"
    )  # a negative question: the plain one
    assert not negated_claim("hands don't count for offside, do they")  # a negative tag: the plain one
    assert not negated_claim("is it true a coach can be sent off?")
    assert not negated_claim("my dad swears a level player is offside. i said no. who is right?")


def test_a_verb_on_the_other_side_turns_the_yes_or_no():
    from bot.laws.polarity import polarity, turned

    assert polarity("will the goal get ruled out?") == -1 and polarity("does the goal still count?") == 1
    assert polarity("the ref made us retake it?? should it not just be a goal") == 1  # the last sentence asks
    assert polarity("what is offside?") == 0
    assert turned("so that goal is gone, isn't it?", "Is it a goal if the scorer handled the ball?")
    assert not turned("does it count?", "Does a goal count if there was an extra person on the field?")
    # The same side as the intent's question, or a negated claim on the other side: nothing, or both, turn.
    assert not negated_claim("a team-mate handled it by accident before he scored, does the goal stand?")
    assert negated_claim(
        "a team-mate handled it by accident before he scored, surely that goal gets chalked off?"
    )


def test_an_act_asked_as_allowed_or_as_an_offence_turns_the_yes_or_no():
    from bot.laws.polarity import AXES, polarity, turned

    assert polarity("backheel penalty, that's illegal isn't it") == -1
    assert polarity("is the keeper allowed to pick it up?") == 1
    # the side is read whatever negation is before it; the negation is counted apart (claims_negated), never twice
    assert polarity("is it not allowed to chip a penalty?") == 1
    assert polarity("can you be offside from a throw-in?") == 0  # "can ... be" is no permission
    assert turned(
        "is it an offence if the goalie picks up a back-pass?", "Can the goalkeeper handle a back-pass?"
    )
    assert turned("team-mate handled it, then someone else scored. is that handball?", "Does the goal stand?")
    assert not turned(
        "does it count as handball if it hits the shoulder?", "Is it handball if it hits the shoulder?"
    )
    # The sanction is a side of its own: "can a coach get a red?" asks what may happen, not what is allowed.
    assert polarity("is spitting punishable only by a caution?", AXES[1]) == 1
    assert turned("is spitting punishable only by a caution?", "Is spitting at someone a red card?")
    assert not turned(
        "is a manager allowed to get a yellow card?", "Can a coach be shown a red or yellow card?"
    )
    # A goal named by its fate is no side asked; "is it still true that ..." is a claim put to us.
    assert polarity("would kane's disallowed goal stand today?") == 1
    assert negated_claim("is it still true that VAR can't look at corners?")


def test_an_offside_question_answered_in_a_goals_fate_turns_the_yes_or_no():
    from bot.laws.polarity import polarity, turned

    level = "Is a player who is level with the last defender offside?"
    assert turned("the replay had him level. level is fine isn't it", level)
    assert turned("he was dead level, should the goal have stood?", level)
    assert not turned("he was dead level, so is he offside?", level)  # the offside side itself is read first
    # A decision told in the present ("the ref disallows it") and a card named as a "red card" take their sides.
    assert polarity("the ref disallows it and books him. was the ref right?") == -1
    assert (
        turned(
            "referee give only yellow card. spitting must be red card, yes?",
            "Is spitting at someone a red card?",
        )
        is False
    )


def test_the_turned_answer_stays_true():
    from bot.commands.explain import intent_reply
    from bot.laws.claims import puts_a_claim
    from bot.laws.intents import load_intents

    intents = load_intents()
    turned = intent_reply(intents["offside-goalkeeper-counts"], negated=True).card
    assert turned is not None and turned.body.startswith(
        "**No, that's not right. The goalkeeper is an opponent"
    )
    # A plain question asked on the other side gets the other plain Yes or No, not a claim's confirmation.
    plain = intent_reply(intents["offside-not-involved"], negated=True, claim=False).card
    assert plain is not None and plain.body.startswith("**Yes. A player in an offside position who does not")
    assert negated_claim("does the goal stand if the offside player was just standing there, not involved?")
    assert not puts_a_claim(
        "does the goal stand if the offside player was just standing there, not involved?"
    )
    assert puts_a_claim("my mate says level is offside, is he right?")
    # A claim already worded as the myth in the intent's own question ("is it true you can't ...") is not
    # turned again by its negation.
    assert not negated_claim("is it true that you can't be offside if the ball is played backwards?")
    # "Not always." and "Only if ..." are never turned: neither Yes nor No is true.
    kept = intent_reply(intents["dogso-in-area"], negated=True).card
    assert kept is not None and kept.body.startswith(f"**{intents['dogso-in-area'].verdict}")


def test_other_languages_football_words_read_as_the_laws_words():
    from bot.laws.vocabulary import words

    assert words("el árbitro: fuera-de-juego?") == ["referee", "offside"]
    assert words("der Torwart, rote Karte") == ["goalkeeper", "red", "card"]
    assert words("he makes hand, hors-jeu") == ["handball", "offside"]
    assert "retake" in words("we repeat the penalty?")


def test_who_told_a_claim_is_not_what_it_is_about():
    from bot.laws.vocabulary import words

    assert "swear" not in words("a mate swears managers can't be given a red card")
    assert "swear" in words("he swore at the ref, red?")  # the act itself
    assert "told" not in words("somebody told me the keeper doesn't count")


def test_a_named_law_is_a_cue_not_a_word():
    from bot.laws.understand import named_laws
    from bot.laws.vocabulary import words

    assert named_laws("under Law 12.2 and law 5") == (frozenset({"12", "5"}), frozenset({"12.2"}))
    assert words("what does law 14 say about the keeper") == ["goalkeeper"]


def test_a_general_conditional_question_is_no_described_play():
    from bot.laws.situation import read_situation

    assert (
        read_situation(
            "in portugal we say impedimento. is it offside if the player is level with the defender?"
        )
        is None
    )


def test_a_claim_followed_by_the_fans_own_question_does_not_turn_the_answer():
    from bot.laws.claims import claims_negated

    assert not claims_negated(
        "my mates say backward passes can't be offside. can you be offside from a back pass?"
    )
    assert claims_negated("my mates say backward passes can't be offside. is that right?")
    assert claims_negated("my coach says you can't stand offside, is that right")


def test_a_question_doubting_a_told_decision_asks_its_other_side():
    from bot.laws.polarity import polarity

    assert polarity("the ref disallowed it. was that right?") == -1
    assert polarity("the ref disallowed it. was the ref wrong?") == 1
    assert polarity("that goal is gone, isn't it?") == -1


@given(st.data())
def test_best_two_per_answer_is_the_best_and_runner_up_of_its_own_paraphrases(data):
    """The reduceat shortcut agrees with reading each answer's paraphrases one by one, ties included."""
    from bot.laws.understand import _best_two, _index

    index = _index()
    n = len(index.doc_target)
    picked = data.draw(st.lists(st.integers(0, n - 1), max_size=60, unique=True))
    values = data.draw(
        st.lists(st.sampled_from([0.5, 1.0, 2.5, 7.0]), min_size=len(picked), max_size=len(picked))
    )
    scores = np.zeros(n)
    scores[picked] = values
    best, second = _best_two(index, scores)
    for target in set(index.doc_target[picked].tolist()) | {0, len(index.targets) - 1}:
        own = [*sorted(scores[index.doc_target == target], reverse=True), 0.0, 0.0]
        assert (best[target], second[target]) == (own[0], own[1])


def test_a_law_named_by_what_it_is_called_prefers_the_answers_citing_it():
    from bot.laws.understand import _cited, _laws_called

    assert _laws_called("do arms count for offside, honestly?") == {"11"}
    assert _laws_called("can the VAR look again at a pen?") == {"var", "14"}
    assert "var" in _cited("var-who-decides", "intent") and "11" in _cited("offside-arms", "intent")
    # "VAR" named: VAR's answer on where the foul was; without the boost the penalty's own (Law 14) wins. (The
    # example was a backward pass against the penalty's "backwards" until the penalty-kick offside intent came, then
    # a rebound off the referee until the referee's answer gave offside questions away.)
    var = "Hakem gave penaltı, but VAR say the foul was outside the box. VAR can change this?"
    assert understand(var).best.target == "var-penalty-location"
    off = dataclasses.replace(TUNING, law_name_boost=0.0)
    assert understand(var, off).best.target == "penalty-offence-outside-area"


@pytest.mark.parametrize(
    "text", ["it's never offside from a goal kick, yeah?", "you can't be offside from a corner, innit?"]
)
def test_a_claim_tagged_yeah_or_innit_asks_us_to_confirm_it(text):
    from bot.laws.claims import claims_negated

    assert claims_negated(text)  # a hostile probe's: "No." had contradicted the fan's true claim


@pytest.mark.parametrize(
    ("text", "target"),
    [
        ("a keeper can't be offside, right?", "offside-goalkeeper-attacker"),
        ("can you be offside from a dropped ball?", "offside-dropped-ball"),
        ("does the keeper count for offside", "offside-goalkeeper-counts"),
    ],
)
def test_the_keeper_as_attacker_and_the_dropped_ball_have_answers_of_their_own(text, target):
    assert understand(text).best.target == target  # a hostile probe's: both had got unrelated answers


@pytest.mark.parametrize(
    "text",
    [
        "how long is extra time",  # Law 10.2; the match's own length has an answer since probe 16 (Law 7.1)
    ],
)
def test_a_law_with_no_topic_yet_gets_not_sure_rather_than_a_neighbours_answer(text):
    # "can players wear jewellery?" had got the swearing answer (it has an answer of its own since 2026-12-03)
    assert understand(text).verdict == "unsure"


def test_the_goals_size_now_has_an_answer_of_its_own():
    assert understand("how big is the goal").best.target == "goal-dimensions"  # once "not sure" (Law 1.10)


@pytest.mark.parametrize("text", ["Was ist Abseits?", "c'est quoi le hors-jeu ?", "wat is buitenspel"])
def test_what_is_offside_in_other_languages_is_an_open_question(text):
    assert question_form(text) == -1 and understand(text).best.target == "offside-what-is"


@pytest.mark.parametrize(
    ("text", "kind", "target"),
    [
        ("was it offside?", "topic", "offside"),
        ("handball??", "topic", "handball"),
        ("what is offside", "intent", "offside-what-is"),
    ],
)
def test_a_question_naming_only_a_topic_gets_the_topic(text, kind, target):
    from bot.laws.choice import choose

    choice = choose(text)  # "was it offside?" had got the corner answer, the first of many tied intents
    assert (choice.kind, choice.target) == (kind, target)


def test_an_open_question_answered_by_a_yes_no_intent_gets_no_bare_yes_or_no():
    """ "what card?", "what's given?" after a story: a "Yes." would answer nothing the fan asked."""
    from bot.commands.var import answer
    from bot.laws.question_form import question_form

    assert question_form("their centre back pulled him back, he was clean through, what card?") == -1
    assert question_form("gk holds it 8s = corner?") == 1
    card = answer("what happens if the keeper picks up a back pass?").card
    assert card is not None and not card.body.startswith(("**Yes", "**No"))
    yes_no = answer("can the keeper pick up a back pass?").card
    assert yes_no is not None and yes_no.body.startswith("**No.")


def test_a_condition_or_a_decision_doubted_is_no_open_question():
    from bot.laws.question_form import asks_open, choice_of_calls, question_form

    assert question_form("when the keeper comes off his line and saves it, is it retaken?") == 1
    assert question_form("he passed it straight to our striker, how is that offside?? it's not, is it") >= 0
    assert (
        question_form("when is a player offside?") == -1 and question_form("where does the wall stand?") == -1
    )
    assert asks_open("he was clean through and got hauled down, what card?")
    assert not asks_open("allowed or nah?") and not asks_open("goal or offside?")
    # a choice of calls is the answer's to judge: a bare Yes or No answers neither, unless the answer asks of one
    assert choice_of_calls("red or yellow?") == ("red", "yellow")
    assert choice_of_calls("can a coach be shown a yellow or a red?") is None  # whether any card can be
    assert not asks_open("is it a pen? and what card does he get?")


def test_mentions_and_links_are_no_part_of_the_question():
    from bot.commands.var import answer
    from bot.laws.choice import choose

    assert choose("<@123456> is it offside?").target == choose("is it offside?").target
    assert choose("<@U02ABC> <!here> offside from a throw in?").target == "offside-throw-in"
    assert choose("@everyone was he offside").target == choose("was he offside").target == "offside"
    assert choose("@here is it offside from a throw in").target == "offside-throw-in"
    assert choose("https://example.com/offside").kind == "unsure"
    reply = answer("https://example.com/offside")
    assert reply.card is None and "not sure" in (reply.text or "")


def test_a_typo_equally_near_two_words_is_read_as_the_one_the_laws_use_most():
    """ "thrw" is as near "threw" as "throw": the alphabet used to pick "threw", and "ofside from a thrw in??" was
    answered on a goalkeeper throwing the ball into the goal."""
    assert what_was_answered("ofside from a thrw in??") == "offside-throw-in"
    assert discord_text("ofside from a thrw in??").lstrip("*").startswith("No")


def _sections_with_needs() -> list[tuple[str, list[str], list[str]]]:
    """(section, its patterns, the words they need) for every words.toml section searched only when one of its
    `needs` is in the text."""
    from bot.laws.vocabulary import words_data

    data = words_data()
    found = [(name, data[name]["patterns"], data[name]["needs"]) for name in ("reported", "doubted_claim")]
    found += [
        (f"polarity.{side}", data["polarity"][side], needs) for side, needs in data["polarity_needs"].items()
    ]
    return found


@pytest.mark.parametrize(("section", "patterns", "needs"), _sections_with_needs(), ids=lambda x: str(x)[:30])
def test_every_pattern_searched_only_with_its_needs_names_one_of_them(section, patterns, needs):
    # A pattern that could match without any needed word would be skipped where it should match: each must name
    # one of them (as written in the pattern: every needed word is a plain lower-case run of letters).
    for pattern in patterns:
        assert any(word in pattern for word in needs), f"{section}: {pattern} names none of {needs}"


# Words the patterns searched only with their needs are made of, so that generated questions do match them.
_PATTERN_WORDS = [
    "he",
    "is",
    "was",
    "it",
    "that",
    "still",
    "a",
    "the",
    "player",
    "offside",
    "onside",
    "off",
    "level",
    "reset",
    "resets",
    "wipes",
    "clean",
    "slate",
    "gave",
    "him",
    "not",
    "never",
    "my",
    "mate",
    "says",
    "reckons",
    "swears",
    "told",
    "me",
    "someone",
    "is",
    "he",
    "wrong",
    "having",
    "on",
    "making",
    "up",
    "myth",
    "true",
    "right",
]


@given(st.lists(st.sampled_from(_PATTERN_WORDS), min_size=1, max_size=14))
def test_a_pattern_searched_only_with_its_needs_never_matches_without_them(words):
    from bot.laws.polarity import _polarity, _sentence
    from bot.laws.vocabulary import _reported, doubted_claim_pattern, fold_keep_hyphens, may_say

    text = " ".join(words)
    plain = _sentence(text)
    for side in ("onside", "offside"):
        if _polarity()[side].search(plain) is not None:
            assert may_say(plain, f"polarity_needs.{side}")
    folded = fold_keep_hyphens(text)
    for section, pattern in (("reported", _reported()), ("doubted_claim", doubted_claim_pattern())):
        if pattern is not None and pattern.search(folded) is not None:
            assert may_say(folded, section)


def test_no_intent_lists_a_phrase_twice():
    """A paraphrase listed twice weighs twice in the ranking, and a cue or exclude twice is only noise: each once."""
    folder = Path(__file__).parents[2] / "bot" / "laws" / "intents"
    twice = [
        (path.name, intent["id"], field, phrase)
        for path in sorted(folder.glob("*.toml"))
        for intent in tomllib.loads(path.read_text(encoding="utf-8")).get("intent", [])
        for field in ("paraphrases", "cues", "needs", "needs_also", "excludes", "turned_by")
        for phrase, count in collections.Counter(intent.get(field, [])).items()
        if count > 1
    ]
    assert twice == []
