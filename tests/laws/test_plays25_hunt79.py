"""The round on plays25's and voices125's odd halves (written blind last stop) and hunt 79 (black-box, aimed at 889f87d),
each mechanism told again in new words, ruled by the told-play reader (and the rule answers on the rendered Discord text).

Where he was:
- a defender off the pitch whom the referee waved off counts for nobody, even when "play went on" (Law 11.4); one off
  having his ankle taped may have had leave, which is asked;
- "mostly in our half", "one foot in his own half and one in theirs", "his head in their half but his feet in his own":
  a part over halfway counts (Law 11.1), so his own half is no place;
- "their defenders, all of them already in our half" is their place, not his;
- "in an offside position" is ahead of the ball: a pass "backwards to him" is the ball's way, not his place;
- "further out than the ball" is behind it; "wout , offside , was standing ..." places him;
- onside "when the keeper started his throwing motion" is no moment: a keeper's throw is judged at the release.
How the ball came:
- "drilled one low across the box", "slid a pass through for him" are a team-mate's pass (the giveaway before it is
  no later play);
- "not a clearance, just a flick as it flew past him" is a deflection;
- the keeper "caught it cleanly then dropped it" played it (control); "punched it", "fumbled a cross" are asked;
- the ball won off an opponent ("nicked it off him") was never played by a team-mate.
What he did:
- "stood in front of our keeper but a yard to the side, keeper could see the ball fine": no interference;
- "our keeper had his view blocked by their 9", "in front of our centre-back so he couldn't see the ball", "stopped
  him getting to it", "our keeper had to stay with him" after a dummy: interference;
- a dummy of his, its impact untold, is asked (even with no pass told).
Doubts, and two players:
- "was my pass square, or a bit forward with her ahead of me?" asks where he was against the ball;
- "did their centre-back check her stride because of the dummy?" asks the dummy's impact, not a touch of the
  defender's; "whether she jumped into the centre-back or just stood, I could not see from behind the goal" and "did
  he stand in his way" ask his interference; "the stream is too blurry" and "either our 10 poked it on or their 6
  passed it back ... I couldn't see which" ask how the ball came;
- "had the referee given a goal kick, or whistled a foul so it was a free kick?" asks the restart;
- the goal of another told onside ("fell to Maja, who was onside and scored", "came out to their 7 who was onside",
  "their 9 , onside , who scored"; "it wasn't the 9 who scored, it was the 11") is not his."""

from tests.laws.evaluate import AI, AP, AR, NO, OFF, probe_test, reader_test, ruling_test

PLACES = [
    (
        "their right-back was off the pitch, the ref had waved him off to change his boots, and play carried on. our 7 "
        "crossed and our 9 was beyond every one of their players on the pitch except the keeper. 9 scored",
        OFF,
    ),
    (
        "their centre-half was off the pitch with his knee strapped. our 6 passed, our 9 was past all their players bar "
        "the keeper and scored",
        AP,
    ),
    (
        "our 10 played it long from deep. our 9 was mostly in our half, one boot over the line, their back line all "
        "level with halfway. he ran on and scored",
        AP,
    ),
    (
        "their 8 knocked it forward. their 11 had one boot in his own half and one in ours, and he was past our last "
        "defender. he scored",
        OFF,
    ),
    (
        "our 5 hit it long. their defenders had pushed up, all of them already in our half by the centre circle. our 9 "
        "ran on and scored",
        AP,
    ),
    ("our 9 was in an offside position when our 10 knocked it backwards to him. he scored", OFF),
    (
        "our 7 got to the byline and pulled it back, our 9 was further back than the ball but past their last defender "
        "when it came, and scored",
        NO,
    ),
    ("our 4 crossed. Bram, offside, was standing on the penalty spot and headed it in", OFF),
    (
        "our keeper threw it out to our 11, who was level when the keeper started his throwing motion but a yard past "
        "their last defender when the ball left his hand. 11 scored",
        OFF,
    ),
]

ROUTES = [
    (
        "our 7 drilled one hard across the six-yard box and our 9, a yard beyond their last defender when it was hit, "
        "turned it in",
        OFF,
    ),
    (
        "their 6 lost it to our 8 in midfield, and our 8 slid a pass through for our 9, who was two yards past their "
        "last centre-back. 9 scored",
        OFF,
    ),
    (
        "our 9 was offside when our 7 crossed. their centre-half got his head on it, not a clearance, just a glance as it "
        "went over him, and our 9 scored",
        OFF,
    ),
    # (a catch, then a drop: a save of a shot or a play of a cross, asked; review 80)
    ("their 9 was offside at the cross, our keeper caught it easily then dropped it and their 9 scored", AR),
    ("their 9 was offside from the corner but our keeper punched it and it dropped to him. he scored", AR),
    ("their 9 was offside when the cross came, our keeper fumbled the cross and their 9 tapped it in", AR),
    ("our full-back passed it square to our centre-half. their 9 nicked it off him and scored", NO),
]

