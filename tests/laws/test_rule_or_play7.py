"""The boundary between a rule question and a told play, seventh round (helper-134): questions that read as a told
offside play, some asking the rule (a rule answer), some a play to rule (its ruling), grouped by what tells them apart.

- what an opponent's touch does, asked in other words than "reset" ("what does X do to offside?", "plays him on",
  "wipe the slate clean", "make him onside", "still offside?"): the rule, whoever the play is told of; but "doesn't
  the touch make him onside?" or "still offside?" after a play told in the past is the fan's case against the call,
  or his check of it: its ruling;
- a kind of play told in the present, asked of the Law ("can he be offside?", "is he penalised?", "is he committing
  an offence?"): the rule; asked for its ruling ("is that offside?", "does that count?"), an official's call told,
  or told in the past: its ruling;
- a rule people say, checked ("everyone said ...", "the lads always say ..., is that correct?"): the rule; what
  somebody said of this play ("my mate said he was level. who's right?"): its ruling;
- a foul on the player placed offside ("got fouled", "tripped him"): which came first, the rule (Law 11.2), asked;
- how a thing works ("How does semi-automated offside work ...?"): the rule; "how does that work then?" after a play:
  its ruling.

Every expectation was decided from the Laws before the code was run: Law 11.2 (LAWS-FACTS §1.2-1.3: a deflection,
rebound or save never resets offside; a deliberate play by an opponent in control, even an inaccurate one, and a
deliberate handball do; a player in an offside position is penalised only when involved in active play, and is in no
offside position level with or behind the ball; a foul on him before he plays or challenges for the ball is
penalised, his offence if it came first; Law 11.1-11.2). Where two intents of the catalogue answer the same rule,
either is accepted; the opening is the Yes or No the Law gives, or "" for an open question.
"""

import pytest

from tests.laws.evaluate import check_probe_answer, left_as_xfail, what_was_answered

_DELIBERATE = ("deliberate-play-not-offside", "deliberate-play-resets", "deliberate-play-inaccurate-counts")
_DEFLECTION = ("deflection-still-offside", "deflection-no-reset")
_SAVE = ("save-still-offside", "save-no-reset")

