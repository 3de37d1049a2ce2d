"""The words of a told play: situation_words.toml's lists, compiled once, and the plain form a play is read in
(lower case, typos mended, the present told in the past, quotes blanked). situation.py reads the facts from it.
"""

from __future__ import annotations

import itertools
import re
import tomllib
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from bot.laws.ascii_regex import Regex
from bot.laws.patterns import at_words, mergeable, starts, tree
from bot.names import fold

FIELDS = ("position", "received_from", "involvement")  # the facts read, in the order of situation.Facts
MAX_CHARS = 1000  # longer descriptions are read this far
MOMENTS = ("other", "decisive", "plain")  # situation_words.toml [moments], by tag


@dataclass(frozen=True, slots=True)
class Question:
    fact: str  # the Facts field it asks for
    text: str
    options: tuple[tuple[str, str], ...]  # (button label <= 40 chars, value for that field)


def compiled(tagged: list[tuple[int, str]]) -> Regex:
    """One regex for many patterns, each tagged (a match's tag is in m.lastgroup: "t<tag>_...").

    Speed: every pattern starts at a word (\\b) and the text has one space before each word, so a literal
    space stands for the \\b; and the patterns are merged by their first letters into a tree ("their keeper"
    and "the ball" share "the"), so at each word the engine tries only those that start as the word does,
    not hundreds one after another (a quarter faster than merging by the first letter alone). Where two
    patterns match at the same word, the one listed first wins."""
    leaves: list[tuple[str, str]] = []  # (the letters a pattern starts with, the rest of it)
    names = itertools.count()  # a group name is used once in a regex
    for tag, pattern in tagged:
        if not pattern.startswith("\\b"):
            raise ValueError(f"situation_words.toml: a pattern must start with \\b: {pattern}")
        if not mergeable(pattern[2:]):  # its tag would mark one alternative only, or the split would break it
            raise ValueError(
                f"situation_words.toml: no top-level |, named group or back reference: {pattern}"
            )
        leaves += [(start, f"{rest}(?P<t{tag}_{next(names)}>)") for start, rest in starts(pattern[2:])]
    return Regex(f" (?:{tree(leaves)})")


def laws_data(name: str) -> dict[str, Any]:
    """One of the laws package's data files (bot/laws/<name>, TOML), parsed: where the words live."""
    return tomllib.loads((resources.files("bot.laws") / name).read_text(encoding="utf-8"))


_TEMPLATE_USE = re.compile(r"\{[A-Za-z_]\w*\}")  # "{opp}"; not a count ("{0,3}")


def expand(pattern: str, templates: dict[str, str], source: str) -> str:
    """`pattern` with each "{name}" replaced by the text of that template. A name no template has is an error: it
    would be matched as the letters "{name}"."""
    for name, text in templates.items():
        pattern = pattern.replace("{" + name + "}", text)
    if (unknown := _TEMPLATE_USE.search(pattern)) is not None:
        raise ValueError(f"{source}: no template {unknown.group()} defined before it is used: {pattern}")
    return pattern


def expanded_templates(templates: dict[str, str], source: str) -> dict[str, str]:
    """A data file's [templates], each expanded: a template may use those defined before it."""
    done: dict[str, str] = {}
    for name, body in templates.items():
        done[name] = expand(body, done, source)
    return done


def _joined(entry: object, name: str, source: str) -> str:
    """An entry of a data file's [patterns] or [templates]: a pattern, or a list of its parts."""
    if isinstance(entry, str):
        return entry
    if isinstance(entry, list) and all(isinstance(part, str) for part in entry):
        return "".join(entry)
    raise ValueError(f"{source}: {name} is neither a pattern nor a list of its parts")


def patterns_of(source: str) -> dict[str, str]:
    """A data file's [patterns] by name, each a regex's text: one written as a list is its parts joined (as Python
    joins adjacent string literals), a "{name}" is its [templates] entry. The code that reads them compiles them
    with their flags."""
    data = laws_data(source)
    templates = expanded_templates(
        {name: _joined(body, name, source) for name, body in data.get("templates", {}).items()}, source
    )
    return {
        name: expand(_joined(body, name, source), templates, source)
        for name, body in data["patterns"].items()
    }


