"""The /var explain gate, on what a fan reads on Discord.

The frozen half of the evaluation set (tests/laws/eval/frozen.toml, written before any tuning by a separate
author and never read while tuning) is only ever scored. The issue's targets on it are >= 97% right intent or
topic, >= 90% direct answers, every situation ruled right and no misconception. Reached so far: 84.5%, 75.7%
and 7 of 14 (first tuning), then 87.8%, 78.4% and 9 of 14 (generalising vocabulary, ranking by how much of the
question an answer explains, off-topic decoys), then 91.2%, 81.8% and 10 of 14 (a told play with no question
is ruled, the seed match only when named, other Laws' words outweigh a weak offside reading, a topic's own
terms; fresh 80.7%, 75.8%, 18 of 21). fresh.toml is a second held-out set (161 questions in new voices,
written 2026-11-30 by another author before it was ever scored, and only ever scored by the lead, as totals):
75.8%, 70.2%, 17 of 21 at first; 82.0%, 77.0%, 18 of 21 after the voices5 round (verbs that carry the yes/no,
other sports as comparisons; frozen unchanged); 82.6%, 77.6%, 18 of 21 after voices6 (a rule question at the
end of a story, claims followed by the fan's own question; frozen unchanged again); 2026-12, a method change at
last: each answer raised by how near in meaning its nearest paraphrase is (bot/laws/meaning.py), the Yes or No
turned on the offside/onside sides too, and told plays read with negation, tense and dropped subjects: frozen
94.6%, 84.5%, 10 of 14; fresh 86.3%, 82.0%, 19 of 21; then told plays read in more voices (two new sets of
plays, a play told without the pass, doubts, second-language wordings) and a Law named by its name ("offside")
preferring the answers citing it: frozen 95.3%, 85.1%, 11 of 14; fresh 87.0%, 82.6%, 19 of 21. The gates below
hold what was reached and fail on any regression; TARGETS records where they must get to. The tuning sets (tuning,
tuning2a, tuning2b, voices) may be read while tuning: `python -m tests.laws.evaluate tuning2b` lists every
miss.
"""

from __future__ import annotations

from functools import cache

import pytest

from tests.laws.evaluate import Report, evaluate, load, summary

