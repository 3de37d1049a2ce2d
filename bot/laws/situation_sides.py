"""Whose side a player of a told play is on: "our" and "their" read against the side the fan supports, so that
an opponent's touch is told apart from a team-mate's ("our big cb flicked it on", "their keeper launched it" told by a
fan of the defending side). Read by the told-play reader (situation.py) on the hits it finds."""

from __future__ import annotations

import re

from bot.laws.situation_text import (
    Words,
    told_just_before,
)

# A team-mate's play told of one side's player: "our keeper threw it", "when our center back launched it".
OURS_FIRST = re.compile(r" (?:(?:when|as|once|the moment|at the moment) )?(our|my|their) ")


# A ball told as one side's player's, just before what went wrong with it: "our wingers cross was | overhit".
_WHOSE_BALL = re.compile(
    r" (our|my|their) (?:[\w-]+ )?[\w-]+s (?:[\w-]+ )?(?:cross|pass|shot|ball|header|through ball|free kick|corner|delivery|chip|lob)"
    r" (?:was |got |is |gets )?(?:(?:badly|slightly|way|well|completely|totally|horribly) )?$"
)


# A word that describes a player between "our" and his role ("our big cb", "our young centre half"); not a number or
# another noun ("our 9 | defender" is two players, the defender theirs).
_DESCRIBING = (
    r"(?:big|tall|giant|towering|lanky|huge|little|small|young|old|new|veteran|experienced|usual|regular|trusty|reliable"
    r"|makeshift|stand-in|backup|reserve|loan|loanee|own|other|best|captain|skipper|brave|nippy|clumsy|daft|poor)"
)
_OURS_JUST_BEFORE = re.compile(rf" (?:our|my) {_DESCRIBING} $")
_OURS_INSIDE = re.compile(r" ?(?:off|hit|struck|via|from) (?:our|my) ")


# A player the fan's side's player passed to, named by role only: "our winger rolled it to | the full-back, he took
# it back" (voices27: read as their full-back's deliberate play). A pass from one of ours goes to one of ours.
_PASSED_TO_BY_OURS = re.compile(
    r" (?:our|my) (?:[\w-]+ ){1,2}(?:rolled|passed|played|laid|knocked|squared|gave|slipped|tapped|pushed|chipped"
    r"|clipped|flicked)(?: it| the ball)?(?: back| short| across| off| sideways| square| over| out)? to (?:the )?$"
)

# One side's player told as the maker of a play whose words name no opponent: "our midfielder played a | deliberate
# pass", or after it, "a deliberate pass | from their own midfielder" (both had been read as an opponent's deliberate
# play, "no offside offence", of a team-mate's pass).
_PLAYED_BY = re.compile(
    r" (our|my|their) (?:own )?(?:[\w-]+ ){1,2}(?:played|plays|made|makes|hit|hits|tried|tries|attempted|attempts|gave"
    r"|gives|sent|sends|produced|produces|put in|puts in)(?: it| him| her| them)? (?:a |an |the )?(?:[\w-]+ )?$"
)
_PLAYED_FROM = re.compile(r" (?:[\w-]+ ){0,2}?(?:from|by) (our|my|their) ")


def ours_just_before(text: str, start: int) -> bool:
    """Whether the role at `start` is told as the fan's side's with a describing word between: "our big | cb flicked
    it on", as "our | cb" is (opp_subject's look-behinds, and `not_an_opponent`, take "our" only just before)."""
    return _OURS_JUST_BEFORE.search(text, max(0, start - 30), start) is not None


def _side_named_before(words: Words, text: str, start: int) -> str | None:
    """The side ("ours" or "theirs") whose player "the <role>" at `start` was named as before, when only one side's
    was: "our big cb flicked it on ... when the cb flicked it", "short to their centre-back ... when the centre-back
    passed". The role is the whole of it ("the centre half", not "centre", which "our centre forward" has too)."""
    if not text.endswith(" the ", 0, start):
        return None
    found = words.context["opp"].match(text, start)
    if found is None:
        return None
    role = re.escape(found.group())
    before = text[:start]
    ours = re.search(rf" (?:our|my) (?:[\w-]+ )?{role} ", before) is not None
    theirs = re.search(rf" their (?:[\w-]+ )?{role} ", before) is not None
    return "ours" if ours and not theirs else "theirs" if theirs and not ours else None


