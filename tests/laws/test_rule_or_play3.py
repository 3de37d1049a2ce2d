"""The boundary between a rule question and a told play, in new voices (helper-103, written before any change):

- a rule question told as a little story (a generic "a defender", "an attacker"; "if", "what if", "say",
  "suppose", "imagine", "when a ..."; the present tense of what happens in general; "can/does/is it") gets the
  intent that answers it;
- a play told as it happened (our/their/my, names, shirt numbers, the past tense, "today", "last night", a score)
  gets its ruling, or the one question that decides it.

Every expectation was decided from Law 11 (LAWS-FACTS §1) before the code was run. Where two intents of the
catalogue answer the same rule (a level player onside / offside, a save by a keeper or a defender), either is
accepted.
"""

import pytest

from tests.laws.evaluate import left_as_xfail, what_was_answered

# (question, the intent ids that answer it: the first is the one picked, the rest siblings that answer it too)
RULE_QUESTIONS: list[tuple[str, tuple[str, ...]]] = [
    # deflections
    (
        "if a shot takes a deflection off a defender and falls to an attacker in an offside position, is it offside?",
        ("deflection-still-offside", "deflection-no-reset"),
    ),
    (
        "what if the ball ricochets off a centre back to a forward who was standing offside, is he penalised?",
        ("deflection-still-offside", "deflection-no-reset"),
    ),
    (
        "say a cross clips a defender's knee on its way to a striker who's offside, does the clip reset it?",
        ("deflection-no-reset", "deflection-still-offside"),
    ),
    (
        "when a pass hits a defender and goes on to a winger in an offside position, is the winger let off?",
        ("deflection-still-offside", "deflection-no-reset"),
    ),
    (
        "a striker in an offside position gets the ball after it deflects off a defender, is that offside?",
        ("deflection-still-offside", "deflection-no-reset"),
    ),
    (
        "are you offside if the ball comes to you off a defender's shin and you were in an offside position?",
        ("deflection-still-offside", "deflection-no-reset"),
    ),
    (
        "suppose a defender throws himself at a shot and it loops off him to an attacker who was offside, offside?",
        ("deflection-still-offside", "deflection-no-reset", "save-still-offside", "save-no-reset"),
    ),
    # deliberate play
    (
        "if a defender controls the ball and passes it straight to an attacker in an offside position, is that offside?",
        ("deliberate-play-not-offside", "deliberate-play-resets"),
    ),
    (
        "suppose a centre back tries a clearance and slices it to a forward who was offside, is the forward penalised?",
        ("deliberate-play-inaccurate-counts", "deliberate-play-not-offside", "deliberate-play-resets"),
    ),
    (
        "does a defender's deliberate pass reset offside for an attacker who was in an offside position?",
        ("deliberate-play-resets", "deliberate-play-not-offside"),
    ),
    (
        "in general, if an opponent plays the ball on purpose to a player in an offside position, is there an offence?",
        ("deliberate-play-not-offside", "deliberate-play-resets"),
    ),
    (
        "when does a deliberate pass by a defender put an offside striker back onside?",
        ("deliberate-play-resets", "deliberate-play-not-offside"),
    ),
    (
        "if a defender under no pressure miscues a clearance to an offside forward, is the forward onside?",
        ("deliberate-play-inaccurate-counts", "deliberate-play-not-offside", "deliberate-play-resets"),
    ),
    (
        "say a defender deliberately handles the ball and it falls to an attacker who was offside, is he offside?",
        ("deliberate-play-handball",),
    ),
    # back-passes
    (
        "imagine a defender deliberately heads it back towards his keeper but an offside striker nips in, is it offside?",
        ("backpass-underhit", "deliberate-play-not-offside"),
    ),
    (
        "what if a full back tries to pass it back to his keeper and it's intercepted by a striker who was offside?",
        ("backpass-underhit", "deliberate-play-not-offside"),
    ),
    (
        "a defender passes back to the keeper and a forward who was offside intercepts it, offside or not?",
        ("backpass-underhit", "deliberate-play-not-offside"),
    ),
    # deflection vs deliberate play
    (
        "if a defender sticks out a leg and the ball flicks off him to an offside attacker, is that a deflection or a"
        " deliberate play?",
        ("deliberate-play-criteria", "deliberate-or-deflection-matters", "deflection-still-offside"),
    ),
    (
        "how does the ref decide if a defender meant to play the ball when it ends up with an offside striker?",
        ("deliberate-play-criteria", "deliberate-or-deflection-matters"),
    ),
    (
        "does it matter whether a defender meant to play it or it just hit him, if the ball goes to an offside player?",
        ("deliberate-or-deflection-matters", "deliberate-play-criteria"),
    ),
    # saves
    (
        "say the keeper parries a shot to an attacker who was in an offside position, can he score?",
        ("save-still-offside", "save-no-reset"),
    ),
    (
        "if the goalkeeper saves and the rebound falls to a striker who was offside when the shot was taken, is it"
        " offside?",
        ("save-still-offside", "save-no-reset"),
    ),
    (
        "does a save reset offside if the ball then goes to an attacker who was offside?",
        ("save-no-reset", "save-still-offside"),
    ),
    (
        "what if a defender blocks a goalbound shot on the line and it goes to a forward standing offside?",
        ("save-still-offside", "save-no-reset"),
    ),
    (
        "when a keeper palms it out to a player who was offside, does the save make him onside?",
        ("save-no-reset", "save-still-offside"),
    ),
    (
        "an attacker who is offside scores after the keeper spills a shot, is that allowed?",
        ("save-still-offside", "save-no-reset"),
    ),
    (
        "hypothetically, if the goalie tips it onto the bar and it drops to an attacker who was offside, is it offside?",
        ("save-still-offside", "save-no-reset", "rebound-post", "rebound-post-no-reset"),
    ),
    # the woodwork
    (
        "if a shot hits the post and comes back to a player who was offside, is he offside?",
        ("rebound-post", "rebound-post-no-reset"),
    ),
    (
        "say a header smacks off the crossbar and drops to a striker who was in an offside position, offside?",
        ("rebound-post", "rebound-post-no-reset"),
    ),
    (
        "does hitting the woodwork reset offside for an attacker who was offside when the shot was hit?",
        ("rebound-post-no-reset", "rebound-post"),
    ),
    (
        "what's the rule when the ball bounces off the upright to a forward who was offside?",
        ("rebound-post", "rebound-post-no-reset"),
    ),
    (
        "a winger is offside when the ball hits the bar and comes back to him, does he get penalised?",
        ("rebound-post", "rebound-post-no-reset"),
    ),
    # restarts
    (
        "if a player receives the ball directly from a throw-in while behind the last defender, is it offside?",
        ("offside-throw-in",),
    ),
    (
        "say a full back takes a throw and the striker is past the last defender, can he be offside?",
        ("offside-throw-in",),
    ),
    (
        "can an attacker standing beyond the defence be offside straight from a goal kick?",
        ("offside-goal-kick",),
    ),
    (
        "when a keeper takes a goal kick and a forward is in an offside position, is that offside?",
        ("offside-goal-kick",),
    ),
    (
        "what if a corner goes straight to an attacker who is beyond the last defender, is that offside?",
        ("offside-corner",),
    ),
    (
        "imagine a short corner is played and then crossed to a striker in an offside position, is it offside?",
        ("offside-short-corner",),
    ),
    (
        "if a free kick is floated to a player standing in an offside position, is he offside?",
        ("offside-free-kick",),
    ),
    (
        "suppose the goalkeeper throws it out to a forward who's beyond the defence, can that be offside?",
        ("offside-goalkeeper-throw",),
    ),
    # level
    (
        "if an attacker is level with the second last defender when the ball is played, is he offside?",
        ("offside-level-onside", "offside-level-offside"),
    ),
    (
        "say a striker is exactly in line with the last defender at the pass, is that offside?",
        ("offside-level-onside", "offside-level-offside"),
    ),
    (
        "what happens when a forward is level with the last two defenders as the ball is played?",
        ("offside-level-onside", "offside-level-offside"),
    ),
    # behind the ball
    (
        "if a winger cuts it back to a striker who is behind the ball but past the defenders, is it offside?",
        ("offside-behind-ball", "offside-behind-ball-offside"),
    ),
    (
        "can a player be offside if he's behind the ball when it's passed?",
        ("offside-behind-ball", "offside-behind-ball-offside"),
    ),
    (
        "can you be onside if you are behind the ball when your team-mate crosses it?",
        ("offside-behind-ball", "offside-behind-ball-offside"),
    ),
    # own half
    (
        "if a striker is in his own half when the ball is played and then runs onto it, is he offside?",
        ("offside-own-half",),
    ),
    (
        "say a forward is standing on the halfway line when the pass is played, can he be offside?",
        ("offside-halfway-line", "offside-halfway-line-own-half"),
    ),
    (
        "can a player be offside if he starts his run from inside his own half?",
        ("offside-own-half",),
    ),
    (
        "if a player is in his own half when the long ball is played but ends up beyond the defence, can he be offside?",
        ("offside-own-half",),
    ),
    # the keeper's view
    (
        "if an attacker is standing offside right in front of the goalkeeper and a team-mate shoots, is it offside?",
        ("offside-blocking-view",),
    ),
    (
        "what if a player in an offside position blocks the keeper's line of sight and the shot goes in?",
        ("offside-blocking-view",),
    ),
    (
        "is it an offence when an offside forward stands in the keeper's eyeline but doesn't touch the ball?",
        ("offside-blocking-view",),
    ),
    # not involved
    (
        "if a player is in an offside position but doesn't touch the ball or get involved, is he offside?",
        ("offside-not-involved", "offside-position-not-offence"),
    ),
    (
        "say a striker's offside on the far side but nowhere near the play, is it an offence?",
        ("offside-not-involved", "offside-position-not-offence"),
    ),
    (
        "when an offside attacker doesn't go for the ball and a team-mate scores, should the goal stand?",
        ("offside-not-involved",),
    ),
    (
        "does an attacker in an offside position who lets the ball run through his legs to a team-mate commit an"
        " offence?",
        ("offside-dummy",),
    ),
    # the goalkeeper counts
    (
        "if the keeper has come out and there's only one defender between a striker and the goal, is the striker"
        " offside?",
        ("offside-goalkeeper-counts", "offside-outfield-not-needed"),
    ),
    # when offside is judged
    (
        "if an attacker is onside when the pass is played but offside by the time he receives it, is he offside?",
        ("offside-moment", "offside-onside-at-pass-runs-beyond"),
    ),
    (
        "say a striker is offside and gets fouled before he touches the ball, what is given?",
        ("offside-fouled-while-offside",),
    ),
]