TARGETS = {"right_topic": 0.97, "direct": 0.90}
FROZEN_FLOOR = {"right_topic": 0.95, "direct": 0.85}
FROZEN_SITUATIONS_FLOOR = 11
FRESH_FLOOR = {"right_topic": 0.86, "direct": 0.81}
FRESH_SITUATIONS_FLOOR = 19
# 2026-12: the first tuning set fell from 99.3% to 97.3% right topic when meaning joined the ranking (sibling
# answers), while the held-out sets rose 3.4-3.7 points.
TUNING_FLOOR = {"right_topic": 0.97, "direct": 0.96}
TUNING_SETS = ("tuning", "tuning2a", "tuning2b")
# voices.toml: new voices (US terms, slang, non-native English, long stories) written from the Laws and the
# intent list only, to see whether a change generalises beyond the tuning sets' phrasings; it holds what was
# reached when it was written (76.3% / 75.3% / 9 of 12 before the generalising work).
VOICES_FLOOR = {"right_topic": 0.93, "direct": 0.92}
VOICES_SITUATIONS_FLOOR = 11
# voices2.toml: 206 more questions in new voices (pub talk, US terms, typos, angry stories, myths, the seed
# match), written by a separate author and scored once before tuning: 86.4% / 79.1% / 6 of 8. Then tuned on.
VOICES2_FLOOR = {"right_topic": 0.93, "direct": 0.90}
# voices3.toml: 206 questions (184 rule questions in new voices, many a match moment asking a general rule or
# a rule question full of situation words, and 22 offside situations), scored once before any change: 88.3% /
# 86.4% / 15 of 22. Only its odd-numbered questions were tuned on; the even ones are a check.
# 2026-12 (translated words, Law numbers, reported speech, general conditionals): 94.2% / 92.7% / 20 of 22.
VOICES3_FLOOR = {"right_topic": 0.96, "direct": 0.95}
VOICES3_SITUATIONS_FLOOR = 20
# voices4.toml: 208 questions in voices not used before (referee-course students, kids, betting forums,
# commentators, fans translating from Spanish/Portuguese/German/French, terse one-liners, two-clause questions,
# negated questions and negated claims, Law numbers) and 23 offside situations, scored once before any change:
# 87.5% / 81.7% / 20 of 23. Only its odd-numbered questions were tuned on; the even ones are a check.
# 2026-12, after the synonym layer for other languages, Law numbers as cues, reported speech dropped and general
# conditional questions not read as plays: 91.3% / 87.5% / 20 of 23 (odd 96.2% / 92.3%, even 86.5% / 82.7%).
VOICES4_FLOOR = {"right_topic": 0.95, "direct": 0.92}
VOICES4_SITUATIONS_FLOOR = 20
# voices5.toml: 200 questions in voices not used before (a parent at a youth match, a goalkeeper, fantasy
# players, a fan half-watching on a phone, Americans comparing with the NFL/NBA, all-caps anger, two-clause
# questions, polarity carried by a verb, sibling intents) and 25 offside situations, scored once before any
# change: 81.5% / 69.0% / 19 of 25. Only its odd-numbered questions were tuned on; the even ones are a check.
# 2026-12, after polarity read from the verb ("that goal is gone, isn't it?"), other sports as comparisons,
# who is asking and how they watch as filler, saves/deflections/non-involvement told in new words:
# 87.0% / 77.5% / 22 of 25 (odd 89.0% / 83.0%, even 85.0% / 72.0%).
# 2026-12: 0.905 right topic once a goal straight from an indirect free kick had an intent of its own (a probe's
# question got a false "Yes." from the offside-at-free-kicks intent): one told play asking "can he be offside from
# a free kick?" now gets the clarifying question instead.
VOICES5_FLOOR = {"right_topic": 0.90, "direct": 0.82}
VOICES5_SITUATIONS_FLOOR = 23
# voices6.toml: 188 questions centred on the boundary between a rule question and a told play, in voices not used
# before (listener mail, grandparents, journalists fact-checking, stream chat, "eli5", voice dictation, quiz
# setters): rule questions wrapped in a match story, hypothetical plays, past-tense plays asking for a ruling
# under other Laws, rule questions written as statements with a question mark, law changes told with a match
# moment, and 24 offside situations, scored once before any change: 84.0% / 75.0% / 22 of 24. Only its
# odd-numbered questions were tuned on; the even ones are a check.
# 2026-12, after a general question read in a story's last sentence (not only at its start), a claim followed
# by the fan's own question no longer turning the Yes or No, a doubted decision ("was the ref wrong?") asking
# its other side, who passes the question on as filler: 89.9% / 82.4% / 22 of 24 (odd 88.3% / 83.0%, even
# 91.5% / 81.9%).
VOICES6_FLOOR = {"right_topic": 0.94, "direct": 0.89}
VOICES6_SITUATIONS_FLOOR = 23
# voices7.toml: 224 questions on sibling intents and both polarities of one rule, in voices not used before (referee
# assessors, kids' coaches, a rules-quiz app, tabletop football players, a sports-law student, a group chat, fans
# writing in a second language): "is X allowed?" and "is X an offence?", "does it stand?" and "is it ruled out?",
# "can ..." and "must ...", plus 15 questions to answer without asking back and 10 where "not sure" is right,
# scored once before any change: 87.9% / 66.5% (89.7% / 68.3% once 14 told plays' situation accepts were
# settled). Only its odd-numbered questions were tuned on; the even ones are a check.
# 2026-12, after an act asked as allowed or as an offence read as the sides a goal stands or falls on, the
# sanction asked ("only a caution?" / "a red?") as a second pair of sides, a goal named by its fate no side asked,
# "is it still true that ..." a claim: 90.6% / 75.0% (odd 94.6% / 85.7%, even 86.6% / 64.3%).
VOICES7_FLOOR = {"right_topic": 0.92, "direct": 0.80}
# voices8.toml: 180 questions written from the Laws' clauses before any intent file was opened, in voices not used
# before (a ball boy, a physio, a steward, a groundsman, a goalkeeper coach, a futsal player, an EA FC player, a
# Sunday-league referee, a PE teacher, a novelist, rugby, cricket and hockey fans, a complaint letter): every topic
# roughly in proportion, 60 yes/no, 17 offside situations and 6 plays told under other Laws, 10 where "not sure" is
# right, scored once before any change: 80.0% / 76.1% / 16 of 17 (82.2% / 78.3% once 4 told plays' situation
# accepts were settled). Only its odd-numbered questions were tuned on; the even ones are a check.
# 2026-12, after a wh-question about a rule wherever its clause opens and a condition on anyone read as rule
# questions, not told plays: 83.3% / 79.4% / 16 of 17 (odd 84.4% / 81.1%, even 82.2% / 77.8%).
# 2026-12, after a round on the odd halves of voices8 and voices9 (paraphrases in new voices, five new intents): 90.0%
# / 87.8% (the check halves did not move: content tuned on one voice reaches that voice).
VOICES8_FLOOR = {"right_topic": 0.91, "direct": 0.89}
VOICES8_SITUATIONS_FLOOR = 16
# plays1.toml: 96 told plays in fans' words (messy order, pronouns, "their/our", slang, commentary), 70 under Law 11
# (deliberate play vs deflection vs save, rebounds, restarts, own half, the keeper off his line or upfield, players
# off the field, line of vision, challenges, 10 where a missing fact must be asked back) and 26 under other Laws,
# scored once before any change: 70.8% / 67.7% / 45 of 70. Only its odd-numbered plays were tuned on; the even
# ones are a check.
# 2026-12, after the facts of a play read in new words (the attacker placed against "our" line, goal-hanging, "a
# yard onside", a keeper's throw-out as deliberate play, "pounced", the keeper unable to see) and level with the
# last defender read as offside when the keeper is upfield: 80.2% / 77.1% / 54 of 70 (odd 97.9% / 95.8% / 34 of
# 34, even 62.5% / 58.3% / 20 of 36).
# 82.3% / 80.2% / 57 of 70 after plays2 and plays3; 81.2% / 79.2% / 56 of 70 once a play naming anyone or anything
# else the ball may have come off (a hostile probe's false "Offside." rulings) is asked about, not taken as a pass.
PLAYS1_FLOOR = {"right_topic": 0.81, "direct": 0.79}
# voices9.toml: 200 questions in voices not used before (a season-ticket holder in his 70s, a women's-football fan, a
# VAR-sceptic podcaster, a teenage FIFA player, Italian, Dutch, Polish and Japanese word order, one-handed texting, a
# pub quiz host, a referee's partner, a stadium announcer, an Australian), 25 told plays and 15 where "not sure" is
# right, written by a separate author after meaning joined the ranking and scored once before any change: 92.5% /
# 90.5% / 20 of 25, the first honest measure of the method as it now is. Only its even half was ever used, as one
# of the checks when close_confidence was set (93.5% / 91.5% / 20 of 25 after).
VOICES9_FLOOR = {"right_topic": 0.94, "direct": 0.93}  # after its odd half was tuned on: 94.5% / 93.0%
VOICES9_SITUATIONS_FLOOR = 20
PLAYS1_SITUATIONS_FLOOR = 56
# plays2.toml (110 told plays: angry fans, parents, WhatsApp, voice notes, pundits; 85 under Law 11) and plays3.toml
# (100 offside plays: TV recaps, coaches, referees in training, English as a second language, speech-to-text), by
# helpers who read neither the bot's code nor its other sets, scored once at 9dba180 before any change: plays2
# 62.7% / 60.9% / 45 of 85, plays3 61.0% / 61.0% / 61 of 100. Only their odd-numbered plays were tuned on.
# 2026-12, after a play told without the pass read as a team-mate's, doubts and quoted claims read as such, second-
# language and speech-to-text wordings, and another attacker told in a relative clause set apart: plays2 76.4% /
# 74.5% / 60 of 85 (odd 87.3% / 83.6% / 35 of 42, even 65.5% / 65.5% / 25 of 43); plays3 80.0% / 80.0% / 80 of
# 100 (odd 46 of 50, even 34 of 50). The even halves moved +3 and +4: reading told plays generalises slowly. A
# second round on the odd halves (an opponent made to go round the attacker, an attacker coming back on, a named
# last defender, a lay-off to the passer): plays2 80.9% / 79.1% / 65 of 85, the even halves unchanged; 80.0% /
# 78.2% / 64 of 85 once the probe's false "Offside." rulings were closed.
PLAYS2_FLOOR = {"right_topic": 0.80, "direct": 0.78}
PLAYS2_SITUATIONS_FLOOR = 64
PLAYS3_FLOOR = {"right_topic": 0.80, "direct": 0.80}
PLAYS3_SITUATIONS_FLOOR = 80


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