def ours_named_before(words: Words, text: str, start: int) -> bool:
    """Whether "the <role>" at `start` is a player the fan named as his side's before and never as theirs (voices23:
    "our big cb flicked it on ... when the cb flicked it" had been read as their defender's touch)."""
    return _side_named_before(words, text, start) == "ours"


def theirs_named_before(words: Words, text: str, start: int) -> bool:
    """Whether "the <role>" at `start` is a player the fan named as the other side's before and never as his own (hunt
    82: "short to their centre-back ... when the centre-back passed", told by a fan of the defending side, had been read
    as an opponent's deliberate play)."""
    return _side_named_before(words, text, start) == "theirs"


def not_an_opponent(words: Words, text: str, start: int, ours: list[bool], touch: str = "") -> bool:
    """Whether the opponent who seems to touch the ball is no opponent: "a yard beyond their last defender
    controlled it" (the attacker controlled it), "our centre half flicked it on" (a team-mate, unless the fan
    supports the defending side: "their striker... our centre back"), and for a fan of the defending side
    "their keeper launched it" (the attacker's own keeper)."""
    if told_just_before(words, "opp_object", text, start):
        return True
    # ...or one of "ours" named inside the touch ("it went off our centre halfs boot"): the fan's side's player.
    mine = text.endswith((" our ", " my "), 0, start) or _OURS_INSIDE.match(touch) is not None
    # ..., "our big cb flicked it on" (one word between), or "the cb" of such a one told again later
    mine = mine or ours_just_before(text, start) or ours_named_before(words, text, start)
    mine = mine or _PASSED_TO_BY_OURS.search(text, max(0, start - 60), start) is not None
    if not mine and theirs_named_before(words, text, start):
        return not fan_attacks(text, words, ours)  # "their centre-back ... when the centre-back passed"
    by = (
        _PLAYED_BY.search(text, max(0, start - 60), start) or _PLAYED_FROM.match(text, start - 1 + len(touch))
        if not mine and touch and words.context["opp"].search(touch) is None
        else None
    )
    if by is not None and (by.group(1) == "their" or words.context["opp"].search(by.group()) is None):
        # (not "our centre back tried a | backpass": a defender of ours named, whose side the old reading below tells;
        # "their full back played a | deliberate pass" to their winger told offside is his team-mate's)
        if not ours:
            ours.append(not fan_defends(text, words))
        return ours[0] if by.group(1) != "their" else not ours[0]
    if (
        not mine
        and words.context["opp"].search(touch)
        is None  # (not "our 8s shot flicked off their defender": his touch)
        and (whose := _WHOSE_BALL.search(text, max(0, start - 50), start)) is not None
    ):
        # "our wingers cross was overhit": the poor ball is that side's player's, whoever he is
        mine = whose.group(1) != "their"
        if not ours:
            ours.append(not fan_defends(text, words))
        return ours[0] if mine else not ours[0]
    if not mine and (passive := _BY_A_SIDE.search(touch)) is not None:
        # told in the passive, its player's side named ("their long throw was flicked on by their centre-half", by a fan
        # of the defending side: the attackers' own header, judged as a team-mate's play)
        if not ours:
            ours.append(not fan_defends(text, words))
        return ours[0] if passive.group(1) != "their" else not ours[0]
    if not mine and not (text.endswith(" their ", 0, start) or text.startswith("their ", start)):
        # ...or the subject of its clause, by role or number: "our left back | hoofed it up the pitch", "when our 6 |
        # cleared it long". A clearance told so outside a moment ("our centre half headed it away") may be the
        # defending side's, told by its fan without naming the attacker as theirs: left to the opponent.
        side = words.context["side_subject"].search(text, max(0, start - 40), start)
        if side is None or (
            _CLEARING.search(touch)
            and not text.endswith((" when ", " as ", " once "), 0, side.start())
            # (not "their keeper cleared it to their winger" from a fan who names the attacker as theirs, hunt 82)
            and not (side.group(1) == "their" and not fan_attacks(text, words, ours))
        ):
            return False
        mine = side.group(1) != "their"
    if not ours:
        ours.append(not fan_defends(text, words))
    return ours[0] if mine else not ours[0]


