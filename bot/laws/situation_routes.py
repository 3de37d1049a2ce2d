"""How the ball came to the attacker: which of the passes, touches and rebounds told is the one offside is judged
at (another attacker's play and his own earlier passes set aside, a return pass, a rebound of his own shot, a route
told aside). Read by the told-play reader (situation.py)."""

from __future__ import annotations

import re

from bot.laws.offside import RESETS
from bot.laws.situation_sides import fan_attacks, fan_defends
from bot.laws.situation_text import (
    SENTENCE_BREAK,
    TIED_AFTER,
    Words,
    inside_any,
    told_just_before,
)
from bot.laws.situation_who import (
    OWN_CLAUSE_END,
    Hit,
    placed_subject,
    two_told_apart,
)


def without_others(text: str, hits: dict[str, list[Hit]], words: Words) -> dict[str, list[Hit]]:
    """The hits without those told of another attacker in a relative clause ("our 9 was a yard off and went up
    with their centre half; our 11 who was onside ran on and scored"): his position and what he did, to the
    end of his clause, are not the attacker's. Only when the attacker is placed elsewhere, and the other is
    plainly another ("other", "another", or a number besides another number named): an onside position
    dropped on a guess could make a false offside."""
    spans = []
    interfered: bool | None = None  # looked up once, for a ball that went on to another player
    apart: bool | None = None  # looked up once, for a numbered player who may be the attacker
    played: list[Hit] = []  # his own pass on to the other player
    for hit in hits["position"]:
        if hit.value == "offside":
            continue
        m = words.context["other_player"].search(text, max(0, hit.start - 60), hit.start)
        passed = _passed_on_by_him(text, hits, m.start()) if m is not None else None
        if m is None and (received := _RECEIVER.search(text, max(0, hit.start - 60), hit.start)) is not None:
            # "...steps over it and it runs through to Rossi, who was onside": the one it went on to is another
            # player when the attacker interfered with an opponent; else the fan may be telling of the scorer.
            if interfered is None:
                interfered = any(
                    h.value == "interferes-with-opponent" and not h.weak and h.start < received.start()
                    for h in hits["involvement"]
                )
            passed = _passed_on_by_him(text, hits, received.start())
            m = received if interfered or passed is not None else None
        if m is None:
            continue
        if passed is not None:  # his pass on to the other is his playing the ball
            played.append(Hit("plays-ball", passed.start, passed.end, False))
        if (
            m.re is not _RECEIVER
            and m.group(1) is not None
            and any(
                (placed := placed_subject(text, h.start)) is not None and placed[1] == m.group(1)
                for h in hits["position"]
                if h.value == "offside" and h.start < m.start()
            )
        ):
            continue  # "their 9 was offside then, then their 10 passed to their 9 who was level by then": he, placed again
        if (
            m.re is not _RECEIVER
            and m.group(1) is not None
            and all(n == m.group(1) for n in _NUMBERED.findall(text))
        ):
            if apart is None:
                apart = two_told_apart(text, hits)
            if not apart and passed is None:
                continue  # "our 9 who was onside ... he scored": no other player named, so perhaps the attacker
        end = OWN_CLAUSE_END.search(text, hit.end)
        if m.re is not _RECEIVER and m.group(2) is not None:
            # A role: another only when told scoring in his clause and the one placed is named otherwise ("their winger,
            # who was onside, arrived and scored"); "...out wide to our winger, who was onside." may be the passer whose
            # later cross is the play that counts
            his = (hit.end, end.start() if end else len(text))
            if _named_so(text, m.group(2), hits["position"]) or not any(
                h.value == "plays-ball" and not h.weak and inside_any(h.start, [his])
                for h in hits["involvement"]
            ):
                continue
        spans.append((m.start(), end.start() if end else len(text)))
    if not spans or all(inside_any(h.start, spans) for h in hits["position"]):
        return hits
    kept = {
        fact: [h for h in found if fact == "received_from" or not inside_any(h.start, spans)]
        for fact, found in hits.items()
    }
    kept["involvement"] += played
    return kept