@pytest.mark.parametrize("measure", sorted(FROZEN_FLOOR))
def test_frozen_half_holds_what_was_reached(frozen, measure):
    reached = frozen.rate(measure)  # a plain number: a failure must not print the held-out questions
    assert reached >= FROZEN_FLOOR[measure], summary("frozen", frozen)


def test_frozen_situations_hold_what_was_reached(frozen):
    ok, n = frozen.situations
    assert n >= 12 and ok >= FROZEN_SITUATIONS_FLOOR, summary("frozen", frozen)


@pytest.mark.parametrize("measure", sorted(FRESH_FLOOR))
def test_fresh_held_out_set_holds_what_was_reached(measure):
    report = evaluate(load("fresh"))
    reached, situations, myths = (
        report.rate(measure),
        report.situations[0],
        report.myths,
    )  # never the questions
    assert reached >= FRESH_FLOOR[measure], summary("fresh", report)
    assert situations >= FRESH_SITUATIONS_FLOOR, summary("fresh", report)
    assert myths == 0, summary("fresh", report)


def test_no_answer_states_a_misconception(frozen, tuned):
    for name, report in {"frozen": frozen, **tuned}.items():
        assert report.myths == 0, (name, [o.myths for o in report.outcomes if o.myths])


@pytest.mark.parametrize("name", TUNING_SETS)
@pytest.mark.parametrize("measure", sorted(TUNING_FLOOR))
def test_tuning_sets_do_not_regress(tuned, name, measure):
    assert tuned[name].rate(measure) >= TUNING_FLOOR[measure], summary(name, tuned[name])


