"""Law 7.3's drinks and cooling breaks, Law 7.5's abandoned match, and live scores that are no Law at all.

Found in voices17's odd half: "how long are cooling breaks?" had the match length's answer and "a match abandoned
for a storm, replayed or does the score stand?" the VAR malfunction's "No."; adding the abandoned match's answer then
drew "what's the score in the ... game" to it (it now excludes live-score wordings). "score in the city match?" and a
match's result had the shoot-out's answer: live-score wordings added to the questions no Law answers (elsewhere.toml)
drew "can a player lose his boot and still score" there too, so a score now goes to /live and a result to /results
(routes.toml), as a table question goes to /table. Every wording here is new."""

from tests.laws.evaluate import left_as_xfail, probe_test

CASES = [
    ("is there a maximum length for a water break when it's boiling?", "drinks-and-cooling-breaks", ""),
    ("how long can a cooling break last in the summer tournament?", "drinks-and-cooling-breaks", ""),
    ("the game was called off with fog at 1-0, do they replay it?", "abandoned-match-replayed", ""),
    ("if a match is abandoned, does the score at the time count?", "abandoned-match-replayed", ""),
    # (the fewest players a team may continue with answers it as well: Law 3.1)
    (
        "we were down to six players and the ref abandoned it, allowed?",
        ("red-card-replace", "below-seven-players"),
        "Yes",
    ),
    ("whats the score in the derby", "live", ""),
    ("score in the city match?", "live", ""),
    ("who is winning in the early kick-off?", "live", ""),
    ("what was the result of the arsenal game", "results", ""),
    ("how did the lads get on last night, what was the final score?", "results", ""),
    ("can a player lose his boot and still score", "lost-boot-goal", ""),
]


LEFT: dict[str, str] = {}


test_duration_answers_and_no_answer_for_scores = probe_test(left_as_xfail(CASES, LEFT))
