"""A chain of passes told with a place at more than one of them: Law 11.2 judges the attacker when a team-mate LAST
plays the ball to him, so a place told at an earlier pass of the chain ("offside when our 6 passed, onside when our 10
passed"), or one his run back took him to after the last pass ("offside when it was kicked, then walked back until
their cb was nearer goal"), is of another moment. The one home of that rule: a place told at a pass that went to another
team-mate, or at the first of two passes counted, is read here too (`earlier_passes`). Read by the told-play reader
(situation.py)."""

from __future__ import annotations

import re

from bot.laws.situation_routes import TIMED_AT
from bot.laws.situation_text import TIED_AFTER, word_lists
from bot.laws.situation_who import Hit, placed_subject

# A team-mate's play, by its verb
_PASS_VERB = (
    # ("pass" and "head" bare only as verbs: "their 6 pass it", not "our wingers pass and ..."
    r"(?:played|plays|passed|passes|pass(?= (?:it|the ball|to|forward|long|back|across|through|wide)\b)|crossed|crosses"
    r"|squared|squares|flicked|flicks|headed|heads|head(?= (?:it|the ball)\b)|nodded|slipped"
    r"|slips|found|finds|laid|lays|threw|throws|chipped|chips|lobbed|hit|hits|knocked|sent|sends|rolled|poked|released"
    r"|whipped|lofted|clipped|fed|feeds|touched|cut|pulled|let go"
    # (a team-mate's shot is his play of the ball too: "when the 10 shot, our 9 was beyond", Law 11.2)
    r"|shot|shoots|fired|fires|volleyed|volleys)"
)


# Who played it: a number, a name, or a role with its side ("our 10", "10", "pedri", "the winger")
def _who(name: str) -> str:
    return rf"(?:(?P<{name}_side>the|our|their|my|there) )?(?:number |no )?(?P<{name}>\d{{1,2}}|[a-z][\w-]*)"


_NOT_A_PASSER = frozenset(
    re.findall(
        r"\S+",
        # pronouns, determiners and conjunctions read where a name may stand ("when it was played", "and then")
        "it he she they we i ball you that this him her his its our their the a an my when as once while then and but so"
        " who which there before after until by at on with for to was is had been"
        # ... and a ball played told as the subject ("the shot hit the bar")
        " shot cross header pass effort strike volley clearance flick kick throw corner post bar rebound deflection save lob"
        " chip free goal net"
        # ... nor an official ("the referee played advantage")
        " referee ref linesman lino linesperson assistant official var",
    )
)
# What may stand between a place and the moment it is told at: no clause break (but a comma just before the moment:
# "two steps past , when their 6 passed")
_NO_BREAK = re.compile(r"(?: ,)?[^,.;:!?]{0,40}")

# Not a finish: "when 11 headed it in" is his own play, no pass
_NO_FINISH = (
    r"(?! (?:it |the ball )?(?:in|home|into the (?:net|goal)|past the (?:keeper|goalkeeper)|over the line)\b)"
)

