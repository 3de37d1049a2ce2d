"""What the attacker did, when it is told only by what he did not do: a dummy or a step-over (an offence only with
a clear impact on an opponent), an opponent's reaction to him, a player who never moved or touched it. Read by the
told-play reader (situation.py)."""

from __future__ import annotations

import re

from bot.laws.situation_sides import fan_attacks
from bot.laws.situation_text import (
    SENTENCE_BREAK,
    Words,
    inside_any,
    told_just_before,
)
from bot.laws.situation_who import (
    Hit,
    agent_of,
    another,
    placed_player,
    player_names,
)


def after_a_dummy(
    involvement: str | None, found: dict[str, list[Hit]], text: str, words: Words
) -> str | None:
    """What he did when he is told to have let the ball run past him (a dummy, a step-over, through his legs).
    Law 11.2 makes a dummy an offence only when it clearly impacts on an opponent's ability to play the ball: an
    opponent's reaction told after it ("their centre half checks") is that impact; with none told, and no other
    interference, whether it had one is asked (not read as interfering, nor as taking no part, nor as his
    playing the ball that the team-mate he let it through to scored with)."""
    dummies = [m.span() for m in words.context["let_through"].finditer(text)]
    if not dummies:
        return involvement
    # ...his own dummy: not one told of another of ours ("our 9 was offside; our 11 dummied it and our 9 scored").
    names = player_names(text, found)
    him = placed_player(text, found, names)
    # ... nor an opponent's ("their centre-back stepped over it for his keeper", review 75): a defender's role, or the
    # other side than his
    dummies = [
        d
        for d in dummies
        if (a := agent_of(text, d[0], names)) is None
        or not (
            words.context["opp"].fullmatch(a[1])
            or (him is not None and (another(a, him) or _other_side(a[0], him[0])))
        )
    ]
    if not dummies:
        return involvement
    hits = found["involvement"]
    if any(_reaction_told(text, end, words) for _, end in dummies):
        return "interferes-with-opponent"
    told = any(
        h.value == "interferes-with-opponent" and not h.weak and not inside_any(h.start, dummies)
        for h in hits
    )
    return involvement if told else None


def _other_side(one: str, other: str) -> bool:
    """Whether two sides told ("our", "my", "their") are the two teams."""
    sides = {"our": "our", "my": "our", "their": "their"}
    return one in sides and other in sides and sides[one] != sides[other]


def _reaction_told(text: str, after: int, words: Words) -> bool:
    """Whether an opponent's reaction is told after a dummy, in its sentence or the next ("..., their centre half checks
    and lets it run"; "... scored. their centre-back lotte stopped dead because of the dummy"): its impact, which makes
    it an offence. Not a team-mate's ("our 7 stopped it and scored"), nor his own ("let it run on to our 7"), nor one
    denied ("their keeper was not fooled")."""
    end = m.start() if (m := SENTENCE_BREAK.search(text, after)) else len(text)
    end = m.start() if (m := SENTENCE_BREAK.search(text, end + 1)) else len(text)
    return any(
        _an_opponent_reacts(text, reaction.start(), words)
        and not told_just_before(words, "negated", text, reaction.start())
        for reaction in words.context["dummy_impact"].finditer(text, after, end)
    )


def _an_opponent_reacts(text: str, start: int, words: Words) -> bool:
    """Whether the reaction at `start` is told of an opponent of the attacker: a defender or keeper just before
    it, "our" one when the fan supports the defending side ("their 11 stepped over it, our full back hesitated"),
    "their" one when he supports the attacking side."""
    subject = words.context["reaction_subject"].search(text, max(0, start - 60), start)
    if subject is None:
        return _a_named_opponent(text, start, words)
    side = (subject.group(1) or "").strip()
    return side not in ("our", "my", "their") or (side == "their") == fan_attacks(text, words, [])


def _a_named_opponent(text: str, start: int, words: Words) -> bool:
    """Whether the reaction at `start` is told of an opponent named where the attacker was placed against him
    ("past our facu at the cross ... facu stops his slide", plays23), or named after his role ("their defender jonas
    dived the wrong way", hunt 74)."""
    said = words.context
    found = said["name_reacts"].search(text, max(0, start - 30), start)
    if found is None:
        return False
    name = found.group(1)
    side = _SIDE_JUST_BEFORE.search(text, max(0, found.start() - 7), found.start())
    if side is not None:  # "our lotte stopped dead" from a fan of the defending side
        return (side.group(1) == "their") == fan_attacks(text, words, [])
    role = said["opp"].search(text, max(0, found.start() - 20), found.start() - 1)
    if role is not None and role.end() == found.start() - 1:
        return True  # "their defender jonas | dived"
    # ... or told by role anywhere: "lotte , their centre-back , ..."
    for told in re.finditer(rf"\b{re.escape(name)} , (?:their|our) ", text):
        if said["opp"].match(text, told.end()):
            return True
    return any(m.group(1) == name for m in said["placed_against"].finditer(text, 0, found.start()))


# The side said just before a name: "our | lotte"
_SIDE_JUST_BEFORE = re.compile(r"\b(our|my|their) $")


STILL = re.compile(r" (?:never|didnt|did not|doesnt|does not) (?:even )?(?:move|moved|budge|budged)\b")


_UNTOUCHED = re.compile(
    r" (?:didnt|did not|never|without|doesnt|does not|hadnt|had not) (?:even |actually |ever )?(?:touch|play)"
)


# ...and "didnt play the ball or get in anyones way": his not getting at an opponent is told too.
_UNINVOLVED_TOO = re.compile(
    r"(?: [\w-]+){0,3} (?:or|nor) (?:(?:even|ever) )?(?:get|got|go|went|come|came|challeng|block|interfer|bother|distract"
    r"|imped|obstruct|affect)"
)


def only_untouched(hits: list[Hit], text: str, words: Words) -> bool:
    """Whether he is said only not to have touched the ball, in a goal from someone else's shot, standing where he
    may have been in the keeper's way (in the box, near the keeper or the ball's line), or against an official's call
    of offside."""
    none = [h for h in hits if h.value == "none" and not h.weak]
    if not none or not all(_UNTOUCHED.match(text, h.start - 1) for h in none):
        return False
    if any(_UNINVOLVED_TOO.match(text, h.end) for h in none):
        return False
    said = words.context
    near = said["shot_on_goal"].search(text) is not None and said["near_the_keeper"].search(text) is not None
    if near:
        return said["told_apart"].search(text) is None  # ("... in the box but wasn't in anyone's way": told)
    # ... and, told neither near nor far, in any goal a team-mate scored: whether he was in someone's way is untold
    # (plays15). Not one told apart from it ("out wide on the right, didn't block anyone").
    scored = (
        said["attempt_on_goal"].search(text)
        or said["shot_on_goal"].search(text)
        or said["finish"].search(text)
    )
    return scored is not None and said["told_apart"].search(text) is None
