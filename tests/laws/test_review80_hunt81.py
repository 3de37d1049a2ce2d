"""Review 80 (a stranger's reading of 89e1860) and hunt 81 (black-box, aimed at it), each mend told again in new words.

Review 80:
- "in an offside position" hides a pass's way back only when nothing tells his own place to the ball ("in an offside
  position, but behind the ball when our 7 cut it back" is behind it);
- a goal kick played on by a team-mate ("short to the centre-back who launches it forward") is judged at that pass;
- one foot in his own half and the other on the halfway line is all his own half (the line is his);
- a challenge denied ("isn't challenging anyone") is no challenge;
- a keeper's catch, then his drop, is a save of a shot or a play of a cross: asked;
- "not a clearance, just a touch back towards our keeper" is still a pass (deliberate);
- "could see the shot at first but then their 9 stepped across his eyeline" is no clear view;
- "standing in my way" told by the attacker's team-mate is no opponent's way;
- "was off, then he came back on after treatment" is off the pitch, not offside;
- a doubt after two things offered ("he jumped into the centre-half or just stood there, I couldn't see") doubts them;
- a defender off for treatment while play went on: his leave is still asked.
Hunt 81:
- "the keeper could see the ball": no blocked view;
- "challenged their CB for a header" is a challenge; "the stream was too blurry to see whether ..." a doubt;
- Scots "aff-side", "nivver", "catched", "drapped"."""

from tests.laws.evaluate import AI, AP, AR, NO, OFF, probe_test, ruling_test

PLAYS = [
    (
        "our 11 was in an offside position, past their last defender, but behind the ball when our 8 pulled it back "
        "from the byline. he scored",
        NO,
    ),
    (
        "their 9 was offside when their 4 crossed, our keeper claimed it then spilled it and their 9 scored",
        AR,
    ),
    (
        "their 9 was offside when their 7 crossed. our left-back headed it, not a clearance, just a nod back towards our "
        "keeper, but it fell short to their 9 who scored",
        NO,
    ),
    (
        "their 9 was offside when their 7 shot. our keeper could see the ball at first but then their 9 stepped right "
        "across his line of sight and it went in",
        AI,
    ),
    (
        "I'm our left winger. our 8 passed to our 10, who was onside and scored. our 9 was offside and was standing in "
        "my way as I went for it",
        AI,
    ),
    ("our 9 was off, then he came back on after treatment, our 6 passed to him and he scored", AP),
    (
        "our 5 crossed. our 9 was offside by their centre-back. he jumped into the centre-back or just stood still, I "
        "couldn't see from behind the goal. our 11, onside, scored",
        AI,
    ),
    (
        "their left-back was off the pitch behind the goal getting his knee strapped, play was not stopped. our 8 passed, "
        "our 9 was past all their players bar the keeper and scored",
        AP,
    ),
    (
        "our 9 was offside when our 4 shot. he stood in front of the keeper but the keeper could see the ball. goal",
        NO,
    ),
    (
        "our 9 was offside when our 6 crossed and challenged their centre-back for a header, neither touched it, and our "
        "11 scored",
        OFF,
    ),
    (
        "the picture was too blurry to see whether our 7 was past their last defender when the cross came in. he headed "
        "it in",
        AP,
    ),
    ("the big man wis aff-side when the ba wis played an he scored", OFF),
]

RULES = [
    (
        "the goal kick goes short to the centre-back who launches it forward to our striker, can he be offside?",
        "offside-short-goal-kick",
        "Yes",
    ),
    (
        "can you be offside if one foot is in your own half and the other is on the halfway line?",
        ("offside-halfway-line", "offside-own-half"),
        "No",
    ),
    (
        "if the offside player isn't challenging anyone and never touches the ball, is that an offence?",
        "offside-not-involved",
        "No",
    ),
]

test_plays = ruling_test(PLAYS)
test_rules = probe_test(RULES)


def test_a_catch_then_a_drop_asks_of_the_keeper():
    """The keeper's catch, then his drop: the one question names him, save or deliberate play (review 80)."""
    from tests.laws.evaluate import discord_text

    told = (
        "their 9 was offside when their 4 crossed, our keeper claimed it then spilled it and their 9 scored"
    )
    assert "Did the goalkeeper save it, or play it deliberately" in discord_text(told)
