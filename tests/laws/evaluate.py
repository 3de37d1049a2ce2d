"""Score /var explain on an evaluation set, through the rendered Discord message a fan would read.

    python -m tests.laws.evaluate tuning     # every miss listed: the half we may tune on
    python -m tests.laws.evaluate frozen     # aggregates and the confusion by topic only: never tuned on
    python -m tests.laws.evaluate fresh      # the second held-out set (written 2026-11-30), the same way

Right: the answer's intent (or topic) is the one expected, or one of `accept`; "right topic" also counts an
intent of the expected topic. Direct: the first sentence carries the verdict (for yes/no questions it opens
with the right Yes or No; for situations it is the right ruling or the one clarifying question).
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.commands.var import answer
from bot.laws import load_topics
from bot.laws.choice import choose
from bot.laws.intents import load_intents
from bot.laws.situation import read_situation

HERE = Path(__file__).parent / "eval"
# Never tuned on: only aggregates and the confusion by topic are printed for these.
HELD_OUT = ("frozen", "fresh")

# LAWS-FACTS §11: statements the bot must never make (quoted myths are removed before searching).
MISCONCEPTIONS = [
    r"deflection[^.]*(puts?|makes?) (you|the attacker|him|a player|everyone)[^.]*onside",
    r"can(not|'t|’t) be offside if the ball (is|was|went) (played )?backwards?",
    r"goalkeeper (does not|doesn't) count",
    r"arms? (do|does) count",
    r"(?<!not )(?<!n't )\boffside position is an offence",
    r"(?<!no )(?<!not an )offside (offence )?from a (throw-in|corner|goal kick)",
    r"level (player )?is offside",
    r"any (ball-to-hand|touch)[^.]*is (a )?handball",
    r"var (makes|takes) the final decision",
    r"var (overrules|overturns) the referee",
    r"var can review any decision",
    r"coaches (can|may) (request|ask for) (a )?(var )?review",
    r"goal is disallowed because the keeper",
    r"save (after|when)[^.]*(off|came off) the line[^.]*stands",
    r"coach can(not|'t) be shown a card",
    r"attacking phase of play resets offside",
    r"new phase of play",
]


def load(half: str) -> list[dict]:
    return tomllib.loads((HERE / f"{half}.toml").read_text(encoding="utf-8"))["q"]


def myths_stated(text: str) -> list[str]:
    plain = re.sub(r'"[^"]*"|“[^”]*”', "", text.lower())
    return [m for m in MISCONCEPTIONS if re.search(m, plain)]


def first_sentence(text: str) -> str:
    return re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]


@dataclass
class Outcome:
    ask: str
    expect: str
    got: str
    right: bool
    right_topic: bool
    direct: bool
    facts_ok: bool
    myths: list[str]
    text: str


@dataclass
class Report:
    # Not in the repr: pytest shows a failing test's arguments, and a held-out set's report must never print its
    # questions (a frozen gate failing had shown the start of one)
    outcomes: list[Outcome] = field(default_factory=list, repr=False)

    def rate(self, attr: str) -> float:
        return sum(getattr(o, attr) for o in self.outcomes) / max(len(self.outcomes), 1)

    @property
    def situations(self) -> tuple[int, int]:
        s = [o for o in self.outcomes if o.expect == "situation"]
        return sum(o.right for o in s), len(s)

    @property
    def myths(self) -> int:
        return sum(len(o.myths) for o in self.outcomes)


def topic_of(target: str) -> str:
    intents = load_intents()
    return intents[target].topic if target in intents else target


def what_was_answered(ask: str) -> str:
    """The id the reply answers with: intent, topic, "situation:<ruling>", "table", "unsure" or "close"."""
    choice = choose(ask)
    if choice.kind == "situation":
        return f"situation:{choice.target}"
    if choice.kind in ("unsure", "close"):
        return choice.kind
    return choice.target


# What `ruled` gives, named for the probes' tables of told plays.
OFF, NO = "offside", "no-offence"
AP, AI, AR = "ask:position", "ask:involvement", "ask:received_from"


def ruled(text: str) -> str:
    """What the told-play reader alone makes of `text`: "offside", "no-offence", "ask:<fact>" or "none"."""
    reading = read_situation(text)
    if reading is None:
        return "none"
    if reading.question is not None:
        return f"ask:{reading.question.fact}"
    assert reading.ruling is not None
    return "offside" if reading.ruling.offence else "no-offence"


def ruled_head(text: str) -> str:
    """`ruled`, a question back read as "ask" whichever fact it asks: what a table of told plays expects."""
    return ruled(text).partition(":")[0]


def discord_text(ask: str) -> str:
    """What a fan reads on Discord: the embed's description and fields (or the plain content)."""
    from adapters.discord.render import render

    msg = render(answer(ask), with_file=False)
    if msg.embed is None:
        return msg.content or ""
    data = msg.embed.to_dict()
    parts = [data.get("description", "")] + [f["value"] for f in data.get("fields", [])]
    return re.sub(r"\*\*", "", "\n".join(p for p in parts if p))


def check_probe_answer(question: str, answer: str | tuple[str, ...], opening: str) -> None:
    """A hostile probe's question (tests/laws/test_probe_answers*.py) gets the answer id expected (or one of them),
    opening with `opening` ("Yes", "No", "Not always"), or with no bare Yes or No when `opening` is "" ("Not
    established" is no "No")."""
    answers = (answer,) if isinstance(answer, str) else answer
    assert what_was_answered(question) in answers
    text = discord_text(question).lstrip("*")
    if opening:
        # a whole word: "No" is not the first letters of "Not always"
        assert text.startswith(opening) and not text[len(opening) : len(opening) + 1].isalpha(), text[:120]
    elif answer != "unsure":
        assert text.split()[0].rstrip(".,") not in ("Yes", "No"), text[:120]


