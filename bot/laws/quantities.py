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
    "second": r"seconds?|secs?|s(?=\W|$)",
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
    r"(?:\b(?P<bound>more than|over|longer than|at least|beyond|after|past|less than|under|within|up to|at most) )?"
    rf"\b(?P<n>\d+(?:\.\d+)?|{'|'.join(_NUMBER_WORDS)})[ -]?(?P<unit>{'|'.join(f'(?P<{u}>{w})' for u, w in UNITS.items())})\b"
    r"|\b(?P<year>(?:19|20)\d\d)(?:[/-](?P<next>\d\d))?\b"
)
# ("after 8 seconds", "past 8 seconds": once they have gone)
_ABOVE = ("more than", "over", "longer than", "beyond", "after", "past")
# "at least" states a requirement ("must stay at least 4 m"): a fan naming a bigger number ("do they have to be 9.15 m
# away?") asks for another requirement, so it stands for its own number only
_REQUIRED = "at least"
_DENIED = re.compile(
    r"\bnot (?:the |even |just )?(?:\d+(?:\.\d+)?|[a-z]+ (?=" + "|".join(UNITS.values()) + r"))[^,.;?!]*"
)


@dataclass(frozen=True, slots=True)
class Quantity:
    value: float
    bound: str = "="  # ">" more than it, "<" less than it, "=" it

    def agrees(self, stated: Quantity) -> bool:
        """Whether a quantity the fan states fits one an answer states: the same number, or a number the
        answer's bound takes in ("10 seconds" in "more than eight seconds"; not "over 6 seconds")."""
        if self.value == stated.value:
            return True
        if self.bound != "=" or stated.bound == "=":
            return False
        return self.value > stated.value if stated.bound == ">" else self.value < stated.value


def quantities(text: str) -> dict[str, set[Quantity]]:
    """The quantities a text states, by unit (a year's unit is "year", a season both its years); those it
    denies ("10 seconds, not 8") left out."""
    out: dict[str, set[Quantity]] = {}
    for m in _QUANTITY.finditer(_DENIED.sub(" ", plain(text))):
        if m.group("year"):
            first = int(m.group("year"))
            out.setdefault("year", set()).update(
                Quantity(y) for y in range(first, first + 1 + bool(m.group("next")))
            )
            continue
        number, bound = m.group("n"), m.group("bound")
        value = float(_NUMBER_WORDS.get(number) or number)
        unit = next(u for u in UNITS if m.group(u))
        out.setdefault(unit, set()).add(
            Quantity(value, "=" if bound in (None, _REQUIRED) else ">" if bound in _ABOVE else "<")
        )
    return out


@lru_cache(maxsize=1024)  # an answer's statement is read again for every question it answers
def _stated_quantities(statement: str) -> dict[str, set[Quantity]]:
    return quantities(statement)


def other_quantities(text: str, statement: str) -> bool:
    """Whether the fan's question states a quantity the answer's statement does not, in a unit both state ("a
    corner after 6 seconds?" against "more than 8 seconds", "banned for 3 games?" against "one match"): the
    answer's Yes or No is then not the fan's. Only the part that asks is read: a story's quantities are its
    setting ("85 minutes in, he went down injured. does he have to stay off?"), not a claim."""
    stated = _stated_quantities(statement)
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