# The moment told just after a place: "offside | when 6 passed", "onside | at 4s pass", "offside | at the header"
_AT_AFTER = re.compile(
    r"(?: (?:just|right|exactly|still|already|then))? (?:"
    rf"(?:when|as|once|while|the moment|by the time) {_who('who')} (?:then |just |first )?{_PASS_VERB}\b{_NO_FINISH}"
    rf"|(?:at|on|from) {_who('whose')}s (?:pass|cross|ball|header|flick|through ball|shot|throw|kick|touch|lay-off|layoff)\b"
    r"|(?:at|on|by|for|with|from) the (?P<act>cross|header|flick|flick-on|pass|through ball|shot|throw|release"
    r"|lay-off|layoff|knock-down|cutback|cut-back)\b"
    r"|when the (?P<act2>cross|header|flick|flick-on|pass|through ball|shot|throw) (?:was|came|went|is|comes)\b"
    r"|when (?:the |our |their |my )?(?:keeper|goalkeeper|goalie) (?P<release>let go|released|threw)\b"
    r"|(?P<relative>now|then|by then|by that time|at that (?:moment|point|time)))"
)
# The moment told in the clause before a place: "at 4s pass | 11 was onside", "when 6 played it to 10 , | 9 was level"
_AT_BEFORE = re.compile(
    r"(?:"
    # (the pass told first, the place in a clause with "while": "6 played it to 10 while | 9 was standing offside")
    rf"{_who('whom')} (?:then |just |had )?{_PASS_VERB}\b(?: (?:it|the ball))?(?: (?:on|forward|through|across|wide|long))?"
    r"(?: (?:to|for) [\w-]+(?: [\w-]+)?)? (?:while|as|just as)"
    rf"|(?:when|as|once|the moment|by the time) {_who('who')} (?:then |just |first )?{_PASS_VERB}\b(?: (?:it|the ball))?"
    r"(?: (?:on|forward|through|across|wide|long))?(?: (?:to|for) [\w-]+(?: [\w-]+)?)?"
    rf"|(?:at|on) {_who('whose')}s (?:pass|cross|ball|header|flick|through ball|shot|throw|kick|touch)"
    r"|(?:at|on|by|for|with) the (?P<act>cross|header|flick|flick-on|pass|through ball|shot|throw|release)"
    r"|(?P<relative>by then|by that time|at that (?:moment|point|time)|and now|now))"
    r"(?: ,)?(?: (?:our|their|the|my|there) (?:number |no )?[\w-]+| (?:he|she|who)| [\w-]+)?"
    r"(?: (?:was|is|were|had|had been|had gone|stood|still|already|then|now|just))* $"
)
# The ball's arrival, no play: "came to him", "dropped to him"
_ARRIVAL = re.compile(
    r"(?:came|comes|come|went|goes|got|gets|arrived|arrives|dropped|drops|fell|falls|reached|reaches|ran|runs|rolled"
    r"|rolls)(?: through| back| on)?(?: to)? (?:him|her)\b"
)
# A pass told by its place in the move, just before a place: "at the first pass | he is offside"
_ORDINAL_BEFORE = re.compile(
    r"\b(?:at|on|for|with|from|by|when) the (?:first|original|initial|1st|opening|second|2nd|next|final|last|later|third"
    r"|3rd) (?:pass|ball|cross|touch|one)\b(?: ,)? (?:[\w-]+ ){0,3}$"
)
# His run back told just before a place: "then 9 came back | onside", "10 holds it up , 9 drops back | level",
# "walks back until | our centre-back is nearer our goal than he is", "he run back over the middle line | into his own half"
_RUN_BACK = re.compile(
    r"\b(?:came|come|comes|got|gone|went|goes|dropped|drops|drop|ran|run|runs|jogged|jogs|walked|walks|tracked|tracks"
    r"|moved|moves|stepped|steps|retreated|retreats|drifted|drifts|backed|backs|trotted|trots) back"
    r"(?: (?:over|across) (?:the )?(?:half[- ]?way|middle|centre|center)(?: line)?)?"
    r"(?: (?:until|till|so that|and|to be|into|to))?(?: [\w-]+){0,8} $"
)
# A run back told as before the pass: "before the pass he ran back", "got back before it was played"
_BEFORE_THE_PASS = re.compile(
    # (only "before" a pass told: not "before he shot", "before scoring", a later moment; "in time", "by the time" of a pass)
    r"\b(?:before (?:the (?:pass|ball|cross|through ball|through-ball|kick|throw|header|flick|second pass|next pass)"
    r"(?! (?:reached|got|arrived|fell|dropped|landed|came))|(?:it|the ball) was (?:played|passed|crossed|kicked|hit|released"
    r"|thrown)|(?:our|their|the|my|his|her) [\w-]+ (?:played|passed|crossed|hit|kicked|squared|flicked|headed|released"
    r"|threw)|(?:\d{1,2}) (?:played|passed|crossed|hit|kicked|squared|flicked|headed)|(?:second|next) (?:teammate|team-mate"
    r"|team mate|player) (?:pass|passed|played))|in time|by the time (?!(?:he|she|i|we) )(?:[\w-]+ ){0,3}(?:pass|cross|ball"
    r"|played|passed|crossed|flicked|headed|squared|released|kicked|threw|was played|hit it))\b"
)
# A team-mate's pass told in the story, whoever's: "our 6 to our 10", "10 then played it to 9", "8 found 10"
_PASS_TOLD = re.compile(
    rf"\b{_who('who')} (?:then |just |quickly |first time |finally )?{_PASS_VERB}\b"
    # ... told without a verb, by numbers or sides: "our 6 to our 10", "10 to 9" (not "the ball came to him")
    # (a bare number only opening its clause: not "to make it 2 to 1")
    r"|\b(?:(?:our|their|my|the) (?:number |no )?(?P<side_who>[\w-]+)|(?:(?<=^ )|(?<=[,.;:] ))(?P<number_who>\d{1,2})) to"
    r" (?:(?:our|their|my|the) (?:number |no )?[\w-]+|\d{1,2})\b"
)
# How an act of the chain is told in the story: its verb or its noun
_ACT_TOLD = {
    "cross": r"\bcross(?:ed|es|ing)?\b",
    "header": r"\bhead(?:ed|s|er|ing)?\b",
    "flick": r"\bflick",
    "flick-on": r"\bflick",
    "pass": r"\bpass(?:ed|es)?\b",
    "through ball": r"\bthrough ball\b",
    "shot": r"\b(?:shot|shoots|shoot)\b",
    "throw": r"\b(?:threw|throw|throws|let go|released?)\b",
    "release": r"\b(?:threw|throw|throws|let go|released?)\b",
    "lay-off": r"\b(?:laid|lays|lay-?off)\b",
    "layoff": r"\b(?:laid|lays|lay-?off)\b",
    "knock-down": r"\bknock(?:ed|s)? (?:it )?down|knock-?down\b",
    "cutback": r"\bcut(?:s)? (?:it )?back|cut-?back\b",
    "cut-back": r"\bcut(?:s)? (?:it )?back|cut-?back\b",
}