def _named_so(text: str, role: str, positions: list[Hit]) -> bool:
    """Whether a role names the one placed offside too, just before his place ("their winger was | a yard off")."""
    return any(role in text[max(0, h.start - 40) : h.start] for h in positions if h.value == "offside")


def _passed_on_by_him(text: str, hits: dict[str, list[Hit]], to: int) -> Hit | None:
    """Whether the ball went on to the player placed in a relative clause by the attacker placed offside before it: "at
    the kick their centre-back was past our last defender, and he flicked it on to their striker, who was onside". He
    played it from his offside position; the other's onside place is no fact of his play."""
    return next(
        (
            h
            for h in hits["received_from"]
            if h.value == "team-mate"
            and not h.weak
            and to - 30 <= h.end <= to + 1
            and text.endswith(BY_HIM, 0, h.start)
            and any(p.value == "offside" and p.end < h.start for p in hits["position"])
        ),
        None,
    )


# A player the ball went on to, placed in a relative clause: "it runs through to Rossi, who was onside", "sails over
# both of them to our man at the back post, who was onside".
_RECEIVER = re.compile(
    r" (?:to|for|found|finds|at the feet of|into the path of) (?:(?:our|their|my|the) (?:[\w-]+ ){1,5}"
    r"|(?!(?:him|her|them|the|a|an|our|their|my|his|it)\b)[a-z][\w-]+ ), (?:who|that) "
    r"(?:was |had been |is |whod been |stood |standing )?$"
)


# The team-mate whose play a position is told at ("a yard past our last man when the 4 hit it"), and a ball laid
# back to a named player ("he shields it and lays it back to the 4").
TIMED_AT = re.compile(
    r" (?:when|as|once|the moment|by the time) (?:the|our|their|my) (?:number |no )?(\w+) (?:\w+ )?(?:played|plays"
    r"|hit|passed|crossed|kicked|struck|released|launched|headed|flicked|poked|slid|clipped|lofted|pinged|knocked"
    r"|sent)\b"
)


_PLAYED_ON = re.compile(
    r"(?: (?!(?:and|but|then|when|so|he|she|it)\b)[\w-]+){1,10} (?:(?:, )?(?:who|(?<=, )he|(?<=, )she) (?:then |just |quickly |first time )?"
    r"(?:whipped|crossed|swung|clipped|delivered|floated|curled|lofted|drilled|chipped|squared|played|put|sent|hit|"
    r"passed|slid|threaded|knocked)|(?:, )?(?:and|then|and then) (?:was |got )?(?:whipped|crossed|swung|clipped|"
    r"delivered|floated|curled|lofted) (?:it |the ball )?(?:in|into|over|across|back in))\b"
)


_BACK_TO = re.compile(r" back (?:to|for) (?:the|our|their|my) (?:number |no )?(\w+) ")


def without_returns(text: str, hits: list[Hit]) -> list[Hit]:
    """The position hits without a ball laid back to the team-mate at whose play the attacker was placed: "a yard
    past our last man when the 4 hit it ... he lays it back to the 4" is the attacker's own lay-off, after he
    had the ball, not a pull-back that reached him from in front. Only that player, named both times: a
    pull-back to anyone else may be the pass the attacker took."""
    # "passed it back to our full back 30 yards out who whipped it in": the ball laid back to a player who then
    # played it on is not what reached the attacker; that player's cross is.
    hits = [h for h in hits if h.value != "behind-ball" or _PLAYED_ON.match(text, h.end) is None]
    passers = set()
    for hit in hits:
        at = TIMED_AT.search(text, hit.end, hit.end + 100) if hit.value != "behind-ball" else None
        if at is not None and TIED_AFTER.fullmatch(text, hit.end, at.start() + 1):
            passers.add(at.group(1))
    if not passers:
        return hits
    return [
        h
        for h in hits
        if h.value != "behind-ball"
        or (back := _BACK_TO.search(text, h.start - 1, h.end + 40)) is None
        or back.start() >= h.end
        or back.group(1) not in passers
    ]


