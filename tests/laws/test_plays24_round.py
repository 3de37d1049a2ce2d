"""The round on plays24's and voices124's odd halves (2026-12-07, written blind by helpers last stop), each mechanism
told again in new words, ruled by the told-play reader (and the rule answers on the rendered Discord text).

How he played it or got in the way:
- "controlled it, lobbed <name>, goal" and "headed it past <name>." are his finish, a keeper told by name only;
- "the ball went to <name>, ... goal": the ball reached him (not one told onside, nor "one of ours", nor "offside");
- "he and their centre-back were shoulder to shoulder, both stretching for it": a challenge;
- "stood right between the keeper and the ball", "the keeper had to lean round him to see": in the keeper's line of
  vision (Law 11.2).
Where he was:
- "nearer the line than any of their defenders" is the goal line; "past their two centre-backs" beyond the back line;
- "a good way back from the ball" is behind the ball (onside);
- "our right-back was still deeper, near the post, nearer the goal than the 9": two opponents nearer (keeper and him);
- "when the ball arrives" is a later moment than the pass (the place at the pass decides).
What he did not do:
- nobody within twenty yards of him; walked off the pitch to show he is out (Law 11: no offence).
Doubts:
- "does he get close enough to bother him or is he still five yards off?", "did he go up for it with the centre-half,
  or stand off?": whether he interfered is asked, and the onside one's goal is not his;
- "was it a goal kick or did the keeper punt it out of his hands?": how the ball came is asked;
- one offside "at the cross", the other onside, and "they argue about who touched it": which one played it is asked.
Scots: "an" for "and" before a consonant, "o" for "of", "thru", "standin"."""

from tests.laws.evaluate import AI, AP, AR, NO, OFF, probe_test, reader_test, ruling_test

PLAYS = [
    (
        "at the moment our 4 hit it long, our 9 was nearer their goal than their keeper, who had come out, with one "
        "defender on the line. the 9 controlled, lobbed Kasia, goal",
        OFF,
    ),
    (
        "their last outfield player was Reuben. our 9 was a yard nearer the goal line than Reuben when the winger "
        "crossed. headed it past Ola. given",
        OFF,
    ),
    (
        "our 6 played it forward, at that pass our 9 was offside, he and their left-back were shoulder to shoulder, both "
        "stretching for the ball, when she hauled him down. penalty given",
        OFF,
    ),
    (
        "shot from 30 yards and their keeper never saw it because our 11 was stood right between him and the ball, a yard "
        "off the line and nearer the goal line than all their defenders when it was hit. 11 never touched it",
        OFF,
    ),
    (
        "free kick to us out wide. our 5 stood nearer the line than any of their defenders, in front of their keeper, who "
        "had to lean round him to see. the kick went straight in, our 5 never touched it",
        OFF,
    ),
    (
        "our winger got to the byline and pulled it back. our 9 was nearer goal than their centre-backs but a good way "
        "back from the ball, which was on the byline when it was hit. 9 scored",
        NO,
    ),
    (
        "their 9 was past our left centre-back, sure. but our left-back was still deeper, by the post, nearer our goal "
        "than the 9, when the pass went. keeper on his line. the 9 scored",
        NO,
    ),
    (
        "our 8 slipped it through and Tam was well past their two centre-backs at that moment, keeper on his line. he "
        "walked back so that when the ball arrives he is level again, then he took it and scored",
        OFF,
    ),
    (
        "our 10's pass clipped a turning defender's heel and went to Ines, past their last outfield player when our 10 "
        "passed. goal",
        OFF,
    ),
    (
        "Ruta is miles offside by the far corner flag, standing still, nobody within thirty yards of her. Vaiva, onside, "
        "runs through the middle and scores. flag goes up for Ruta",
        NO,
    ),
    (
        "their 7 was in an offside position and walked off the pitch over our goal line to show he was out. he stayed "
        "there. their 9, onside, scored",
        NO,
    ),
    (
        "long ball, Oskar in an offside position, Milan onside. their centre-back is about to head it, Oskar running at "
        "him, does he get close enough to bother him or is he still like 6 yards away? couldnt see. the header misses and "
        "Milan scores",
        AI,
    ),
    (
        "long ball forward. Oskar is in an offside position, Milan onside. it drops between Oskar and their centre-half, "
        "then Milan comes in and scores. did Oskar go up for it with the centre-half, or did he stand off and leave it?",
        AI,
    ),
    (
        "their keeper launches it, our 9 is past their last defender when he kicks, our 9 scores. was it a goal kick or "
        "did he punt it out of his hands after a save? I was buying a pie",
        AR,
    ),
    (
        "our 7's cross, our 9 and our 11 both slide in at the back post. our 9 was offside at the cross, our 11 onside. it "
        "goes in off one of their boots, no defender near. even they argue about who touched it",
        AP,
    ),
]

# The round's second pass on the odd half: places told by the back line, by a team-mate's play named, by where he chased
# it from; a place offered as "still past or already came out"; the free kick's place
SECOND_PASS = [
    (
        "two of ours chase the ball Ross plays through. Ewan set off from onside, Kai was a yard through their back line "
        "when it was hit. Kai gets there first and scores",
        OFF,
    ),
    (
        "Sami chased a through ball from offside, touched nothing, nobody near; it rolled out for a goal kick",
        NO,
    ),
    (
        "our corner, short to Ada, she dribbles to the edge of the box and crosses, Bea heads in. when the corner was "
        "taken Bea stood on their goal line. when Ada crossed, was Bea still past their defenders or already came out?",
        AP,
    ),
]

# Scots, mended before anything is read: "an" (and), "o" (of), "thru", "standin"
SCOTS = [
    (
        "Duthie's miles offside oot wide, standin still, naebody within twenty yards o him. Ross, onside, runs thru the "
        "middle an scores",
        NO,
    ),
]

# Nothing else changes: "when it comes to offside" names no one the ball went to; the rule question gets its answer
NEAR_MISSES = [
    ("whats the difference between a save and just a block when it comes to offside", "save-what-is"),
]

# The rule answer, on the rendered Discord text: the referee's choice to let play run for an offside asked of a play
# (voices124)
RULES = [
    (
        "their 9 was offside, flag up, but our centre-back already had the ball and ran off with it, so the referee waved "
        "his arms and let it go. can he do that for offside?",
        "advantage-offside",
        "Yes",
    ),
]

test_plays24_round = ruling_test(PLAYS)
test_scots = ruling_test(SCOTS)
test_second_pass = ruling_test(SECOND_PASS)
test_rules24 = probe_test(RULES)


def test_near_misses_get_their_rule_answer():
    """A question about the Law that shares the new words gets its rule answer, not a ruling (plays24's round)."""
    from tests.laws.evaluate import what_was_answered

    for question, answer in NEAR_MISSES:
        assert what_was_answered(question) == answer, question


test_every_play_reaches_the_reader = reader_test(PLAYS + SCOTS + SECOND_PASS)