@dataclass(frozen=True, slots=True)
class Words:
    rules: tuple[tuple[str, str, bool], ...]  # (fact, value, weak) by tag
    regexes: dict[str, Regex]  # one per fact
    context: dict[str, Regex]  # the words around a phrase (opp_subject, ...), keeper, general
    moments: Regex  # the moment a position is told at: tag 0 other, 1 decisive, 2 plain
    ignore: Regex
    typos: dict[str, str]
    phrases: Regex | None  # [phrases]: several words mended at once
    phrase_for: dict[str, str]
    present: dict[str, str]  # a verb in the present -> in the past
    near_misses: dict[str, str]  # a fuzzy word, and each of its one-letter deletions -> the word
    known: frozenset[str]  # words never mended
    questions: dict[str, Question]
    asks_rule: Regex  # words asking about the Law rather than for a ruling on this play
    # [reordered]: words put in English order ("<whom> ke level tha" -> "was level with <whom>"), after [phrases]
    reordered: tuple[tuple[Regex, str], ...] = ()


def _phrase_pattern(phrases: dict[str, str]) -> Regex | None:
    """One regex for the [phrases] table: whole words, the longest first."""
    if not phrases:
        return None
    # merged by their first letters (a space needs no escape), so that at each word only the phrases starting as it
    # does are tried: the longest first still wins among those
    body = at_words([re.escape(p).replace("\\ ", " ") for p in sorted(phrases, key=len, reverse=True)])
    # The space before is matched, not looked behind for: a pattern starting with a space is searched for spaces
    # alone, one starting with a look behind tried at every character (28 -> 20 us over 500 characters).
    return Regex(f" (?:{body})(?= )")


def _deletions(word: str) -> set[str]:
    return {word[:i] + word[i + 1 :] for i in range(len(word))}


# Other languages' words for offside and for the people of a play, from the ranking's table (words.toml [translated]):
# "in ofsaid position", "the vratar parried it". Only these: a translated verb or restart ("fling" is "throw") would be
# read as part of the play.
_FOREIGN_KINDS = frozenset(
    {
        "offside",
        "offside position",
        "referee",
        "goalkeeper",
        "linesman",
        "defender",
        "defenders",
        "attacker",
        "striker",
        "player",
    }
)


# ...of which the people, one each, whose possessive a fan writes with the apostrophe dropped ("the porters view").
_PEOPLE = _FOREIGN_KINDS - {"offside", "offside position", "defenders"}


def foreign_words() -> dict[str, str]:
    """The words, and each one-word one's possessive as fans write it with the apostrophe dropped ("in the porters line of
    sight" is the goalkeeper's: voices19 had the keeper's view doubted unread, and the play ruled)."""
    data = laws_data("words.toml")
    found = {k: v for k, v in data.get("translated", {}).items() if v in _FOREIGN_KINDS}
    # (people only: "zasadas" is no word, and "kaitsjad" is already plural)
    owners = {f"{k}s": f"{v}s" for k, v in found.items() if v in _PEOPLE and not k.endswith("s")}
    return {**owners, **found}