# An opponent's play that went to one of ours, named ("headed it away to our midfielder"), and that player then playing it
# on with a pass ("our midfielder lobbed it forward"): the pass, not the opponent's play, is what reached the attacker.
_TO_OURS = re.compile(r" (?:to|for|towards|into the path of) (?:our|my) ([\w-]+) ")


_ON_WARDS = re.compile(
    r" (?:it|the ball) (?:forward|through|on|across|wide|long|upfield|over the top|in behind|into the box)\b"
)


def played_on(text: str, hits: list[Hit], words: Words) -> bool:
    """Whether the last opponent's deliberate play went to a team-mate of the attacker, named, who is then told (by
    the same name, with "our") to pass it on: Law 11 judges the attacker at that pass. Only for a fan of the attacking
    side ("our" players are the attacker's), and only a pass onwards, never a finish ("lobbed the keeper")."""
    reset = next((h for h in reversed(hits) if h.value in RESETS), None)
    if reset is None or not fan_attacks(text, words, []):
        return False
    to = _TO_OURS.search(text, reset.end, reset.end + 40)
    if to is None or SENTENCE_BREAK.search(text, reset.end, to.start()):
        return False
    subject = (f" our {to.group(1)} ", f" my {to.group(1)} ", f" our {to.group(1)} then ")
    return any(
        h.value == "team-mate"
        and h.start > to.end()
        and text.endswith(subject, 0, h.start)
        and _ON_WARDS.search(text, h.start, h.end + 20)
        is not None  # "lobbed | it forward", "knocked it forward"
        for h in hits
    )


_OWN_FOLLOW_UP = re.compile(r"rebound|follow")


BY_HIM = (" he ", " she ", " he then ", " she then ")


_A_SHOT = re.compile(
    r"(?:shot|shoots?|let fly|(?:fired|struck|hit|hammered|drilled|curled|blasted|rifled|smashed) )"
)


def own_rebound(text: str, hits: dict[str, list[Hit]]) -> list[Hit]:
    """The position hits without his own rebound ("hit the post and put the rebound in", "his own rebound": behind the
    ball, his own play) when a team-mate's play is told before it ("a yard off when the through ball was played, he hit
    the post and put the rebound in"): he was judged at that pass, and played the ball after it. A shot told as his
    ("when he shot", "ran through , shot") is no team-mate's: told with his own rebound, a shot is his."""
    own = [
        h
        for h in hits["position"]
        if h.value == "behind-ball" and _OWN_FOLLOW_UP.search(text, h.start, h.end)
    ]
    if not own:
        return hits["position"]
    passes = [
        h
        for h in hits["received_from"]
        if h.value == "team-mate"
        and not text.endswith(BY_HIM, 0, h.start)
        and not (
            h.weak and _A_SHOT.match(text, h.start)
        )  # "struck a shot which rebounded": the shot is his own
    ]
    return [h for h in hits["position"] if h not in own or not any(p.start < h.start for p in passes)]


def other_route(text: str, words: Words) -> bool:
    """Whether the play names anything but a team-mate the ball may have come from: an opponent (not only as
    the place the attacker was: "beyond their last defender"), the woodwork, an official, a restart, a touch,
    a scramble, someone unnamed. "Their mid", "their 6" is such an opponent when the fan supports the
    attacking side (no "their striker" attacks). Kept wide on purpose: a miss here is a false "Offside."."""
    starts = [m.start() + 1 for m in words.context["other_route_at"].finditer(text)]
    if not fan_defends(text, words):
        starts += [m.start() for m in words.context["their_player"].finditer(text)]
    ours: list[bool] = []
    return any(
        not told_just_before(words, "opp_object", text, at)
        and not told_just_before(words, "route_aside", text, at)
        and not words.context["opp_at_a_place"].match(text, at)
        # "our left back hoofed it": one of the attacker's side by role, a team-mate's play (but for his keeper, whose
        # kick may be a goal kick)
        and not (
            text.endswith((" our ", " my "), 0, at)
            and not words.context["keeper"].match(text, at)
            and fan_attacks(text, words, ours)
        )
        for at in starts
    )


_NUMBERED = re.compile(r" (?:our|their|my|the|number|no) (\d+)\b")
