"""A restart and what followed it: whether offside is judged at a team-mate's later play ("throw-in to our 7, he
crossed it and our 9 was a yard off when he crossed") or at a team-mate's touch of the restart's delivery, so that
Law 11.3's "received directly" is not read into a ball played on. Read by the told-play reader (situation.py)."""

from __future__ import annotations

import re

from bot.laws.situation_text import (
    Words,
    told_just_before,
)
from bot.laws.situation_who import (
    Hit,
)


def judged_after_restart(text: str, restart: str, hits: list[Hit], words: Words) -> bool:
    """Whether a team-mate's play told after the restart is named as the moment offside is judged: "throw-in to our 7,
    he crossed it and our 9 was a yard off when he crossed". Then the ball may not have come straight from the restart
    (offside counts from the cross), and how it reached him is asked rather than ruled no offence."""
    last = max((h.end for h in hits if h.value == restart), default=len(text))
    first = min((h.start for h in hits if h.value == restart), default=0)
    taker = _RESTART_TAKER.search(text, max(0, first - 50), first)
    return any(
        h.value == "team-mate"
        and h.start > last
        # "our keeper took the goal kick, ... when our keeper struck it": the restart itself, told again by its kick
        and not (
            taker is not None
            and re.fullmatch(
                rf" ?{AT_A_MOMENT.pattern.strip()} {re.escape(taker.group(1))} {_KICKED}",
                text[h.start - 1 : h.end],
            )
        )
        and (
            told_just_before(words, "at_the_pass", text, h.start)
            or AT_A_MOMENT.match(text, h.start - 1) is not None
        )
        and (
            _THE_DELIVERY.search(text, max(0, h.start - 40), h.start) is None
            or _BY_OURS.match(text, h.end) is not None  # "when the ball was flicked on by our 5"
            # ... or a touch of the delivery, not the delivery: "when the corner was headed on" (by whom unsaid: asked)
            or _PLAYED_ON.match(text, h.start) is not None
        )
        for h in hits
    )


AT_A_MOMENT = re.compile(r" (?:when|as|once|the moment|at the moment) ")


# Who took a restart, told just before it ("our keeper took the goal kick"), and his kick of it told again.
_RESTART_TAKER = re.compile(
    r" ((?:our|my|their|the) [\w-]+) (?:took|takes|taking|was taking|hit|struck|launched) (?:the |a |his |her )?(?:quick |long |short )?$"
)


_KICKED = r"(?:struck|kicked|hit|took|launched|played|belted|hoofed|booted) (?:it|the ball)"


_PLAYED_ON = re.compile(
    r"(?:flicked|headed|nodded|glanced|helped|knocked|hooked|touched|laid) (?:it |the ball )?on\b"
)


_BY_OURS = re.compile(r"(?: [\w-]+)? by (?:our|my|his|her|a|the other) ")


_FROM_THE = re.compile(r"(?: [\w-]+){0,3} from (?:the |a |our |my |their )?$")


# A touch of a delivery, not the delivery ("swung it in from the corner" is the corner kick itself).
_MET = re.compile(
    r" (?:headed|flicked|nodded|glanced|volleyed|chested|touched|helped|back-?headed|diverted|steered)\b"
)


def touched_from_restart(text: str, restart: str, hits: list[Hit]) -> bool:
    """Whether the moment named is a team-mate's touch of the restart's delivery: "offside when our 4 headed it in from
    the corner" (Law 11.3 is for the ball received directly: offside counts from the header)."""
    return any(
        h.value == "team-mate"
        and AT_A_MOMENT.match(text, h.start - 1) is not None
        and _MET.search(text, h.start, h.end) is not None
        and any(
            r.value == restart and r.start > h.end and _FROM_THE.fullmatch(text, h.end, r.start) for r in hits
        )
        for h in hits
    )


# The restart's own delivery told in the passive: "corner whipped in, ... when it was crossed" is the corner itself.
_THE_DELIVERY = re.compile(
    r" (?:when|as|once|the moment|moment|after) (?:it|the ball|the (?:corner|throw|throw-in|kick|goal kick|delivery))"
    r" (?:was |got |is |gets )?(?:[\w-]+ )?$"
)


# "can't remember if the ref gave a throw or a corner": the two restarts offered in a fan's doubt, in his own words.
_OFFERED = re.compile(
    r"\b(?:remember|recall|know|see|sure) (?:if|whether) ([^.?!;]{0,80}?) or ((?:was it |it was |maybe |perhaps )?"
    r"(?:an? |the )?[\w-]+(?: [\w-]+)?)"
)
_EXEMPT = re.compile(r"\b(?:throw[- ]?ins?|throws?|corners?(?: kicks?)?|goal[- ]?kicks?)\b")
_ANY_RESTART_OR_PLAY = re.compile(
    r"\b(?:free[- ]?kicks?|open play|cross|pass|set[- ]?pieces?|dead[- ]?balls?)\b"
)


def exempt_either_way(text: str) -> bool:
    """Whether the restarts a fan cannot tell apart are both ones with no offside offence (Law 11.3: a throw-in, a
    goal kick, a corner kick), so which it was decides nothing: "can't remember if the ref gave a throw or a corner"
    is no offence either way, while "a throw or a free kick" is asked."""
    found = _OFFERED.search(text.lower())
    if found is None:
        return False
    one, other = found.group(1), found.group(2)
    return all(_EXEMPT.search(part) and not _ANY_RESTART_OR_PLAY.search(part) for part in (one, other))