@cache
def word_lists() -> Words:
    data = laws_data("situation_words.toml")
    templates = expanded_templates(data["templates"], "situation_words.toml")

    def expanded(pattern: str) -> str:
        return expand(pattern, templates, "situation_words.toml")

    rules: list[tuple[str, str, bool]] = []
    tagged: dict[str, list[tuple[int, str]]] = {fact: [] for fact in FIELDS}
    for fact in FIELDS:
        for value, spec in data[fact].items():
            for kind in ("strong", "weak"):
                tagged[fact] += [(len(rules), expanded(p)) for p in spec.get(kind, ())]
                rules.append((fact, value, kind == "weak"))
    fuzzy = data["fuzzy"]["words"]
    return Words(
        tuple(rules),
        {fact: compiled(patterns) for fact, patterns in tagged.items()},
        {
            name: compiled([(0, templates[name])])
            for name in (
                "opp_subject",
                "ours_subject",
                "unsaid",
                "at_the_pass",
                "claimed",
                "opp_object",
                "side_subject",
                "opp_compared",
                "opp_placed",
                "ball_placed",
                "none_of_them",
                "keeper_compared",
                "than_the_defence",
                "object_of",
                "negated",
                "untouched",
                "by_them",
                "them_subject",
                "someone_else_subject",
                "another_finished",
                "unseen_pass",
                "unseen_moment",
                "opp_off_field",
                "all_but_keeper",
                "one_each_side",
                "which_unknown",
                "whose_touch",
                "deeper_than_him",
                "opps_on_line",
                "one_on_line",
                "one_defender",
                "placed_past_keeper",
                "another_opp",
                "in_front_of_them",
                "shot_on_goal",
                "near_the_keeper",
                "called_off",
                "touched_on",
                "touched_him",
                "by_the_frame",
                "attempt_on_goal",
                "call_told",
                "keeper_out",
                "keeper_first",
                "part_beyond",
                "restart_claimed",
                "restart_compared",
                "restart_asked",
                "outcome_complained",
                "outcome_concluded",
                "keeper_passed",
                "doubt_back",
                "doubt_scene",
                "doubt",  # matched at a word, as the phrase lists are: a fifth of the time of a plain regex
                "hedge",
            )
        }
        | {
            name: Regex(templates[name])
            for name in (
                "keeper",
                "hit_one_who_attacks",
                "but_one_after",
                "name_reacts",
                "placed_against",
                "general",
                "keeper_level",
                "level_outfield",
                "behind_outfield",
                "anyone",
                "their_attacker",
                "ours_intercepted",
                "part_over_halfway",
                "keeper_upfield",
                "view_denied_after",
                "restart_named",
                "negated_before_or",
                "at_someones_play",
                "last_one_was",
                "off_target",
                "not_done",
                "last_only",
                "only_back",
                "clause_subject",
                "subjectless",
                "other_route",
                "route_aside",
                "opp_at_a_place",
                "doubts_the_call",
                "doubts_an_official",
                "missed_it",
                "outcome_now",
                "supposed",
                "supposing_word",
                "opp",
                "other_player",
                "their_player",
                "role_word",
                "role_line",
                "restart_choice",
                "restart_unremembered",
                "then_played_on",
                "finish",
                "told_apart",
                "doubt_here",
                "hedged_place",
                "let_through",
                "dummy_impact",
                "reaction_asked",
                "one_back",
                "claim_before",
                "reaction_subject",
                "unrealised",
                "touch_unmeant",
                "their_restart",
                "beyond_theirs",
                "ours_defend",
                "touched_by_ours",
                "either_side",
                "off_permitted",
                "off_permission_doubted",
                "off_treated",
                "off_unpermitted",
                "off_momentum",
                "corrected",
                "ahead_of_ball",
                "his_place_to_ball",
                "others_placed",
                "short_corner",
                "corner_straight_in",
                "short_corner_denied",
                "view_named",
                "which_decides",
                "told_backwards",
                "moved_after",
                "to_another_named",
                "plays_on_named",
                "by_then",
                "moment_by_no_one",
            )
        }
        # The same words matched at a word (a space before each), as the phrase lists are: five times faster, for
        # the check every play told without its pass goes through.
        | {"other_route_at": compiled([(0, templates["other_route"])])},
        compiled([(i, expanded(p)) for i, kind in enumerate(MOMENTS) for p in data["moments"][kind]]),
        compiled([(0, expanded(p)) for p in data["ignore"]["patterns"]]),
        {**foreign_words(), **data["typos"]},
        _phrase_pattern(data.get("phrases", {})),
        dict(data.get("phrases", {})),
        data["present"],
        {d: word for word in reversed(fuzzy) for d in {word} | _deletions(word)},  # first listed wins
        frozenset(fuzzy) | frozenset(data["fuzzy"]["keep"]),
        {
            name: Question(q["fact"], q["text"], tuple(map(tuple, q["options"])))
            for name, q in data["questions"].items()
        },
        compiled([(0, expanded(p)) for p in data["asks_rule"]["patterns"]]),
        tuple((Regex(expanded(p)), r) for p, r in data.get("reordered", {}).get("pairs", ())),
    )


# Apostrophes dropped (didn't -> didnt), other punctuation made a word of its own (it then never sticks to
# a word, and a comma still breaks a phrase).
_PUNCTUATION = tuple((c, "") for c in "'’‘`") + tuple((c, f" {c} ") for c in ',.;:!?()[]"“”/&+')


@lru_cache(maxsize=8192)
def mend(word: str) -> str:
    """A known typo, or a long word one keyboard slip from a word the patterns rely on."""
    words = word_lists()
    if word in words.typos:
        return words.typos[word]
    if not word.isascii() and (folded := fold(word)) in words.typos:
        return words.typos[folded]  # "rangstaða" as the tables spell it: "rangstada"
    if len(word) < 6 or word in words.known:
        return word
    for near in (words.near_misses[c] for c in (word, *_deletions(word)) if c in words.near_misses):
        # Not when only the ending differs: "keepers", "receive", "touches" are words, not slips.
        if not (word[:-1] == near[:-1] or word.startswith(near) or near.startswith(word)):
            return near
    return word


