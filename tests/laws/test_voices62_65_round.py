"""Rule questions of the 2026-12-05 round on voices62-65 (the betting slip, the away end, the Sunday league player, the
numbers), each answered wrongly before the round, with what the Laws (IFAB 2026/27) say."""

from tests.laws.evaluate import probe_test

CASES = [
    # Law 10.1: a shot deflected in off a defender is the attacking team's goal (had the offside deflection answer)
    (
        "Should the ball deflect in off one of their defenders, is it still a goal for the side that was attacking?",
        "goal-own-goal",
        "Yes.",
    ),
    # Law 14.1: the taker may score the rebound once the keeper has touched it (had asked where he was at the pass)
    (
        "FGS on their number 9 at 5/1. he takes the pen, keeper palms it out, he smashes in the rebound. does that goal "
        "stand",
        "penalty-rebound-save",
        "Yes.",
    ),
    # Law 11.2: a save does not reset offside, asked with "a boy" (Scots) for anyone (had been read as a told play)
    (
        "Does the keeper makin' a save wipe oot offside for a boy that wis stood offside?",
        "save-no-reset",
        "No.",
    ),
    # Law 10.1: a keeper may score from his hands, asked after a place told before a comma (had been ruled "no offside")
    (
        "Some fives leagues won't let you score from your own half. On a big pitch, can a keeper score by booting it "
        "out of his hands the whole length of the pitch?",
        "goal-keeper-can-score",
        "Yes.",
    ),
    # Law 12.2: another Law's call asked of a play ruled no offside offence: the back-pass handled in the area is an
    # indirect free kick, never a penalty (had "No offside offence")
    (
        "Our left back knocked it back to me with his foot, I picked it up, and the ref gave them an indirect free kick "
        "in our box. Should it have been a pen instead?",
        ("handball-goalkeeper", "handball-backpass-penalty"),
        "No.",
    ),
    # Law 12.3: a handball on the line that was not deliberate, with a penalty given, is a caution (had the red's "Yes.")
    (
        "If a defender's handball on the line weren't deliberate but it's still given as handball and a pen, is he sent "
        "off?",
        "handball-accidental-stops-goal-caution",
        "No.",
    ),
    # Law 11.2: an opponent's attempted pass is a deliberate play, told in a supposition (had the deflection's "Yes.")
    (
        "If their defender has the ball at her feet, tries a pass and gives it straight to me while I'm in an offside "
        "spot, am I offside?",
        "deliberate-play-not-offside",
        "No.",
    ),
    # Law 11.1: the wrist is part of the arm, which is not considered (had the body parts' "Yes."; now its "No." comes from
    # the arms answer or the level answer: see the closing note)
    (
        "Limb-level question. If the only tracked point beyond the second-last defender is the attacker's wrist, by 14 "
        "cm, is that an offside position?",
        ("offside-arms", "offside-level-offside"),
        "No.",
    ),
    # Law 11.2: asked the other way round, a deflection or a save answered the right way up (had "No." and "Yes.")
    (
        "In general: if the ball pinballs off a defender's shin to an attacker who was beyond the second-last defender "
        "when his team-mate played it, is that still an offside offence?",
        ("deflection-no-reset", "deflection-still-offside"),
        "Yes.",
    ),
    (
        "When the keeper parries a shot, is offside judged afresh from that parry for whoever gets to the rebound?",
        ("save-still-offside", "save-no-reset"),
        "No.",
    ),
    # ... and not turned twice when the offside side turns it already
    (
        "if the ball pings off a defender to my striker who was offside when it was passed, is it still offside IRL? the "
        "game gives it onside every time",
        ("deflection-no-reset", "deflection-still-offside"),
        "Yes.",
    ),
    (
        "keeper saves and it falls to an offside player, does that reset offside?",
        ("save-no-reset", "save-still-offside"),
        "No.",
    ),
    # wrong answers of another intent sharing words, each now its own (the first two had "Not always.")
    (
        "had a cheeky quid on the super sub anytime. once hes actually on the pitch his goal counts the same as anyones, "
        "yeah?",
        "substitute-becomes-player",
        "Yes.",
    ),
    (
        "Can the referee let play go on after a foul inside the penalty area instead of giving the penalty straight "
        "away?",
        "advantage-in-penalty-area",
        "Yes.",
    ),
    (
        "lad clipped in the box stays up and skies it shouldnt that be a pen",
        "advantage-shot-missed-no-penalty",
        "Not always.",
    ),
    (
        "So with the offside cameras and all, does the ref still make the offside decision himself?",
        "saot-referee-decides",
        "Yes.",
    ),
    (
        "where do subs have to come on from. theirs came on by the corner flag i think",
        "substitute-enters-where",
        "At the halfway line",
    ),
    (
        "cup games go to pens if its a draw. if im on a yellow does it carry into the shootout?",
        "cautions-shootout",
        "No.",
    ),
    (
        "if i get fouled as i shoot and it still goes in, is it a goal or a free kick?",
        "advantage-fouled-shooter-scores",
        "Yes.",
    ),
    (
        "ref blew full time, our lad called him a clown as we were walking off and got a straight red. can the ref still "
        "send you off once he's blown for full time?",
        "cards-after-final-whistle",
        "Yes.",
    ),
]

test_voices62_65_answer = probe_test(CASES)
