"""A referee's call told and then judged by the fan ("the ref gave an indirect free kick for holding it nine seconds.
right call?"): whether the Law makes that call, read against the calls an intent lists as the Law's (`right_calls`)
and as not (`wrong_calls`).

The intent's own Yes or No answers its question, not the fan's: "Is the six-second rule still in force? No." turned
by the words of the story had said "Yes." to an indirect free kick the Law no longer gives. A call judged is answered
by whether it is the Law's. Pure; the wordings live in calls_words.toml.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from functools import cache

from bot.laws.ascii_regex import Regex
from bot.laws.claims import someones_claim
from bot.laws.intents import Intent
from bot.laws.quantities import UNITS, durations, earlier_season, other_quantities
from bot.laws.situation_text import laws_data, patterns_of
from bot.laws.vocabulary import plain
from bot.laws.wording import asking_sentence

_SOURCE = "calls_words.toml"
_WORDS = patterns_of(_SOURCE)
_JUDGED = Regex(_WORDS["judged"], re.IGNORECASE)
_JUDGED_WRONG = Regex(_WORDS["judged_wrong"], re.IGNORECASE)
_UNMADE = Regex(_WORDS["unmade"], re.IGNORECASE)
_UNMADE_BETWEEN = Regex(_WORDS["unmade_between"], re.IGNORECASE)
_UNMADE_AFTER = Regex(_WORDS["unmade_after"], re.IGNORECASE)
_WISHED = Regex(_WORDS["wished"], re.IGNORECASE)
_WISHED_NEAR = Regex(_WORDS["wished_near"], re.IGNORECASE)
# The calls told by their own verb ("booked him" is a yellow), by the call they tell.
_ACTS = {call: Regex(pattern, re.IGNORECASE) for call, pattern in laws_data(_SOURCE)["acts"].items()}
# Where the last clause of the asking sentence starts: a call asked bare is the whole of it.
_LAST_CLAUSE = re.compile(r"[,;:]\s+|\s+-+\s+")
_HARSH = Regex(_WORDS["harsh"], re.IGNORECASE)
# The calls that are no decision ("nothing", "play on"): outside an intent's case they may be the Law's
_NO_DECISION = frozenset(laws_data(_SOURCE)["lists"]["no_decision"])
_CARDS = frozenset(laws_data(_SOURCE)["lists"]["cards"])
_ANY_CARD = tuple(laws_data(_SOURCE)["lists"]["any_card"])
# A time told: the unit of quantities.py's seconds and minutes
_A_TIME = re.compile(rf"\b(?:{UNITS['second']}|{UNITS['minute']})\b", re.IGNORECASE)
_OF_A_CLAIM = Regex(_WORDS["of_a_claim"], re.IGNORECASE)
_WHO = re.compile(r"\bwho(?:s| is| was)?\b")
_CLAIMED_WRONG = Regex(_WORDS["claimed_wrong"], re.IGNORECASE)
_CLAIMED_RIGHT = Regex(_WORDS["claimed_right"], re.IGNORECASE)
_SHOULD_HAVE = Regex(_WORDS["should_have"], re.IGNORECASE)
_CHANGED = Regex(_WORDS["changed"], re.IGNORECASE)
_REVERSED = Regex(_WORDS["reversed"], re.IGNORECASE)
_GOAL_KICK = re.compile(r"\bgoal-kick")
_NO_CARD_TOLD = _ACTS["no card"]
# A call's verb said of anyone, as a rule ("can you get | booked", "be | sent off"), not told of this play
_GENERIC = re.compile(r"\b(?:get|gets|be|being)\s+$")
_CLAUSE_BREAK = re.compile(r"[,.;:!?]\s+")
_SHORT_CLAUSE = 6  # words: "pen and a yellow", "free kick and no card"
# How far back the words that unmake a call are looked for: "should have given", "didnt even give".
_REACH = 30


def judged_call(text: str, intent: Intent) -> bool | None:
    """Whether the call the fan tells and judges is the one the Law makes in the intent's case (True), or one it does
    not (False); None when no call is judged ("right call?", "was the ref wrong?"), none of the intent's calls is told
    or both kinds are ("a yellow, should've been a red. right call?"). A call claimed is judged so too: "the ref gave an
    indirect free kick, correct?", "my mate says it's a corner, is he right?"."""
    statement = f"{intent.question} {intent.verdict}"
    intent = _with_no_card(intent)
    if not (intent.right_calls or intent.wrong_calls) or earlier_season(text, statement):
        return None  # ("in the 2024/25 season": the call the Law made then is not the one listed)
    in_case = _time_in_case(text, intent)
    if in_case is None and (durations(text) if intent.time_case else _another_time(text, intent)):
        return None  # a time told that cannot be judged against the case, or one the answer does not state
    if in_case is False:
        # "held it 7 seconds and the ref gave a corner": outside the case (more than eight seconds) the Law's call is not
        # made, nor one it never makes (an indirect free kick); no decision ("played on") is its call there
        intent = replace(
            intent,
            right_calls=tuple(c for c in intent.wrong_calls if c in _NO_DECISION),
            wrong_calls=intent.right_calls + tuple(c for c in intent.wrong_calls if c not in _NO_DECISION),
        )
    asked = _read(asking_sentence(text))
    if _WHO.search(asked):
        return None  # "who is right?", the ref or my mate: no Yes or No answers it
    claim = someones_claim(text) if _OF_A_CLAIM.search(asked) else None
    if (
        claim is not None
    ):  # "my mate says the ref got it wrong. is he right?": the mate's claim is asked, not the call
        return _claim_judged(plain(text)[: claim[0]], claim[1], intent)
    right_asked = _JUDGED.search(asked) is not None
    # "harsh?" asks whether it was too severe: no, of the Law's own call; of another call, it depends which way it was
    harsh = _HARSH.search(asked) is not None
    wrong_asked = _JUDGED_WRONG.search(asked) is not None or harsh
    if right_asked == wrong_asked:
        return _asked_call(asked, intent) if not (right_asked or wrong_asked) else None
    said = _read(text)
    # a call named in the judged sentence, or in a short clause just before it ("pen and yellow. right call?"), is the one
    # judged ("ref gave red. harsh. a yellow would do, right?"), else the call the story tells
    judged = _with_the_clause_before(said, asked)
    named = _named(judged, intent.right_calls) + _named(judged, intent.wrong_calls)
    told = _named if any(named) else _told
    right_made, right_unmade = told(judged if any(named) else said, intent.right_calls)
    wrong_made, wrong_unmade = told(judged if any(named) else said, intent.wrong_calls)
    # (the Law's call told as not made, "he didnt give a red", is a call the Law does not make, and so the other way)
    right, wrong = right_made or wrong_unmade, wrong_made or right_unmade
    if right and wrong and right_made and wrong_made and _CHANGED.search(said) is not None:
        # a decision changed ("goal given, VAR saw a handball, goal ruled out", "then changed it to a corner"): the later
        # call is the one judged
        right = _last_made(said, intent.right_calls) > _last_made(said, intent.wrong_calls)
        wrong = not right
    elif right and wrong and _CHANGED.search(said) is None and _one_decision(said, intent):
        # a decision with a part the Law does not give is not the Law's ("an indirect free kick and booked him": no card
        # for a back-pass)
        right = False
    elif right != wrong and _reversed_after(said, intent):
        # the only call told, then taken back ("gave a pen, then VAR overturned it"): the decision that stood was the other
        right, wrong = wrong, right
    if right == wrong or (harsh and not right):
        return None
    return right != wrong_asked