def _key(text: str, hit: Hit) -> tuple[str, str, str] | None:
    """The moment a place is told at: ("who", passer, his side or ""), ("act", cross/header/..., ""), ("relative", "", ""),
    or None."""
    if hit.value == "behind-ball" and re.search(_ACT_TOLD["cutback"], text[hit.start : hit.end]):
        return ("act", "cutback", "")  # his place read from the cut-back itself is at that pass
    end = hit.end - 1 if text[hit.end - 1] == " " else hit.end
    # (told inside the place's own words too: "offside at the header"), or in the clause just before it ("at 4s pass | 11
    # was onside"), or after a comma ("two steps past , when their 6 pass it")
    after = [
        found
        for found in _AT_AFTER.finditer(text, hit.start, end + 60)
        if found.start() <= end or _NO_BREAK.fullmatch(text, end, found.start()) is not None
    ]
    m = next((found for found in after if found.start() <= end or "," not in text[end : found.start()]), None)
    if m is None and _ORDINAL_BEFORE.search(text, max(0, hit.start - 50), hit.start) is not None:
        return (
            None  # "at the first pass | he is offside": the order of the passes tells it (situation_routes)
        )
    if m is None:
        m = _AT_BEFORE.search(text, max(0, hit.start - 80), hit.start)
    if m is None and after:
        m = after[0]
    if m is None:
        return None
    groups = m.groupdict()
    if groups.get("relative"):
        return ("relative", "", "")
    if groups.get("release"):
        return ("act", "throw", "")
    act = groups.get("act") or groups.get("act2")
    if act:
        return ("act", act, "")
    name = next((group for group in ("who", "whose", "whom") if groups.get(group)), None)
    who = groups.get(name) if name else None
    if who and who not in _NOT_A_PASSER:
        side = groups.get(f"{name}_side")
        if _opponent(who) and side not in ("our", "my"):
            return None  # "offside when their cb headed it": an opponent's touch, no pass of the chain
        return ("who", who, "" if side in (None, "the") else ("our" if side in ("our", "my") else "their"))
    return None  # "by the time he headed it in", "when it was played": his own play, or no passer named


def _opponent(word: str) -> bool:
    """Whether a word names an opponent's role ("cb", "keeper"): the told-play reader's own list (situation_words.toml
    `opp`), no second one."""
    return word_lists().context["opp"].fullmatch(word) is not None


def _passes_by_someone(text: str, side: str | None = None) -> list[tuple[int, str]]:
    """Where each pass told with its passer is ("10 slipped him in", "our 6 to our 10"), and the passer, in the story's
    order: not the ball's arrival ("then the ball came to him"), nor a play of the other side's than `side` (the
    attacker's, "our" or "their", when known: "their 5 headed it away"), nor a defender's or keeper's of no side told."""
    told = []
    for m in _PASS_TOLD.finditer(text):
        name = next(group for group in ("who", "side_who", "number_who") if m.group(group) is not None)
        if m.group(name) in _NOT_A_PASSER:
            continue
        said = _SIDE_BEFORE.search(text, max(0, m.start(name) - 16), m.start(name))
        passer_side = None if said is None else ("our" if said.group(1) in ("our", "my") else "their")
        if side is not None and passer_side is not None and passer_side != side:
            continue
        if passer_side is None and _opponent(m.group(name)):
            continue
        told.append((m.start(name), m.group(name)))
    return told


