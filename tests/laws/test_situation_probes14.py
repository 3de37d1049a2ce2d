"""A probe written first from Law 11 (helper-110): told plays in fresh voices, in five kinds the previous round
left open. (1) A decision told ("VAR ruled it out", "the ref gave offside", "the flag went up", "goal chalked
off") is no fact about the play: it tells neither where he was nor what he did, so a play that tells no more is
asked, and one that tells the deciding facts is ruled on them whatever was given. (2) Whose keeper: "our keeper"
named first, then "the keeper"; "their keeper", "the home/away keeper", a keeper named, a goalkeeper's dad's "my
lad" (a team-mate's kick or throw is a team-mate's play; an opponent's save or parry does not reset, Law 11.2).
(3) "he" after openers other than time phrases ("With their keeper stranded, ...", "To be fair, ..."). (4)
Two-word roles ("centre back", "left back", "holding midfielder", "attacker") kept whole and tied to their side.
(5) Other Englishes and mixed languages: Scots, Jamaican patois, Nigerian pidgin, Hinglish, Spanish. About a
quarter leave one deciding fact untold, and are asked (position first, then how the ball came, then what he did).
Voices: a groundhopper, a Jamaican fan, a Lagos fan, a Delhi fan, a Glasgow fan, a Madrid fan (in Spanish and in
English), a goalkeeper's dad, a fan of the defending side."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import AI, AP, NO, OFF, left_as_xfail, ruled

PLAYS = [
    # --- (1) a decision told is no fact about the play: a groundhopper ---
    (
        "groundhopper here, ground number 212: their 9 was two yards beyond our last defender when their 8 played "
        "it through, and the flag went up",
        AI,
    ),
    (
        "groundhopping in the Northern League: the home striker was a yard past the away back line when the cross "
        "came in, and the goal was chalked off",
        AI,
    ),
    ("our 9 was a yard offside when our 7 crossed, and VAR ruled it out", AI),
    ("our 9 was a yard offside when our 7 crossed, and the ref gave offside", AI),
    (
        "our striker was a couple of yards beyond their last defender when our 6 played it forward, and the linesman "
        "flagged straight away",
        AI,
    ),
    (
        "our 9 was level with their last defender when our 7 crossed, and VAR ruled the goal out for offside",
        NO,
    ),
    (
        "the ref gave offside against our 9 but he was in his own half when our 4 played it, and he ran on and scored",
        NO,
    ),
    ("the flag went up, but our 9 was behind the ball when our 7 cut it back, and he scored", NO),
    (
        "goal chalked off for offside: our 9 was a yard beyond their last defender when our 7 crossed, and he headed it in",
        OFF,
    ),
    (
        "VAR ruled it out: our 9 was a yard past their last man when our 8 slid it through, and he finished",
        OFF,
    ),
    ("the goal was chalked off for offside after our 9 tapped in our 7's cross", AP),
    ("ref gave offside against our 9 after he scored from our 8's through ball", AP),
    ("the flag went up when our 9 got on the end of our 7's cross and scored", AP),
    (
        "groundhopper: the lino flagged the away 9, who was a yard off when the away 10 played it, but the away 11 "
        "scored and the 9 never moved or went near anyone",
        NO,
    ),
    (
        "our 9 was a yard beyond their last defender when our 7 crossed, the flag stayed down, and our 11 scored",
        AI,
    ),
    (
        "VAR disallowed it: our 9 was two yards offside when our 10 shot, their keeper parried it and our 9 put in "
        "the rebound",
        OFF,
    ),
    (
        "the ref disallowed the goal for offside; our 9 had been level with their last defender when our 8 passed",
        NO,
    ),
    (
        "the assistant put his flag up for our 9, who was a yard offside when our 7 took the throw-in, and he scored",
        NO,
    ),
    (
        "groundhopper again: the home 9 was a yard beyond the away defence when the home 6 chipped it, the flag "
        "went up and the ref blew",
        AI,
    ),
    ("their 9 was a yard offside when their 7 crossed; the goal stood", AI),
    ("our 9 was a yard offside when our 7 crossed, and he was flagged", AI),
    ("our 9 was two yards offside when our 7 played it, and they gave offside against him", AI),
    ("our 9 was a yard offside when our 10 shot, their keeper saved it, and the flag went up", AI),
    ("our 9 was a yard offside when our 7 crossed, and the goal was given", AI),
    # --- (2) whose keeper: a goalkeeper's dad and a fan of the defending side ---
    (
        "goalkeeper's dad here, my lad plays in goal for the away side: their 9 was two yards past our last "
        "defender when their 10 shot, my lad saved it, and their 9 scored the rebound",
        OFF,
    ),
    (
        "my son keeps goal for us: their striker was a yard offside when their winger crossed, our keeper palmed it "
        "out, and the keeper could only watch as their striker scored",
        OFF,
    ),
    (
        "our keeper had a howler: their striker was a yard past our last man when their 10 shot, the keeper spilled "
        "it, and their striker tapped in",
        OFF,
    ),
    (
        "our keeper took the free kick quickly; our 9 was two yards beyond their last defender when the keeper "
        "kicked it, and he ran on and scored",
        OFF,
    ),
    (
        "our keeper rolled it out to our left back, who hit it long; our 9 was a yard offside when the keeper's ball "
        "was hit on and he scored",
        OFF,
    ),
    (
        "our keeper launched it downfield from his hands, our 9 was beyond all their defenders when the keeper "
        "kicked it, and he scored",
        OFF,
    ),
    (
        "our keeper took the goal kick, our 9 was beyond all their defenders when the keeper struck it, and he scored",
        NO,
    ),
    (
        "their keeper hoofed it upfield, their striker was two yards beyond our last man when he kicked it, and he "
        "scored",
        OFF,
    ),
    (
        "the away keeper launched a long free kick; the away striker was a yard beyond the home defence at that "
        "moment, and he scored",
        OFF,
    ),
    (
        "the home striker was two yards past the away defence when the home 10 shot; the away keeper parried it "
        "and the home striker scored the rebound",
        OFF,
    ),
    (
        "the home keeper threw it out to the home 6, who played it long; the home 9 was a yard beyond the away "
        "defence when the home 6 played it, and he scored",
        OFF,
    ),
    (
        "their striker was a yard offside when their 10 shot; our keeper Pickford parried it, and their striker "
        "tapped in",
        OFF,
    ),
    (
        "their striker was a yard offside when their 10 shot; Pickford in our goal parried it and the keeper "
        "couldn't stop their striker's follow-up",
        OFF,
    ),
    (
        "defending fan here: their striker was a yard in behind our centre backs when their midfielder played it, "
        "our keeper came out and missed it, and their striker rolled it in",
        OFF,
    ),
    (
        "our keeper caught the cross and then their 9 was level with our last defender when their 7 played it "
        "again, and he scored",
        NO,
    ),
    (
        "our keeper rushed out and took control of it at his feet, then passed it straight to their striker, who "
        "had been a yard offside when their 10 played it, and he scored",
        NO,
    ),
    (
        "their striker was two yards beyond our last defender when their 8 shot; our keeper saved it and the keeper "
        "then watched their striker knock in the rebound",
        OFF,
    ),
    (
        "their striker was two yards beyond our last defender when their 8 shot, and our keeper saved it",
        AI,
    ),
    (
        "our keeper was stranded, their 9 scored after their 7's pass, the flag stayed down",
        AP,
    ),
    (
        "my lad in goal was beaten: their striker scored from their winger's cross, and nobody flagged",
        AP,
    ),
    (
        "their keeper kicked it long; their 9 was a yard beyond our last defender when the keeper kicked it, and he "
        "scored",
        OFF,
    ),
    # --- (3) "he" after other openers ---
    (
        "With their keeper stranded, our 9 was a yard beyond their last defender when our 7 crossed, and he headed "
        "it in",
        OFF,
    ),
    ("To be fair to their centre half, our 9 was level with him when our 8 passed, and he scored", NO),
    (
        "Though their full back had pushed up, our 9 was a yard past their last man when our 10 passed, and he "
        "finished",
        OFF,
    ),
    (
        "Honestly their left back was asleep: our 9 was two yards offside when our 7 crossed, but he didn't touch "
        "it or go near anyone, and our 11 scored",
        NO,
    ),
    (
        "Once their defender had slipped, our 9 was a yard beyond the last man when our 8 played it, and he rolled "
        "it in",
        OFF,
    ),
    (
        "As their keeper came out, our 9 was two yards offside when our 10 chipped it, and he headed it home",
        OFF,
    ),
    (
        "Because their centre back had stepped up, our 9 was a yard offside when our 6 played it, and he lobbed the "
        "keeper",
        OFF,
    ),
    (
        "Despite their defender appealing, our 9 was level with him when our 7 passed, and he scored",
        NO,
    ),
    ("According to their manager, our 9 was a yard offside when our 7 crossed, and he scored", OFF),
    (
        "Whatever their winger says, our 9 was a yard offside when our 7 crossed, and he let it run through to our "
        "11, who scored; he never went near it or anyone",
        NO,
    ),
    # --- (4) two-word roles kept whole ---
    (
        "our attacker was a yard beyond their last defender when our holding midfielder played it, and the attacker "
        "scored",
        OFF,
    ),
    (
        "the attacker was a yard beyond the last defender when the ball was played, and the attacker scored",
        OFF,
    ),
    (
        "the attacker was level with the second-last defender when the ball was played, and the attacker scored",
        NO,
    ),
    (
        "our centre forward was a yard past their centre back when our left back crossed; their right back headed "
        "it clear, under no pressure, straight to our centre forward, who scored",
        NO,
    ),
    (
        "our centre forward was a yard past their centre back when our left back crossed; the cross hit their right "
        "back's heel and went to our centre forward, who scored",
        OFF,
    ),
    (
        "their left back was two yards beyond our right back when their holding midfielder played it, and their left "
        "back scored",
        OFF,
    ),
    (
        "our holding midfielder was in his own half when our centre back played it long, and our holding midfielder "
        "ran on and scored",
        NO,
    ),
    (
        "their centre back was up for a free kick, two yards offside when their left back swung it in, and their "
        "centre back headed it in",
        OFF,
    ),
    (
        "our right back was level with their left back when our winger played it, and our right back scored",
        NO,
    ),
    (
        "our attacker was a yard offside when our holding midfielder shot, their centre back blocked it and the "
        "attacker scored the rebound",
        OFF,
    ),
    ("our attacker scored from our holding midfielder's through ball, the flag went up", AP),
    (
        "our attacker was a yard offside when our left back crossed, and our holding midfielder scored",
        AI,
    ),
    (
        "our centre forward was a yard offside when our left back crossed it, and it took a deflection off their centre back",
        AI,
    ),
    # --- (5) other Englishes and mixed languages: a Glasgow fan ---
    ("oor striker wis a yard aff when oor winger crossed the ba', an he heided it in", OFF),
    ("oor boy wis level wi their last defender when the ba' wis played, an he stuck it away", NO),
    ("oor striker wis in his ain half when the ba' wis played, an he ran through an scored", NO),
    (
        "their striker wis twa yards aff when their winger crossed, oor keeper saved it an he scored the rebound",
        OFF,
    ),
    ("oor striker scored efter oor winger's cross, but the linesman pit his flag up", AP),
    # --- a Jamaican fan ---
    ("wi striker did deh two yard past di las defender when wi midfielder pass di ball, an him score", OFF),
    ("dem striker was level wid wi las defender when dem winger cross it, an him score", NO),
    (
        "dem striker was offside when dem winger cross it, but him neva touch di ball an neva go near nobody, an dem "
        "number 10 score",
        NO,
    ),
    (
        "wi striker was two yard offside when wi 10 shoot, di keeper save it an wi striker score pon di rebound",
        OFF,
    ),
    ("wi striker score off di cross an di linesman put up him flag", AP),
    # --- a Lagos fan (Nigerian pidgin) ---
    ("our striker dey offside when our winger cross am, and im score", OFF),
    ("na throw-in, our striker dey far beyond their defenders when our right back throw am, im score", NO),
    ("our striker dey level with their last defender when our midfielder pass am, im score", NO),
    (
        "our striker dey one yard offside when our 10 shoot, their keeper save am, our striker score the rebound",
        OFF,
    ),
    ("our striker score from our winger cross but the linesman raise flag", AP),
    # --- a Delhi fan (Hinglish) ---
    ("humara striker was a yard ahead of unka last defender jab pass diya, aur usne goal kar diya", OFF),
    ("humara striker unka last defender ke level tha when the pass was played, and he scored", NO),
    ("unka striker humare last defender se two yards aage tha when unka winger crossed, and he scored", OFF),
    ("humara striker apne half mein tha when the pass was played, and he scored", NO),
    ("humara striker ne goal kiya from the cross but flag went up", AP),
    # --- a Madrid fan, in Spanish ---
    ("nuestro delantero estaba en fuera de juego cuando nuestro extremo centró, y marcó de cabeza", OFF),
    ("nuestro delantero estaba en línea con el último defensa cuando se dio el pase, y marcó", NO),
    ("nuestro delantero estaba en su propio campo cuando se dio el pase, y marcó", NO),
    # (Law 11's own examples: an attacker who does not touch the ball, told of nothing else, commits no offence)
    (
        # (2026-12-04, plays15: not touching it leaves unsaid whether he was in an opponent's way: asked)
        "nuestro delantero estaba en fuera de juego cuando se dio el pase, pero no tocó el balón y marcó nuestro extremo",
        AI,
    ),
    ("nuestro delantero marcó tras el pase de nuestro extremo, y el linier levantó la bandera", AP),
    # --- a Madrid fan, in English with Spanish words ---
    ("our delantero was in fuera de juego when our extremo made the pase, and he scored", OFF),
    ("Vinicius was level with the último defensa when Bellingham played the pase, and he scored", NO),
    (
        "Vinicius was two metres beyond the último defensa when Modric played the pase, the portero saved it and "
        "Vinicius scored the rebote",
        OFF,
    ),
    (
        "Madrid fan: Vinicius was a metre beyond the last defender when Bellingham played it, and he scored",
        OFF,
    ),
    (
        "Madrid fan: Vinicius was a metre beyond the last defender when Bellingham crossed, their centre back "
        "controlled it and then passed it straight to Vinicius, who scored",
        NO,
    ),
    ("Madrid fan: Vinicius was behind the ball when Bellingham squared it, and he scored", NO),
    ("Madrid fan: Vinicius scored from Bellingham's pass and the linesman raised his flag", AP),
    (
        "Madrid fan: Vinicius was a metre offside when Bellingham shot, the ball came back off the post and "
        "Vinicius scored",
        OFF,
    ),
    ("Madrid fan: Vinicius was a metre offside when Bellingham shot, and it came off the post", AI),
]

# A second set, written after those fixes, in the same five kinds (a decision told with the facts; openers before "he";
# a keeper named again as "the keeper"; two-word roles of both sides; a Spanish rule question, which is no play).
PLAYS += [
    ("our 9, a yard offside when our 7 crossed, was flagged for it", AI),
    (
        "their 9 was flagged offside after their 7's cross: he was two yards beyond our last man when it was hit",
        AI,
    ),
    (
        "the lino put his flag up and the ref agreed: our 9 was two yards beyond their last defender when our 4 "
        "launched it",
        AI,
    ),
    ("In fairness to their keeper, our 9 was a yard offside when our 7 shot, and he blocked his view", OFF),
    ("If you ask me, our 9 was a yard offside when our 7 crossed, and he headed it in", OFF),
    ("Not being funny, but our 9 was a yard offside when our 7 crossed, and he scored", OFF),
    (
        "After their centre back slipped, our 9 was level with their last defender when our 8 passed, and he scored",
        NO,
    ),
    (
        "Like I said to their fans, our 9 was a yard offside when our 7 crossed, and he never touched it or went near "
        "anyone; our 11 scored",
        NO,
    ),
    ("Their left back will say otherwise, but our 9 was level with him when our 8 passed and he scored", NO),
    (
        "their keeper punted it; their 9 was two yards beyond our last defender when the keeper punted it, and he "
        "scored",
        OFF,
    ),
    (
        "their 9 was a yard offside when their 7 shot; our keeper saved it but the keeper could only push it back to "
        "their 9, who scored",
        OFF,
    ),
    (
        "our centre forward was level with their centre back when our holding midfielder played it, and our centre "
        "forward scored",
        NO,
    ),
    (
        "our left winger was a yard beyond their right back when our centre back launched it, and our left winger "
        "scored",
        OFF,
    ),
    ("si un delantero estaba en fuera de juego cuando se dio el pase y marcó, es gol?", "none"),
    ("¿es fuera de juego si un delantero está en línea con el último defensa?", "none"),
    ("if you ask me, is it offside if a player is level?", "none"),
]

# What this round could not fix: the opening words of each play, and why.
LEFT: dict[str, str] = {
    "their striker was a yard offside when their 10 shot; Pickford in our goal": "a finish told as a noun ('their "
    "striker's follow-up') is not read as his play",
}


@pytest.mark.parametrize(("text", "expect"), left_as_xfail(PLAYS, LEFT))
def test_told_play(text: str, expect: str) -> None:
    assert ruled(text) == expect