def told_by_attackers(text: str, start: int, words: Words, ours: list[bool]) -> bool:
    """Whether a touch is told with "we" as its subject by a fan of the attacking side, or with "they" by a fan of the
    defending side ("their striker ...; they cleared it, their lad hoofed it long": the attackers' own clearance)."""
    if text.endswith((" we ", " we then ", " we just "), 0, start):
        return fan_attacks(text, words, ours)
    if text.endswith((" they ", " they then ", " they just "), 0, start):
        return not fan_attacks(text, words, ours)
    return False


def fan_attacks(text: str, words: Words, ours: list[bool]) -> bool:
    """Whether the fan supports the attacking side (`fan_defends` not), looked up once per text."""
    if not ours:
        ours.append(not fan_defends(text, words))
    return ours[0]


_OURS = re.compile(r" (?:our|my) (?:(?:own|big|little|young|new|old|last|left|right|other) )?")
_DEFENDER = re.compile(r"(?:defenders?|defence|defense)\b")
_HIS_TEAM_MATE = re.compile(r"\b(?:his|her|their) (?:own )?team-?mates?\b|\b(?:his|her) (?:mate|pal)\b")


def fan_defends(text: str, words: Words) -> bool:
    """Whether the fan supports the defending side: "their striker" attacks, or the attacker's team-mate is told in the
    third person and every player the fan calls his own is a defender ("striker was offside when his teammate played it
    but our defender controlled it and passed it to him": "our defender" had read as the attacker's team-mate, and his
    pass as no opponent's play)."""
    if words.context["their_attacker"].search(text) is not None:
        return True
    if words.context["ours_intercepted"].search(text) is not None:
        return True  # "... when Salah passed, but our defender intercepted": one who cuts out a pass defends
    # ... when the attacker's team-mate is told of in the third person too ("his teammate played it"): an attacking
    # fan calls him "our" ("our defender hoofed it forward" attacks). Defenders only: "our centre half" heads in at a
    # corner, "our keeper" launches it long for the attackers.
    if _HIS_TEAM_MATE.search(text) is None:
        return False
    named = [m.end() for m in _OURS.finditer(text)]
    return bool(named) and all(_DEFENDER.match(text, at) is not None for at in named)


_BY_A_SIDE = re.compile(r"\bby (our|my|their) ")


def played_by_a_side(touch: str) -> bool:
    """Whether a touch is told in the passive with its player's side ("flicked on by their centre-half"): a play of his,
    so a team-mate's when he is none of the attacker's opponents."""
    return _BY_A_SIDE.search(touch) is not None


# A defender by his role, whose side no "our" or "their" tells
_DEFENDING_ROLES = re.compile(
    r"(?:sweeper|stopper|libero|defender|centre-?back|center-?back|centre-?half|cb|full-?back|left-?back|right-?back"
    r"|keeper|goalkeeper|goalie)s?$"
)


def part_of_an_opponent(text: str, start: int, words: Words) -> bool:
    """Whether a part told beyond (at `start`: "their sweeper's head and shoulders were nearer their goal line than our
    9") is a defender's, the opponent the attacker is placed against, not the attacker's own: by the side named before
    its owner, for the side the fan supports, or by a defending role."""
    owner = text[start:].split(" ", 1)[0]
    if owner in ("his", "her"):
        return False
    before = text[max(0, start - 7) : start]
    if before.endswith(("their ", "our ", "my ")):
        return fan_attacks(text, words, []) == before.endswith("their ")
    return _DEFENDING_ROLES.search(owner) is not None


_CLEARING = re.compile(r"\b(?:clear\w*|away|touch|out)\b")


THEIRS = re.compile(r" ?their ")
