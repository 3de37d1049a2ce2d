"""Review 6 (a hostile probe of the 2026-12-04 session's changes, 221 questions): what the changes broke, mended, and the
neighbours each mend must leave alone. Asked of the rendered Discord text.

- A saved penalty retaken for the keeper off his line keeps its "Yes." when VAR is named; "can var look at a pen again"
  is no question of whether the kick stands, so its Yes is not turned to a "No." that the answer's own text denies.
- Who may take a throw-in answers only who takes it: not "take a throw in and then catch it" (Law 15.2: the thrower may
  not touch it again, a new intent), nor an obligation ("does the player who won the throw have to take it?": No).
- "is it always/automatically ..." after a story asks the rule only when it says enough alone and points to no player
  or play of the story ("is our keeper automatically sent off", "is that always a drop ball?", "for a tackle like that").
- A short question is refused only when its words are general ones or words the Laws never use: "armpit rule", "chip",
  "studs", "ifab" are answered; "no", "fair enough", "well played" are not.
- A side told after the question as a remark is dropped before choosing: "is he offside? my mate would say no lol" is
  "is he offside?", the offside card, not a ruling on a throw-in nobody told.
- A real Laws question that names a language is answered ("in german they call it abseits, does the offside rule work
  the same way in the bundesliga")."""

from tests.laws.evaluate import discord_text, probe_test, what_was_answered

CASES = [
    ("keeper saved the pen but var said he was off his line, retake?", "penalty-keeper-save-retake", "Yes"),
    ("keeper saved it and var made them retake it, is that right", "penalty-keeper-save-retake", "Yes"),
    (
        "can var look at a pen again if the keeper came off his line early?",
        "var-penalty-offences",  # (since 2026-12-05: no save told, the save's retake answers it no more)
        "Yes",
    ),
    ("can the keeper take a throw in and then catch it", "throw-in-thrower-plays-again", "No"),
    ("can a player take a throw in and catch it himself", "throw-in-thrower-plays-again", "No"),
    ("does the player who won the throw have to take it", "throw-in-who", "No"),
    ("can the striker take a throw in", "throw-in-who", "Yes"),
    (
        "ball hit the ref and went straight in the net. is that always a drop ball?",
        "ball-hits-referee-not-always-dropped",
        "No",
    ),
    (
        "he took his shirt off after scoring but the goal got chalked off. is it still automatically a yellow?",
        "caution-shirt-off",
        "Yes",
    ),
    ("armpit rule", "offside-arms", "No"),  # (a noun phrase gets the verdict's opening: as before the guard)
    ("chip", "penalty-panenka", "Yes"),
    ("ifab", "law-changes-2026-27", ""),
    ("no", "unsure", ""),
    ("fair enough", "unsure", ""),
    ("well played", "unsure", ""),
    ("is he offside? my mate would say no lol", "offside", ""),
    ("is that true? my mate says it is", "unsure", ""),
    (
        "in german they call it abseits, does the offside rule work the same way in the bundesliga",
        "offside-what-is",
        "",
    ),
    ("can a team carry on with 6 if one is injured", "red-card-replace", "No"),
    (
        "whats the difference between interfering with an opponent and gaining an advantage",
        "offside-interfering-opponent",
        "",
    ),
]

test_review6 = probe_test(CASES)

# ... and its finds that were there before: a side of seven may start and carry on (Law 3.1); VAR's look back.
ALREADY_THERE = [
    ("down to seven men, does the game get abandoned", "seven-players-continue", "No"),
    ("can we kick off with seven", "seven-players-continue", "Yes"),
    # VAR protocol: the phase that led to the goal starts with how the scoring team won the ball (it had "Yes.")
    (
        "var disallowed our goal for a foul before we scored, but we'd lost the ball in between, can they do that",
        "var-phase-before-possession-lost",
        "No",
    ),
    ("can var go back to when they won the ball", "var-build-up-foul", "Yes"),
    # Law 12.1: not every touch in the box is an offence (it had the card answer's "No. A handball penalty brings a card")
    ("does a handball in the box always mean a penalty", "handball-not-every-touch", "No"),
    ("handball pen, is he always booked", "handball-penalty-card", "No"),
    (
        "ref shouted play on but we lost the ball 2 seconds later, can he still go back and give the foul?",
        "advantage-come-back",
        "Yes",
    ),
]

test_review6_already_there = probe_test(ALREADY_THERE)


def test_a_player_of_the_story_automatically_sent_off_is_no_general_rule() -> None:
    # (it had offside-goalkeeper-attacker's "Yes. Offside applies to every player", then the DOGSO outside the area's
    # Yes to "automatically"; since 2026-12-05, with no place outside the area told, the DOGSO answer's "Not always.";
    # at the next stop the keeper's foul answer, truer still with no goal-scoring chance told: "Only if" excessive
    # force or DOGSO)
    question = (
        "our striker got clattered by their keeper. is our keeper automatically sent off if he does it too?"
    )
    assert what_was_answered(question) == "keeper-foul-sent-off"
    assert discord_text(question).lstrip("*").startswith("Only if")
