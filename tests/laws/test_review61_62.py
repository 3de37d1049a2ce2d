"""Reviews 61 and 62 (hostile hunts for untrue answers, at c1f3ce6, 2026-12-06): the highs mended, each with its Law
(IFAB 2026/27). Rule answers: "a few seconds" is a time (advantage's window, a keeper's hold); a likeness asked of a
case told before it ("same inside the box?") gets the statement; excessive force named gets no "Not always"; a team
official who comes on to confront or interfere is sent off; calls listed where a call was approved untrue. Told plays:
a team-mate's later play (a flick, a header on) is where he is judged; the keeper of his own side plays to him as a
team-mate; places told by the pitch's markings; two attackers, the one who scored and the one placed offside; a touch in
someone's claim is no fact. Those left are in the stop's note."""

from bot.laws.quantities import A_FEW_SECONDS, durations, quantities
from bot.laws.situation_landmarks import place_by_markings
from tests.laws.evaluate import NO, OFF, probe_test, ruling_test

CASES = [
    # Law 5.3: the original offence is penalised only if the advantage does not come "at that time or within a few seconds"
    (
        "ref played advantage, then 10 seconds later came back for the foul. right call?",
        "advantage-come-back",
        "No",
    ),
    ("can the ref go back to a foul 20 seconds after playing advantage?", "advantage-come-back", ""),
    (
        "ref played advantage, 3 seconds later the attack broke down, can he go back to the foul?",
        "advantage-come-back",
        "Yes",
    ),
    ("is there a fixed time for advantage, like 10 seconds?", "advantage-no-fixed-time", "No"),
    # Law 12.2: a corner only for more than eight seconds in the hands
    (
        "keeper held the ball for a few seconds, ref gave a corner, right call?",
        "keeper-eight-seconds-corner",
        "No",
    ),
    # Law 13.2: attackers stay 1 m from a wall of three or more
    ("attackers can stand in the wall, can't they?", "free-kick-attackers-near-wall", "No"),
    ("my mate says attackers can stand in the wall. is he right?", "free-kick-attackers-near-wall", "No"),
    ("an attacker can stand right next to the wall, right?", "free-kick-attackers-near-wall", "No"),
    # Law 12.1: excessive force is always a sending-off; the tackle's "Not always" is not said to it
    ("excessive force is only a yellow?", "red-card-tackle", ""),
    ("excessive force is a yellow, right?", "red-card-tackle", ""),
    # Law 12.3: violent conduct whether or not contact is made
    (
        "player swung an elbow at an opponent but missed, ref gave nothing. right?",
        "red-card-violent-conduct-no-contact",
        "No",
    ),
    (
        "headbutt off the ball is only a yellow if the ball is far away, isnt it?",
        "red-card-violent-conduct-red",
        "No",
    ),
    # Law 5.3 / 12.3: team officials may be cautioned and sent off
    ("a coach can only get a warning, not a card, right?", "coach-red-card", "No"),
    # Law 12.3 (team officials): entering the field to confront an official or to interfere with play is a red
    ("the physio ran on and blocked a shot, what happens?", "team-official-enters-red", ""),
    (
        "the coach ran onto the pitch to confront the ref and got a yellow. correct?",
        "team-official-enters-red",
        "No",
    ),
    ("coach came onto the pitch and tripped an attacker. restart?", "team-official-enters-red", ""),
    # Law 7: the half ends at the whistle, a shot in the air included
    (
        "ref blew for full time while the ball was heading into the goal. goal?",
        "whistle-ball-in-flight",
        "No",
    ),
    # Law 16.1: a goal kick straight into its own goal is a corner to the opponents
    ("a goal kick that goes straight into your own net is a corner, right?", "goal-kick-own-goal", ""),
    # Law 12.3: dissent by action is a caution
    (
        "player clapped sarcastically at the ref, ref sent him off. right call?",
        "coach-sarcastic-clapping",
        "No",
    ),
    # a likeness asked of a case told before it: the answer found is the second case's, its Yes or No not the likeness
    (
        "a goalkeeper can't be sent off for handling in his own box, is that the same outside it?",
        "handball-goalkeeper-outside-red",
        "",
    ),
    (
        "a handball outside the box that stops a goal is a red. same inside the box if it's accidental?",
        "handball-accidental-outside-area-red",
        "",
    ),
    (
        "if a defender trips a striker through on goal outside the box it's a red. is it the same in the box?",
        "dogso-outside-area",
        "",
    ),
    ("you can't be offside from a throw in. same from a goal kick?", "offside-goal-kick", ""),
    # Law 11.3: a free kick is no exemption; "never" asked of the plain question is its No
    ("is it never offside from a free kick?", "offside-free-kick", "No"),
    ("can you never be offside from a throw in?", "offside-throw-in", "Yes"),
    # Law 12.3: violent conduct whether or not contact is made; a condition claimed as the only case gets the statement
    (
        "violent conduct is only a red if he actually makes contact, right?",
        "red-card-violent-conduct-no-contact",
        "",
    ),
    # hunt 63 (at f127a1b; all found already so at c1f3ce6). Law 5.3: past a few seconds the foul is not gone back to
    (
        "advantage played, a full minute later he comes back and gives the free kick. right call?",
        "advantage-come-back",
        "No",
    ),
    (
        "ref waved play on, 30 seconds later he stopped it and gave us the free kick for the first foul. correct?",
        "advantage-come-back",
        "No",
    ),
    # Law 12.3: sarcastic clapping is a caution, not a warning
    ("coach was sarcastic clapping the ref. only a warning, right?", "coach-sarcastic-clapping", "No"),
    # Law 14.2: a feint after the run-up is an indirect free kick and a caution, never a retake
    (
        "the kicker feinted after his run up and the ref ordered a retake. right call?",
        "penalty-feint-after-runup",
        "No",
    ),
    # Law 12.3: the card is still shown at the next stoppage
    (
        "ref played advantage on a foul that was a yellow, and never showed the card. is he allowed to forget it?",
        "advantage-card-later",
        "No",
    ),
    # Law 12.2: handling again after the release is an offence; the count does not start again
    (
        "if the keeper drops the ball and picks it up again within 8 seconds, does the count restart?",
        "keeper-handles-again-after-release",
        "No",
    ),
    (
        "keeper released the ball and picked it up again, is that allowed?",
        "keeper-handles-again-after-release",
        "No",
    ),
]

