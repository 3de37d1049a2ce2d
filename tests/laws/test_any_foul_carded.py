"""A question about how any foul is carded gets Law 12.1's degrees (careless, reckless, excessive force), not the
answer about stopping a promising attack, whose 'Not always. It is a caution ...' had answered 'is every foul a
booking?' as if every foul stopped an attack."""

from tests.laws.evaluate import probe_test

# (a question, the answer id, the opening checked). True answer for the first three: Not always: a careless foul is
# a free kick only, a reckless one a caution, one with excessive force a sending-off (Law 12.1).
CASES = [
    ("every trip = yellow card automatic?", "foul-card-by-manner", "Not always"),
    ("is every foul a booking?", "foul-card-by-manner", "Not always"),
    ("do all fouls mean a yellow card these days", "foul-card-by-manner", "Not always"),
    # stopping a promising attack is a caution, with the Law 12.3 exceptions: still the SPA answer
    ("is a tactical foul always a yellow?", "spa-promising-attack", "Not always"),
    ("stopping a counter with a foul, always a yellow?", "spa-promising-attack", "Not always"),
]

test_any_foul_carded = probe_test(CASES)