_SIDE_BEFORE = re.compile(r"\b(our|my|their|there) (?:number |no )?$")


def _passes(text: str, routes: list[Hit]) -> list[int]:
    """Where each team-mate's play is told, in the story's order."""
    return sorted(
        {h.start for h in routes if h.value == "team-mate"} | {at for at, _ in _passes_by_someone(text)}
    )


def _rank(
    text: str, hit: Hit, key: tuple[str, str, str], passes: list[tuple[int, str]], attacker: str = ""
) -> int | None:
    """Where in the story the play a place is told at comes: the first telling of that passer's pass or of that act;
    for "now", "by then", "at that moment", the last pass told before the place (its passer's first telling: "7 shot
    ... when the 7 hit it ... by then he was past" is one play)."""
    kind, what, _ = key
    if kind == "relative":
        before = [(at, name) for at, name in passes if at < hit.start]
        if not before:
            return None
        last_at, passer = before[-1]
        first = _rank(text, hit, ("who", passer, ""), passes, attacker)
        # (his first telling only when no other team-mate's pass is told between: "our 7 crossed to our 10, 10 laid it
        # back and our 7 crossed again; by then ..." is at the second cross, review 75)
        if first is None or any(first < at < last_at and name != passer for at, name in passes):
            return last_at
        return first
    if kind == "who":
        if _passes_to(text, what, attacker):
            return len(text)  # his pass to the attacker himself is the last one, however the story is ordered
        told = re.search(
            rf"(?<![\w-]){re.escape(what)}s? (?:then |just |quickly |first time |finally )?(?:{_PASS_VERB}\b|to |pass\b)",
            text,
        )
        return told.start() if told else None
    if kind == "act":
        told = re.search(_ACT_TOLD[what], text)
        return told.start() if told else None
    return None


def _passes_to(text: str, passer: str | None, attacker: str) -> bool:
    """Whether a pass by `passer` to the attacker himself is told ("10 passed to our 9", "iniesta passed to messi")."""
    return bool(passer and attacker) and (
        re.search(
            rf"(?<![\w-]){re.escape(passer or '')}s? (?:then |just |quickly |first time |finally |had )?(?:{_PASS_VERB}\b"
            rf"[^.;,]{{0,30}}? )?(?:to|for|into the path of|through to) (?:our |their |the |my )?(?:number |no )?"
            rf"{re.escape(attacker)}\b",
            text,
        )
        is not None
    )


def _its_sentence(text: str, hit: Hit) -> tuple[int, int]:
    """Where the sentence (or clause after a semicolon) of a place starts and ends."""
    start = max(text.rfind(" . ", 0, hit.start), text.rfind(" ; ", 0, hit.start), 0)
    ends = [i for i in (text.find(" . ", hit.end), text.find(" ; ", hit.end)) if i >= 0]
    return start, min(ends) if ends else len(text)


# A place told as of an earlier moment than the story's: "earlier, at the 4s pass", "before that", "at first"
_EARLIER = re.compile(r"\b(?:earlier|before that|previously|at first|initially|first of all)\b")


def _its_own_moment(text: str, place: Hit, at: int) -> bool:
    """Whether a play told at `at` is the moment of the place just before it ("two steps past , when their 6 | pass it"):
    in its sentence, close after it."""
    return at - place.end < 60 and re.search(r"[.;!?]", text[place.end : at]) is None


def _passer_of(text: str, hit: Hit, passed_by_someone: list[tuple[int, str]]) -> str | None:
    key = _key(text, hit)
    if key is not None and key[0] == "who":
        return key[1]
    before = [name for at, name in passed_by_someone if at < hit.start]
    return before[-1] if key is not None and key[0] == "relative" and before else None


# A name or number just before a place ("at 6s pass | 9 was offside")
_NAMED_BEFORE = re.compile(r"(?<![\w-])(\d{1,2}|[a-z][\w-]*) (?:(?:was|is|were|had been|stood|standing) )?$")


