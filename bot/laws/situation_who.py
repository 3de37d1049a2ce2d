"""Whose place and whose play: which player a phrase of a told play is about (the subject of its clause, the one named
just before it, "who" and "he"), so that another player's place or play never decides the ruling of the one placed
offside. Read by situation.py on the hits it finds; pure, like it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from bot.laws.ascii_regex import Regex
from bot.laws.situation_text import SENTENCE_BREAK, inside_any, word_lists


@dataclass(frozen=True, slots=True)
class Hit:
    value: str
    start: int
    end: int
    weak: bool  # a hint ("squared it"), used only when nothing plainer is said
    moment: str = ""  # position only: the moment it is told at (other, decisive, plain or "" for none)
    asked: bool = False  # position only: told inside a question ("is that onside because he was...?")


OFF_THE_FIELD = re.compile(r" off the (?:pitch|field)")  # ...or by his being off it, behind the goal
# Where what the other attacker did ends: a sentence, or a clause with a subject of its own ("..., my son never
# moved"); not "our 11, who was onside, ran on and scored".
OWN_CLAUSE_END = re.compile(
    # (a bare number opens a clause of its own too: "..., 9 didnt move", hunt 67)
    r" (?:[.;!?] |, (?=(?:he|she|i|we|they|my|our|their|the|his|her|\d{1,2}) )|(?:but|whereas|while) )"
)


# The player a phrase is told of, named just before it: "macca | is onside", "robbo is stood | two yards past", "robbo |
# got there first". Not a pronoun or a word that names no one.
_NAMED = re.compile(
    r" ([a-z][\w-]*) (?:(?:is|was|were|had been|stood|standing|(?:is|was|were) (?:stood|standing))(?: [\w-]+){0,2} )?$"
)
_NO_NAME = frozenset(
    (
        "he",
        "she",
        "it",
        "they",
        "who",
        "that",
        "which",
        "this",
        "there",
        "i",
        "we",
        "you",
        "him",
        "her",
        "and",
        # ... nor the time a place is told at: "who at that moment | was level" (hunt 73)
        "moment",
        "point",
        "time",
        "stage",
        "then",
        "now",
        "instant",
        "second",
    )
)


# "the right one | got there first": the one named by the word before "one", as "the one on the right" names him.
_ONE_BY = re.compile(r" ([a-z][\w-]*) one $")


def two_told_apart(text: str, hits: dict[str, list[Hit]]) -> bool:
    """Whether the player placed offside is named otherwise than by a number ("the striker is in an offside position")
    and said not to play the ball or to get at an opponent, while the numbered one plays it ("their No. 8, who was
    onside, scores"): two players, so the numbered one's onside is not the attacker's."""
    named = {_named(text, h.start) for h in hits["position"] if h.value == "offside"} - {None}
    if not named or any(name.isdigit() for name in named if name is not None):
        return False
    return any(h.value in ("none", "interferes-with-opponent") and not h.weak for h in hits["involvement"])


def _named(text: str, start: int) -> str | None:
    """The name a phrase at `start` is told of ("robbo | got there first"), or None for a pronoun or no name. "The
    right one" and "the one on the right" both name him "right"."""
    m = _NAMED.search(text, max(0, start - 40), start)
    if m is not None and m.group(1) == "one":
        by = _ONE_BY.search(text, max(0, m.start() - 30), m.end(1) + 1)
        return by.group(1) if by is not None and by.group(1) not in _NO_NAME else None
    return m.group(1) if m is not None and m.group(1) not in _NO_NAME else None


def of_the_scorer(text: str, hits: dict[str, list[Hit]]) -> dict[str, list[Hit]]:
    """The hits without a position told of another named attacker: "we had two up top, Macca's onside but Robbo's two
    yards past their last defender ... Robbo gets there first and scores". Only when the one placed offside is named
    again as the one who played the ball, and the other by another name: onside said of him is no fact of the play."""
    onside = [h for h in hits["position"] if h.value != "offside"]
    offside = [h for h in hits["position"] if h.value == "offside"]
    if not onside or not offside:
        return hits
    scorers = {_named(text, h.start) for h in hits["involvement"] if h.value == "plays-ball" and not h.weak}
    placed = {_named(text, h.start) for h in offside} & scorers - {None}
    if len(placed) != 1:
        return hits
    others = [h for h in onside if (name := _named(text, h.start)) is not None and name not in placed]
    if not others:
        return hits
    return {**hits, "position": [h for h in hits["position"] if h not in others]}


def finisher_told(text: str, hits: dict[str, list[Hit]]) -> bool:
    """Whether the one who finished is told by name, number or "he" ("9 headed it in", "he scored"): then which of two
    placed players played it is no doubt (review 75)."""
    return any(
        _player_of(text, h.start) is not None
        for h in hits["involvement"]
        if h.value == "plays-ball" and _FINISHED.search(text, h.start, h.end)
    )


def the_offside_other_judged(text: str, hits: dict[str, list[Hit]]) -> dict[str, list[Hit]]:
    """When the one who scored is told onside or level and one other of his side offside, listed together, and what the
    other did is told ("our 7 onside. our 9 offside. 7 got the pass and scored. 9 stood in front of the keeper blocking
    his view"; "..., 7 stood still far away"), the one judged is the other (Law 11.2): his place and his part are the
    facts, the scorer's onside place and finish not. When the one who scored is the one told offside, another's onside
    place is none of his. Both named by number, or as "our 9", "the winger" (hunt 61)."""
    plays = [h for h in hits["involvement"] if h.value == "plays-ball" and not h.weak]
    # the one who scored: a pass or a flick on is a team-mate's play, not the finish judged
    scorers = {_player_of(text, h.start) for h in plays if _FINISHED.search(text, h.start, h.end)} - {None}
    if len(scorers) != 1:
        return hits
    scorer = next(iter(scorers))
    placed = [(h, _placed_name(text, h)) for h in hits["position"]]
    if (
        (his := [h for h, name in placed if name == scorer])
        and all(h.value == "offside" for h in his)
        and all(
            name is not None for _, name in placed
        )  # (a place told of no one may be his, at a later play)
    ):
        # ... and when he is the one told offside ("their 9 level with our 5, their 11 two yards past our 5, cross goes
        # to 11 who heads it home"), another's level or onside place is none of his
        return {**hits, "position": [h for h, name in placed if name in (None, scorer)]}
    onside = [h for h, name in placed if h.value != "offside" and name == scorer]
    others = {name for h, name in placed if h.value == "offside" and name is not None and name != scorer}
    if len(others) > 1:
        # three of his side placed ("our 7 onside. our 9 offside. our 11 offside. 7 scored. 9 just watched, 11 stood in
        # front of the keeper"): the one told interfering or playing it is the one judged (review 64)
        active = {
            name
            for h in hits["involvement"]
            if h.value in ("interferes-with-opponent", "plays-ball")
            and (name := _player_of(text, h.start)) is not None
            and name in others
        }
        others = active if len(active) == 1 else others
    if not onside or len(others) != 1 or any(h.value == "offside" and name == scorer for h, name in placed):
        return hits
    offside = [h for h, name in placed if name in others]
    if any(_told_apart(text, a, b) for a in onside for b in offside):
        return (
            hits  # two places told apart in the story may be of two moments: whose is which is not read here
        )
    his_part = [h for h in hits["involvement"] if _player_of(text, h.start) in others]
    if not his_part:
        return hits  # nothing told of what the other did: left as it was read
    if all(h.value == "none" for h in his_part):
        # ... told doing nothing ("the striker never touched it"): the scorer's onside play is the play judged
        return {**hits, "position": [h for h, name in placed if name not in others]}
    # (the scorer's shot is the team-mate's play the other is judged at, when no other is told)
    finish = [Hit("team-mate", h.start, h.end, True) for h in plays if _player_of(text, h.start) == scorer]
    return {
        **hits,
        "position": [h for h, name in placed if h.value == "offside" and name in others],
        "received_from": hits["received_from"] or finish,
        "involvement": his_part,
    }


_FINISHED = re.compile(
    r"\b(?:scor\w*|(?:headed|heads|head|nodded|nods|tapped|taps|put|puts|turned|turns|poked|pokes|bundled|slotted|"
    r"knocked|stabbed|prodded) (?:it |the ball )?(?:in|home|away)|finish\w*|slot\w*|buried|burie?s|volley\w*|netted|nets)\b"
)
# Two places listed together ("our 7 was offside and our 9 onside when the ball was played"): within this many
# characters of each other
_LISTED_TOGETHER = 60
# ... or in one sentence, when the scorer's onside place is told in a clause of his own after the other's ("our 9 offside
# at the cross, ball hits the crossbar and drops to our 11 who was onside and he scores, 9 didnt move", hunt 67), up to
# 150 characters apart ("our 9 was in an offside position when the cross came in, he dummied it and their defender jonas
# dived the wrong way, our 10 was onside", hunt 74)
_ONE_SENTENCE = 150
_SENTENCE_END = re.compile(r" [.!?;] ")


def _told_apart(text: str, one: Hit, other: Hit) -> bool:
    """Whether two places are told too far apart to be read as of one moment."""
    first, last = sorted((one.start, other.start))
    if last - first <= _LISTED_TOGETHER:
        return False
    return last - first > _ONE_SENTENCE or _SENTENCE_END.search(text, first, last) is not None


# A player named by number or name: "our 9", "number 11", "the 9", "robbo"
# (a bare word is no name here: "but a yard beyond" is told of no one called "but"; names are of_the_scorer's)
_PLAYER = (
    r"(?:(?:our|their|my|the) (?:no |number )?|(?:no |number )?(?=\d)|(?=(?:winger|striker|forward|attacker|nine|ten|"
    r"centre-forward|target man)\b))(\d+|[a-z][\w-]*)"
)
# ... told as the one a place is said of, as the phrase itself ("our 7 onside") or just before it ("our 11 was | offside")
_PLACED_IN = re.compile(
    r"^(?:(?:our|their|my) (?:no |number )?|(?:no|number) )(\d+|[a-z][\w-]*) (?:(?:clearly|miles|well|way|yards|a yard|just) )?"
    r"(?:offside|onside|level)\b"
)
_PLACED_BEFORE = re.compile(
    rf"(?:^| ){_PLAYER} (?:, who |who )?(?:(?:was|is|were|stood|standing|had been)(?: (?:a|still|well|just|clearly|dead))? )?$"
)
# ... or as the subject of the clause a play is told in ("the 9 scored", "7 got the pass and scored", "to 11 who heads")
_SENTENCE_STOP = re.compile(r"[.;!?] ")
_PLAYS_CLAUSE_OPENS = re.compile(r"(?:^|[.;!?,] |\b(?:and|but|then) )(?=\S)")
_WHO_PLAYED = re.compile(rf" {_PLAYER} who $")
_NOT_A_PLAYER = frozenset(
    (
        "he",
        "she",
        "it",
        "the",
        "ball",
        "cross",
        "pass",
        "shot",
        "goal",
        "they",
        "we",
        "i",
        "ref",
        "keeper",
        "goalkeeper",
    )
)


def _placed_name(text: str, hit: Hit) -> str | None:
    found = _PLACED_IN.match(text[hit.start : hit.end]) or _PLACED_BEFORE.search(
        text, max(0, hit.start - 40), hit.start
    )
    name = found.group(1) if found else None
    return None if name in _NOT_A_PLAYER else name


_PRONOUN_JUST_BEFORE = re.compile(r"\b(?:he|she)(?: (?:then|just|also|eventually|finally))? $")


def _player_of(text: str, start: int) -> str | None:
    """Who plays at `start`: named just before "who", else the first word of his clause when it names a player."""
    who = _WHO_PLAYED.search(text, max(0, start - 30), start)
    if who is not None:
        return who.group(1)
    if _PRONOUN_JUST_BEFORE.search(text, max(0, start - 12), start):
        # "drops to our 11 who was onside and he | scores": whom "he" stands for, as agent_of reads it
        agent = agent_of(text, start, frozenset())
        return agent[1] if agent is not None else None
    # the clause he plays in, or the one it is joined to by "and" ("our no 9 was onside and | scored"), within the sentence
    sentence = max((m.end() for m in _SENTENCE_STOP.finditer(text, 0, start)), default=0)
    opens = [sentence] * (start - sentence <= 80) + [
        m.end()
        for m in _PLAYS_CLAUSE_OPENS.finditer(text, max(sentence, start - 80), start)
        if m.end() > sentence
    ]
    for at in reversed(opens):
        subject = re.match(_PLAYER, text[at:start].lstrip())
        name = subject.group(1) if subject else None
        if name is not None and name not in _NOT_A_PLAYER:
            return name
        if not text.endswith(("and ", "then "), 0, at):
            return None  # a clause of its own, with no player named: nobody's to read
    return None


# One of ours placed, told with his own play in the same clause: "our 9 was offside | and | scored", "our 11 who was past the defence
# | at the cross | tapped in".
_OURS_PLACED = re.compile(
    r" (?:our|my) ([\w-]+) (?:, )?(?:who )?(?:(?:was|is|were|stood|standing|had been)(?: [\w-]+){0,2} )?$"
)
_SAME_CLAUSE = re.compile(
    r"(?: (?!(?:but|then|when|so|while|whereas|who|which)\b)[\w-]+){0,4}? (?:and (?:then )?)?"
)


_AT_THE = (" at the ", " at ", " on the ", " of the ", " at that ", " by the time of the ")


def played_by_another(text: str, hits: dict[str, list[Hit]]) -> dict[str, list[Hit]]:
    """The hits without what is told only of another of ours: "our 9 was a yard offside when our 7 crossed and our 11
    scored", "Saka crossed with Kane two yards offside, Rice volleyed it in", "our 11 jumped and he headed it in" tell
    what another did, not whether the one placed took part (Law 11.2: interfering with an opponent is still open), which
    is then asked. Whose a play is, is read from its clause's subject (agent_of); two are told apart only as two numbers,
    two names, or "our other striker": "our 9 ... our striker scored" may be one man."""
    if any(h.value != "offside" for h in hits["position"]):
        return (
            hits  # "... but our 11 was onside and scored": the scorer's own place is read (onside_of_another)
        )
    # (the one placed named as he is placed too: "ben shot and scored. tom was in an offside position", hunt 76)
    names = player_names(text, hits, placed=True)
    offside = [h for h in hits["position"] if h.value == "offside"]
    him = placed_player(text, hits, names)
    if him is None:
        return hits
    others = [
        h
        for h in hits["involvement"]
        if (
            (a := agent_of(text, h.start, names) or _told_first(text, h, offside, names)) is not None
            and another(a, him)
        )
        # ... or the ball's arrival at another named ("our keeper saved and it came out to their 7 who was onside and
        # scored": the 7's ball, not the 9's, hunt 79)
        or ((to := _received_by(text, h, names)) is not None and another(to, him))
    ]
    # ...and his own pass told after his place ("kane was offside when son played it, kane crossed to son"): his
    # playing the ball. Not a pass told as a moment ("offside when he crossed": the passer, not him).
    own = [
        Hit("plays-ball", h.start, h.end, False)
        for h in hits["received_from"]
        if h.value == "team-mate"
        and h.start > offside[0].end
        and _clause_start(text, h.end - 1)[1] not in _SUBORDINATE
        and not text.endswith(_AT_THE, 0, h.start)  # "offside ... at the shot": the moment, no play of his
        and agent_of(text, h.end - 1, names) == him
    ]
    if not others and not own:
        return hits
    return {**hits, "involvement": [h for h in hits["involvement"] if h not in others] + own}


def _told_first(text: str, hit: Hit, offside: list[Hit], names: frozenset[str]) -> _Agent | None:
    """The subject of the text's first sentence, for a play told in it before anyone is placed offside, its clause
    reaching back to the start ("our 10 shot and | scored. our 9 was offside": our 10's goal; hunt 76's and plays25's
    leftover)."""
    if (
        not text.startswith(" ")
        or hit.start > offside[0].start
        or SENTENCE_BREAK.search(text, 0, hit.start)
        or " to " in text[hit.start : hit.end + 1]  # the ball's arrival names its own man ("came to our 11")
    ):
        return None
    m = _SUBJECT_NP.match(text, 1)
    return _np_agent(m, names) if m is not None and m.start() < hit.start and not m.group(4) else None


# The one a ball's arrival names, closing it: "came out to | their 7", "fell to | kerensa".
_TO_NAMED = re.compile(r" to (?:(our|their|my) )?([\w-]+)$")


def _received_by(text: str, hit: Hit, names: frozenset[str]) -> _Agent | None:
    """Who a ball's arrival told at `hit` names: a number of a side ("to their 7"), or a player named elsewhere."""
    m = _TO_NAMED.search(text, hit.start, hit.end)
    if m is None:
        return None
    side, name = _side(m.group(1) or ""), m.group(2)
    if (side and name.isdigit()) or (not side and name in names and name not in _NOT_A_NAME):
        return side, name, False
    return None


def played_by_the_placed(text: str, hits: dict[str, list[Hit]]) -> bool:
    """Whether a play of the ball is told of the one placed offside himself, by the same name or number ("our striker
    scored at the far post ... he was standing beyond all their defenders and did not move")."""
    names = player_names(text, hits)
    him = placed_player(text, hits, names)
    return him is not None and any(
        h.value == "plays-ball" and not h.weak and agent_of(text, h.start, names) == him
        for h in hits["involvement"]
    )


def placed_player(text: str, hits: dict[str, list[Hit]], names: frozenset[str]) -> _Agent | None:
    """The one player placed offside, by side and name or number, when every offside place is told of him."""
    placed = {_placed_agent(text, h.start, names) for h in hits["position"] if h.value == "offside"}
    return next(iter(placed)) if len(placed) == 1 else None


# A role of two words is named whole ("our holding midfielder", "their left back", "our centre forward"): its first
# word, then the role.
_ROLE = r"(?:(?:left|right|centre|center|central|holding|defensive|attacking|wide|deep-lying|box-to-box|lone|target) (?=[\w-]))?"
# Who is told of, by side ("our", "their", or "" for a name) and name, and whether he is "other".
_Agent = tuple[str, str, bool]
_NP = re.compile(
    r"(?:(our|my|their|the) (other |another |onside )?(?:number |no )?("
    + _ROLE
    + r"[\w-]+)|(he|she|who)|([a-z][\w-]*|\d{1,2}(?![\w-])))"
    # (with a word of where he stood put between: "our 11, onside, headed it in", voices96)
    r"(?: , (?:(?:clearly|well|totally|definitely) )?(?:onside|unmarked|free|alone|level) ,)?"
    r"(?: (?:then|just|also|quickly|calmly|simply|somehow|still|eventually|finally|easily|only|first time))* $"
)
# A clause's opening words: a break, then (for a moment or a relative clause) its conjunction.
# (not the comma closing an aside of where he stood: "lumsden , onside , | ran through the middle and scored", plays24)
_CLAUSE_OPEN = re.compile(
    r"(?<= )(?:(?<! onside ),|[.;:!?]|and|but|then|so|while|whereas|when|as|once|after|before|until|because|who|which|by the time"
    r"|the moment)(?= )"
)
_SUBORDINATE = frozenset(
    ("when", "as", "once", "after", "before", "until", "because", "by the time", "the moment", "who", "which")
)
# (after a time told first: "and at that moment | our striker is a metre past")
_SUBJECT_NP = re.compile(
    r"(?:(?:at that moment|at that point|at that time|at the moment|at this point|just then|right then|by then|meanwhile"
    r"|(?:in|at) (?:this|that|the) (?:moment|second|instant))"
    r" (?:, )?)?(?:(our|my|their|the) (other |another |onside )?(?:number |no )?("
    + _ROLE
    + r"[\w-]+)|(he|she)|([a-z][\w-]*))"
    # (... and that aside after the subject: "lumsden , onside , ran ...")
    r"(?: , onside ,)?(?= +[\w-])"
)
_NOT_A_NAME = _NO_NAME | frozenset(
    (
        *(
            "the",
            "a",
            "an",
            "then",
            "so",
            "but",
            "when",
            "as",
            "ball",
            "shot",
            "cross",
            "pass",
            "keeper",
            "ref",
        ),
        *(
            "referee",
            "someone",
            "somebody",
            "everyone",
            "nobody",
            "one",
            "just",
            "also",
            "after",
            "before",
            "them",
        ),
        *(
            "us",
            "me",
            "his",
            "our",
            "their",
            "my",
            "to",
            "with",
            "from",
            "by",
            "in",
            "on",
            "at",
            "off",
            "of",
            "for",
        ),
        *(
            "what",
            "if",
            "no",
            "not",
            "never",
            "whod",
            "whos",
            "whose",
            "hed",
            "hes",
            "shed",
            "shes",
            "its",
            "thats",
        ),
        # A verb after a comma ("baldé , whod stayed ... , was | two yards offside") names no one: the subject is
        # before it.
        *(
            "was",
            "is",
            "were",
            "are",
            "had",
            "has",
            "have",
            "been",
            "be",
            "being",
            "did",
            "does",
            "stood",
            "got",
        ),
        # A question word or a word of manner before what happened ("why | touch it", ", dead | level with the ball",
        # ", both | past our last defender")
        *("why", "how", "where", "both", "dead", "bang", "right", "just"),
    )
)


def _np_agent(m: re.Match[str], names: frozenset[str]) -> _Agent | None:
    """The player a noun phrase names: "our 9", "their other striker", or a name the fan uses for a player (one told
    just before something he did or where he was: "rice | volleyed it in"), not a verb ("and squared it")."""
    if m.group(3):
        side = _side(m.group(1))
        return (side, m.group(3), bool(m.group(2))) if side != "the" or m.group(2) else None
    name = m.group(5)
    if name is not None and name.isdigit():
        # a bare number as the subject ("..., 9 headed it in"): the player of that number named with his side before
        # (only when one side alone has a player of that number told anywhere in the story: "their 9 ... our 9" is
        # neither)
        told = {_side(t.group(1)) for t in _NUMBER_TOLD.finditer(m.string) if t.group(2) == name}
        if not told:
            # ... and one of no side told anywhere, "?": another number than the one placed is plainly another player
            # ("our 9 was offside when 6 played it to 10, 10 crossed and 11 scored": 11's goal is not 9's play)
            return ("?", name, False)
        return (told.pop(), name, False) if len(told) == 1 else None
    return ("", name, False) if name in names else None


_NUMBER_TOLD = re.compile(r"\b(our|my|their) (?:number |no )?(\d{1,2})\b")


def _side(word: str) -> str:
    """The side a determiner names: "my" is "our" (the fan's side), "their" and "the" as said."""
    return "our" if word in ("my", "our") else word


# A name stands where a player does: at a clause's start or after a preposition ("with kane | two yards offside").
_BEFORE_A_NAME = (
    # (... or after the teller's own word for his view: "i admit ekow was off", plays26)
    r"(?:^|[,.;:!?]|\b(?:and|but|then|so|when|as|once|while|with|to|for|from|by|past|than|if|admit|admitted|reckon|think))"
    r" ([a-z][\w-]*)"
)
_NAME_AT = Regex(
    rf"{_BEFORE_A_NAME} $"
)  # in ASCII mode where it can be (bot.laws.ascii_regex): read before every play
# ... or before where he was: "oduya was | a yard offside"
# ... or "ekow was off , | a yard past their back line" (plays26: the place told again after the comma)
_NAME_PLACED_AT = Regex(
    rf"{_BEFORE_A_NAME} (?:was standing|was|is|had been|stood) (?:(?:off|offside|miles off|well off|clearly off) , )?$"
)


def player_names(text: str, hits: dict[str, list[Hit]], placed: bool = False) -> frozenset[str]:
    """The words the fan uses as players' names: each one told just before a play or a place ("saka | crossed", "with
    kane | two yards offside"), but for words that name no one or only a role ("winger | crosses"); with `placed`,
    also one told before "was" and a place ("oduya was | a yard offside")."""
    role = word_lists().context["role_word"]
    near = [_NAME_AT, _NAME_PLACED_AT] if placed else [_NAME_AT]
    words = [at.search(text, max(0, h.start - 30), h.start) for f in hits.values() for h in f for at in near]
    # ... and one told onside in an aside, whatever he did next: "lumsden , onside , ran through the middle and scored"
    # (plays24: the goal is his, not the offside one's)
    words += _NAME_TOLD_ONSIDE.finditer(text) if " , onside , " in text else []
    return frozenset(
        w.group(1)
        for w in words
        if w is not None and w.group(1) not in _NOT_A_NAME and not role.match(w.group(1))
    )


_NAME_TOLD_ONSIDE = re.compile(r"(?:^|[.;!?] )([a-z][\w-]+) , onside ,")


def _clause_start(text: str, start: int) -> tuple[int, str, bool]:
    """Where the clause of a phrase at `start` opens, the word that opens it, and whether it was reached over a
    subjectless conjunct ("our 7 dribbled past everyone and | scored" goes on back to the clause it joins)."""
    at, continued = start, False
    while True:
        opens = list(_CLAUSE_OPEN.finditer(text, max(0, at - 120), at))
        if not opens:
            return 0, "", continued
        last = opens[-1]
        word = last.group()
        begin = last.end() + 1
        if word in ("and", ",", "then") and (
            not text[begin:start].strip() or _SUBJECT_NP.match(text, begin) is None
        ):
            at, continued = last.start() - 1, True
            continue
        return begin, word, continued


def agent_of(text: str, start: int, names: frozenset[str], depth: int = 0) -> _Agent | None:
    """Of whom a phrase at `start` is told: the one named just before it ("rice | volleyed it in", "and he | scored"),
    else the subject of its clause ("when our 6 passed | to our 11", "our 7 dribbled past everyone and | scored"); "who"
    as the one it follows; "he" (or a verb joined on to a moment: "offside when our 8 crossed and | jumped") as the
    subject of the nearest main clause before ("our 9 was offside when our 7 crossed and he | headed it in": our 9; "our
    11 jumped and he | headed it in": our 11)."""
    to = _TO_WHOM.match(text, start)
    if to is not None:  # "passed | to our 11": the one it went to (_hits reads his taking it as his play)
        return _np_agent(to, names)
    near = _NP.search(text, max(0, start - 40), start)
    if near is not None and near.group(4) in ("he", "she"):
        return _pronoun(text, near.start() + 1, names, depth, said=True) if depth < 3 else None
    if near is not None and near.group(4) == "who":
        who = _WHO_NAMED.search(text, max(0, near.start() - 50), near.end())
        return _np_agent(who, names) if who is not None else None
    if near is not None and (adjacent := _np_agent(near, names)) is not None:
        return adjacent
    begin, word, continued = _clause_start(text, start)
    if continued and word in _SUBORDINATE and word not in ("who", "which"):
        return _pronoun(text, begin, names, depth) if depth < 3 else None
    if word == "who":
        who = _WHO_NAMED.search(text, max(0, begin - 50), begin)
        return _np_agent(who, names) if who is not None else None
    m = _SUBJECT_NP.match(text, begin)
    if m is None or m.start() >= start:
        return None
    if m.group(4):  # he / she
        return _pronoun(text, begin, names, depth) if depth < 3 else None
    return _np_agent(m, names)


def _pronoun(text: str, at: int, names: frozenset[str], depth: int, said: bool = False) -> _Agent | None:
    """The subject "he" at `at` stands for: that of the nearest main clause before it (not a moment's, "when our 7
    crossed", nor a relative clause's, nor a clause with no subject: "went down the wing"); none when that subject names
    no one ("keeper parries it and he taps in")."""
    end = at - 1
    nearest = True
    while end > 0:
        opens = list(_CLAUSE_OPEN.finditer(text, max(0, end - 120), end))
        # (a "he" said may stand for the text's first clause's subject, which opens after its leading space: "our 9 was
        # offside when the cross came in , he dummied it", hunt 74; a verb told with no subject is not walked back so far)
        begin, word = (
            (opens[-1].end() + 1, opens[-1].group()) if opens else (int(said and text.startswith(" ")), "")
        )
        if nearest and word == "who" and text.endswith(" and ", 0, at):
            # "dropped to our 11 who was onside and he | scored": the one the relative clause was told of
            who = _WHO_NAMED.search(text, max(0, opens[-1].start() - 50), opens[-1].end() + 1)
            if who is not None:
                return _np_agent(who, names)
        nearest = False
        m = _SUBJECT_NP.match(text, begin) if word not in _SUBORDINATE else None
        if m is not None and m.group(4):
            return _pronoun(text, begin, names, depth + 1, said) if depth < 3 else None
        if m is not None and (m.group(3) or m.group(5) in names):
            return _np_agent(m, names)
        if m is not None and (m.group(1) or word_lists().context["role_word"].match(m.group(5) or "")):
            return None
        if not opens:
            return None
        end = opens[-1].start() - 1
    return None


_TO_WHOM = re.compile(
    r"(?:(?:bounced|deflected|went|came|cannoned|ricocheted|rebounded|looped|spun|trickled) (?:in )?off|hit|to|for"
    r"|into the path of|towards) (?:(our|my|their|the) (other |another |onside )?(?:number |no )?("
    + _ROLE
    + r"[\w-]+)"
    r"|(him|her|them)|([a-z][\w-]*))\b"
)
_WHO_NAMED = re.compile(
    r"(?:(our|my|their|the) (other |another |onside )?(?:number |no )?("
    + _ROLE
    + r"[\w-]+)|(he|she)|([a-z][\w-]*)) (?:, )?who $"
)


def _placed_agent(text: str, start: int, names: frozenset[str]) -> _Agent | None:
    """Of whom a place at `start` is told: the one named just before it ("our 9 was | a yard offside", "with kane | two
    yards offside", "to our 9 , who was | offside"), else the subject of its clause ("he" as whom it stands for)."""
    near = _NEAR_NP.search(text, max(0, start - 40), start)
    agent = _np_agent(near, names) if near is not None and not near.group(4) else None
    if (
        agent is None
        and (apposed := _APPOSED_NP.search(text, max(0, start - 40), start)) is not None
        and _APPOSITION_CLOSED.match(text, start, start + 160) is not None
    ):
        agent = (_side(apposed.group("side")), apposed.group("name"), False)
    return agent or agent_of(text, start, names)


def named_just_before(text: str, start: int, names: frozenset[str]) -> _Agent | None:
    """The player a place at `start` is told of by his name just before it ("fraser | was onside"), or None."""
    near = _NEAR_NP.search(text, max(0, start - 40), start)
    agent = _np_agent(near, names) if near is not None and not near.group(4) else None
    return agent if agent is not None and agent[0] == "" else None


_NEAR_NP = re.compile(
    r"(?:(our|my|their) (other |another |onside )?(?:number |no )?("
    + _ROLE
    + r"[\w-]+)|(he|she|who)|([a-z][\w-]*))"
    r" (?:(?:is|was|were|stood|standing|had been)(?: [\w-]+){0,2} )?$"
)
# ... or his place put after his name between commas, the sentence opening with him: "their 9 , | nearer our goal than
# the ball ..., was standing" (plays22)
_APPOSED_NP = re.compile(r"(?:^|[.;:!?]) (?P<side>our|my|their) (?:number |no )?(?P<name>\d{1,2}|[\w-]+) , $")
# ... the sentence then going on with his verb after the second comma: "... when the 11 head it , | is standing"
_APPOSITION_CLOSED = re.compile(r"[^.;:!?]*? , (?:is|was|were|are|stood|stands|standing|had been|has been) ")


def another(agent: _Agent, placed: _Agent) -> bool:
    """Whether two players told are plainly two: two numbers of one side, two names, or "our other <role>" ("our onside
    <role>": not the one placed offside)."""
    side, name, other = agent
    if side == "?":  # a bare number of no side told: two numbers are two players
        return name.isdigit() and placed[1].isdigit() and name != placed[1]
    if side != placed[0] and not (other and side == "the"):  # "the other striker": of the side named
        return False
    if other:  # "our other winger", "our onside winger": not the one placed offside, told plainly
        return not placed[2] or name == placed[1] or (name.isdigit() != placed[1].isdigit())
    if side == "":
        return name != placed[1]
    return (name.isdigit() and placed[1].isdigit() and name != placed[1]) or _other_lines(name, placed[1])


def _other_lines(one: str, two: str) -> bool:
    """Whether two role words name players of different lines ("forward", "midfielder"): plainly two players."""
    line = word_lists().context["role_line"]
    a, b = line.match(one), line.match(two)
    return a is not None and b is not None and a.lastgroup != b.lastgroup


def _ours(text: str, start: int) -> re.Match[str] | None:
    """One of ours named by number or role just before a phrase: "our 9 was | a yard offside", "and our 11 | scored"."""
    return _OURS_PLACED.search(text, max(0, start - 40), start)


def onside_of_another(text: str, hits: dict[str, list[Hit]]) -> dict[str, list[Hit]]:
    """The hits without a position told of another of ours by number or role, when the one placed offside is told
    to have played the ball in the same breath: "our 9 was offside and scored, our 11 was onside on the other side".
    Onside said of the other is no fact of the play (as of_the_scorer, for players named by number or role)."""
    onside = [h for h in hits["position"] if h.value != "offside"]
    if not onside:
        return hits
    plays = [h for h in hits["involvement"] if h.value == "plays-ball" and not h.weak]
    scorers = {
        m.group(1)
        for h in hits["position"]
        if h.value == "offside" and (m := _ours(text, h.start)) is not None
        if any(
            p.start > h.end
            and (
                _SAME_CLAUSE.fullmatch(text, h.end, p.start)
                # ... or told as off him by name: "it went in off the 9s shoulder" (hunt 74)
                or re.search(
                    rf"\boff (?:the |our |their |my )?{re.escape(m.group(1))}s\b", text[p.start : p.end]
                )
            )
            for p in plays
        )
    }
    if len(scorers) != 1:
        return hits
    others = [h for h in onside if (m := _ours(text, h.start)) is not None and m.group(1) not in scorers]
    if not others:
        return hits
    return {**hits, "position": [h for h in hits["position"] if h not in others]}


# Who a place is told of: the subject of its clause ("their left back | was level", "our 6 played it from | deep in his
# own half", "to our 9 , who was | a yard past"), by side and name; the ball's place is told of the ball.
_SUBJECT = re.compile(
    r"(?:^| )(?:(?:but|and|so|then|while|whereas) )?(?:(our|my|their|the) ((?:[\w-]+ ){0,2}?[\w-]+)(?: , who)?|(who))"
    r" (?:(?:was|were|is|are|stood|standing|had been|had got|played|plays|slid|hit|knocked|launched)\b"
    r"|(?=[\w-]+ (?:with|in|behind|past|beyond|level)\b))"
)
_WHO_BEFORE = re.compile(r" (our|my|their|the) ((?:[\w-]+ )?[\w-]+) (?:, )?who $")
_SUBJECT_BREAK = re.compile(r" (?:[,.;:!?]|and|but|so|while|whereas) ")
_RELATIVE_TO = re.compile(
    r"(?: (?:with|than|as|of|behind|beyond|past|on|playing|kept|keeping|both|all)){1,2} (\w+)(?: (\w+))?"
)
_HIM_IN = re.compile(
    r" (?:him|her)\b| (?:playing|played|plays|kept|keeping|keeps) (?:our|my)\b"
)  # "their 4 was playing | him on": the place is his
# The one a place is measured against, by number or name, closing it: "... nearer the goal than | the 9", "| than ola"
_THAN_NAMED = re.compile(r" than (?:the (?:number |no )?)?([\w-]+)$")
_HIM = frozenset(("him", "her", "he", "she", "everyone", "everybody", "both", "all"))
_TO_ANOTHER = re.compile(r"(?:[\w-]+ ){0,3}(?:our|my) (\d+)$")


def placed_subject(text: str, start: int) -> tuple[str, str] | None:
    """The side and name of whom a place told at `start` is said (`_subject`), for the reader's moments."""
    return _subject(text, start)


def _subject(text: str, start: int) -> tuple[str, str] | None:
    """The side ("our", "their", "the") and name of whom a phrase at `start` is told, from the start of its clause."""
    who = _WHO_BEFORE.search(text, max(0, start - 40), start)
    if who is not None:  # "our 10 passed to our 9 who | was onside": the one the relative clause follows
        return _side(who.group(1)), who.group(2)
    breaks = [m.end() - 1 for m in _SUBJECT_BREAK.finditer(text, max(0, start - 80), start)]
    begin = breaks[-1] if breaks else max(0, start - 80)
    m = _SUBJECT.match(text, begin)
    if m is None or m.start() >= start:
        return None
    if m.group(3):  # "to our 9 , who was": the one named before the comma
        before = re.search(r" (our|my|their|the) ([\w-]+) $", text[max(0, begin - 30) : begin - 1])
        return (before.group(1), before.group(2)) if before else None
    side = _side(m.group(1))
    return side, m.group(2)


def placed_of_another(text: str, hits: dict[str, list[Hit]]) -> dict[str, list[Hit]]:
    """The hits without an onside-making place told of someone else than the one placed offside: "their two centre
    backs were level with each other, our 9 was two yards beyond both", "our 7 was behind the ball, our 9 a yard past
    their back line", "their keeper was in his own half". Law 11.1 places the player judged; another's place, or the
    ball's, is no fact of the play. Told apart by side (ours and theirs), by another number of ours, or as the ball;
    not when the place is told relative to his side or to him ("their centre back was level with our 9", "...with him")
    or of the one who played."""
    offside = [s for h in hits["position"] if h.value == "offside" and (s := _subject(text, h.start))]
    onside = [h for h in hits["position"] if h.value != "offside"]
    if not offside or not onside or len(set(offside)) != 1:
        return hits
    placed = offside[0]
    plays = [h for h in hits["involvement"] if h.value == "plays-ball" and not h.weak]
    others = []
    for hit in onside:
        told = _subject(text, hit.start)
        if told is None or told == placed:
            continue
        if told[0] == "the" and told[1] != "ball":
            continue
        if OFF_THE_FIELD.search(text, hit.start, hit.end):
            continue  # a defender off the field counts on his line (Law 11.4): his place is a fact of the play
        apart = told[0] != placed[0] or (told[0] == "our" and told[1].isdigit() and placed[1].isdigit())
        relative = _RELATIVE_TO.match(text, hit.end)
        side = relative and ("our" if relative.group(1) in ("my", "us", "me") else relative.group(1))
        if (
            relative
            and side == placed[0]
            and (number := relative.group(2) or "").isdigit()
            and placed[1].isdigit()
        ):
            side = None if number != placed[1] else side  # "...level with our 11": another of ours, not him
        if not apart or side in _HIM or side == placed[0] or _HIM_IN.search(text, hit.start - 1, hit.end):
            continue  # "their centre back was level with our 9 | with him": told of the one placed too
        if (than := _THAN_NAMED.search(text, hit.start, hit.end)) and than.group(1) == placed[1]:
            continue  # "our right-back was still deeper ... than the 9 | than ola": measured against him (plays24)
        end = OWN_CLAUSE_END.search(text, hit.end)
        if any(
            hit.end <= p.start < (end.start() if end else len(text))
            and not ((to := _TO_ANOTHER.match(text[p.start + 1 : p.end])) and to.group(1) != told[1])
            for p in plays
        ):
            continue  # "our 11 was onside and scored": the scorer's own place
        others.append(hit)
    if not others:
        return hits
    return {**hits, "position": [h for h in hits["position"] if h not in others]}


# The player a place is told of, just before it: "our dan was | offside", "no 9 , | in an offside position", "obafemi is |
# in an offside position", "to adeyemi , who was | onside".
_TOLD_OF = re.compile(
    # (... an aside told between: "to tahmina , onside , who scored", plays25)
    r" ((?:our|my|their|the) (?:[\w-]+ ){0,2}?[\w-]+|(?:no|number) \d+|[a-z][\w-]*)(?: ,)?(?: onside ,)?(?: (?:who|that))?"
    r"(?: (?:is|was|were|stood|standing|had been|whod been|is stood|was stood|was standing)(?: [\w-]+){0,2})?(?: ,)? $"
)


def _told_of(text: str, start: int) -> str | None:
    """Whom a place at `start` is told of, by the last word of his name, number or role; None for a pronoun."""
    m = _TOLD_OF.search(text, max(0, start - 50), start)
    name = m.group(1).rsplit(" ", 1)[-1] if m is not None else None
    return None if name is None or name in _NOT_A_NAME or name in _HIM else name


def of_another_than_the_doubted(
    text: str, hits: dict[str, list[Hit]], interference_asked: list[tuple[int, int]] | None = None
) -> dict[str, list[Hit]]:
    """The hits without the place of another attacker than the one placed offside, for a fan who doubts whether that
    one got at an opponent: "Kieran plays it through to Jack, who's onside, and Jack scores. Our Dan was offside ... I
    think he may have got in their centre-back's way, I couldn't see". Jack's onside is no fact of Dan's play; whether
    Dan interfered decides (Law 11.2), and it is asked. Told apart by another name, number or role than the one placed
    offside, every offside place told of him (a number and a role may name one man: "our 9 ... our striker"); not a place
    inside the question that asks it (`interference_asked`: "or is he still like 5 yards off?"). The goal of the one told onside by
    name goes too: "chuy in offside position, nacho onside ... does he get close enough to bother him? ... nacho scored"
    (plays24)."""
    him = _the_doubted_one(text, hits, interference_asked or [])
    if him is None:
        return hits

    def apart(hit: Hit) -> bool:
        name = _told_of(text, hit.start)
        return name is not None and name != him and name.isdigit() == him.isdigit()

    others = [h for h in hits["position"] if h.value != "offside" and apart(h)]

    goals = [
        h
        for h in hits["involvement"]
        if h.value == "plays-ball"
        and (name := _scorer(text, h)) is not None
        and name != him
        # (two numbers are two players, "their 9 , onside , who scored ... their 11 was offside", plays25; a number
        # and a name may be one)
        and name.isdigit() == him.isdigit()
        and re.search(rf"\b{re.escape(name)} (?:, )?(?:(?:was|is|stood|standing) )?onside\b", text)
    ]
    if not others and not goals:
        return hits
    return {
        **hits,
        "position": [h for h in hits["position"] if h not in others],
        "involvement": [h for h in hits["involvement"] if h not in goals],
    }


def doubted_one_played(
    text: str, hits: dict[str, list[Hit]], interference_asked: list[tuple[int, int]]
) -> bool:
    """Whether the one placed offside, whose interference the fan asks, is told to have played the ball himself, straight
    from the play he was placed at ("does Oskar get close enough to bother him? couldnt see. Oskar got to it first and
    scored"): his goal decides, and his interference is no question (review 77)."""
    him = _the_doubted_one(text, hits, interference_asked)
    if him is None:
        return False
    asked_end = max((end for _, end in interference_asked), default=0)
    return any(
        h.value == "plays-ball"
        and _scorer(text, h) == him
        # ... straight from the play he was placed at: not after another pass told between ("Milan squared it back to
        # Oskar and Oskar scored": where he was at the square is another question, review 78)
        and not any(r.value == "team-mate" and asked_end <= r.start < h.start for r in hits["received_from"])
        for h in hits["involvement"]
        if not inside_any(h.start, interference_asked)
    )


def _the_doubted_one(
    text: str, hits: dict[str, list[Hit]], interference_asked: list[tuple[int, int]]
) -> str | None:
    """The name or number of the one player every offside place is told of, leaving out places inside the question that
    asks his interference ("or is he still like 5 yards off?"); None when there is not exactly one."""
    placed = {
        _told_of(text, h.start)
        for h in hits["position"]
        if h.value == "offside" and not inside_any(h.start, interference_asked)
    }
    return next(iter(placed)) if len(placed) == 1 else None


def _scorer(text: str, hit: Hit) -> str | None:
    """Who played the ball at a plays-ball `hit`, by name: the one told with it, or its clause's subject ("then milan came
    in and | scored"); None for a pronoun or a word that names no one. (agent_of reads players only among the names told
    before a play or a place, and a subject named nowhere else is none of them.)"""
    subject = _SUBJECT_NP.match(text, _clause_start(text, hit.start)[0])
    named = subject.group(5) if subject is not None and subject.start() < hit.start else None
    return _told_of(text, hit.start) or (named if named not in _NOT_A_NAME else None)
