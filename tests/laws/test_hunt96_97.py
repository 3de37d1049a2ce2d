"""Hunt 96's leftovers and hunt 97 (black-box at 5df2d92), each mend told again in new words.

- A teller said to be right or wrong, then a tag ("he's right isn't he", "she's talking rubbish, innit"), puts the
  claim as "is he right?" or "is he wrong?" does; "true or false" before or after a claim checks it too.
- A rule told flat and negated, with no question ("you can't book a manager"), is a claim: its Yes or No agrees or
  disagrees with it, never with its negation's opposite. Not a rule quoted and then asked about.
- A throw-in that bounces before it comes on is the same team's again (Law 15.1), not a foul throw's.
- A keeper's parry gathered again is no second-touch offence (Law 12.2): asked as an offence, its No.
- A goal kick played short to the taker's own centre-back is no question of where the opponents must stand.
- A flag that gave a throw-in is a restart decision, which the VAR may not review; it asks nothing of offside.
- A defender who walks off to leave an attacker offside still counts (Law 11.4: No); an attacker stepping off is
  another question (Law 11: not if he comes back into play).
- Two opponents goal side of an attacker put him level or behind the second-last (Law 11.1): no arm asked, no arm's
  answer. A goal found after the restart to have had an extra person on cannot be disallowed (Law 3.9).
- A dropped ball that leaves the field after touching the ground untouched is dropped again (Law 8.2): "without
  touching a player", not two.
"""

from bot.laws.intents import load_intents
from tests.laws.evaluate import not_answered_test, probe_test

CLAIMS = [
    (
        "my brother reckons a goalkeeper can't ever be offside, he's right isn't he",
        "offside-goalkeeper-attacker",
        "No",
    ),
    (
        "my dad says you cant score straight from a throw-in, hes talking rubbish isnt he",
        "goal-direct-throw-in",
        "No",
    ),
    ("my dad says you can score straight from a throw-in, hes spot on isnt he", "goal-direct-throw-in", "No"),
    ("true or false: a player can't be offside in his own half", "offside-own-half", "Yes"),
    ("it isn't a goal while the ball is still on the line, true or false", "goal-ball-on-line", "Yes"),
    ("you cant be booked in a penalty shootout", "shootout-cards", "No"),
    ("there is no such thing as a red card for a manager", "coach-red-card", "No"),
    # quoted, then asked: the question decides
    (
        "> you cant barge the goalie in the six yard box\n...is it legal to challenge the keeper in his area tho",
        "keeper-no-area-protection",
        "Yes",
    ),
]

# Review 98 of the mends above: a rule told flat, then asked on or set against; an official's call said wrong; the fan
# saying he is wrong
REVIEW98 = [
    ("theres no offside from a goal kick but is there from a corner kick", "offside-corner", "No"),
    ("the lino put his flag up when our 9 was dead level, hes wrong isnt he", "offside-level-onside", "Yes"),
    ("level isnt offside, im wrong arent i", "offside-level-offside", "No"),
    # the player's own half, not the pass's: a paraphrase's "true?" had drawn the checked claim to the pass's answer
    # (found on the console)
    ("is it true a player cant be offside in his own half", "offside-own-half", "Yes"),
    (
        "true or false, you cant be offside if the pass is hit from your own half",
        "offside-ball-from-own-half",
        "No",
    ),
]

test_claims = probe_test(CLAIMS)
test_review98 = probe_test(REVIEW98)

INTENTS = [
    (
        "their thrower lobs it and it bounces outside the line before it comes on, whose throw is it",
        "throw-in-bounced-before-entering",
        "No",
    ),
    (
        "keeper parries the shot, then gathers it at the second attempt, is that a double touch offence",
        "keeper-parry-then-catch",
        "No",
    ),
    ("could the var overturn the assistant's flag for a throw-in", "var-other-restarts", "No"),
    (
        "their centre half walks off behind the goal to leave our striker offside, does that work",
        "offside-defender-leaves-to-trap",
        "No",
    ),
    (
        "their keeper is up for our corner and two of their defenders are goal side of our striker, onside?",
        # (either tells the two opponents that count, the keeper or not)
        ("offside-two-opponents-needed", "offside-goalkeeper-counts"),
        "Yes",
    ),
    (
        "the ref only twigged after the restart that we had an extra man on when we scored, can he still rule it out",
        "goal-extra-person-after-restart",
        "No",
    ),
    (
        "our forward steps off over the byline so he is out of play, is he still offside",
        "offside-attacker-off-pitch",
        "Not if",
    ),
]

test_intents = probe_test(INTENTS)


def test_a_dropped_ball_out_of_play_untouched_is_dropped_again() -> None:
    reason = load_intents()["dropped-ball-in-play"].reason
    assert "without touching a player, it is dropped again" in reason


NOT_THESE = [
    # a foul throw that bounces once it is on is still a foul throw (review 98)
    (
        "he threw it with one hand and it bounced in front of their full back, foul throw?",
        "throw-in-bounced-before-entering",
    ),
    # a defender lying off the pitch while an attacker runs in is the defender's question
    (
        "their striker ran in behind while our centre half lay off the pitch behind the goal line, does he still count",
        "offside-attacker-off-pitch",
    ),
    (
        "our keeper rolled the goal kick to his centre back in the box before their forwards had left, allowed?",
        "goal-kick-opponents-in-area",
    ),
    (
        "their thrower lobs it and it bounces outside the line before it comes on, whose throw is it",
        "throw-in-foul-throw",
    ),
]

test_not_these = not_answered_test(NOT_THESE)