@cache
def _with_no_card(intent: Intent) -> Intent:
    """The intent with "no card" among its wrong calls when a card is its Law's call ("last man ... ref booked nobody,
    right call?" is No wherever the Law shows a card); as it is otherwise, or when it lists "no card" itself."""
    if "no card" in intent.right_calls + intent.wrong_calls or _CARDS.isdisjoint(intent.right_calls):
        return intent
    return replace(intent, wrong_calls=(*intent.wrong_calls, "no card"))


def _claim_judged(story: str, claimed: str, intent: Intent) -> bool | None:
    """Whether someone's claim about the call told in `story` is right: that it was wrong ("my mate thinks it's wrong"),
    that it was right ("he says it's the right call"), or that another call was due ("he says it should have been a
    red"). None when the claim says none of these, or the call told is not read."""
    right, wrong = _told(story, intent.right_calls)[0], _told(story, intent.wrong_calls)[0]
    # (named as due, not as made: "should have been | a corner")
    due = [
        bool(calls) and _any(calls).search(claimed) is not None
        for calls in (intent.right_calls, intent.wrong_calls)
    ]
    if _SHOULD_HAVE.search(claimed) and due[0] != due[1]:
        return due[0]  # "should have been a red": right when a red is the Law's call
    if right == wrong:
        return None
    if _CLAIMED_WRONG.search(claimed):
        return wrong
    if _CLAIMED_RIGHT.search(claimed):
        return right
    return None