def probe_test(cases: list) -> Callable[..., None]:
    """The one test of a probe's table, bound to a `test_` name in its module (`test_probe_answer =
    probe_test(CASES)`): each case's question gets its answer id and opening, as `check_probe_answer` checks.
    A new function for each table: parametrize marks the function object it is given."""

    @pytest.mark.parametrize(("question", "answer", "opening"), cases)
    def probe(question: str, answer: str | tuple[str, ...], opening: str) -> None:
        check_probe_answer(question, answer, opening)

    return probe


def not_answered_test(cases: list) -> Callable[..., None]:
    """The one test of a table of (question, answer id) pairs that each question must never get (`test_not_this =
    not_answered_test(CASES)`): an answer found untrue for it, whatever else the bot says. A new function for each
    table, as `probe_test` makes."""

    @pytest.mark.parametrize(("question", "not_this"), cases)
    def not_answered(question: str, not_this: str) -> None:
        assert what_was_answered(question) != not_this

    return not_answered


def ruling_test(cases: list) -> Callable[..., None]:
    """The one test of a table of told plays, bound to a `test_` name in its module (`test_play = ruling_test(PLAYS)`):
    each play (its first item) gets the reading expected (its second, as `ruled` gives it). A new function for each
    table, as `probe_test` makes."""

    @pytest.mark.parametrize(("told", "expected"), cases)
    def play(told: str, expected: str) -> None:
        assert ruled(told) == expected

    return play


def reader_test(cases: list) -> Callable[..., None]:
    """The one test that the whole bot, not the reader alone, answers every play of a table (its first items) with a
    ruling or its question (review 75: a play the reader ruled had an answer about a keeper's foot from the bot)."""

    @pytest.mark.parametrize("told", [case[0] for case in cases])
    def reaches_the_reader(told: str) -> None:
        assert what_was_answered(told).startswith("situation:"), told

    return reaches_the_reader


def left_as_xfail(cases: list, left: dict[str, str], every_key: bool = True) -> list:
    """A probe's cases, each whose question (its first item) starts with a key of `left` marked xfail(strict=True)
    with that reason: what a round left open fails as found, and one that starts passing must be taken up. With
    `every_key`, a key that marks no case fails at collection (a stale entry, or a question reworded)."""
    marked, used = [], set()
    for case in cases:
        if isinstance(case, tuple) and isinstance(case[0], str):  # (a pytest.param is a tuple of its values)
            key = next((k for k in left if case[0].startswith(k)), None)
            if key is not None:
                used.add(key)
                case = pytest.param(*case, marks=pytest.mark.xfail(strict=True, reason=left[key]))
        marked.append(case)
    assert not every_key or used == set(left), (
        f"left-out entries that mark no case: {sorted(set(left) - used)}"
    )
    return marked


def score(item: dict) -> Outcome:
    ask, expect = item["ask"], item["expect"]
    text = discord_text(ask)
    got = what_was_answered(ask)
    accept = set(item.get("accept", []))
    if expect == "situation":
        right = got == f"situation:{item['ruling']}"
        right_topic = right
        direct = right
    else:
        right = got == expect or got in accept or (expect in load_topics() and topic_of(got) == expect)
        right_topic = right or (got not in ("unsure", "close") and topic_of(got) == topic_of(expect))
        opening = first_sentence(text).lower()
        if expect == "unsure":
            direct = got == "unsure"
        elif "yes_no" in item:
            wanted = item["yes_no"]
            direct = right_topic and (
                opening.startswith("yes") if wanted == "yes" else opening.startswith(("no", "not ", "only"))
            )
        else:
            direct = right_topic and got not in ("unsure", "close")
    facts_ok = all(f.lower() in text.lower() for f in item.get("must", [])) if right_topic else False
    return Outcome(ask, expect, got, right, right_topic, direct, facts_ok, myths_stated(text), text)


def evaluate(items: list[dict]) -> Report:
    return Report([score(i) for i in items])


def confusion(report: Report) -> Counter[tuple[str, str]]:
    """(expected topic, answered topic) counts: the shape of the misses without the questions."""
    out: Counter[tuple[str, str]] = Counter()
    for o in report.outcomes:
        exp = "situation" if o.expect == "situation" else topic_of(o.expect)
        got = o.got.split(":")[0] if o.got.startswith("situation") else topic_of(o.got)
        out[(exp, got)] += 1
    return out


def summary(name: str, report: Report) -> str:
    ok, n = report.situations
    return (
        f"{name}: {len(report.outcomes)} questions · right intent {report.rate('right'):.1%} · "
        f"right intent or topic {report.rate('right_topic'):.1%} · direct {report.rate('direct'):.1%} · "
        f"facts {report.rate('facts_ok'):.1%} · situations {ok}/{n} · misconceptions {report.myths}"
    )


def main(argv: list[str]) -> int:
    half = argv[0] if argv else "tuning"
    report = evaluate(load(half))
    print(summary(half, report))
    if half in HELD_OUT:
        print("confusion (expected topic -> answered), misses only:")
        for (exp, got), n in sorted(confusion(report).items()):
            if exp != got:
                print(f"  {exp:24} -> {got:24} {n}")
        return 0
    for o in report.outcomes:
        if not (o.right and o.direct and o.facts_ok) or o.myths:
            print(
                f"- {o.ask!r}\n    expect {o.expect}, got {o.got}; direct={o.direct} facts={o.facts_ok} "
                f"myths={o.myths}\n    {o.text[:160]!r}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
