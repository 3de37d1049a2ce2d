"""Untrue rulings seen in told plays (plays5's tuned half and a hostile probe), in their general form: the
keeper's kick or throw from hands to his own team-mate, a fan of the defending side, an opponent's controlled
play, involvement left unsaid, a short corner, a hedged position, opponents counted on their goal line."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import ruled


@pytest.mark.parametrize(
    "text",
    [
        # The goalkeeper's kick from hands, punt or throw to his own team-mate is that team-mate's pass.
        "their keeper kicked it out of his hands to their striker who was past our last defender and he scored",
        "there keeper kicked it out his hands long and there striker was past our last defender when he kicked it"
        " and scored",
        "Their goalkeeper caught the ball, then dropped it and kicked it out of his hands, and their number 9 was"
        " standing further forward than all of our defenders when he kicked it. He scored.",
        "our keeper's long throw found our striker who was a yard past their last defender, he scored",
        "our keeper punted it upfield, our striker was two yards offside when he kicked it and scored",
        "Our goleiro throws the ball long. In the moment the ball leave his hand, our atacante is beyond their last"
        " zagueiro. He score.",
        # Scots: "oor", "tae", "wis", "an'".
        "Their keeper catches it an' launches a throw tae their striker, who wis two yards past oor last defender"
        " when the ba' left the keeper's hand. Scores.",
        # A team-mate's play named with "our", whatever his role.
        "Our forward was 10 yards offside when our center back launched it and she sprinted onto it. She hadn't"
        " touched it when the flag went up",
        # Standing in front of the keeper in the line of the ball, or leaning on a defender, interferes.
        "Free kick, 22 m. Red 4 was in an offside position at the moment of the kick, 1 m in front of the blue GK"
        " and directly in the line of the ball. Goal awarded.",
        "our 9 was offside and leaning on their centre back as the cross came in, our 10 scored",
        # One defender between him and an empty goal, the keeper upfield.
        "their keeper was up for the corner, Nwosu hoofs it from the halfway line. Diaz was ten yards into their"
        " half with just one defender between him and the empty goal. Diaz rounds the defender and scores",
        # A short corner laid back and crossed in: the cross is the team-mate's pass.
        "we took a short corner the guy passed it back to our full back about 30 yards out who whipped it in and our"
        " centre half headed it in but when the full back crossed it he was nearer the goal line than the ball and"
        " than all their defenders except the keeper",
    ],
)
def test_told_offences(text: str) -> None:
    assert ruled(text) == "offside"


@pytest.mark.parametrize(
    "text",
    [
        # An opponent's controlled play, a defender with time, a deliberate handball.
        "the ball rolled along the ground, their centre-back has an age to watch it come, sets himself, and tries to"
        " take a touch, but it squirms under his studs straight into the path of our striker, who was a yard"
        " offside when the ball was played. Goal.",
        "Their left back's got aw day, ba' bouncin' tae him slow, he tries tae welly it clear an' skews it right tae"
        " oor striker who wis offside fae the first ba' in. Goal.",
        "their defender deliberately handled the ball and it fell to our striker who was offside when the pass was"
        " played, he scored",
        "their keeper threw it out to our striker, who was offside when the pass was played earlier, and he scored",
        # A defender off the field behind his goal line counts as on it.
        "Blue 3 left the field of play over the goal line after a challenge and remained off. At the moment of red"
        " 7's cross, red 9 was nearer to the goal line than all blue players except the GK, who was on his line."
        " Red 9 headed in.",
        # The keeper out, two defenders back on the line: not as close as them.
        "Their goalie came way out and two of their defenders got back onto the goal line. Our kid was closer to the"
        " goal than their goalie but not as close as those two defenders when his teammate passed it. He scored.",
        "the keeper came off his line, two of their defenders were back on the goal line. When Sorensen chips it,"
        " Aziz is a few yards in front of those two defenders. Aziz heads it in.",
        # Not involved.
        "our 9 was offside but 40 yards away, our winger scored",
    ],
)
def test_told_no_offences(text: str) -> None:
    assert ruled(text) == "no-offence"


@pytest.mark.parametrize(
    "text, fact",
    [
        # "Didnt touch it" near the keeper, in a goal from a shot: whether he was in the keeper's way is asked.
        (
            "goal from a shot outside box but our other striker was offside standing in the box didnt touch it",
            "involvement",
        ),
        (
            "Their lad shot from 25 yards. Their other striker was stood in an offside position in our six yard box"
            " when the shot went in, didnt touch it.",
            "involvement",
        ),
        # "We scored" is the team, not what the attacker did.
        ("we scored, our 9 was in an offside position when the pass was played", "involvement"),
        # A hedged position, in a run-on.
        (
            "our striker scores but the replay is weird because when the ball was played to him he was maybe level or"
            " maybe a bit ahead of their last defender i couldnt tell and then he ran past everyone",
            "position",
        ),
        # Told only at his reception.
        (
            "The footage does not show red 9's position at the moment red 8 played the ball; at the moment of reception"
            " red 9 was beyond the second-last opponent. Red 9 scored.",
            "position",
        ),
        # The footage does not show whether the touch was control or a deflection.
        (
            "Red 10's through pass touched blue 6 and reached red 9, who was in an offside position at the moment of"
            " red 10's pass. The footage does not show whether blue 6 had control of the ball or the contact was a"
            " deflection. Red 9 scored.",
            "received_from",
        ),
    ],
)
def test_missing_facts_are_asked(text: str, fact: str) -> None:
    assert ruled(text) == f"ask:{fact}"


def test_didnt_touch_it_alone_asks_whether_he_was_in_the_way():
    # (2026-12-04, plays15: never touching it leaves unsaid whether he was in the keeper's way, Law 11.2; told far from
    # play, he is no offence)
    assert ruled("our striker was offside when we shot. it went in off the post. he never touched it") == (
        "ask:involvement"
    )
    assert ruled(
        "our striker was offside out wide when we shot. it went in off the post. he never touched it"
    ) == ("no-offence")


@pytest.mark.parametrize(
    "text, expect",
    [
        # A deliberate handball is a deliberate play; a handball told without whether it was meant is asked.
        (
            "our 9 was offside when the cross came in but their defender handballed it on purpose and it dropped to"
            " our 9 who scored",
            "no-offence",
        ),
        (
            "their centre back deliberately handled it, it fell to our striker who was offside, goal",
            "no-offence",
        ),
        (
            "our 9 was offside when the cross came in but their defender handballed it and it dropped to our 9 who"
            " scored",
            "ask:received_from",
        ),
        # A corner taken short, laid back and crossed in: the cross is the pass.
        (
            "our corner was taken short, played back to the edge of the box and crossed in, our striker was offside at"
            " the cross and scored",
            "offside",
        ),
        # Hedged positions, however the hedge is put.
        (
            "our striker might have been level or might have been a bit ahead when it was played, he scored",
            "ask:position",
        ),
        (
            "it's inconclusive: Silva may have been level, he may have been fractionally ahead when the ball was played"
            " through. He scored.",
            "ask:position",
        ),
        (
            "my video: could be level, could be a half step off, when the through ball went. he scored",
            "ask:position",
        ),
        # "Are you joking" is an exclamation, not a question about anyone.
        (
            "Their no.10 was standing right in front of our keeper, two yards offside when the shot was hit, keeper"
            " couldn't see a thing. ARE YOU JOKING",
            "offside",
        ),
    ],
)
def test_handball_short_corner_hedges(text: str, expect: str) -> None:
    assert ruled(text) == expect


@pytest.mark.parametrize(
    "text, expect",
    [
        # What bounces on from an opponent's deliberate handball is still that play's.
        (
            "Min 40. Red 5 played the ball forward. Blue 4 deliberately handled the ball; it rebounded to red 9, who was"
            " in an offside position at the moment red 5 played the ball. Red 9 scored.",
            "no-offence",
        ),
        # ...but a team-mate's shot between them starts a new phase.
        (
            "their defender cleared it, our 7 shot, it hit the post and our 9 who was offside when 7 shot tapped in the"
            " rebound",
            "offside",
        ),
        (
            "our 9 was in an offside position, he made no attempt to play it, our 10 scored from outside the box",
            "no-offence",
        ),
        # The keeper came out, a defender back on the line: level with the keeper is level with the second-last.
        (
            "the keeper had come out so their defender on the line was the last man, our 9 was level with the keeper"
            " when the pass was played, he scored",
            "no-offence",
        ),
        (
            "their left back went off injured behind the goal line, play went on, our 9 was nearer the goal line than"
            " every outfield player but not their keeper when the cross came in, he scored",
            "no-offence",
        ),
    ],
)
def test_rebounds_involvement_and_the_line(text: str, expect: str) -> None:
    assert ruled(text) == expect


@pytest.mark.parametrize(
    "text, expect",
    [
        # A fan of the defending side told by where their attacker was ("past our last defender"), not only by
        # "their striker": their keeper's kick is the attacker's team-mate's pass, and its moment the decisive one.
        (
            "their lad was past our last defender when their keeper kicked it out of his hands, he scored",
            "offside",
        ),
        (
            "their big man was a yard beyond our last defender when their keeper punted it, he scored",
            "offside",
        ),
        # A fan of the attacking side: their keeper's punt or throw is an opponent's deliberate play.
        ("our 9 was offside, their keeper punted it straight to him and he scored", "no-offence"),
        ("their keeper launched a long throw to our striker who was offside earlier, goal", "no-offence"),
    ],
)
def test_whose_keeper(text: str, expect: str) -> None:
    assert ruled(text) == expect