def _one_decision(said: str, intent: Intent) -> bool:
    """Whether a right and a wrong call are told in one clause, one decision of one official ("gave an indirect free kick
    and booked him"), not one in the story and one in an opinion or a history told elsewhere."""
    return any(
        any(_told(clause, intent.right_calls)) and any(_told(clause, intent.wrong_calls))
        for clause in _CLAUSE_BREAK.split(said)
    )


def _time_in_case(text: str, intent: Intent) -> bool | None:
    """Whether the time the fan tells is within the intent's time case: "held it 10 seconds" is within "more than 8
    seconds" (True), "7 seconds" or "exactly 8 seconds" is not (False); None when the intent states no case, no time is
    told, or the telling cannot say ("over 7 seconds"; "8 seconds", a round count). A countdown or a time later is no
    time held (quantities.durations)."""
    told = durations(text) if intent.time_case else []
    if not told:
        return None
    case = durations(intent.time_case)[0]
    found = [t.within(case) for t in told]
    return None if None in found else all(found)


def call_in_an_earlier_season(text: str, intent: Intent) -> bool:
    """Whether the fan tells one of the intent's calls made in a season before its rule ("back in 2024/25 the keeper held
    it 10 seconds and the ref gave a corner. correct?"): neither today's Yes nor its No is the Law of then."""
    said, intent = plain(text), _with_no_card(intent)
    told = any(_told(said, intent.right_calls)) or any(_told(said, intent.wrong_calls))
    return told and earlier_season(text, f"{intent.question} {intent.verdict}")


def _reversed_after(said: str, intent: Intent) -> bool:
    """Whether the last call told is taken back after it, with no call named after ("gave a pen, then VAR overturned
    it")."""
    last = max(_last_made(said, intent.right_calls), _last_made(said, intent.wrong_calls))
    return last >= 0 and _REVERSED.search(said, last) is not None


def _read(text: str) -> str:
    """The fan's words as the calls are matched on: lower case, apostrophes dropped; a goal-kick two words (not a goal,
    `goal(?! kick)`); no card told in any words ("booked nobody") one phrase, so that the "booked" in it tells no caution."""
    return _NO_CARD_TOLD.sub("gave no card", _GOAL_KICK.sub("goal kick", plain(text)))


def _another_time(text: str, intent: Intent) -> bool:
    """Whether the fan asks with a time an intent without a time case does not state ("treated for 2 minutes ... right
    call?" against the one-minute stay off): its calls are not judged then."""
    return _A_TIME.search(text) is not None and other_quantities(text, f"{intent.question} {intent.verdict}")


def _with_the_clause_before(said: str, asked: str) -> str:
    """The judged sentence, with the clause just before it when that is short ("... in the box going for the ball, clear
    chance, | pen and yellow. | right call?"): the call is often told bare there."""
    at = said.rfind(asked)
    if at <= 0:
        return asked
    before = _CLAUSE_BREAK.split(said[:at].rstrip(" .?!;,"))[-1]
    return f"{before} {asked}" if len(before.split()) <= _SHORT_CLAUSE else asked


def _asked_call(asked: str, intent: Intent) -> bool | None:
    """Whether the call the fan asks for, bare ("is that a penalty?", "pen?", "does he get a yellow?"), is the Law's in
    the intent's case (True) or not (False); None for any other question. Bare only: "is it a yellow if he played
    advantage?" asks of another case than the intent's."""
    asked = _LAST_CLAUSE.split(asked)[-1]  # "high foot in the box, no contact, | pen?"
    right = _bare(intent.right_calls).fullmatch(asked) is not None if intent.right_calls else False
    wrong = _bare(intent.wrong_calls).fullmatch(asked) is not None if intent.wrong_calls else False
    if not (right or wrong) and _bare(_ANY_CARD).fullmatch(asked) is not None:
        # "pen given. card?": any card, which the Law's call shows when it is one (hunt 101 had the red's "No." read as
        # "no card" where the call is a yellow); a verdict that names the call ("A direct free kick and a yellow card")
        # answers it as it stands
        return True if intent.yes_no and any(call in _CARDS for call in intent.right_calls) else None
    return None if right == wrong else right