INVOLVEMENT = [
    (
        "our 9 was offside and stood in front of their keeper but two yards to the side, their keeper could see the "
        "shot all the way. our 6 scored from outside the box",
        NO,
    ),
    (
        "their 9 was offside when their 7 shot. our keeper had his view blocked by their 9 and it went in",
        OFF,
    ),
    (
        "their 11 was offside when their 4 crossed. he stood in front of our left-back so she couldn't see the ball, and "
        "it went over her to their 9 who scored from onside",
        OFF,
    ),
    (
        "their 9 was offside when their 10 passed. he never touched it but stopped our centre-back getting to it, and "
        "their 7 scored",
        OFF,
    ),
    (
        "their 9 was offside when their 6 crossed, he dummied it for their 11 who scored from onside. our keeper had to "
        "stay with the 9",
        OFF,
    ),
    ("our 11's offside, steps over it, lets it run to our 7 who's onside, 7 scores", AI),
]

DOUBTS = [
    (
        "me and Tola broke two against one, past their last defender, keeper on his line. I passed and Tola scored. was "
        "my pass square or slightly forward with her ahead of me?",
        AP,
    ),
    (
        "our 5 crossed. Ife was offside a yard in front of their centre-back and stepped over it on purpose, a dummy, "
        "and it ran on to Bisi, onside at the back post, who scored. Did their centre-back check his run because of "
        "the dummy?",
        AI,
    ),
    (
        "our 4's cross. Mo was offside near their centre-half. The ball fell to Sol, onside, who scored. Whether Mo "
        "jumped into the centre-half or just stood and watched, I could not see from the far stand.",
        AI,
    ),
    (
        "our 10 shot from distance and scored. our 9 was offside by the penalty spot, not in the keeper's view. their "
        "defender came across to block and our 9 was there. did he stand in his way or was the defender too slow anyway?",
        AI,
    ),
    (
        "big scramble at the edge of the box. Rui was offside beyond their last defender. the ball came out to him: "
        "either our 10 poked it on or their 6 tried to pass back and gave it straight to him. I couldn't see which. Rui "
        "scored",
        AR,
    ),
    (
        "our keeper's long kick from our six-yard box went to our 9, beyond all their defenders, and he scored. I missed "
        "what came before: had the ref given us a goal kick, or had he blown for a foul, so that our keeper was taking a "
        "free kick?",
        AR,
    ),
    (
        "Kasia was offside when Ola shot. their keeper parried it and it fell to Maja, who was onside and scored. did "
        "Kasia get in the keeper's way?",
        AI,
    ),
    (
        "their 9 was offside when their 10 shot. our keeper saved and it came out to their 7 who was onside and scored",
        AI,
    ),
    (
        "their 10 put it through for their 9, onside, who scored. their 11 was offside near me, and I think he was "
        "standing in my way and I had to check, or maybe I just slipped. not sure which",
        AI,
    ),
    ("sorry, it wasn't the 9 who scored, it was the 11, onside when their 10 passed. the 9 was offside", NO),
    # the goal told first, of another by number or name, before the one placed (hunt 76's leftover)
    ("our 10 shot from distance and scored. our 9 was offside by the penalty spot", AI),
    ("Ben shot and scored. Tom was offside, the sun in the keeper's eyes", AI),
]

# The doubt put after a fact told is no doubt of it (voices28), and one put first with "whether" is
KEPT = [
    ("our 9 was two yards offside when the ball was played and scored, I couldn't see the rest", OFF),
]

# The rule answers, on the rendered Discord text
RULES = [
    (
        "can you be offside from a goal kick if it's played short first and then passed long?",
        "offside-short-goal-kick",
        "Yes",
    ),
    (
        "can you be offside from a goal kick if the keeper plays it short to the centre-back?",
        "offside-goal-kick",
        "No",
    ),
    ("can you be offside with one foot in your own half?", "offside-body-parts", "Yes"),
    (
        "if the offside one goes up with our centre-half for a header but doesn't touch it, is that an offence?",
        "offside-without-touching",
        "Yes",
    ),
    (
        "if their striker is offside and our centre-back miscues a clearance to him, is he still offside?",
        ("deliberate-play-inaccurate-counts", "deliberate-play-not-offside"),
        "No",
    ),
    (
        "does a miscued clearance by a defender still count as a deliberate play?",
        "deliberate-play-inaccurate-counts",
        "Yes, when",
    ),
    (
        "the shot smacks the bar and drops. does where it lands decide whether it's a goal?",
        "goal-bar-bounce-down",
        "Only if",
    ),
    (
        "their 9 was offside when their 10 passed and was already shooting when our centre-back fouled him. what's given?",
        "offside-fouled-while-offside",
        "",
    ),
]

# A play told with him onside at the shot is ruled, however a claim of the rule is put to us
CLAIMED = [
    (
        "their 7 shot, it hit the bar and came out, and their 9 tapped in. when the 7 hit it the 9 was behind the ball. "
        "our keeper claims any rebound off the woodwork to another forward is offside. is he right?",
        NO,
    ),
]

test_places = ruling_test(PLACES)
test_routes = ruling_test(ROUTES)
test_involvement = ruling_test(INVOLVEMENT)
test_doubts = ruling_test(DOUBTS)
test_kept = ruling_test(KEPT)
test_claimed = ruling_test(CLAIMED)
test_rules25 = probe_test(RULES)
test_every_play_reaches_the_reader = reader_test(PLACES + ROUTES + INVOLVEMENT + DOUBTS + KEPT + CLAIMED)
