"""The quantities a fan's question and an answer state ("8 seconds", "three games", "since 2025"): a Yes or No
holds only for the quantity its answer states, so a fan asking about another ("a corner after 6 seconds?",
"banned for 3 games?") is given the answer's statement, not a Yes that confirms the wrong number."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from bot.laws.question_form import question_clause
from bot.laws.vocabulary import plain

# A quantity a question or an answer states, by its unit: "8 seconds", "three games", "10 yds", "2025/26" (a season
# is both its years). A number with no unit ("two yellows", "Law 12") is no quantity, nor a count of players ("the
# two players nearest the goal line" tells a case, it claims no number).
UNITS = {
    "second": r"seconds?|secs?",
    "minute": r"minutes?|mins?",
    "game": r"games?|matches|match",
    "yard": r"yards?|yds?",
    "metre": r"metres?|meters?|m",
    "substitute": r"subs?|substitutes?|substitutions?",
}
_NUMBER_WORDS = dict(
    zip(
        ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"],
        range(1, 13),
        strict=True,
    )
)
_QUANTITY = re.compile(
    r"(?:\b(?P<bound>more than|over|longer than|at least|at most|beyond|less than|just under|under|within|up to|almost|"
    r"nearly|barely|not even|exactly|precisely|only|just|at) )?"
    rf"\b(?P<n>\d+(?:\.\d+)?|{'|'.join(_NUMBER_WORDS)})[ -]?(?P<unit>{'|'.join(f'(?P<{u}>{w})' for u, w in UNITS.items())})\b"
    r"(?P<after> (?:exactly|precisely|on the dot|flat)\b)?"
    r"|\b(?P<year>(?:19|20)\d\d)(?:[/-](?P<next>\d\d))?\b"
)
_ABOVE = ("more than", "over", "longer than", "beyond")
_BELOW = (
    "less than",
    "just under",
    "under",
    "within",
    "up to",
    "at most",
    "almost",
    "nearly",
    "barely",
    "not even",
)
# A time told as the moment itself ("exactly 8 seconds", "released it at 8s"), not a round count ("8 seconds")
_EXACT = ("exactly", "precisely", "only", "just", "at")
# "at least" states a requirement ("must stay at least 4 m"): a fan naming a bigger number ("do they have to be 9.15 m
# away?") asks for another requirement, so it stands for its own number only
_REQUIRED = "at least"
_DENIED = re.compile(
    r"\bnot (?:the |just )?(?:\d+(?:\.\d+)?|[a-z]+ (?=" + "|".join(UNITS.values()) + r"))[^,.;?!]*"
)
# A time that is not how long something lasted: a countdown, a time later, what was left ("his 5 second countdown",
# "2 seconds later", "only 2 mins left", "released it 2 seconds after the countdown ended")
_NOT_A_DURATION = re.compile(
    r"[ -]?(?:countdown|count|later|left|to go|remaining|on the clock|earlier|ago|after|before)\b"
)
# "7s" for seven seconds, after a word that times it ("for 7s", "at 8s", "held it 12s"): not a number's plural ("our 7s
# header")
_SECONDS_SHORT = re.compile(
    r"\b(for|at|like|after|about|around|over|under|than|only|exactly|just|almost|nearly|it|ball) (\d+)s\b"
)


@dataclass(frozen=True, slots=True)
class Quantity:
    value: float
    bound: str = "="  # ">" more than it, "<" less than it, "=" it
    exact: bool = False  # told as the moment itself ("exactly 8 seconds", "at 8s"), not a round count

    def agrees(self, stated: Quantity) -> bool:
        """Whether a quantity the fan states fits one an answer states: the same number, or a number the
        answer's bound takes in ("10 seconds" in "more than eight seconds"; not "over 6 seconds")."""
        if self.value == stated.value:
            return True
        if self.bound != "=" or stated.bound == "=":
            return False
        return self.value > stated.value if stated.bound == ">" else self.value < stated.value

    def within(self, stated: Quantity) -> bool | None:
        """Whether a time told lies in a case the Law states ("more than eight seconds"): True or False, or None when the
        telling cannot say ("over 7 seconds", and "8 seconds", a round count, against more than eight)."""
        if stated.bound == "=":
            return self.value == stated.value if self.bound == "=" else None
        above = stated.bound == ">"
        if self.bound == "=":
            if self.value == stated.value:
                return False if self.exact else None
            return (self.value > stated.value) == above
        beyond = self.value >= stated.value if above else self.value <= stated.value
        if (
            self.bound == ">"
        ) == above:  # "over 9 seconds" against more than eight: within if it starts past it
            return True if beyond else None
        return (
            False if not beyond or self.value == stated.value else None
        )  # "under 8 seconds" against more than eight


def quantities(text: str) -> dict[str, set[Quantity]]:
    """The quantities a text states, by unit (a year's unit is "year", a season both its years); those it
    denies ("10 seconds, not 8") left out."""
    out: dict[str, set[Quantity]] = {}
    folded = plain(text)
    for m in _QUANTITY.finditer(_DENIED.sub(" ", folded)):
        if m.group("year"):
            first = int(m.group("year"))
            out.setdefault("year", set()).update(
                Quantity(y) for y in range(first, first + 1 + bool(m.group("next")))
            )
            continue
        unit = next(u for u in UNITS if m.group(u))
        out.setdefault(unit, set()).add(_quantity(m))
    if _A_FEW_SECONDS.search(folded) and not _NO_FIXED_NUMBER.search(folded):
        out.setdefault("second", set()).add(A_FEW_SECONDS)
    return out


