"""The round on voices25's odd half (2026-12-04: a kind of play, or this play?), each mechanism asked in new wordings,
on the rendered Discord text.

- A rule said of any play ("any", "never", "a backwards pass is ...") and checked after a play told ("is that so?",
  "true?") is the rule asked; weighed against the play ("who's right?"), or said of this play ("he was onside"), it is
  the play's ruling.
- "a lad", "a guy", "a bloke", "a fella" told in a play are anyone, as "a player" is: the rule asked of them.
- "is offside judged at the pass or when he gets it?" asks the moment the Law judges at, not this play's ruling.
- A forward who drops back into his own half is no advantage question."""

from tests.laws.evaluate import probe_test

CASES = [
    (
        "last week their winger was flagged when it bounced off our full back's knee to him. the bloke next to me said "
        "any touch by a defender plays him onside. is that so?",
        "deflection-no-reset",
        "No",
    ),
    (
        "our 7 was a yard off and the ball came backwards to him from our 10. my uncle said a backwards pass is never "
        "offside. true?",
        "offside-backwards-myth",
        "No",
    ),
    (
        "quick free kick played short, then a lofted ball in to a bloke stood beyond the last defender. can he be "
        "offside there?",
        ("offside-free-kick", "offside-short-corner"),
        "Yes",
    ),
    (
        "their 11 came back from an offside spot and was level by the time he took it. is offside decided at the pass "
        "or when he receives it?",
        # (any answer on the moment; never a bare Yes or No to a choice of two moments)
        ("offside-moment", "offside-coming-back", "offside-penalised-in-own-half"),
        "",
    ),
    (
        "if a striker is offside in their half when the ball is played but runs back into his own half to take it, "
        "can he still get flagged?",
        ("offside-penalised-in-own-half", "offside-backwards-pass"),
        "Yes",
    ),
]

test_voices25_round = probe_test(CASES)

NEAR_MISSES = [
    # the rule weighed against this play: its ruling
    (
        "our 9 was two yards off when our winger crossed and he headed it in. my dad says you can't be offside from a "
        "cross. who's right?",
        "situation:offside",
        "",
    ),
    # ... and a claim about this play: its ruling too
    (
        "their striker was a yard off when it came off our cb's shin to him and he scored. my mate said he was onside "
        "because the cb touched it. true?",
        ("situation:offside", "situation:ask"),
        "",
    ),
]

test_voices25_near_misses = probe_test(NEAR_MISSES)