# (question, "situation:<ruling>")
TOLD_PLAYS: list[tuple[str, str]] = [
    # deflections
    (
        "their defender stuck a leg out, it deflected to our striker who'd been offside, and he scored. 2-1 to us."
        " offside?",
        "situation:offside",
    ),
    (
        "yesterday the cross clipped their centre back's heel and fell to Morris, who was a yard offside when it was"
        " crossed, he scored. was it offside?",
        "situation:offside",
    ),
    (
        "our 9 was two yards offside when Patel shot, it ricocheted off their full back and he poked it in. goal"
        " given, should it have been?",
        "situation:offside",
    ),
    (
        "the shot hit their number 5 on the back and dropped to my son, he was offside when it was hit and he"
        " scored, was that right to disallow?",
        "situation:offside",
    ),
    (
        "last night their forward was offside, our defender's block looped off his knee to him and he scored, was"
        " it offside?",
        "situation:offside",
    ),
    # deliberate play
    (
        "yesterday their centre half deliberately passed it back, underhit it, and Jones, who was two yards offside,"
        " nipped in and scored. was it offside?",
        "situation:no-offence",
    ),
    (
        "their left back had all the time in the world, controlled it and passed it straight to our 9 who was"
        " offside, he scored, flag went up. right call?",
        "situation:no-offence",
    ),
    (
        "our number 11 was offside when Kelly crossed, their centre back headed it clear but only to him and he"
        " volleyed it in. offside?",
        "situation:no-offence",
    ),
    (
        "their keeper came out, tried to clear it with his feet and kicked it straight to our striker, who had been"
        " offside, he lobbed it in from 30 yards. they flagged him, was it offside?",
        "situation:no-offence",
    ),
    (
        "today their defender handled it on purpose and it fell to Rico who'd been offside, he scored, was that"
        " offside?",
        "situation:no-offence",
    ),
    (
        "Sunday league this morning: their 6 tried to pass it to his keeper, it was short and our 7, who was"
        " standing offside, took it round him and scored. ref disallowed it. right?",
        "situation:no-offence",
    ),
    # the kind of touch untold
    (
        "their defender got something on it and our 9 who was offside scored, 1-1. was it offside?",
        "situation:ask",
    ),
    (
        "last night one of their lads got a touch and it ran to Grealish, who was offside when we played it, he"
        " scored. offside?",
        "situation:ask",
    ),
    # saves
    (
        "their keeper parried Smith's shot and our number 9, who'd been offside when Smith shot, tapped it in."
        " offside?",
        "situation:offside",
    ),
    (
        "I was offside when my mate shot, their keeper saved it and I scored the rebound, ref said offside. was he"
        " right?",
        "situation:offside",
    ),
    (
        "their goalie palmed Ade's header out and Tom, two yards off when Ade headed it, smashed it in. we won 3-2."
        " should it have counted?",
        "situation:offside",
    ),
    (
        "their centre back blocked our shot on the line and it rebounded to our striker who was offside when it was"
        " shot, he scored. offside?",
        "situation:offside",
    ),
    (
        "their keeper saved it and our striker, who was onside when it was struck, scored the rebound. flagged."
        " offside?",
        "situation:no-offence",
    ),
    (
        "their keeper saved and our striker tapped in, ref blew for offside. right call?",
        "situation:ask",
    ),
    # the woodwork
    (
        "last night our striker was a yard offside when Kane shot, it hit the post and he slotted the rebound."
        " was it offside?",
        "situation:offside",
    ),
    (
        "our 10's free kick smacked the bar and our 4, who was standing offside when it was taken, headed it in."
        " flag. right?",
        "situation:offside",
    ),
    (
        "my daughter hit the post and her team-mate, who was level with their last defender when she shot, scored"
        " the rebound. ref gave offside, was he right?",
        "situation:no-offence",
    ),
    (
        "Diaz's shot came back off the upright to Nunez, who'd been in an offside position at the shot, and he"
        " scored. offside?",
        "situation:offside",
    ),
    # restarts
    (
        "today we took a throw in and Tom was behind their whole back line when he got it straight from the throw,"
        " he scored. should it have stood?",
        "situation:no-offence",
    ),
    (
        "our keeper's goal kick went straight to our 9 who was past their last defender and he scored, ref gave"
        " offside. was that right?",
        "situation:no-offence",
    ),
    (
        "from our corner the ball came straight to Ali who was standing beyond their last man, he headed it in,"
        " linesman flagged. was he off?",
        "situation:no-offence",
    ),
    (
        "their free kick was floated in to their 5 who was a yard offside and he headed in. we lost 1-0, was it"
        " offside?",
        "situation:offside",
    ),
    (
        "our keeper threw it out to Sam who was well past their defence and he ran through and scored, flagged."
        " offside?",
        "situation:offside",
    ),
    (
        "our full back took a quick throw to Jack, who was behind their last defender, he crossed and Leo scored."
        " Leo was onside when Jack crossed. was Jack offside?",
        "situation:no-offence",
    ),
    # level
    (
        "my lad was level with their last defender when the pass came through and scored, they flagged it. was he"
        " offside?",
        "situation:no-offence",
    ),
    (
        "Saka was dead level with their centre back when Odegaard played it and he scored, VAR chalked it off."
        " was it offside?",
        "situation:no-offence",
    ),
    (
        "our 9 was level with the ball when our 8 squared it and he scored. they gave offside. correct?",
        "situation:no-offence",
    ),
    # behind the ball
    (
        "our winger cut it back to Davies who was behind the ball but past all their defenders, he scored, ref"
        " disallowed it. was it offside?",
        "situation:no-offence",
    ),
    (
        "yesterday Bruno pulled it back from the byline to our 8, who was behind him and beyond their defence, and"
        " he scored. offside?",
        "situation:no-offence",
    ),
    # own half
    (
        "our 10 was still in his own half when the ball was played and ran through to score, flag went up. offside?",
        "situation:no-offence",
    ),
    (
        "Haaland was on the halfway line when Rodri played it and he ran through and scored, we drew 2-2 because"
        " they flagged it. was he off?",
        "situation:no-offence",
    ),
    (
        "our striker was in their half, a yard beyond their last defender when our keeper launched it, and he"
        " scored. offside?",
        "situation:ask",  # a keeper's bare 'launched it' may be a goal kick
    ),
    # the keeper's view
    (
        "on Saturday their 7 was standing offside right in front of our keeper, blocking his view, when their 8"
        " shot and it went in. should it have counted?",
        "situation:offside",
    ),
    (
        "Jota was offside and stood right in the keeper's eyeline when Salah shot, keeper didn't see it, goal."
        " was it offside?",
        "situation:offside",
    ),
    (
        "our 9 was offside but well wide of the goal, nowhere near the keeper's line of sight, when Mo scored from"
        " 25 yards. they disallowed it. right?",
        "situation:no-offence",
    ),
    # not involved
    (
        "their striker was in an offside position at the far post but never touched it or went near anyone when"
        " their winger scored at the near post, we lost 1-0. was it offside?",
        "situation:no-offence",
    ),
    (  # (2026-12-04, plays15 and its review: standing still may be standing in someone's way: asked, or the rule)
        "Rashford was offside but stood still and never touched it, Bruno, who was onside, ran onto the pass and"
        " scored. flag went up, was it offside?",
        ("situation:ask", "offside-not-involved"),
    ),
    (
        "our 11 was a yard offside when the pass was played and he ran on and scored. 1-0. offside?",
        "situation:offside",
    ),
    (
        "our striker was offside at the pass and challenged their centre back for it, Sam got the loose ball and"
        " scored. was it offside?",
        "situation:offside",
    ),
    (
        # (2026-12-04, plays15: never touching it leaves unsaid whether he was in an opponent's way: asked, or the rule
        # that says so: "No. A player ... who does not play or touch the ball, interfere with an opponent ...")
        "my son was offside when it was played, he never touched it and his mate scored, but the ref gave offside."
        " right?",
        ("situation:ask", "offside-not-involved"),
    ),
    # where he was untold
    (
        "we scored last night from a through ball to our 9, linesman flagged. was he offside?",
        "situation:ask",
    ),
    (
        "Kelly slid it through to Nico and he scored, but they flagged it. was it offside?",
        "situation:ask",
    ),
    (
        "our 9 scored from Jones's cross, they gave offside, we drew 1-1. right call?",
        "situation:ask",
    ),
    # more told plays across the topics
    (
        "today our 7 was two yards offside when our 6 played it, it bounced off their defender's chest to him and he"
        " scored. offside?",
        "situation:offside",
    ),
    (
        "their right back passed it across his own box, straight to our striker who was offside at our last touch,"
        " and he scored. disallowed. right?",
        "situation:no-offence",
    ),
    (
        "our 9 was offside when their keeper took the goal kick and it went straight to him, he scored. offside?",
        "situation:no-offence",
    ),
    (
        "their corner went straight to their 4 who was beyond our defence and he nodded it in. linesman did"
        " nothing. was he offside?",
        "situation:no-offence",
    ),
    (
        "Ollie was a yard offside when Bailey crossed, our keeper tipped it onto the bar and Ollie scored the"
        " rebound. right to give it?",
        "situation:offside",
    ),
    (
        "at the weekend their 9 was level with our last defender when the ball was played and scored. our manager"
        " says offside. was it?",
        "situation:no-offence",
    ),
    (
        "our number 7 was behind the ball when our 10 passed it, beyond everyone, and scored. flagged. offside?",
        "situation:no-offence",
    ),
    (
        "tonight our striker was offside and blocking their keeper's view when Rice hit it from 30 yards and it"
        " went in. disallowed. fair?",
        "situation:offside",
    ),
    (
        "in our game today their 10 was in his own half when the long ball went over the top and scored. our coach"
        " said offside. was it?",
        "situation:no-offence",
    ),
    (
        "Watkins was offside when Digne crossed, their defender deliberately headed it back to his keeper but"
        " Watkins got there first and scored. offside?",
        "situation:no-offence",
    ),
    (
        "their keeper spilled my shot and Dan, who'd been offside when I shot, followed up and scored. we won 2-0."
        " was it offside?",
        "situation:offside",
    ),
    (
        # where he was when the throw was taken is no place at the header, where offside is judged
        "Lee was offside when the throw in was taken but our 4 headed it on to him and he scored. offside?",
        "situation:ask",
    ),
]


