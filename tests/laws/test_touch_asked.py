"""What an opponent's touch does to offside, asked after a play told to set it up, is a question about the Law: the
answer says whether that touch resets offside, with its Yes or No. A play told to its end and asked "goal?" keeps its
ruling. Decided from Law 11.3 (a deliberate play by an opponent other than a save resets; a deflection, a rebound or a
save does not) before the code was changed; found on main as told-play rulings ("Not offside ...") to a "does it
reset?" that wants a Yes or No."""

import pytest

from tests.laws.evaluate import discord_text, probe_test, what_was_answered

CASES = [
    (
        "our striker was offside when we shot, keeper saved it, he scored the rebound. does the save reset it?",
        "save-no-reset",
        "No",
    ),
    (
        "Shot hits their defender on the shin and goes to our 11 who was offside when we shot. Does a deflection reset"
        " offside?",
        "deflection-no-reset",
        "No",
    ),
    (
        "our 9 was offside, their defender tried to clear and hit his own man, it went to our 9. would that reset it?",
        "deliberate-play-not-offside",
        "Yes",
    ),
]


test_what_a_touch_does_is_asked_of_the_law = probe_test(CASES)


@pytest.mark.parametrize(
    ("question", "ruling"),
    [
        (
            "their defender miscued a clearance to our striker who was offside when we crossed. he scored. goal?",
            "situation:no-offence",
        ),
        (
            "their CB tried to clear it, sliced it, and it fell to our 9 who'd been offside when we crossed. does the"
            " slice reset offside?",
            # its ruling opens "Yes, no offside offence." and says why; the rule it asks of ("does the slice reset
            # offside?") answers as truly: "Yes. ... an inaccurate or unsuccessful clearance still counts as a
            # deliberate play" (since a save answer that cannot be this play's no longer leads the ranking)
            ("situation:no-offence", "deliberate-play-not-offside"),
        ),
    ],
)
def test_a_play_told_to_its_end_keeps_its_ruling(question: str, ruling: str | tuple[str, ...]) -> None:
    assert what_was_answered(question) in ((ruling,) if isinstance(ruling, str) else ruling)


@pytest.mark.parametrize(
    "question",
    [
        # on main: "No offside offence. An opponent deliberately played the ball ..." (decided unseen)
        "their centre back stretched for the cross and it looped off his boot to our 9 who was offside. was that a"
        " deliberate play?",
        # on main: "Offside. ... from a deflection ..." (decided unseen)
        "our striker was offside, their defender tried to control it but it bounced off his shin to him. deliberate"
        " play or deflection?",
        # on main: the fan's own question asked back ("Did the defender play the ball deliberately, ...?")
        "their defender stuck a leg out at a fast cross and it went to our striker who was offside. did the defender"
        " play it deliberately?",
    ],
)
def test_whether_a_touch_was_deliberate_is_answered_by_how_the_law_tells(question: str) -> None:
    """The fan asks the very fact that decides the play: the answer is how Law 11.2 tells a deliberate play from a
    deflection, never a ruling that decided it unseen nor the question asked back."""
    assert what_was_answered(question) == "deliberate-play-criteria"
    assert discord_text(question).startswith("A deliberate play is when")


def test_the_question_is_read_with_its_apostrophe() -> None:
    # a stranger's review: "wasn't that a deliberate play?" had the ruling, where "wasnt" had the criteria
    question = (
        "our striker was offside, their centre back stretched and it looped off his boot to him. wasn't that a"
        " deliberate play?"
    )
    assert what_was_answered(question) == "deliberate-play-criteria"