def _told(said: str, calls: tuple[str, ...]) -> tuple[bool, bool]:
    """Whether one of `calls` is told in `said` as made (a decision's verb before it, or the call's own verb), and
    whether one is told as not made ("didnt give a red", "is never a penalty"). One only wished for or claimed ("should
    have given a corner") is neither."""
    told = [unmade for _, unmade in _calls_told(said, calls)]
    return False in told, True in told


def _last_made(said: str, calls: tuple[str, ...]) -> int:
    """Where the last of `calls` told as made is, or -1."""
    return max((at for at, unmade in _calls_told(said, calls) if not unmade), default=-1)


def _calls_told(said: str, calls: tuple[str, ...]) -> list[tuple[int, bool]]:
    """Each of `calls` told in `said`, where, and whether as not made; none only wished for or claimed."""
    if not calls:
        return []
    made = [(m.start(), m.group(1) or "") for m in _made(calls).finditer(said)]
    made += [(m.start(), "") for call in calls if call in _ACTS for m in _ACTS[call].finditer(said)]
    return [
        (
            at,
            _UNMADE.search(said, max(0, at - _REACH), at) is not None
            or _UNMADE_BETWEEN.search(between) is not None,
        )
        for at, between in made
        if _WISHED.search(said, max(0, at - _REACH), at) is None
    ]


def _named(asked: str, calls: tuple[str, ...]) -> tuple[bool, bool]:
    """Whether one of `calls` is named in the judged sentence `asked` as the call, and whether one is named as not it
    ("is never a penalty", "not a red")."""
    if not calls:
        return False, False
    # (a call's own verb too: "goal ruled out, correct?" names the goal disallowed; not one said of anyone, the Law's
    # rule: "you can't get booked for diving, right?")
    acts = (m for call in calls if call in _ACTS for m in _ACTS[call].finditer(asked))
    found = [*_any(calls).finditer(asked), *(m for m in acts if not _GENERIC.search(asked, 0, m.start()))]
    said = [
        _UNMADE_BETWEEN.search(asked, max(0, m.start() - 20), m.start()) is not None
        or _UNMADE_AFTER.match(asked[m.end() : m.end() + 20]) is not None
        for m in found
        # (not one only wished for: "should have given | a corner, right call?" judges what was given)
        if _WISHED_NEAR.search(asked, max(0, m.start() - _REACH), m.start()) is None
    ]
    return False in said, True in said


def compile_all(intents: Iterable[Intent]) -> None:
    """Compile every intent's call patterns now, as an app starts answering: each list's three cost 2-8 ms to compile,
    which the first fan to have a call judged against that intent had waited (about 0.2 s for all 87 lists)."""
    for intent in intents:
        for calls in (intent.right_calls, intent.wrong_calls):
            for compiled in (_any, _made, _bare):
                if calls:
                    compiled(calls)


@cache
def _any(calls: tuple[str, ...]) -> Regex:
    """A call of `calls` named anywhere, compiled once for each intent's list."""
    return Regex(rf"\b(?:{'|'.join(sorted(calls, key=len, reverse=True))})\b", re.IGNORECASE)


@cache
def _made(calls: tuple[str, ...]) -> Regex:
    """A call of `calls` after a decision's verb ("gave | a corner"), before its passive ("a pen | given"), or named
    bare just before the judging word ("... denies a clear chance - yellow, right?"): compiled once for each intent's
    list."""
    named = "|".join(sorted(calls, key=len, reverse=True))  # (each a regular expression: "goal(?! kick)")
    return Regex(
        f"{_WORDS['made']}(?:{named})\\b|\\b(?:{named}){_WORDS['made_after']}|\\b(?:{named}){_WORDS['judged_after']}",
        re.IGNORECASE,
    )


@cache
def _bare(calls: tuple[str, ...]) -> Regex:
    """A call of `calls` asked bare ("is that a pen?", "yellow?"), compiled once for each intent's list."""
    named = "|".join(sorted(calls, key=len, reverse=True))
    return Regex(_WORDS["asked"].replace("@calls@", named), re.IGNORECASE)