def _named_before_a_place(text: str, places: list[Hit]) -> str:
    """The attacker's name or number told just before one of his places, or "" ("he was onside" names none)."""
    for hit in places:
        named = _NAMED_BEFORE.search(text, max(0, hit.start - 30), hit.start)
        if named is not None and named.group(1) not in _NOT_A_PASSER:
            return named.group(1)
    return ""


# ---------------------------------------------------------------------------------------------------------------------
# A place told at a pass that went to another team-mate who played it on, or at the first of two passes counted

_PASSED_TO = re.compile(
    r"(?: it| the ball| (?:it )?(?:on|through|across|wide|forward|out))* (?:to|for) (?:the|our|their|my) (?:number |no )?(\w+)\b"
)


# What may stand between a moment told first and the place told of him in its main clause: "when the 6 played it to the
# 8 | , | our 9 | was onside" (no sentence break, no other moment)
_MOMENT_LEADS_TO = re.compile(
    r"(?: it| the ball)?(?: (?:to|for) (?:him|her|them))?(?: ,)?(?: (?:our|their|the|my) (?:number |no )?\w+| (?:he|she)| \w+)?"
    r"(?: (?:was|is|were|stood|had been))? ?"
)


def _moment_before(text: str, start: int) -> tuple[None, str, str | None] | None:
    """The team-mate's play told just before a place (its passer and whom it went to), when the place is told in the
    main clause after it: "when the 6 played it to the 8 our 9 was onside"."""
    found = None
    for at in TIMED_AT.finditer(text, max(0, start - 90), start):
        to = _PASSED_TO.match(text, at.end())
        close = to.end() if to else at.end()
        if _MOMENT_LEADS_TO.fullmatch(text, close, start + 1 if text.startswith(" ", start) else start):
            found = (None, at.group(1), to.group(1) if to else None)
    return found


# A pass told by its place in the move: "at the first pass", "at the second ball", "when the final pass came"
_ORDINAL = re.compile(
    r" (?:at|on|for|with|from|by|when) the (?:(first|original|initial|1st|opening)|(second|2nd|next|final|last|later|third|3rd))"
    r" (?:pass|ball|cross|touch|one)\b"
)


def _ordinal_of(text: str, hit: Hit) -> str:
    """Whether a place is told at the first pass of a move ("first"), a later one ("later"), or neither (""): the
    ordinal in its own clause, just before or just after it."""
    clause_start = max(text.rfind(" , ", 0, hit.start), text.rfind(" . ", 0, hit.start), 0)
    ends = [i for i in (text.find(" , ", hit.end), text.find(" . ", hit.end)) if i >= 0]
    found = _ORDINAL.search(text, clause_start, min(ends) if ends else len(text))
    if found is None:
        return ""
    return "first" if found.group(1) else "later"


def earlier_passes(text: str, hits: list[Hit]) -> list[Hit]:
    """The position hits, one told at a pass to the team-mate at whose own later play he is placed again told as at
    another moment: "onside when our 6 passed to our 7, but a yard off when our 7 crossed" (Law 11.2: he is judged when
    a team-mate last plays the ball, our 7's cross; our 6's pass went to another)."""
    timed = []
    for hit in hits:
        end = hit.end - 1 if text[hit.end - 1] == " " else hit.end
        at = TIMED_AT.search(text, end, end + 100)
        if at is not None and TIED_AFTER.fullmatch(text, end, at.start() + 1):
            to = _PASSED_TO.match(text, at.end())
            timed.append((hit, at.group(1), to.group(1) if to else None))
            continue
        # ... or told after its moment: "when the 6 played it to the 8 | our 9 was onside , when the 8 played it to him |
        # he was a yard past"
        before = _moment_before(text, hit.start)
        if before is not None:
            timed.append((hit, before[1], before[2]))
    passers = {passer for _, passer, _ in timed}
    earlier = [hit for hit, passer, to in timed if to is not None and to != passer and to in passers]
    # ... or told by the order of the passes: "at the first pass our 9 was level, at the second pass he was a yard off"
    ordinals = {hit: _ordinal_of(text, hit) for hit in hits}
    if {"first", "later"} <= set(ordinals.values()):
        earlier += [hit for hit, told in ordinals.items() if told == "first"]
    return [Hit(h.value, h.start, h.end, h.weak, "other", h.asked) if h in earlier else h for h in hits]


def at_the_last_pass(text: str, places: list[Hit], routes: list[Hit]) -> list[Hit]:
    """The places, each told at an earlier play of a chain of passes than the last one (told by whom it went to, by its
    order, by its passer or act), or reached by a run back after the last pass, as of another moment ("other")."""
    return _by_the_chain(text, earlier_passes(text, places), routes)


