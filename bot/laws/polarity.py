"""The side a yes/no question is worded on (words.toml [polarity]): a goal that stands or falls, a sanction lenient
or severe, a player onside or offside; and whether a fan asks the opposite of an intent's question, by the side he
words it on or by a claim he negates (`negated_claim`; an intent's own `turned_by` wordings turn it too, in the command)."""

from __future__ import annotations

import re
import sys
from functools import cache, lru_cache

from bot.laws.ascii_regex import Regex
from bot.laws.claims import claims_negated, negations
from bot.laws.question_form import asks_again
from bot.laws.vocabulary import (
    fold_keep_hyphens,
    may_say,
    one_pattern,
    phrase_key,
    phrase_pattern,
    plain,
    translated_pattern,
    words_data,
)
from bot.laws.wording import asking_sentence

# The pairs of sides a yes/no question can be worded on (words.toml [polarity]): whether a goal stands or
# an act is allowed, or it falls or is an offence; whether an offence is let off lightly or sent off; whether
# a player is onside (offside reset) or offside.
ONSIDE_AXIS = ("onside", "offside")
SANCTION_AXIS = ("lenient", "severe")
AXES = (("stands", "falls"), SANCTION_AXIS, ONSIDE_AXIS)


@cache
def _polarity() -> dict[str, Regex]:
    """words.toml [polarity]: each side's wordings, doubted decisions, and goals named by their fate."""
    table = words_data().get("polarity", {})
    return {name: one_pattern(found) for name, found in table.items() if found}


@lru_cache(maxsize=4096)  # an intent's own question is read again for every fan's question it answers
def polarity(text: str, axis: tuple[str, str] = AXES[0]) -> int:
    """1 when a question asks the first side of `axis` ("does the goal count?", "is it allowed?"), -1 the
    second ("will it be ruled out?", "is it retaken?", "is that illegal?"), 0 for neither or both; read from
    the last sentence that says. A later sentence doubting it ("... disallowed it. was the ref wrong?") asks
    the other side. A remark told after the question ("can you score straight from a goal kick? ours went the length
    and the ref disallowed it") is read only when the question itself takes no side: its story is no side asked."""
    asked, mark, remark = text.rpartition("?")
    if mark and re.search(r"\w", remark) and not asks_again(remark):
        side = _side_and_depth(asked + mark, axis)[0]
        if side:
            return side
    return _side_and_depth(text, axis)[0]


@lru_cache(maxsize=4096)
def _side_and_depth(text: str, axis: tuple[str, str]) -> tuple[int, int]:
    """`polarity`, with how many sentences from the end the side was found in (a large number when none)."""
    turn = 1
    for depth, said in enumerate(map(_sentence, _sentences_last_first(text))):  # the question comes last
        yes, no = _says_side(said, axis[0]), _says_side(said, axis[1])
        if yes != no:
            return turn * (int(yes) - int(no)), depth
        if _says_side(said, "doubted"):
            turn = -turn
    return 0, sys.maxsize


# One sentence is read for up to three axes, doubted for each, and again in the question's clause and in its part
# before a closing remark (`offside_side`): each search made once (kept for one answer's sentences only).
@lru_cache(maxsize=128)
def _says_side(said: str, side: str) -> bool:
    """Whether one sentence, as `_sentence` gives it, says a side's wording (words.toml [polarity]), or doubts."""
    pattern = _polarity().get(side)
    return (
        pattern is not None and may_say(said, f"polarity_needs.{side}") and pattern.search(said) is not None
    )


def offside_side(text: str) -> int:
    """The side of an offside ruling a question is worded on, in words of offside ("onside yeah?") or of the goal's
    fate ("should the goal have stood?"): a goal that stands is a player onside, one ruled out a player offside.
    Read from the last sentence that says either: "the other forward in onside position scored. referee cancel
    goal. is correct?" asks about the goal cancelled, not the place the story told (a hostile probe had it
    answered "Yes, no offside offence.", the referee's cancelling confirmed). A remark after the question is not
    read ("does a save reset offside? my striker keeps getting goals chalked off")."""
    asked, mark, remark = text.rpartition("?")
    text = asked if mark and re.search(r"\w", remark) else text
    onside, onside_depth = _side_and_depth(text, ONSIDE_AXIS)
    goal, goal_depth = _side_and_depth(text, AXES[0])
    return goal if goal_depth < onside_depth else onside