# Law 5.3's "within a few seconds" (advantage) names no number; read as under five, so that "20 seconds after playing
# advantage, can he go back?" is not answered "Yes." by an answer whose few seconds it is not (a time of five or less
# agrees with it, and so does a fan's own "a few seconds"). Not beside "no fixed" number: there the few seconds are
# the Law's words set against any number ("is advantage 10 seconds?" is No)
# (not with a bound or a comparison around it: "more than a few seconds", "a few seconds longer than eight", "a few
# seconds past the countdown" tell no time under five, review 64)
_A_FEW_SECONDS = re.compile(
    r"(?<!\bmore than )(?<!\bover )(?<!\blonger than )(?<!\ba good )(?<!\bwell over )(?<!\bpast )(?<!\bbeyond )"
    r"\ba few (?:seconds|secs)\b(?! (?:longer|more|past|over|after|beyond|too long)\b)"
)
A_FEW_SECONDS = Quantity(5, "<")  # five or fewer: a fan's "5 seconds" agrees with it, "6" does not
# ... and an answer that sets the few seconds against any fixed number ("The Law sets no fixed number of seconds")
_NO_FIXED_NUMBER = re.compile(r"\bno (?:fixed|set) (?:number|time|limit)\b")


def durations(text: str) -> list[Quantity]:
    """The times a text tells as how long something lasted, in seconds ("held it 10 seconds", "for 7s", "a minute" is
    not read): not a countdown, a time later or what was left ("his 5 second countdown", "2 seconds later")."""
    folded = _DENIED.sub(" ", _SECONDS_SHORT.sub(r"\1 \2 seconds", plain(text)))
    return [
        _quantity(m, 60 if m.group("minute") else 1)
        for m in _QUANTITY.finditer(folded)
        if (m.group("second") or m.group("minute")) and not _NOT_A_DURATION.match(folded, m.end())
    ] + [  # "held it a few seconds": under five, within no case of more than eight
        A_FEW_SECONDS for m in _A_FEW_SECONDS.finditer(folded) if not _NOT_A_DURATION.match(folded, m.end())
    ]


def _quantity(m: re.Match[str], scale: float = 1) -> Quantity:
    """One quantity `_QUANTITY` found (not a year), its number times `scale`, with its bound."""
    bound = m.group("bound")
    side = ">" if bound in _ABOVE else "<" if bound in _BELOW else "="
    return Quantity(
        float(_NUMBER_WORDS.get(m.group("n")) or m.group("n")) * scale,
        side,
        bound in _EXACT or bool(m.group("after")),
    )


def earlier_season(text: str, statement: str) -> bool:
    """Whether a text tells a season before the one a statement says its rule holds since ("in the 2024/25 season"
    against "since 2025/26"): what the Law made then is not what the statement says. A statement with no "since" has
    no such season."""
    since = _SINCE.search(plain(statement))
    told = {q.value for q in quantities(text).get("year", set())}
    return since is not None and bool(told) and min(told) < int(since.group(1))


_SINCE = re.compile(r"\b(?:since|from|as of) (?:the )?((?:19|20)\d\d)\b")


@lru_cache(maxsize=1024)  # an answer's statement is read again for every question it answers
def _stated_quantities(statement: str) -> dict[str, set[Quantity]]:
    return quantities(statement)


def other_quantities(text: str, statement: str) -> bool:
    """Whether the fan's question states a quantity the answer's statement does not, in a unit both state ("a
    corner after 6 seconds?" against "more than 8 seconds", "banned for 3 games?" against "one match"): the
    answer's Yes or No is then not the fan's. Only the part that asks is read: a story's quantities are its
    setting ("85 minutes in, he went down injured. does he have to stay off?"), not a claim."""
    stated = _stated_quantities(statement)
    if stated.get("second") == {A_FEW_SECONDS}:
        # "a few seconds" alone is read by `beyond_a_few_seconds`, which the reply weighs with the side the fan asks on
        stated = {unit: found for unit, found in stated.items() if unit != "second"}
    if not stated:
        return False  # most answers state no quantity: the fan's need not be read
    text = question_clause(text) or text
    asked = quantities(text)
    denied = {
        float(_NUMBER_WORDS.get(n) or n)
        for m in _DENIED.finditer(plain(text))
        for n in re.findall(rf"\d+(?:\.\d+)?|\b(?:{'|'.join(_NUMBER_WORDS)})\b", m.group())
    }
    if any(q.value in denied for found in stated.values() for q in found):
        return True  # "isn't it 10 seconds, not 8?" against "more than eight seconds"
    return any(
        not any(a.agrees(s) for a in asked[unit] for s in stated[unit])
        for unit in asked.keys() & stated.keys()
    )


def beyond_a_few_seconds(text: str, statement: str) -> bool:
    """Whether the fan tells a time ("20 seconds after playing advantage", "30 seconds later he blew for the foul") that
    is not the few seconds an answer's statement gives its rule (Law 5.3's "at that time or within a few seconds"):
    neither its Yes nor its No turned holds then, nor the call it lists. Read in the whole story: the time told is the
    case asked about, not a setting (unlike `other_quantities`)."""
    if A_FEW_SECONDS not in _stated_quantities(statement).get("second", set()):
        return False
    found = quantities(text)
    asked = found.get("second", set()) | {Quantity(q.value * 60, q.bound) for q in found.get("minute", set())}
    if _A_MINUTE.search(plain(text)):
        asked.add(Quantity(60))  # "a full minute later"
    return bool(asked) and not any(a.agrees(A_FEW_SECONDS) for a in asked)


_A_MINUTE = re.compile(r"\b(?:a|one|a full|a whole|about a|nearly a) minute\b")