# Review 64 (a stranger's reading of the change at f127a1b): the untrue answers its variants found, mended
CASES += [
    # Law 12.2: "a few seconds" with a bound or a comparison is no time under five
    (
        "keeper held it a few seconds longer than eight, ref gave a corner. correct?",
        "keeper-eight-seconds-corner",
        "Yes",
    ),
    # Law 5.3: a time past the few seconds, told in the story or in a mate's claim, gets the statement
    (
        "ref played advantage, 30 seconds later blew for the original foul. is that allowed?",
        "advantage-come-back",
        "",
    ),
    (
        "my mate says the ref can't go back for the foul 20 seconds after playing advantage. is he right?",
        "advantage-come-back",
        "",
    ),
    # Law 9.2: a ball off an official that changes possession is a dropped ball
    (
        "ball bounced off the linesman and stayed on the pitch, but it went to the other team, ref gave a dropped ball,"
        " right call?",
        "ball-in-play-off-post-or-flag",
        "Yes",
    ),
    # Law 12.3: at half-time too
    (
        "the coach ran onto the pitch at half time to confront the ref and got a yellow. correct?",
        "team-official-enters-red",
        "No",
    ),
    ("coach came onto the pitch and tripped an attacker. restart for that?", "team-official-enters-red", ""),
    # hunt 63: named as a team official (it had the replacement answer's "No.")
    (
        "team official entered the field to interfere with play, is that a red, isn't it?",
        "team-official-enters-red",
        "Yes",
    ),
    # a likeness in other words
    ("you can't be offside from a throw in. does that apply to a goal kick too?", "offside-goal-kick", ""),
    # ... and "same" that names one thing keeps its Yes or No
    ("is it offside if he is at the same height as the last defender?", "offside-level-offside", "No"),
]

# Review 65 (the whole change read again): "went back for the foul" is a call told, as "gave the free kick" is
CASES += [
    (
        "ref played advantage, then 30 seconds later went back for the foul. right call?",
        "advantage-come-back",
        "No",
    ),
    (
        "ref played advantage, 2 seconds later the attack broke down and he went back for the foul. right call?",
        "advantage-come-back",
        "Yes",
    ),
]

test_probe_answer = probe_test(CASES)