@lru_cache(maxsize=1024)  # read for each axis
def _sentences_last_first(text: str) -> tuple[str, ...]:
    """The question's sentences, last first, as written (each is read as the Laws say it by `_sentence`, only
    as far back as a side is found). A short tail after a comma ("..., it hit a defender, goal?") is read as a
    sentence of its own: it asks the question the story before it tells."""
    return tuple(reversed(_SENTENCE_ENDS.split(plain(text))))


_SENTENCE_ENDS = re.compile(r"[.?!;]+|,\s*(?=(?:[\w-]+\s+){0,2}[\w-]+\s*[?!.]*\s*$)")


# The teller's own claim, told after what he argues against: "... and I told her (that) ..."
_TELLERS_CLAIM = re.compile(
    r"\b(?:i|we) (?:told|tell|said|say|argued|insisted)(?: (?:her|him|them|my [\w-]+|the [\w-]+|everyone|everybody))?"
    r"(?: that)? (?=\w)"
)


@lru_cache(maxsize=4096)
def _sentence(sentence: str) -> str:
    """One sentence folded, words split in two or said in another language read as the Laws' ("goal keeper",
    "off side", "fuera de juego"), with the goals named by their fate taken out."""
    folded = fold_keep_hyphens(sentence)
    if (told := _TELLERS_CLAIM.search(folded)) is not None:
        # "the referee gave it, and I told her it shouldn't have counted": the teller's own claim is his side, what he
        # tells before it is what he argues against (voices126: "Was I right?" had the referee's side, "No.")
        folded = folded[told.end() :]
    pattern, table = phrase_pattern()
    if pattern is not None:
        folded = pattern.sub(lambda m: table[phrase_key(m.group())], folded)
    one_word, translated = translated_pattern()
    if one_word is not None:
        folded = one_word.sub(lambda m: translated[m.group()], folded)
    described = _polarity().get("described")
    return described.sub("", folded) if described is not None else folded


def turned(text: str, question: str) -> bool:
    """Whether the fan asks the opposite of an intent's question by its wording: "that goal is gone, isn't
    it?" against "Is it a goal if ...?", "is that illegal?" against "Can you backheel a penalty?". Its Yes is
    then the fan's No."""
    # The fan's side is read only on the axes the intent's question takes a side on (cached, at most one or
    # two): each reading is several long patterns over the whole question.
    sides = [(axis, side) for axis in AXES if (side := polarity(question, axis))]
    if len(sides) == 1 and sides[0][0] == ONSIDE_AXIS:
        # An offside question answered in a goal's fate ("level is fine, isn't it?", "should the goal have
        # stood?"): a goal that stands is a player onside, one ruled out a player offside.
        fan = offside_side(text)
        return fan * sides[0][1] < 0
    if (
        len(sides) == 1
        and sides[0][0] == AXES[0]
        and _GOAL_ASKED.search(question)
        and not polarity(text, AXES[0])
        and (asked := _side_and_depth(text, ONSIDE_AXIS))[1] == 0
    ):
        # ... and the other way: a goal's fate asked in words of offside, in the asking sentence ("goal scored but
        # attacker stood in the goal, is that offside" against "Does the goal count if ...?", hunt 94 had "Yes."): a
        # player offside is the goal ruled out. Not a permission asked ("can advantage be played?") after an offside told.
        return asked[0] * sides[0][1] < 0
    return sum(polarity(text, axis) * side for axis, side in sides) < 0


# A tag offering both sides of a claim, ending the question: "..., right or wrong?", "true or false?"
_BOTH_SIDES_OFFERED = re.compile(
    r"\b(?:right or wrong|wrong or right|true or false|false or true|correct or (?:not|incorrect|wrong)|fair or not)"
    r"\W*$",
    re.IGNORECASE,
)


