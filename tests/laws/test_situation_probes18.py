"""helper-125's own 40 told plays (none copied from an eval file), over the one deciding fact missing or hedged: 25 with
one fact missing or hedged (the place at the pass never told or unseen, "I think roughly level", an opponent's touch
told without its kind, a keeper's touch told without save or pass, whether he blocked the keeper's view or challenged,
which restart it was, his own half or theirs), asked; and 15 fully told, ruled (Law 11). Then a few of the general
rules this round fixed: a doubt told after what it doubts ("whether he was blocking her view I cant tell"), "our
onside winger" another player, an official's call on a header answered only with "he never touched it", a guessed
touch after a restart, "had he got back ... by the time the pass was made?", a guessed deflection that decides
nothing (touched or not, nothing reset offside: ruled, not asked), a call disputed by the margin of one part of him
("his shoulder was past ..., the rest of him level ... flagged"), and "I never saw where he was when ..."."""

from __future__ import annotations

import pytest

from tests.laws.evaluate import NO, OFF, ruled, ruled_head

ASK = "ask"

PLAYS = [
    # --- one deciding fact missing or hedged: asked ---
    (
        "From the allotment society newsletter: our centre forward Dobbs latched onto a raking pass from our left half, "
        "rounded the keeper and scored. The linesman's flag went up. Was it right?",
        ASK,
    ),
    (
        "I was queueing for a pie so I missed where our winger was when the skipper hit the through ball, but she took it"
        " round the keeper and buried it. Ref gave offside.",
        ASK,
    ),
    (
        "Our number 11 was, I think, roughly level with their last centre-back when the free kick was whipped in, and she"
        " headed it home. Flag up. Fair?",
        ASK,
    ),
    (
        "When our 8 slipped it through, our 9 was two yards beyond their last defender. Their right back got something on"
        " it and it ran on to our 9, who scored.",
        ASK,
    ),
    (
        "Their striker was a good yard offside when their winger crossed. Our centre half might have got a touch on it on"
        " the way through, I honestly don't know, and their striker slotted it in.",
        ASK,
    ),
    (
        "Their 10 lofted a ball into our box, our keeper came for it and got a touch, and it dropped to their 9, who had "
        "been beyond our last defender when it was lofted. Tap-in.",
        ASK,
    ),
    (
        "Our 6 struck it from 30 yards and it flew in. Our 9 was standing in an offside position a couple of yards in "
        "front of their keeper when it was hit, never touched it. Whether he was blocking her view I can't tell from the "
        "video.",
        ASK,
    ),
    (
        "Our striker was in an offside position when our midfielder played it long. Their centre half and our striker "
        "chased it, and I'm not sure if our striker actually challenged him or just jogged along behind. Their centre "
        "half miscontrolled it and our other forward, who was onside, scored.",
        ASK,
    ),
    (
        "The ref gave something on the touchline, a throw or a free kick, I didn't catch which, and it came straight to "
        "our 9 who was behind their whole back line. He scored.",
        ASK,
    ),
    (
        "Their striker was past our last defender when their keeper punted it, but he was right around halfway and I "
        "couldn't say if he was in our half or still in his own. He ran through and scored.",
        ASK,
    ),
    (
        "Their 9 was maybe level, maybe a yard off, when their 8 put it through. Scored.",
        ASK,
    ),
    (
        "Our winger's cross came off somebody in the box and fell to our striker, who was beyond their defence when it "
        "was crossed. Goal.",
        ASK,
    ),
    (
        "Our 7 hit a shot, their keeper parried it out and our 9 followed up and scored. Ref disallowed it for offside.",
        ASK,
    ),
    (
        "The ball was played through to their striker, who was a yard beyond our back line at that moment; our left back "
        "touched it on its way and it still reached him, and he scored.",
        ASK,
    ),
    (
        "Not sure whether our forward was ahead of their last defender when the cross came in, it was tight, but he "
        "volleyed it in.",
        ASK,
    ),
    (
        "Our 10 drove a shot in off the post from the edge of the box. At the moment she hit it our 9 was offside, "
        "standing somewhere near their keeper, but I really don't know if she got in the keeper's way or not.",
        ASK,
    ),
    (
        "Their keeper came off his line and kicked it away but it went straight to our striker, who'd been a yard offside"
        " when our 4 hit the long ball. Couldn't tell you whether the keeper meant to clear it or just stuck a leg out.",
        ASK,
    ),
    (
        "Our striker collect the pass from our number 6 and score am sharp sharp. Linesman raise flag. Na offside?",
        ASK,
    ),
    (
        "Their 9 was in an offside position when their 6 slid the ball through, and our centre back got a toe to it "
        "before it reached him. He scored.",
        ASK,
    ),
    (
        "could've been offside, could've been onside, i was behind the goal. anyway their winger played it across and "
        "their striker tapped in",
        ASK,
    ),
    (
        "Their keeper spilled our 7's shot. Our 9, offside when the shot was struck, was near the loose ball and so was "
        "the keeper, but our onside 11 got there first and tucked it in. No idea if our 9 went for it against the keeper.",
        ASK,
    ),
    (
        "Long kick from their keeper off the ground, a goal kick or a free kick for a foul in their box, I genuinely "
        "can't remember which, landed at their 11, who was past our back line, and he scored.",
        ASK,
    ),
    (
        "When their 8 released the ball I was watching him, not their striker. By the time their striker received it he "
        "was well clear of our defence. Goal.",
        ASK,
    ),
    (
        "Our 9 was about level, I'd say, when our 4 pinged it over the top. Scored.",
        ASK,
    ),
    (
        "Their 11 was standing right on the halfway line, or maybe a step into our half, hard to say, and beyond our last"
        " defender when their 6 played it. Went through and scored.",
        ASK,
    ),
    # --- fully told: ruled ---
    (
        "Our striker was a yard beyond their last defender, their keeper on his line, when our winger crossed, and he "
        "headed it in.",
        OFF,
    ),
    (
        "Their 9 was level with our last centre-back when their 10 threaded it through. He scored.",
        NO,
    ),
    (
        "Throw-in down the line, taken by our left back straight to our winger, who was behind their whole back four. She"
        " scored.",
        NO,
    ),
    (
        "Their striker was two yards offside when the ball was played. Our centre half controlled it on his chest, had "
        "all the time he wanted, and miscued his pass straight to their striker, who scored.",
        NO,
    ),
    (
        "Our 9 was a yard offside when our 7 shot; their keeper dived and pushed it out and our 9 tapped in the rebound.",
        OFF,
    ),
    (
        "Our cross may have brushed their full back's hair on the way through, I'm not certain, then our 9, a yard "
        "offside when it was crossed, nodded in.",
        OFF,
    ),
    (
        "Their number 7 was in his own half when their centre back hit it long, then sprinted past our defence and "
        "scored.",
        NO,
    ),
    (
        "Our 9 was offside when our 8 shot from distance, stood right in front of their keeper blocking her view; he "
        "never touched it and it went in.",
        OFF,
    ),
    (
        "Our 11 was past their last defender when our 6 shot, but out wide by the corner flag, nowhere near the keeper or"
        " the ball, and didn't touch it. It went in.",
        NO,
    ),
    (
        "Goal kick from their keeper straight to their striker, who was well beyond our defenders. He scored.",
        NO,
    ),
    (
        "Our striker was behind the ball and beyond their last defender when our winger cut it back from the byline. "
        "Scored.",
        NO,
    ),
    (
        "Their 9 was a yard offside when their winger crossed; the cross hit our post and came back to him and he scored.",
        OFF,
    ),
    (
        "Free kick from wide, our centre half was two yards offside when it was struck and flicked it in.",
        OFF,
    ),
    (
        "Their winger was offside when their 10 passed; our left back stretched instinctively and it deflected off his "
        "foot to their winger, who scored.",
        OFF,
    ),
    (
        "Corner kick: our centre back, standing on the goal line, got it directly from the corner and nodded in.",
        NO,
    ),
    # --- the general rules of this round, in other words ---
    (
        "Our 9 was a yard offside when our keeper kicked it long. He and their centre half went up together, and honestly"
        " I can't say whether he challenged him or just stood his ground. Their centre half headed it straight to our "
        "onside winger, who scored.",
        ASK,
    ),
    (
        "Our left back scored with a diving header from a free kick, but the ref chalked it off because our 9 was offside"
        " when it was floated in. He never touched it. How?",
        ASK,
    ),
    (  # (2026-12-04, plays15: never touching it leaves unsaid whether he was in an opponent's way: asked)
        "Our 11 was offside when our 6 played it, never touched it, and our 8 ran onto it and scored. Ref gave offside "
        "though.",
        ASK,
    ),
    (
        "Long throw from our right back. It might have skimmed our centre half's head at the near post, or might not, "
        "then our 9 headed it in. Our 9 was past all their defenders when the throw was taken.",
        ASK,
    ),
    (
        "Their winger got caught upfield after their last attack. When their 6 won it back and played it forward, had she"
        " got back level with our defence? I'd turned to the bench. She ran on and scored.",
        ASK,
    ),
    (
        "Their striker was two yards offside when their 4 drove it in low. It may have grazed a defender's calf on the "
        "way, I'm not certain, and he tapped it in.",
        OFF,
    ),
    # a call disputed by the margin of one part of him: the ball reached him
    (
        "Their forward's left shoulder was past our last centre half when the ball was slipped through, the rest of him "
        "level. Linesman flagged him offside. Fair?",
        OFF,
    ),
    (
        "When our 6 released it, our 11 was beyond both the ball and their last outfield defender, their keeper on his "
        "line, and he slotted it home.",
        OFF,
    ),
    (
        "Their 9 finished it off. I never saw where he was when their 10 played the pass though, I was getting the teas "
        "in.",
        ASK,
    ),
    # the place at the pass doubted or asked in its own sentence: a place told at no moment does not decide it
    (
        "Our 7 scored, and by the time he took it he was well clear of them. Was he off when our 10 played it? No idea, "
        "I was at the bar.",
        ASK,
    ),
    (
        "Their winger got it beyond our full back and finished. Not sure if she was level when their 6 hit the pass, "
        "could've been a boot either way.",
        ASK,
    ),
    # another attacker by role, set off by commas and told scoring: his onside place is not the attacker's
    (
        "Their keeper spilled our 6's shot. Our 9, who'd been a yard beyond their back line when our 6 shot, and the "
        "keeper both dived for the loose ball; I couldn't see if he went for it against the keeper or held back. Our "
        "winger, who was onside, came in and scored.",
        ASK,
    ),
    # Hinglish: "offside position mein tha", "ball touch nahi kiya", "... ya nahi, pata nahi" (whether ... or not, I
    # don't know)
    (
        "Unka midfielder ne 30 yard se shot maara. Unka striker us time offside position mein tha, humare keeper ke "
        "saamne. Usne ball touch nahi kiya. Woh humare keeper ka view block kar raha tha ya nahi, pata nahi. Goal ho "
        "gaya.",
        ASK,
    ),
    (
        "Humara striker offside position mein tha jab humare winger ne cross kiya, aur usne header se goal kiya.",
        OFF,
    ),
    # the ball played to him named by his role, placed in the same breath: his taking it
    (
        "Corner cleared, recycled, our 4 swung it back in to the striker who was a yard beyond their last man at that "
        "moment. Header, goal.",
        OFF,
    ),
    (
        "Our 6 slid it through to the striker, who was level with their last defender when it was played. Goal.",
        NO,
    ),
]


@pytest.mark.parametrize(("text", "expect"), PLAYS)
def test_told_play(text: str, expect: str) -> None:
    assert (ruled_head(text) if expect == ASK else ruled(text)) == expect
