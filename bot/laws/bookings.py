"""Who was on a yellow and who fouled whom, in a question about a booked player's foul.

The second-yellow answers ("Yes. A reckless foul is a caution, so a player already cautioned ... is shown the
second yellow") are about the booked player's own foul. Ranked by shared words they also answered "our 6 was on a
yellow and he got clattered by their 9, does our 6 go off?", where the booked player is the one fouled: their "Yes."
sent off the victim. This reads who did what (as the told-play reader does, situation_who.agent_of) so that an answer
which holds only of a booked player's own foul (an intent's `not_when = { told = ["booked-player-fouled"] }`) gives
way. Pure, like the rest of bot.laws.
"""

from __future__ import annotations

import re

from bot.laws.ascii_regex import Regex
from bot.laws.situation_text import normalise, patterns_of, word_lists
from bot.laws.situation_who import agent_of

_WORDS = patterns_of("choice_words.toml")
_BOOKED = Regex(_WORDS["booked_already"])
_FOULED = Regex(_WORDS["fouled_in_the_passive"])
_FOULS = Regex(_WORDS["fouls_actively"])
# Cheap first look on the fan's own text: most questions name no booking at all.
_ANY_BOOKING = re.compile(r"yellow|booked|booking|caution|carded|card\b", re.IGNORECASE)
_SENTENCE = re.compile(r" [.;!?] ")

BOOKED_PLAYER_FOULED = "booked-player-fouled"
TOLD = frozenset({BOOKED_PLAYER_FOULED})  # the story facts an intent's `not_when` may name under `told`

_Agent = tuple[str, str, bool]


def _two(one: _Agent, other: _Agent) -> bool:
    """Whether two players told are plainly two: of two sides ("their 9", "our 4"), or two numbers or names of one."""
    if one[0] in ("our", "their") and other[0] in ("our", "their") and one[0] != other[0]:
        return True
    return one[0] == other[0] and one[1] != other[1] and not (one[2] or other[2])


def told(text: str) -> frozenset[str]:
    """The story facts `text` tells that an answer's verdict may not hold under (TOLD)."""
    return frozenset({BOOKED_PLAYER_FOULED}) if _booked_player_fouled(text) else frozenset()


def _booked_player_fouled(text: str) -> bool:
    """Whether the player told to be on a yellow is the one a foul was done to, or another player told made the foul:
    "our 6 was on a yellow and he got clattered by their 9", "their 9 was already booked when our 4 went through
    him". Not "their 9, already booked, made a reckless tackle" (the booked player's own foul)."""
    if _ANY_BOOKING.search(text) is None:
        return False
    clean = normalise(text, word_lists())
    booked = _BOOKED.search(clean)
    if booked is None:
        return False
    who = agent_of(clean, booked.start() + 1, frozenset())
    sentence_end = _SENTENCE.search(clean, booked.end())
    end = sentence_end.start() if sentence_end is not None else len(clean)
    for fouled in _FOULED.finditer(clean, booked.end(), end):
        victim = agent_of(clean, fouled.start() + 1, frozenset())
        # the booked player, or one told no otherwise ("the lad who was on a yellow got scythed by their 6")
        if victim is None or who is None or not _two(victim, who):
            return True
    if who is None:
        return False
    for foul in _FOULS.finditer(clean):
        fouler = agent_of(clean, foul.start() + 1, frozenset())
        if fouler is not None and _two(fouler, who):
            return True
    return False