def offers_both_sides(text: str) -> bool:
    """Whether the fan's tag offers both sides of a claim ("..., right or wrong?"): a bare Yes or No answers neither,
    so the reply says which ("No, that's not right.")."""
    return _BOTH_SIDES_OFFERED.search(text) is not None


def asked_as_right(text: str) -> str:
    """The question with its tag offering both sides asked as "right?" ("deflections reset offside, right or wrong?" ->
    "..., right?"): the claim's own words then turn the Yes or No, and the tag's "wrong" none (a pundit's myth had
    "Yes, that's right.")."""
    return _BOTH_SIDES_OFFERED.sub("right?", text)


# An intent asking whether a goal counts (not "Is a goal kick ...?")
_GOAL_ASKED = re.compile(
    r"\b(?:the|a) goal (?:count|counts|stand|stands)\b|\bis (?:it )?a goal\b(?! kick)", re.IGNORECASE
)


def negated_claim(text: str, question: str) -> bool:
    """Whether the Yes or No of the intent answering `text` is turned: the fan asks us to confirm a claim negated
    in its main clause where the intent's own question is not ("is it true the VAR can't ... for something the ref
    didn't see?" against "Can VAR ... the referee didn't see?"), or words the question on the other side of a verb
    (`turned`); two of these cancel out. A claim not negated is turned by the question's own negation only when the
    question is itself a negated claim and the fan takes a side on its axis (`_side_taken_on_its_axis`): turning it
    both ways by parity alone cost an unseen question its opening, the negations being counted too roughly. `question`
    is the question of the intent answering."""
    fan_negated, question_negated = claims_negated(text), negations(question) % 2 == 1
    if (
        question_negated
        and not fan_negated
        and claims_negated(question)
        and _side_taken_on_its_axis(text, question)
    ):
        # A negated claim is a universal one ("you can't be offside from a backwards pass": never offside). Asked as a
        # possibility on either side ("can a back pass put you offside?", "can a player be onside from a backwards
        # pass?") its Yes is the fan's, whichever side; asked as a universal ("is a backwards pass always offside?",
        # "does a back pass keep you onside?") its No (review 39). Asked bare, by the side: "is a backpass offside?" asks
        # whether it can be (Yes), "he's onside if it goes backwards, yeah?" states the myth (No). Read in the sentence
        # that asks, without a request made of us ("ref can you settle this: ...", review 40).
        words = _claim_words()
        said = words["asked_of_us"].sub(" ", plain(asking_sentence(text)))
        if words["possibly"].search(said) and not words["always"].search(said):
            return True
        if words["always"].search(said) or words["makes"].search(said):
            return False
        return not turned(text, question)
    claim = fan_negated and not question_negated
    return claim != turned(text, question)


@cache
def _claim_words() -> dict[str, Regex]:
    """words.toml [negated_claim]: a possibility asked, every case asked, a rule said to make it so, a request made of
    us, a negative question's opening, and any negation."""
    table = words_data().get("negated_claim", {})
    return {name: one_pattern(found or [r"(?!)"]) for name, found in table.items()}


def _side_taken_on_its_axis(text: str, question: str) -> bool:
    """Whether the fan's question, with no negation, takes a side on the axis a negated claim of an intent takes one
    on ("is a backpass offside?", "does a back pass keep you onside?" against "Is it true you can't be offside from a
    backwards pass?"): it then asks of the thing the claim negates, and how it asks (a possibility, every case, or
    bare) decides the Yes or No (negated_claim). Without a side taken ("is contact needed for a foul?") what the fan
    asks is not known to be what the claim negates."""
    # a negation anywhere may be the claim's (in a story, or before "still true?"), but not a negative question's
    # ("isn't a backward pass always onside?" asks the plain one) nor an answer someone gave ("my mate says no")
    words = _claim_words()
    if words["any_negation"].search(words["negative_question"].sub(" ", plain(text))):
        return False
    return any(polarity(question, axis) and polarity(text, axis) for axis in AXES)