# Written after the change, not counted in the probe's before/after: a play put in an open condition, its verb in
# the present, is supposed whoever it is told of; one put in the past is told.
IN_A_CONDITION: list[tuple[str, str]] = [
    (
        "if their winger is standing offside on the far side and the ball never goes near him, should the flag go up?",
        "offside-not-involved",
    ),
    (
        "if my lad is stood behind their defence when our keeper throws it out to him, can he be offside?",
        "offside-goalkeeper-throw",
    ),
    ("if our 9 was offside when it was played and he scored, why was it given?", "situation:offside"),
]


@pytest.mark.parametrize(("question", "answer"), IN_A_CONDITION)
def test_play_in_an_open_condition(question: str, answer: str) -> None:
    assert what_was_answered(question) == answer


ranking = "the boundary is right (a rule answer), the ranking of intents picks a neighbour: "

# Still missed, each for a reason other than the boundary this file is about (keyed by the question's opening).
LEFT = {
    "if a defender sticks out a leg and the ball": ranking
    + "'deflection or a deliberate play?' answered by the"
    " deflection's rule, not what makes a play deliberate",
    "say a full back takes a throw": ranking
    + "'takes a throw' is not read as a throw-in (the free kick answers)",
    "if a free kick is floated to a player": ranking + "the fouled-while-offside intent answers a free kick",
    "last night their forward was offside, our defender's block": "the reader asks how the ball came off our"
    " defender, though 'looped off his knee' tells a deflection (and a block or save would not reset either)",
    "our striker was in their half, a yard beyond": "our keeper's bare 'launched it' in a when-clause is read as"
    " from his hands; it may be a goal kick, to be asked",
    "Lee was offside when the throw in was taken": "a position told at the throw is taken as his position at the"
    " team-mate's header, where offside is judged",
}


@pytest.mark.parametrize(("question", "answers"), left_as_xfail(RULE_QUESTIONS, LEFT, every_key=False))
def test_rule_question_told_as_a_story(question: str, answers: tuple[str, ...]) -> None:
    assert what_was_answered(question) in answers


@pytest.mark.parametrize(("question", "answer"), left_as_xfail(TOLD_PLAYS, LEFT, every_key=False))
def test_play_told_as_it_happened(question: str, answer: str | tuple[str, ...]) -> None:
    assert what_was_answered(question) in ((answer,) if isinstance(answer, str) else answer)