# (question, the answers accepted, the opening the Law gives: "Yes", "No", a ruling's words, or "" for an open question)
CASES: list[tuple[str, tuple[str, ...], str]] = [
    # what a touch does, asked in other words than "reset": the rule
    (
        "what does a defender heading it back on purpose do to offside, when it falls to a striker who was off?",
        _DELIBERATE,
        "",
    ),
    (
        "their full back had it under control, tried a pass and it went straight to our forward who was offside. a"
        " proper pass from their lot plays him on, doesnt it",
        _DELIBERATE,
        "Yes",
    ),
    (
        "the shot takes a nick off a defender's boot and drops to a striker who was stood offside when it was hit."
        " does the nick off the defender wipe the slate clean?",
        _DEFLECTION,
        "No",
    ),
    (
        "the winger is stood two yards off when the shot is hit, it glances off a defender's hip and runs to him."
        " still offside?",
        _DEFLECTION,
        "Yes",
    ),
    (
        "the cross comes in, flicks off the full back's knee and lands for a forward who was a yard beyond when it"
        " was hit. does that make him onside?",
        _DEFLECTION,
        "No",
    ),
    (
        "what does a keeper's save do to offside, when the rebound goes to a striker who was off at the shot?",
        _SAVE,
        "",
    ),
    # ... but a play told in the past, the touch's effect argued against the call: its ruling
    (
        "Through ball from our 8, Jota was a yard off when it was played, it flicked off their centre half's boot and"
        " Jota scored. Doesn't the deflection make him onside?",
        ("situation:offside",),
        "No, offside",
    ),
    (
        "yesterday their 11 was well offside when the cross was hit, it cannoned off our right back's shin to him and"
        " he scored, linesman kept his flag down. doesnt the flag have to go up?",
        ("situation:offside",),
        "Offside",
    ),
    (
        "their keeper got a fingertip to the shot and our 10, who was offside when it was hit, tapped in the rebound."
        " still offside?",
        ("situation:offside",),
        "Yes, offside",
    ),
    # a kind of play told in the present, asked of the Law ("can he be offside?", "is he penalised?", "is he
    # committing an offence?"): the rule
    (
        "ok so our forward stands right in front of their keeper in an offside position and the keeper cant see the"
        " shot, he never touches the ball. is he penalised?",
        ("offside-blocking-view",),
        "Yes",
    ),
    (
        "Their number 10 is past our back line but behind the ball when the winger cuts it back from the byline. Can"
        " he be offside?",
        ("offside-behind-ball-offside", "offside-behind-ball"),
        "No",
    ),
    (
        "our left winger is stood offside out by the touchline, nowhere near the play, hands on hips, while the 9"
        " scores from the edge of the box. is he committing an offence?",
        ("offside-not-involved",),
        "No",
    ),
    (
        "bro their 11 is in an offside position on the far post but doesnt move or go for the ball, the other lad"
        " scores. is he even penalised?",
        ("offside-not-involved",),
        "No",
    ),
    # ... but its ruling asked ("is that offside?", "does that count?"), an official's call told ("Ref gives the
    # goal"), or the play told in the past: a ruling
    (
        "the cross comes in and our 9 is a yard off when it's hit, heads it in. is that offside?",
        ("situation:offside",),
        "Yes, offside",
    ),
    (
        "Their 9 is stood offside right in front of our keeper when the shot goes in and our keeper never sees it. Ref"
        " gives the goal. Is that offside?",
        ("situation:offside",),
        "Yes, offside",
    ),
    (
        "the ball is whipped in, their full back gets a nick on it and it drops to our striker who is a yard off at"
        " the cross. he scores. does that count?",
        # a nick is a deflection and "a yard off" an offside position (as the case above): the deflection answer's
        # "No." (Law 11.2) is truer than asking which it was; reached since helper-145's dropped-ball wordings
        _DEFLECTION,
        "No",
    ),
    (
        "our 7 was stood offside in front of their keeper when the shot flew in, keeper never saw it, ref disallowed"
        " it. is he penalised for that?",
        ("situation:offside",),
        "Yes, offside",
    ),
    # a rule people say, checked ("everyone said ...", "the lads always say ..., is that correct?"): the rule
    (
        "growing up everyone said you can't be offside when the winger pulls it back from the byline to a striker"
        " past the defenders. is that actually true?",
        ("offside-behind-ball-offside", "offside-behind-ball"),
        "Yes",
    ),
    (
        "the lads always say a shot off the keeper's gloves puts a striker who was offside back onside. is that"
        " correct?",
        ("save-no-reset", "save-still-offside"),
        "No",
    ),
    # ... but what somebody said of this play ("my mate said he was level"): its ruling
    (
        "their 9 was a yard past our last defender when their 8 played the through ball, keeper on his line, and he"
        " scored. my mate said he was level. who's right?",
        ("situation:offside",),
        "Offside",
    ),
    # a foul on the player placed offside ("got fouled", "tripped him"): which came first is the rule asked
    (
        "our striker was offside but got fouled by their centre back before he touched the ball, and the ref gave us"
        " a free kick. right?",
        ("offside-fouled-while-offside",),
        "",
    ),
    (
        "Mate, their 11 was a yard offside when the pass was hit, then our CB tripped him as he went to control it."
        " Foul or offside first?",
        ("offside-fouled-while-offside",),
        "",
    ),
    # ... but a foul by him, or none: the play's ruling
    (
        "their 9 was a yard offside when the cross was hit and he shoved our centre back over before heading it in."
        " ref gave offside. right?",
        ("situation:offside",),
        "Yes, offside",
    ),
    (
        "their 9 was offside when the ball was played, he ran on and scored, and the ref gave offside. right?",
        ("situation:offside",),
        "Yes, offside",
    ),
    # how a thing works asked, whatever play follows: the rule; another Law's play, nobody placed, offside never named:
    # that Law's answer, the best-covered one when it is surer than the best-scoring
    (
        "How does semi-automated offside work when the pass is played and our striker scores a second later? Cameras?"
        " A chip?",
        ("saot-what",),
        "",
    ),
    (
        "Our pen smacked the post, came back to the taker and he slotted it. Ref says no goal and gives them a free"
        " kick. Why??",
        ("penalty-rebound-kicker",),
        "No",  # the goal the fan asks about does not stand (Law 14: the kicker may not play the rebound off the post)
    ),
    # ... but "how does that work then?" after an offside play told: its ruling
    (
        "their 9 was a yard past our last defender when the ball was played, keeper on his line, and the goal stood."
        " how does that work then?",
        ("situation:ask",),
        "",
    ),
]

# Still missed, each for a reason (keyed by the question's opening).
LEFT: dict[str, str] = {}  # none left now


@pytest.mark.parametrize(("question", "answers", "opening"), left_as_xfail(CASES, LEFT))
def test_rule_or_play(question: str, answers: tuple[str, ...], opening: str) -> None:
    check_probe_answer(question, answers, opening)


# "on or off" of a player is offside talk: a doubted position told so is a play of Law 11, asked back, never another
# Law's answer (a later round's best-covered answer of another Law had taken such a play to the scoring team's offence)
@pytest.mark.parametrize(
    "question",
    [
        "couldn't see if their winger was on or off when the ball was slid through, he scored. correct?",
        pytest.param(
            "no idea whether our 10 was off or on at the pass, the camera missed it, he tapped in, good goal?",
            marks=pytest.mark.xfail(
                strict=True,
                reason="the reader reads no play in 'off or on at the pass' and the ranking's weak best answer is the"
                " own goal's 'Yes.'",
            ),
        ),
    ],
)
def test_on_or_off_doubted_is_asked(question: str) -> None:
    assert what_was_answered(question) == "situation:ask"