def _by_the_chain(text: str, places: list[Hit], routes: list[Hit]) -> list[Hit]:
    """The places as `at_the_last_pass` returns them, read by the passer or act each is told at (ranked by where the
    story tells that play, the pass to the attacker himself last) and by a run back after the last pass."""
    if len(places) < 2:
        return places
    passes = _passes(text, routes)
    ranked: dict[Hit, int] = {}
    later: set[Hit] = set()
    back_in_time: set[Hit] = set()
    attacker = next((who for h in places if (who := placed_subject(text, h.start))), None)
    side = attacker[0] if attacker is not None and attacker[0] in ("our", "their") else None
    attacker_name = attacker[1] if attacker is not None else _named_before_a_place(text, places)
    passed_by_someone = _passes_by_someone(text, side)
    run_backs: dict[Hit, re.Match[str]] = {}
    for hit in places:
        run_back = _RUN_BACK.search(text, max(0, hit.start - 70), hit.start)
        # (not one told at a pass itself: "dropped back level when the ball was played", nor before it: "before the pass
        # he ran back into his own half")
        if (
            run_back is not None
            and hit.moment not in ("plain", "decisive")
            and _BEFORE_THE_PASS.search(text, max(0, run_back.start() - 40), hit.end + 40) is None
        ):
            run_backs[hit] = run_back
            continue
        if hit.moment == "other":
            continue
        key = _key(text, hit)
        if key is not None and key[0] == "who" and side and key[2] and key[2] != side:
            key = None  # "onside when our 6 played it, offside when their 5 hit it": an opponent's touch (review 72)
        if key is not None and key[0] == "who" and attacker_name and key[1] == attacker_name:
            key = None  # "well past their last defender when 9 fired": his own shot, no pass of the chain (review 75)
        rank = _rank(text, hit, key, passed_by_someone, attacker_name) if key is not None else None
        if (
            key is not None
            and key[0] == "relative"
            and attacker_name
            and _passes_to(text, _passer_of(text, hit, passed_by_someone), attacker_name)
        ):
            rank = len(text)  # "iniesta passed to messi, who was offside then": at the pass to him, the last
        if _EARLIER.search(text, *_its_sentence(text, hit)):
            rank = -1  # "earlier, at the 4s pass, he was onside", "before that ... while messi was onside"
        if rank is not None:
            ranked[hit] = rank
    # the passers at whose plays a place is told: named, or the last told before "at that moment"
    timed_at = {name for hit in ranked if (name := _passer_of(text, hit, passed_by_someone)) is not None}
    for hit in run_backs:
        # where his run back took him: at a pass by another told after it ("then 9 came back onside and 10 slipped him
        # in"), or after the last pass (another moment). Not the same passer's pass told again.
        after = [(at, name) for at, name in passed_by_someone if at > hit.end]
        if after and after[0][1] not in timed_at and any(p < hit.start for p in passes):
            ranked[hit] = after[0][0]
            back_in_time.add(hit)
        elif (
            not after
            and any(p < hit.start for p in passes)
            # (nor any play told after it but the ball's arrival: "then the ball came to him")
            and not any(p > hit.end and _ARRIVAL.match(text, p) is None for p in passes)
            # (and none between the place told before it and the run back: that place was then at an earlier pass)
            and not any(
                placed.start < p < hit.start and not _its_own_moment(text, placed, p)
                for placed in places
                if placed.start < hit.start and placed not in run_backs
                for p in passes
            )
        ):
            later.add(hit)
    chained = len(set(ranked.values())) >= 2
    # (a run back after the last pass matters only against a place told at a pass)
    first_later = min((h.start for h in later), default=0)
    placed_at_a_pass = any(
        h.moment in ("plain", "decisive") or h in ranked or h.start < first_later
        for h in places
        if h not in later
    )
    if not chained and not (later and placed_at_a_pass):
        return places
    last = max(ranked.values()) if chained else None
    return [
        Hit(h.value, h.start, h.end, h.weak, "other", h.asked)
        if h in later or (last is not None and h in ranked and ranked[h] < last)
        # (a run back in time for the last pass is where he was at it, whatever moment its words had read as)
        else Hit(h.value, h.start, h.end, h.weak, "", h.asked)
        if h in back_in_time
        else h
        for h in places
    ]