# The check sets, each with its floors (right topic and direct) and the situations it must still rule right.
CHECK_SETS: dict[str, tuple[dict[str, float], int]] = {
    "voices": (VOICES_FLOOR, VOICES_SITUATIONS_FLOOR),
    "voices2": (VOICES2_FLOOR, 0),
    "voices3": (VOICES3_FLOOR, VOICES3_SITUATIONS_FLOOR),
    "voices4": (VOICES4_FLOOR, VOICES4_SITUATIONS_FLOOR),
    "voices5": (VOICES5_FLOOR, VOICES5_SITUATIONS_FLOOR),
    "voices6": (VOICES6_FLOOR, VOICES6_SITUATIONS_FLOOR),
    "voices7": (VOICES7_FLOOR, 0),
    "voices8": (VOICES8_FLOOR, VOICES8_SITUATIONS_FLOOR),
    "voices9": (VOICES9_FLOOR, VOICES9_SITUATIONS_FLOOR),
    "plays1": (PLAYS1_FLOOR, PLAYS1_SITUATIONS_FLOOR),
    "plays2": (PLAYS2_FLOOR, PLAYS2_SITUATIONS_FLOOR),
    "plays3": (PLAYS3_FLOOR, PLAYS3_SITUATIONS_FLOOR),
}


@cache
def _report(name: str) -> Report:
    return evaluate(load(name))  # once per set, whichever of its measures is asked first


@pytest.mark.parametrize(
    ("name", "measure"), [(name, m) for name, (floor, _) in CHECK_SETS.items() for m in sorted(floor)]
)
def test_check_sets_hold_what_was_reached(name, measure):
    report = _report(name)
    floor, situations = CHECK_SETS[name]
    assert report.rate(measure) >= floor[measure], summary(name, report)
    assert report.situations[0] >= situations, summary(name, report)
    assert report.myths == 0, summary(name, report)