PLAYS = [
    # Law 11.1: at a team-mate's later play (a flick, a header on) his place is judged again
    (
        "the ball was headed on by our 9 from our 6's cross. our 11 was level with the second-last defender at the cross"
        " but a yard beyond him at the 9's header. 11 scored",
        OFF,
    ),
    (
        "our 7 played it to our 9 who was onside, 9 flicked it on with his head to our 11 who was past the last defender"
        " when the flick came. offside?",
        OFF,
    ),
    ("our 6 crossed, our 11 was onside at the cross and still level when our 9 flicked it on, 11 scored", NO),
    # Law 11.1 (2026/27: a keeper's throw judged at the release): his own keeper's play is a team-mate's
    (
        "the keeper rolled it out to his own winger who was in an offside position at the release, winger scored",
        OFF,
    ),
    (
        "our keeper threw it out to the halfway line... wait he kicked it, our 9 was in their half past their last"
        " defender when keeper kicked, 9 scored",
        OFF,
    ),
    # ... and a touch in someone's claim is no fact of the play
    (
        "their goalkeeper volleys it upfield. at the kick their number 9 is in our half, a yard beyond our last"
        " centre-back, our own keeper on his line. the 9 brings it down and scores. The gentleman beside me says a"
        " keeper's clearance can never be offside.",
        OFF,
    ),
    # places told by the pitch's markings (Law 1): who was nearer the goal line
    (
        "their striker was standing in the D when their 8 played it, our last defender was on the edge of the six-yard"
        " box, he scored from there",
        NO,
    ),
    (
        "our 9 was on the penalty spot, their defenders were all on the six yard line, 10 passes from 30 yards, 9 scores",
        NO,
    ),
    (
        "their striker was in our six-yard box when their 6 passed it, our last two defenders were on the edge of the"
        " box, he scored",
        OFF,
    ),
    # a corner's break: the pass after it is the play judged, not the corner (hunt 61)
    (
        "corner for us, our keeper went up. they break, their winger passes to their 9 who was level with our last"
        " outfield defender, our keeper still in their box. 9 scores. offside?",
        OFF,
    ),
    # two attackers: the scorer onside, the other's part decides (Law 11.2; hunt 63: "our no.9 was onside and scored")
    (
        "our no.9 was onside and scored, but our no.11 was offside standing right in front of the keeper blocking his"
        " view. goal should stand right?",
        OFF,
    ),
    ("our 7 was offside and our 9 was onside when the ball was played. 9 scored, 7 stood still far away", NO),
    (
        "our 11 was offside when the ball was played and our 9 was level. the 9 scored, the 11 just watched",
        NO,
    ),
    (
        "our 7 onside. our 9 offside. 7 got the pass and scored. 9 stood in front of the keeper blocking his view",
        OFF,
    ),
    # ... and the scorer offside, another's level place none of his
    ("their 9 level with our 5, their 11 two yards past our 5, cross goes to 11 who heads it home", OFF),
]

PLAYS += [
    # review 64: his own finish or an opponent's header is no team-mate's later play
    (
        "our 6 crossed, our 11 was level with the last defender at the cross but a yard beyond him when 11 headed it in",
        NO,
    ),
    (
        "our 6 crossed, our 11 was level with the last defender at the cross but a yard beyond him at the stopper's"
        " header, 11 scored",
        NO,
    ),
    # ... a keeper of the side named as the defending one plays to his own defender: that defender is an opponent
    (
        "the keeper rolled it out to his own centre-back, who took a touch and lost it to our 9, who had been a yard"
        " past the defence at the roll-out. 9 scored",
        NO,
    ),
    # ... three attackers; roles; an opponent "stood miles off"
    (
        "our 7 onside. our 9 offside. our 11 offside. 7 scored. 9 just watched, 11 stood in front of the keeper"
        " blocking his view",
        OFF,
    ),
    (
        "our winger onside. our striker offside. winger scored, striker stood in front of the keeper blocking his view",
        OFF,
    ),
    ("our 9 was offside when the ball was played, their 5 stood miles off him, 9 scored", OFF),
    # ... the passer's marking is the ball's place
    (
        "our 10 played it from the edge of the box, our 9 was on the six yard line, their last defender on the penalty"
        " spot. 9 scored",
        OFF,
    ),
    # ... a touch of this play claimed is doubted, and asked
    (
        "our 9 was a yard offside when our 7 passed. my mate says their defender played it deliberately so it can never"
        " be offside. 9 scored",
        "ask:received_from",
    ),
]

test_play = ruling_test(PLAYS)


def test_a_few_seconds_is_under_five():
    assert A_FEW_SECONDS in quantities("within a few seconds")["second"]
    assert durations("held it a few seconds") == [A_FEW_SECONDS]
    assert durations("a few seconds later he kicked it") == []
    assert "second" not in quantities("the Law sets no fixed number: a few seconds")


def test_places_by_markings_with_the_keeper_placed():
    # Law 11.1: the second-last opponent is the keeper at the penalty spot when one defender is on the goal line
    told = " attacker on the six-yard line , one defender on the goal line and the keeper off his line at the penalty spot "
    assert place_by_markings(told) == "offside"


def test_places_by_markings():
    assert (
        place_by_markings(" our 9 was in the d , their last defender on the edge of the six-yard box ")
        == "onside"
    )
    assert (
        place_by_markings(" our 9 was on the six yard line , their back four on the penalty spot ")
        == "offside"
    )
    assert (
        place_by_markings(
            " our 9 on the penalty spot , their keeper came out , defenders on the six yard line "
        )
        is None
    )
    assert place_by_markings(" our 9 was on the penalty spot when it was played ") is None
