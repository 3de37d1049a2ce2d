"""Who was on a yellow and who fouled whom, in a question about a booked player's foul.

The second-yellow answers ("Yes. A reckless foul is a caution, so a player already cautioned ... is shown the
second yellow") are about the booked player's own foul. Ranked by shared words they also answered "our 6 was on a
yellow and he got clattered by their 9, does our 6 go off?", where the booked player is the one fouled: their "Yes."
sent off the victim. This reads who did what (as the told-play reader does, situation_who.agent_of), so that the answer
for the player fouled is given instead (choice.py). Pure, like the rest of bot.laws.
"""

from __future__ import annotations

import re

from bot.laws.ascii_regex import Regex
from bot.laws.situation_text import SENTENCE_BREAK, normalise, patterns_of, word_lists
from bot.laws.situation_who import agent_of

_WORDS = patterns_of("choice_words.toml")
_BOOKED = Regex(_WORDS["booked_already"])
_FOULED = Regex(_WORDS["fouled_in_the_passive"])
_FOULS = Regex(_WORDS["fouls_actively"])
_OWN_OFFENCE = Regex(_WORDS["own_offence_told"])
_HIS_OWN_ACT_AFTER = Regex(_WORDS["act_after_the_foul"])
_ASKS_HIS_CARD = Regex(_WORDS["asks_his_card"])
_LAST_ASKED = re.compile(r"[^.!;,]*\?[^?]*$")
# The player asked of as the one fouled: a pronoun or a word for a player, not a name or role (the fouler's, likely)
_HIM = frozenset({"", "he", "she", "him", "her", "the lad", "the player", "the guy", "the fella", "the man"})
# A card asked of the foul suffered itself (choice_words.toml)
_FOR_BEING_FOULED = Regex(_WORDS["asks_of_being_fouled"])
# "go off" asked for another reason than a card: treatment, an injury
_NOT_A_CARD = re.compile(r"\b(?:treatment|treated|injur\w*|physio|stretcher\w*|hurt|knock|concuss\w*)\b")
# Cheap first look on the fan's own text: most questions name no booking at all.
_ANY_BOOKING = re.compile(r"yellow|booked|booking|caution|carded|card\b", re.IGNORECASE)

_Agent = tuple[str, str, bool]
_BY = re.compile(r" by (our|my|their) ([\w-]+)")


def _by(side: str, name: str) -> _Agent:
    return ("our" if side == "my" else side, name, False)


def _two(one: _Agent, other: _Agent) -> bool:
    """Whether two players told are plainly two: of two sides ("their 9", "our 4"), or two numbers or names of one."""
    if one[0] in ("our", "their") and other[0] in ("our", "their") and one[0] != other[0]:
        return True
    return one[0] == other[0] and one[1] != other[1] and not (one[2] or other[2])


def _booked_player_fouled(clean: str, first: re.Match[str]) -> bool:
    """Whether the player told to be on a yellow is the one a foul was done to, or another player told made the foul,
    and no foul of his own is told: "our 6 was on a yellow and he got clattered by their 9", "their 9 was already booked
    when our 4 went through him". Not "their 9, already booked, made a reckless tackle" (his own foul), nor "already on
    a yellow, got tackled, then kicked out at the player who fouled him" (his own foul after it), nor a foul made by a
    player told to be booked too."""
    booked = [agent_of(clean, m.start() + 1, frozenset()) for m in _BOOKED.finditer(clean)]
    if not booked or _OWN_OFFENCE.search(clean) is not None or _HIS_OWN_ACT_AFTER.search(clean) is not None:
        return False  # (an act of his own beside it: "booked again for diving after being tripped", "then he ...")
    who = booked[0]
    fouls = [(m, agent_of(clean, m.start() + 1, frozenset())) for m in _FOULS.finditer(clean)]
    if any(
        fouler is None or who is None or not _two(fouler, who)
        for m, fouler in fouls
        if m.start() > first.start()
    ):
        return False  # a foul of his own told, or of a player not told apart from him
    # ... the player who fouled, told after a foul done to someone ("got brought down | by their 9")
    actively = len(fouls)
    fouls += [(m, _by(m.group(1), m.group(2))) for m in _BY.finditer(clean)]
    if any(
        fouler is not None and b is not None and not _two(fouler, b)
        for _, fouler in fouls
        for b in booked[1:]
    ):
        return False  # the fouler is on a yellow too: his own foul is asked of
    sentence_end = SENTENCE_BREAK.search(clean, first.end())
    end = sentence_end.start() if sentence_end is not None else len(clean)
    for fouled in _FOULED.finditer(clean, first.end()):
        victim = agent_of(clean, fouled.start() + 1, frozenset())
        # the booked player, or one told no otherwise in the same sentence ("the lad who was on a yellow got scythed by
        # their 6"), or "he" in the next ("Smith was already booked. He got taken out by their centre back.")
        if victim is not None and who is not None and _two(victim, who):
            continue
        if fouled.start() < end or victim is not None or clean.endswith((" he", " she"), 0, fouled.start()):
            return True
    return who is not None and any(fouler is not None and _two(fouler, who) for _, fouler in fouls[:actively])


def fouled_booked_player(text: str) -> str | None:
    """What a question tells of a booked player fouled: "asked" when the player on a yellow is told to be the one fouled
    and the fan asks whether he is carded or sent off ("our 6 was on a yellow and got clattered by their 9, does he go
    off?"), "told" when such a foul is told and something else is asked ("... was it a penalty?", "does their 9 get a
    yellow?"), None when no such foul is told."""
    if _ANY_BOOKING.search(text) is None:
        return None
    clean = normalise(text, word_lists())
    first = _BOOKED.search(clean)  # the first booking told: of the player asked about
    if first is None or not _booked_player_fouled(clean, first):
        return None
    last = _LAST_ASKED.search(clean)
    asked = last.group() if last is not None else ""
    if _FOR_BEING_FOULED.search(asked) is not None:
        return "asked"  # "... can you get a second yellow just for being fouled?": a card asked of the fouling suffered
    card = _ASKS_HIS_CARD.search(asked)
    if card is None or _NOT_A_CARD.search(asked) is not None:
        return "told"  # (nor "does he have to go off for treatment?": Law 5's injured player, no card)
    whom = card.group("whom") or card.group("whom2") or ""
    if whom in _HIM:
        return "asked"
    side, _, name = whom.partition(" ")
    booked = agent_of(clean, first.start() + 1, frozenset())
    if side in ("our", "my", "their") and name and booked is not None:
        same = not _two(("our" if side == "my" else side, name, False), booked) and side == booked[0]
        return "asked" if same else "told"
    if clean.endswith(f" {whom}", 0, first.start()):
        return "asked"  # "Smith was already booked. ... Does Smith get a second yellow?"
    # "... does Jones get a yellow?", "does the defender get booked?": someone else named, the fouler most likely
    return "told"
