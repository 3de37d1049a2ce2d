"""The /var explain gate, on what a fan reads on Discord.

Every evaluation set's floors (what was reached: any regression fails), the issue's targets, and how each set
came to be, live in tests/laws/eval/gates.toml. The frozen and fresh sets are held out: only ever scored, as
totals, and a failure here prints their totals, never their questions.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

import pytest

from tests.laws.evaluate import Report, evaluate, load, summary

GATES = tomllib.loads((Path(__file__).parent / "eval" / "gates.toml").read_text(encoding="utf-8"))
MEASURES = ("right_topic", "direct")
TUNING_SETS = ("tuning", "tuning2a", "tuning2b")
# The check sets, each with its floors (right topic and direct) and the situations it must still rule right.
CHECK_SETS: dict[str, dict[str, float]] = GATES["check"]


@pytest.fixture(scope="module")
def frozen():
    return evaluate(load("frozen"))


@pytest.fixture(scope="module")
def tuned():
    return {name: evaluate(load(name)) for name in TUNING_SETS}


def test_the_sets_are_big_and_the_frozen_half_is_apart(frozen, tuned):
    assert len(frozen.outcomes) >= 100
    asked = {o.ask for report in tuned.values() for o in report.outcomes}
    asked |= {q["ask"] for name in CHECK_SETS for q in load(name)}
    assert sum(len(r.outcomes) for r in tuned.values()) >= 500
    held_out = [o.ask for o in frozen.outcomes] + [q["ask"] for q in load("fresh")]
    assert not any(ask in asked for ask in held_out), "a held-out question is in a tuning set"


@pytest.mark.parametrize("measure", MEASURES)
def test_frozen_half_holds_what_was_reached(frozen, measure):
    reached = frozen.rate(measure)  # a plain number: a failure must not print the held-out questions
    assert reached >= GATES["frozen"][measure], summary("frozen", frozen)


def test_frozen_situations_hold_what_was_reached(frozen):
    ok, n = frozen.situations
    assert n >= 12 and ok >= GATES["frozen"]["situations"], summary("frozen", frozen)


@pytest.mark.parametrize("measure", MEASURES)
def test_fresh_held_out_set_holds_what_was_reached(measure):
    report = evaluate(load("fresh"))
    reached, situations, myths = (
        report.rate(measure),
        report.situations[0],
        report.myths,
    )  # never the questions
    assert reached >= GATES["fresh"][measure], summary("fresh", report)
    assert situations >= GATES["fresh"]["situations"], summary("fresh", report)
    assert myths == 0, summary("fresh", report)


def test_no_answer_states_a_misconception(frozen, tuned):
    for name, report in {"frozen": frozen, **tuned}.items():
        assert report.myths == 0, (name, [o.myths for o in report.outcomes if o.myths])


@pytest.mark.parametrize("name", TUNING_SETS)
@pytest.mark.parametrize("measure", MEASURES)
def test_tuning_sets_do_not_regress(tuned, name, measure):
    assert tuned[name].rate(measure) >= GATES["tuning"][measure], summary(name, tuned[name])


def test_every_set_is_gated():
    sets = {p.stem for p in (Path(__file__).parent / "eval").glob("*.toml")} - {"gates"}
    assert sets == {"frozen", "fresh", *TUNING_SETS, *CHECK_SETS}, "a set without its gate in gates.toml"
    assert set(GATES["targets"]) == set(MEASURES)


@cache
def _report(name: str) -> Report:
    return evaluate(load(name))  # once per set, whichever of its measures is asked first


@pytest.mark.parametrize(("name", "measure"), [(name, m) for name in CHECK_SETS for m in MEASURES])
def test_check_sets_hold_what_was_reached(name, measure):
    report = _report(name)
    gate = CHECK_SETS[name]
    assert report.rate(measure) >= gate[measure], summary(name, report)
    assert report.situations[0] >= gate["situations"], summary(name, report)
    assert report.myths == 0, summary(name, report)