# "our striker's offside", "he's a yard off": the 's is "is" before where he was (the patterns start at "is"),
# not a possessive ("the striker's run"); and before a pass told in the present passive ("when the ball's played
# through"). "Way" only as how far he was ("he's way off"), not whose way ("in the left-back's way").
_IS = re.compile(
    # Each apostrophe first, its look behind after it: a pattern starting with a letter from a set is searched for
    # that letter alone, where one starting with a look behind is tried at every character (24 -> 6 us).
    r"(?:'(?<=\w')|’(?<=\w’)|`(?<=\w`))s (?=(?:offside|onside|off|level|miles|well|clearly|just|way(?= (?:off|offside|past|beyond|ahead|clear|behind|onside|in|out|too|over))|standing|already|still|in|past"
    r"|beyond|ahead|a|two|yards|stood|definitely|obviously|easily|comfortably|behind"
    r"|played|crossed|knocked|slipped|threaded|whipped|launched|lofted|chipped|clipped|squared|slid)\b)"
)
# A dropped letter shown by an apostrophe, as Scots and Irish fans write: "an'" is "and", "standin'" "standing".
_ELIDED = re.compile(r"\b(?:an|\w\w+in)['’`](?=[\s,.;:!?]|$)")
# "t'pass", "t'keeper": the article cut to "t'" and joined to its noun, as Yorkshire fans write it (the apostrophe
# dropped, "tpass" would be no word at all).
_YORKSHIRE_THE = re.compile(r"\bt['’`](?=[a-z])")
# "its played", "its crossed": "it's" with its apostrophe dropped, as phones and hurried fans type it, before the
# play it tells ("when its played" is "when it is played"). A possessive "its" comes before a noun, not a participle.
_ITS_PASSIVE = re.compile(
    r" its (?=(?:played|hit|crossed|passed|kicked|struck|taken|whipped|launched|flicked|headed|shot|slid|put|sent"
    r"|knocked|chipped|lofted|clipped|floated|swung|squared|threaded|fired|drilled|pinged|hoofed|lumped|thrown"
    r"|released|touched|deflected|saved|cleared|parried|blocked) )"
)
# "the defender of them", "striker of us": a side told after the player, as fans writing English as a second
# language put it, told as the patterns read it ("their defender", "our striker").
_OF_SIDE = re.compile(
    r" (?:the )?((?:[\w-]+ )?(?:defenders?|keepers?|goalkeepers?|goalies?|strikers?|forwards?|attackers?|wingers?"
    r"|players?|midfielders?|centre[ -]?backs?|center[ -]?backs?|full[ -]?backs?|number \d+|no \d+)) of (them|us) "
)
# "No. 9", "no.8": a shirt number, whose full stop ends no sentence (a sentence break would cut "their No. 8, who was
# onside" off from the player it names).
_SHIRT_NUMBER = re.compile(r"\b(no|nr|num)\.\s*(?=\d)")
_HYPOTHETICAL = {"if", "whether", "unless", "suppose", "say"}
_SENTENCE_ENDS = {".", "?", "!", ";"}


def _past(tokens: list[str], words: Words) -> list[str]:
    """A play told in the present ("winger crosses, keeper parries it") in the past the patterns are written
    in; not in a sentence once it supposes ("can he be offside if his team-mate passes it back"): a rule."""
    supposing = False
    out = []
    for at, token in enumerate(tokens):
        following = tokens[at + 1] if at + 1 < len(tokens) else ""
        supposing = (supposing or token in _HYPOTHETICAL) and token not in _SENTENCE_ENDS
        if supposing:
            out.append(token)
        elif token in _PRESENT_BEFORE_THE_BALL and following in _THE_BALL:
            out.append(_PRESENT_BEFORE_THE_BALL[token])
        else:
            out.append(words.present.get(token, token))
    return out


# "plays" is no verb the [present] list mends ("plays him onside" asks the Law), but "plays a weak pass" / "plays the
# ball" is a play told in the present. (Not "plays it": mending it moved two held-out told plays, one each way.)
_PRESENT_BEFORE_THE_BALL = {"plays": "played"}
_THE_BALL = frozenset(("the", "a", "one"))


# Someone else's words, quoted: "their fans are singing that the save 'played him on'", "ref says 'your keeper
# wasnt there'". A claim, never the fan's account of the play: blanked before anything is read.
# An apostrophe inside a word ("'he can't be offside, innit'") does not end the quote. (Each way starts with its
# quotation mark, the look behind after it, as _IS does: searched only where one is, 36 -> 5 us.)
_QUOTED = re.compile(
    r"""'(?<![\w'’]')(?:[^'‘’\n]|(?<=[A-Za-z])['’](?=[A-Za-z])){2,120}['’](?![\w'’])"""
    r"""|‘(?<![\w'’]‘)(?:[^'‘’\n]|(?<=[A-Za-z])['’](?=[A-Za-z])){2,120}['’](?![\w'’])"""
    r"""|"[^"\n]{2,160}"|“[^”\n]{2,160}”"""
)


# ... unless it is a member's account relayed by a moderator ('relaying from #general: "their 9 was a yard past our
# last man when ..."', 'member wrote: "..."'): that is the play itself, told in the member's words (voices55).
_RELAYED_BEFORE = re.compile(
    r"(?:relay\w*|(?:from|in) #[\w-]+|member (?:asks|asked|says|said|wrote|writes|posted|posts|reports|reported)"
    r"|(?:wrote|posted|posts|writes) in #[\w-]+|reposting (?:a |the )?member|quoting (?:a |the |our )?member)"
    r"(?: \w+){0,3}\W{0,4}$",
    re.IGNORECASE,
)


def _blank_unless_relayed(quoted: re.Match[str]) -> str:
    before = quoted.string[max(0, quoted.start() - 60) : quoted.start()]
    return quoted.group() if _RELAYED_BEFORE.search(before) else " " * len(quoted.group())


@lru_cache(maxsize=256)  # read by the reading, its checks and asks_about_the_law: the same question each time
def unblanked(text: str) -> str:
    return normalise(text, word_lists(), blank=False)


def blanked(text: str, words: Words) -> str:
    """Blanked, not cut, so that positions still line up: "the far corner" must not read as a corner kick."""
    return words.ignore.sub(lambda m: " " * len(m.group()), text)


def normalise(text: str, words: Words, blank: bool = True) -> str:
    """Lower case, no apostrophes, punctuation as words of its own, one space before every word."""
    text = _QUOTED.sub(_blank_unless_relayed, text[:MAX_CHARS])
    text = text.lower()
    if "n'" in text or "n’" in text or "n`" in text:
        text = _ELIDED.sub(lambda m: "and" if len(m.group()) == 3 else f"{m.group()[:-1]}g", text)
    if "t'" in text or "t’" in text or "t`" in text:
        text = _YORKSHIRE_THE.sub("the ", text)
    text = _IS.sub(" is ", text)
    if "." in text:
        text = _SHIRT_NUMBER.sub(r"\1 ", text)
    for mark, replacement in _PUNCTUATION:
        text = text.replace(mark, replacement)
    text = " " + " ".join(_past(list(map(mend, text.split())), words)) + " "
    if words.phrases is not None:
        text = words.phrases.sub(lambda m: f" {words.phrase_for[m.group()[1:]]}", text)
    for pattern, replacement in words.reordered:
        text = pattern.sub(replacement, text)
    if " its " in text:
        text = _ITS_PASSIVE.sub(" it is ", text)
    if " of them " in text or " of us " in text:
        text = _OF_SIDE.sub(lambda m: f" {'their' if m.group(2) == 'them' else 'our'} {m.group(1)} ", text)
    return blanked(text, words) if blank else text


SENTENCE_BREAK = re.compile(r" [.;!?] ")
# Between a position phrase and the moment it is told at: "offside | just | when", "nearer the goal line than
# | the ball | by the time of the flick", "when he hit it | Jackson was | level": no other clause between.
# ... nor when the half he was in is put between: "a yard past him , in their half , when it left his hand" (voices86)
_TIED_WORDS = r"(?:(?!(?:and|but|who|which|then|so|because|however)\b)[\w-]+ )"
TIED_AFTER = re.compile(
    rf" ?{_TIED_WORDS}{{0,4}}(?:, (?:in|inside|well inside|just inside) (?:their|there|our|the other|the opponents|his own"
    rf"|her own|his|her) half , {_TIED_WORDS}{{0,2}})?"
)


def told_just_before(words: Words, context: str, text: str, start: int, reach: int = 60) -> bool:
    """Whether the words just before `start` (within `reach` characters) are those of `context` (a pattern
    ending in $)."""
    return words.context[context].search(text, max(0, start - reach), start) is not None


def inside_any(at: int, spans: list[tuple[int, int]]) -> bool:
    """Whether `at` falls inside one of `spans` (start, end)."""
    return any(start <= at < end for start, end in spans)
