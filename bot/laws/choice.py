"""Which kind of answer a /var explain question gets: a rule answer (an intent or a topic), a ruling on a told
offside play or the one question that decides it, a route to another command, two close answers, or "not sure".

The one decision both the handler (bot/commands/var.py) and the evaluation (tests/laws/evaluate.py) use. Pure: it
reads the question with the laws package's reader and ranking, and draws nothing.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cache, lru_cache

from bot.laws import load_topics
from bot.laws.ascii_regex import Regex
from bot.laws.bookings import fouled_booked_player
from bot.laws.claims import asked_after_a_claim, asked_before_a_claim, puts_a_claim, without_a_bare_side
from bot.laws.intents import load_intents
from bot.laws.question_form import question_clause, question_form
from bot.laws.situation import finished_by_another, read_situation
from bot.laws.situation_facts import Facts, Reading, decide
from bot.laws.situation_story import (
    asks_about_the_law,
    supposes_in_a_condition,
    tells_a_habit,
    tells_a_particular_play,
    tells_no_one_in_particular,
)
from bot.laws.situation_text import foreign_words, laws_data, patterns_of
from bot.laws.subjects import unspoken
from bot.laws.understand import (
    TUNING,
    Candidate,
    Understanding,
    general_words,
    needs_unsaid,
    topic_names,
    understand,
)
from bot.laws.vocabulary import goal_told_bare, words
from bot.laws.wording import (
    A_CALL_TOLD,
    UNREAL_PAST,
    asking_sentence,
    asks_generally,
    checks_a_claimed_rule,
    general_question_after_a_story,
    happened,
    in_the_past,
    quoted_term_asked,
    says_general,
    supposes_in_a_sentence,
    told_in_the_past,
    told_in_the_present,
)
from bot.names import fold

# The wordings this module reads a question with (choice_words.toml), by name: each is compiled below, once, at import,
# with its flags.
_WORDS = patterns_of("choice_words.toml")


def _wording(name: str, flags: re.RegexFlag = re.IGNORECASE) -> Regex:
    """One of choice_words.toml's patterns, compiled once at import (in ASCII mode too: bot.laws.ascii_regex); all
    of them ignore case."""
    return Regex(_WORDS[name], flags)


# What a chat platform puts in a message that is no part of the question: mentions, mass mentions, links.
_NOT_THE_QUESTION = _wording("not_the_question")
_WHOLE_TOPIC_ASKED = _wording("whole_topic_asked")
_POLITE_REQUEST = _wording("polite_request")
_ONE_RULE_ASKED = _wording("one_rule_asked")
_ANOTHER_SPORT_MEANT = _wording("another_sport_meant")


# A line quoted from another member's message, as Discord and Slack mark it ("> miles offside" above the fan's own
# reply): his words, not the fan's account of the play. Discord's ">>> " quotes the rest of the message.
_QUOTED_LINE = re.compile(r"^[ \t]*>+[ \t]*([^\n]*)", re.MULTILINE)
_QUOTED_REST = re.compile(r"^[ \t]*>>>[ \t]*", re.MULTILINE)
_LINE_END = re.compile(r"(?<![.!?;:,])\n\s*")
_SPACE_AT_LINE_END = re.compile(r"[ \t]+\n")


def _quoted(line: re.Match[str]) -> str:
    said = line.group(1).replace('"', "").strip()
    return f'"{said}" ,' if said else ""


@lru_cache(maxsize=256)  # the answer, its choice and its reply each read the same question: made once
def the_question(text: str) -> str:
    """`text` without what is no part of the question (mentions, links, a side told after it as a remark: "is he
    offside? my mate would say no lol"): empty when nothing else is left. A quoted line is put in quotation marks, as
    someone else's words are told: read as what was said, never as what happened. The choice and the reply both read
    this text, so they answer the same question."""
    # The pattern is tried at every character: only where one of its marks is ("<", "@", a link).
    if "<" in text or "@" in text or "http" in text.lower():
        text = _NOT_THE_QUESTION.sub(" ", text)
    if "\n" in text:
        if ">" in text:
            rest = _QUOTED_REST.search(text)
            if rest is not None:  # every line after ">>>" is quoted
                text = text[: rest.start()] + re.sub(r"^", "> ", text[rest.end() :], flags=re.MULTILINE)
            # ... when the fan wrote something of his own beside it: a message all quoted is read as his
            own = _QUOTED_LINE.sub("", text).strip()
            text = _QUOTED_LINE.sub(_quoted if own else r"\1", text)
        # A message sent as lines ("our 9 was stood offside\nball goes in right by him\ndid he touch it?"): each line
        # ends a sentence, as a stop would.
        text = _LINE_END.sub(". ", _SPACE_AT_LINE_END.sub("\n", text.strip()))
    if "-" in text:  # a word spelt out letter by letter ("flag? O-F-F-S-I-D-E") is that word
        text = _SPELT_OUT.sub(lambda m: m.group().replace("-", ""), text)
    return without_a_bare_side(" ".join(text.split()))


_SPELT_OUT = re.compile(r"\b(?:[A-Za-z]-){3,}[A-Za-z]\b")


# A question that matches one of our intents this well is a question about the rule, even when it is told
# as a story ("keeper saves and it falls to our striker who was offside, does the save reset it"): the
# intent's verdict answers it; a weaker match to a described play gets a ruling for that play.
SITUATION_YIELDS_TO = 0.6
# ... and what an opponent's touch does to offside is a question about the Law ("their CB shanked a clearance to our
# striker who'd been offside. does the clearance reset offside?"), the story told only to set it up: asked of Law 11,
# any answer matched this well says whether that touch resets offside.
TOUCH_ASKED_YIELDS_TO = 0.3
# Whether this play's touch was deliberate, asked outright ("was that a deliberate play?"): the one fact the
# reader would ask back is the fan's own question, and a ruling would decide it unseen. The answer is how the Law
# tells them apart.
_ASKS_IF_DELIBERATE = _wording("asks_if_deliberate")
TELLS_A_DELIBERATE_PLAY = "deliberate-play-criteria"
# What an opponent's touch does to offside, asked ("does the clearance reset offside?")
_ASKS_WHAT_A_TOUCH_DOES = _wording("asks_what_a_touch_does")
# ... or whether it puts him onside ("does that nick wipe the slate clean?"): of a kind of play told in the present
# the Law answers it, of a play that happened its ruling
_ASKS_IF_A_TOUCH_PUTS_ONSIDE = _wording("asks_if_a_touch_puts_onside")
# ... and "..., still offside?" asked after the touch
_ASKS_IF_STILL_OFFSIDE = _wording("asks_if_still_offside")
# A play with a foul on the player placed offside yields to any answer of Law 11 matched this well.
FOULED_YIELDS_TO = 0.3
# A play told in the present and asked of the Law yields to any answer of Law 11 matched this well.
KIND_ASKED_YIELDS_TO = 0.35
# Whether an offside offence is committed, asked of the Law: "is he penalised for offside?"
_ASKS_AN_OFFENCE = _wording("asks_an_offence")
SITUATION_ONLY_YIELDS_TO = 0.85  # ... a play told in full yields only to a question matched this well
# A play whose best-scoring answer is another Law (a foul in the build-up, a penalty, a handball), told
# without naming offside, is a question about that Law that mentions where players were.
OTHER_LAW_YIELDS_TO = 0.4
# A play only supposed ("say ...", "suppose ...", "what if ...") yields to any confident answer of Law 11.
SUPPOSED_YIELDS_TO = 0.4
# A question asked without a question mark: "if the keeper saves it can the taker score", "what if ...".
_INVERTED = _wording("inverted")
# The seed match named (Kane, Conte, Sporting v Spurs, 2022)
SEED_NAMES = _wording("seed_names")
# A ruling asked on one play (`_asks_an_untold_ruling`), in three parts searched one by one, the asking ending first:
# it is what most questions lack, and the cheapest (0.02 ms over 500 characters, where the one regex's lookahead
# over the whole text and its tail tried after every character cost 0.1 ms).
_RULING_ASKED = _wording("ruling_asked")
# ... a goal or a call told ("we scored", "the lino flagged") ...
_PLAY_TOLD = _wording("play_told")
# ... and nothing supposed ("if ...", "say ...")
_SUPPOSED = _wording("supposed")
# A foul on the player placed offside: which came first, the foul or his offence, is the question (Law 11.2)
_FOULED = _wording("fouled")
# ... the player the foul is done to said ("gets fouled", "tripped him")
_FOULED_HIM = _wording("fouled_him")
# ... or told as a ruling and checked with a tag ("he's offside isn't he")
_UNTOLD_TAG = _wording("untold_tag")


# ... or, of an offside play told of someone in particular, asked in other words ("right call?", "goal?")
_RULING_OF_THIS_ASKED = _wording("ruling_of_this_asked")
# ... where a restart with no offside offence is named, where he stood decides nothing (Law 11.3)
_NO_OFFSIDE_RESTART = _wording("no_offside_restart")
# Offside named as a ruling or the assistant's flag, not the corner flag
_OFFSIDE_CALLED = _wording("offside_called")


# A player told to have done nothing ("never touched the ball")
_UNINVOLVED = _wording("uninvolved")


def _asks_an_untold_ruling(text: str) -> bool:
    """A ruling asked on one play that happened ("..., was it?", "was he off?" after "we scored", "the lino
    flagged"), not on a supposed one ("if a player is level, is he offside?"), or a ruling checked with a tag."""
    if _SUPPOSED.search(text) is None:
        if _RULING_ASKED.search(text) is not None and _PLAY_TOLD.search(text) is not None:
            return True
        if (
            _RULING_OF_THIS_ASKED.search(text) is not None
            and _OFFSIDE_CALLED.search(text) is not None
            and _NO_OFFSIDE_RESTART.search(text) is None
            and (tells_a_particular_play(text) or A_CALL_TOLD.search(text) is not None)
        ):
            return True
    return _UNTOLD_TAG.search(text) is not None


def _a_goal_told_bare(text: str) -> bool:
    """A goal told and asked about with no fact of it: every word one of words.toml [goal_told_bare], one saying
    that it was scored ("he tapped in, good goal?"; not "was it a goal?", a topic named, nor "can a keeper score?")."""
    bare, scored = goal_told_bare()
    said = set(words(text))
    return bool(said & scored) and said <= bare


# Offside named in English ("off side", the flag, "on or off")
_NAMES_OFFSIDE = _wording("names_offside")


@cache
def _offside_translated() -> re.Pattern[str]:
    """Other languages' words for offside (words.toml [translated]: "pozaihrove", "fuorigioco"), as whole words."""
    found = sorted(k for k, v in foreign_words().items() if v.startswith("offside"))
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, found))})\b", re.IGNORECASE)


def _names_offside(text: str) -> bool:
    """Whether the question names offside, in English or in another language's word for it."""
    return _NAMES_OFFSIDE.search(text) is not None or _offside_translated().search(fold(text)) is not None


# A reading that says nowhere where the attacker was (only "a pass", "he scored") and can only ask that
# back is no described incident for a question its best answer explains half of.
UNPLACED_YIELDS_TO = 0.5
UNPLACED_OTHER_LAW_YIELDS_TO = 0.3
# Another Law's call asked of a play ruled no offside offence ("should it have been a pen instead?"): that Law's answer
# only when matched at least this well (review 33: a handball on the line asked "a penalty and a red?" had reached the
# back-pass answer at 0.27, and its "No ... not a penalty"; the play's ruling is then given, as before)
ANOTHER_CALL_YIELDS_TO = 0.3
LAW_11_TOPICS = frozenset({"offside", "deliberate-play", "kane-sporting-2022", "saot"})


@dataclass(frozen=True, slots=True)
class Choice:
    kind: str  # "intent", "topic", "route", "situation", "close" or "unsure"
    target: str
    understood: Understanding
    reading: Reading | None = None


def choose(text: str) -> Choice:
    """What kind of answer `text` gets: the one decision both the handler and the evaluation use."""
    text = the_question(text)
    intents, topics = load_intents(), load_topics()
    empty = Understanding("answer", (), 1.0)
    if text in intents:
        return Choice("intent", text, empty)
    if text in topics:
        return Choice("topic", text, empty)
    named = _names_only_a_topic(text)
    if named is not None:  # "offside?", "was it offside?": nothing but the topic's name, so the topic answers
        return Choice("topic", named, Understanding("answer", (Candidate(named, "topic", 1.0, 1.0),), 1.0))
    known = _a_known_rule(text)
    # "ok i know there's no offside from a throw-in. but if he throws it straight in, is it a goal?": the rule the fan
    # says he knows is no play (its restart had been read as this play's, "Yes, no offside offence."), only what
    # follows "but" can tell one
    reading = read_situation(text if known is None else known[1])
    understood = understand(text) if reading is not None else _without_an_unnamed_seed(text, understand(text))
    understood = _without_the_seed_if_supposed(text, understood)
    term = quoted_term_asked(text)
    general = None if term is not None else general_question_after_a_story(text)
    if term is not None:
        understood = understand(term)  # what a quoted term means: the story's words only bury it
    elif general is not None:
        understood = _the_general_questions_answer_first(understood, understand(general), general)
    if known is not None:
        understood = _not_the_known_rule(known, understood)
        text = known[1]  # ... and whether a play is told, or a rule asked of it, is read there too
    if reading is None and (understood.verdict == "unsure" or _a_loose_route(understood)):
        understood = _asked_after_a_preamble(text, understood)
    if reading is None and understood.verdict == "unsure" and not understood.ranked:
        understood = _asked_before_a_remark(text, understood)
    if reading is None and (whole := _the_whole_topic_asked(text, understood)) is not None:
        return Choice("topic", whole, understood)
    fouled = fouled_booked_player(text)
    if fouled == "asked":
        # "our 6 was on a yellow and got clattered by their 9, does he go off?": the second yellow's "Yes." is of the
        # booked player's own foul, not of one done to him, and the next answer by shared words said "Yes." of anything
        # (review 28): the answer for the player fouled
        return Choice("intent", FOULED_PLAYER_ANSWER, understood)
    # "... was it a penalty?", "does their 9 get a yellow?": another question of a foul done to a booked player, which
    # the booked player's own-foul answers do not answer (review 29); the fouled player's answer only a reading gives
    left_out = {FOULED_PLAYER_ANSWER, *(OF_THE_BOOKED_PLAYERS_FOUL if fouled == "told" else ())}
    understood = _keeping(understood, lambda c: c.target not in left_out)
    best = understood.best
    confident = understood.verdict == "answer" and best is not None
    # Judged on the best-scoring answer, not the best-covered one ranked first: a story shares words
    # with many rule questions, each covering a little of it.
    lead = max(understood.ranked, key=lambda c: c.score) if understood.ranked else None
    if (
        reading is not None
        and confident
        and lead is not None
        and lead.kind == "intent"
        and _topic(lead) == "offside"
        and tells_a_habit(text)
        and "?" in text
    ):
        # "Kieron likes to wait right on the halfway line for the long ball. For offside, is the line itself counted as
        # his own half?": a habit told, no play that happened; the offside rule asked of it answers (voices127)
        return Choice(lead.kind, lead.target, understood)
    if (
        reading is None
        and not _asked(text)
        and _OFFSIDE_CALLED.search(text) is not None
        and A_CALL_TOLD.search(text) is not None
        and tells_a_particular_play(text)
        and not SEED_NAMES.search(text)
        and _UNINVOLVED.search(text) is None
    ):
        # "we scored off a rebound off the bar, our 9 followed it in, ref flagged": a play and its call told, no
        # question and nothing of where he was; the rebound answer's "Yes." had backed the flag unseen (probe 24).
        # Not when he is told to have done nothing ("flagged a guy who never touched the ball"): no offence
        # wherever he stood, which the not-involved answer says.
        return Choice("situation", "ask", understood, decide(Facts()))
    if reading is None and _asks_an_untold_ruling(text) and not SEED_NAMES.search(text):
        # "striker scored, linesman said offside, was it?": a ruling asked on a play that tells none of its
        # facts. A rule answer's Yes or No would rule on it unseen; where he was is asked first.
        return Choice("situation", "ask", understood, decide(Facts()))
    if (
        reading is not None
        and reading.facts.position is not None
        and _ASKS_IF_DELIBERATE.search(question_clause(text) or text)
    ):
        return Choice("intent", TELLS_A_DELIBERATE_PLAY, understood)
    if (
        reading is not None
        and reading.facts.position == "offside"
        and reading.question is not None
        and reading.question.fact == "involvement"
        and (
            _WENT_IN_WITHOUT_HIM.search(text) is not None
            or (finished_by_another(text) and _UNINVOLVED.search(text) is None)
        )
    ):
        # "their striker was offside when their winger crossed, it hit our defender and went in. offside?": the ball went
        # in without him told, so whether he was involved decides, and is asked; the deflection answer's "Yes." (and the
        # rebound's) penalise a play of the ball he never made
        return _the_reading(reading, understood)
    if (
        reading is not None
        and reading.question is not None
        and lead is not None
        and lead.kind == "intent"
        and _topic(lead) == "var"
        and _OFFICIALS_WAY_ASKED.search(asking_sentence(text)) is not None
        and asks_about_the_law(text)
    ):
        # "why does the linesman keep his flag down when the lads clearly offside, let them score, then stick it up
        # after?": how the officials work is asked, which a VAR answer tells; a question about the play asks nothing
        # the fan wants (voices126)
        return Choice(lead.kind, lead.target, understood)
    if (
        reading is not None
        and confident
        and best is not None
        and _topic(best) == "advantage"
        and _ADVANTAGE_TOLD.search(text) is not None
        and (
            reading.ruling is None
            or reading.ruling.offence
            or (
                _REFEREES_CHOICE_ASKED.search(asking_sentence(text)) is not None
                and _OFFSIDE_NAMED.search(asking_sentence(text)) is not None
            )
        )
        and not _asks_besides_advantage(asking_sentence(text))
    ):
        # "Ref plays advantage after I foul their winger, then their striker's offside from the next pass. Still
        # penalised?": what advantage does to the offside is asked, which the advantage answer tells; a ruling on the
        # offside alone leaves it out. Not a play ruled no offence (unless the referee's letting it run for an offside is
        # what is asked: "... waved his arms and let it go. He can do this for offside?"), nor one whose ruling alone is
        # asked ("... offside?")
        return Choice(best.kind, best.target, understood)
    if (
        reading is not None
        and reading.question is not None
        and reading.question.fact == "position"
        and reading.facts.position is None
        and confident
        and lead is not None
        and lead.target in _ENCROACHMENT_ANSWERS
        and not _names_offside(text)
    ):
        # "penalty saved, our winger had run into the area before the kick and scored the rebound. goal?": a play that
        # places no one and never names offside, whose best answer is the encroachment's (hunt 85): asking where he
        # stood answers nothing the fan asked
        return Choice(lead.kind, lead.target, understood)
    if (
        reading is not None
        and (not _seed_question(text, understood, lead) or _another_play_with_seed_names(text, reading))
        # whether the told play asks the Law's rule instead, read last: the costliest reading of the choice (up to
        # ~0.8 ms over 500 characters), needless for a question the seed match answers or one returned above
        and (
            not (
                confident
                and lead is not None
                and _asked(text)
                and _asks_the_rule(text, reading, understood, lead)
            )
            or _answers_another_play(text, reading, best)
        )
    ):
        return _the_reading(reading, understood)
    if reading is not None:
        # the rule answers a told play; one whose verdict does not hold for it gives way to the next that does
        kept = _without_answers_told_otherwise(understood, _facts_told(reading))
        if kept.best is None or (
            kept.best is not best
            and reading.ruling is not None
            and not reading.ruling.offside_position
            and happened(text)
            and not asks_generally(text)
        ):
            # ... or, when a play that happened is ruled with him in no offside position, to its ruling: every answer of
            # one placed offside is off, and the next by shared words is rarely the rule asked ("... the 9 was behind her ... claims any rebound off the post to another forward is offside. Is she
            # right?" went from the rebound's Yes to a ball bouncing down off the bar, plays25)
            return _the_reading(reading, kept)
        understood, best = kept, kept.best
    if reading is None and (best is None or best.kind != "route") and _a_goal_told_bare(text):
        # "their striker scored, was it a goal?": nothing of the goal is told, so no answer's Yes or No fits it (a
        # route has none: "whats the score" is /live's, and had been "not sure")
        return Choice("unsure", "", replace(understood, verdict="unsure"))
    defined = _defines_a_topic(text)
    if defined is not None and (best is None or best.kind == "route" or _topic(best) != defined):
        # "what actually is advantage, like when the ref spreads his arms and lets it go": the Law named and asked
        # what it is; the words of the example after it ("arms") had drawn the handball answer.
        return Choice("topic", defined, understood)
    if (
        best is not None
        and understood.verdict in ("answer", "close")
        and unspoken(text, best.target, best.kind)
    ):
        # "a player's boot comes off and he scores with his sock, goal?" shares "scores", "off" and "goal" with the
        # rebound-off-the-post answer, which never speaks of a boot: its "No." would answer another question.
        return Choice("unsure", "", replace(understood, verdict="unsure"))
    if understood.verdict != "answer" or best is None:
        return Choice(understood.verdict, "", understood)
    return Choice(best.kind, best.target, understood)


# The answers for players entering the area before a penalty is kicked: a play told so asks them, not offside
_ENCROACHMENT_ANSWERS = frozenset({"penalty-encroachment"})


def _the_reading(reading: Reading, understood: Understanding) -> Choice:
    """The told play's answer: its ruling, or the one question that decides it."""
    offence = reading.ruling is not None and reading.ruling.offence
    head = "ask" if reading.question else ("offside" if offence else "no-offence")
    return Choice("situation", head, understood, reading)


def _answers_another_play(text: str, reading: Reading, best: Candidate | None) -> bool:
    """Whether the rule answer for a play the reader rules in full needs words the fan never says: it answers another
    play ("hypothetically, if our striker is a yard off when the winger crosses and he scores, is it offside?" had the
    dummy's "Not always.", which needs a dummy told). The ruling answers the play told."""
    return (
        best is not None
        and best.kind == "intent"
        and reading.ruling is not None
        and reading.question is None
        and needs_unsaid(text, best.target)
    )


# How the officials work asked of a play: the VAR, a review, the assistant's flag
_OFFICIALS_WAY_ASKED = _wording("officials_way_asked")
# Advantage told or asked of a play
_ADVANTAGE_TOLD = _wording("advantage_told")
# ... and whether the referee may let it run asked, of a play ruled no offence too
_REFEREES_CHOICE_ASKED = _wording("referees_choice_asked")
# ... of an offside (not "can he do that?" of a coach on the pitch, review 77)
_OFFSIDE_NAMED = _wording("offside_named")
# ... and what else a fan asks of it: VAR, the free kick for the foul, a penalty (review 28)
_ASKED_BESIDES_ADVANTAGE = _wording("asked_besides_advantage")


def _asks_besides_advantage(asking: str) -> bool:
    """Whether the asking sentence of a play with advantage told asks its ruling alone ("..., offside?", "goal?") or
    something the advantage answers do not tell (VAR, the original foul's free kick, a penalty): the advantage
    answer's Yes or No would answer it wrongly ("does the ref give the free kick for the original foul instead? Yes.")."""
    last = asking.rpartition(",")[2].strip()
    return (
        any(
            bare.fullmatch(part)
            for bare in (_BARE_RULING_ASKED, _BARE_OFFSIDE_ASKED)
            for part in (asking.strip(), last)
        )
        or _ASKED_BESIDES_ADVANTAGE.search(asking) is not None
    )


# The ball told going in with no touch of the placed attacker's
_WENT_IN_WITHOUT_HIM = _wording("went_in_without_him")


# What a booked player told to be fouled is answered when his card is asked (bot/laws/intents/fouls.toml) ...
FOULED_PLAYER_ANSWER = "fouled-player-no-card"
# ... and the answers of a booked player's own foul, which answer nothing else of a foul done to him
OF_THE_BOOKED_PLAYERS_FOUL = ("second-yellow-red", "second-yellow-reckless", "second-yellow-next-foul")


def _keeping(understood: Understanding, kept: Callable[[Candidate], bool]) -> Understanding:
    """The understanding with only the answers `kept` keeps: "not sure" when none is left."""
    ranked = tuple(c for c in understood.ranked if kept(c))
    if len(ranked) == len(understood.ranked):
        return understood
    return replace(understood, verdict=understood.verdict if ranked else "unsure", ranked=ranked)


def _facts_told(reading: Reading) -> Facts:
    """The facts of a told play an answer's verdict must hold for. A team-mate's pass is the reader's guess when no other
    route is read ("a real pass he meant" of an opponent named in another language), so it counts only in a play it
    rules: "our midfielder played a deliberate pass to him" is no opponent's deliberate play."""
    facts = reading.facts
    if facts.received_from == "team-mate" and reading.ruling is None:
        return replace(facts, received_from=None)
    return facts


def _without_answers_told_otherwise(understood: Understanding, facts: Facts) -> Understanding:
    """The understanding without the answers whose verdict does not hold for the play told (an intent's `not_when`):
    "their centre back deliberately headed it down to him and he scored, is it offside?" had the deflection's "Yes."
    (review 9); the next answer that holds, or the reading, answers instead."""
    intents = load_intents()
    return _keeping(
        understood,
        lambda c: (
            c.kind != "intent"
            or not any(getattr(facts, fact, None) in values for fact, values in intents[c.target].not_when)
        ),
    )


def _the_general_questions_answer_first(
    understood: Understanding, alone: Understanding, general: str = ""
) -> Understanding:
    """The whole text's understanding with the answer to its general question, read alone, put first, when the whole
    text offers it too: "... it hit the ref's heel and went in ... Can a goal be scored straight off the referee?" (the
    story's words, a shot and a heel, had ranked the accidental handball first). The story names the answers that
    fit; the question picks among them (read alone, "is a keeper booked every time?" forgets what for)."""
    if alone.verdict != "answer" or alone.best is None:
        return understood
    wanted = (alone.best.target, alone.best.kind)
    chosen = next((c for c in understood.ranked if (c.target, c.kind) == wanted), None)
    if chosen is None:
        return understood
    told = understood.best
    if (
        _POINTS_BACK.match(general) is not None
        and told is not None
        and _topic(told) == _topic(chosen)
        and told.confidence > chosen.confidence
    ):
        # "their coach lobbed a water bottle onto the pitch ... is that always a red for a coach?": among the answers of
        # one Law the story picks (the thrown object's "Not always."), which the question read alone has forgotten (the
        # coach's red card at all, "Yes.")
        return understood
    if (
        told is not None
        and told.score >= _STORY_OUTWEIGHS * chosen.score
        and any((c.target, c.kind) == (told.target, told.kind) for c in alone.ranked[:_OFFERED_ALONE])
    ):
        # "... took the free kick quickly while he was booking a defender ... Is a team allowed to restart while the
        # referee is in the middle of booking somebody?": the question read alone offers the story's answer too, only
        # below one its few words share more with (the shoot-out's cards); the story's far stronger match decides
        return understood
    return replace(
        understood, verdict="answer", ranked=(chosen, *(c for c in understood.ranked if c is not chosen))
    )


# How far the whole text's best answer must outscore the general question's pick, and how high the question read alone
# must rank it, for the story's answer to stand
_STORY_OUTWEIGHS = 2.0
_OFFERED_ALONE = 5

# A general question whose subject points back to the story told before it ("is that always a red for a coach?")
_POINTS_BACK = _wording("points_back")
# An official's decision asked right or wrong, and an omission told (choice_words.toml)
_JUDGES_A_DECISION = _wording("judges_a_decision")
_OMISSION_TOLD = _wording("omission_told")


def judges_an_omission(text: str) -> bool:
    """Whether the fan asks if an official was right to do nothing ("VAR didn't tell him. was VAR right?", "the ref
    waved it away, right call?"): no bare Yes or No answers it. A prepared question asks of an act ("Can the VAR advise
    a second yellow the referee missed?"), so its Yes or No answers a decision that did the act ("the ref gave the
    throw to them. right call?" is the throw-in answer's "No.") and says the opposite of one that did not; and the side
    read from the omission's own words ("didn't order a retake") is the act's, its negation unread. Read from the
    intent's own Yes or No, it had told a fan the VAR was wrong where the answer's own statement said it was right."""
    return _JUDGES_A_DECISION.search(text) is not None and _OMISSION_TOLD.search(text) is not None


# A rule the fan says he knows, then "but" and what he asks: "i know there's no offside from a throw-in. but ...".
_KNOWN_RULE = _wording("known_rule", re.IGNORECASE | re.DOTALL)
# ... a rule, not a fact of a play ("i know he was offside, but ...")
_OF_A_PLAY = _wording("of_a_play")


@lru_cache(maxsize=256)  # read by the choice and again by the reply (`asked_part`): the same question
def _a_known_rule(text: str) -> tuple[str, str] | None:
    """The rule the fan says he knows and what he asks after it ("i know X. but <asked>"), or None."""
    found = _KNOWN_RULE.match(text)
    if found is None:
        return None
    known = found.group("lead") or found.group("aware") or found.group("after") or ""
    if _OF_A_PLAY.search(known) or tells_a_particular_play(known):
        return None
    return known, found.group("rest")


def asked_part(text: str) -> str:
    """What the fan asks: after a rule he says he knows, only what follows "but" ("we all know you can't be offside
    from a throw-in. but if it goes straight in, goal?"), whose Yes or No the known rule's negation must not turn;
    after a story, the question it asks in general ("... and the ref gave it. so, lads, does a keeper's save wipe out
    offside?"), whose Yes or No the story's own words ("gave it") must not turn."""
    known = _a_known_rule(the_question(text))
    if known is not None:
        return known[1]
    general = general_question_after_a_story(the_question(text))
    if general is not None:
        return general
    if not puts_a_claim(text):  # (cached, and read by the reply anyway: most questions put none)
        return text
    return asked_before_a_claim(text) or asked_after_a_claim(text) or text


def _not_the_known_rule(known: tuple[str, str], understood: Understanding) -> Understanding:
    """The understanding of what is asked alone, when the whole text's best answer is the rule the fan already knows
    ("no offside at a goal kick, i get that. but can a goal kick go straight in?" had "There is no offside offence
    ... from a goal kick"). The whole text otherwise: what is asked may lean on the known rule's words ("i know you
    can't be offside from a corner. but can the taker curl it straight in?")."""
    best = understood.best
    if best is None or best.kind == "route":
        return understood
    said = understand(known[0]).best
    asked = understand(known[1])
    if said is None or said.kind == "route" or asked.verdict != "answer" or asked.best is None:
        return understood
    if said.target == best.target:
        # The whole text's best answer of another Law than the known rule's, where the asked part alone asks that Law:
        # what is asked often names its subject only in the known rule ("we all know you can't be offside from a
        # throw-in. but if it goes straight in off nobody, goal?"), read alone it is any restart's.
        other = next((c for c in understood.ranked if c.kind != "route" and _topic(c) != _topic(said)), None)
        if other is not None and asked.best.kind != "route" and _topic(other) == _topic(asked.best):
            return replace(understood, ranked=(other, *(c for c in understood.ranked if c is not other)))
        return asked if asked.best.target != best.target else understood
    # ... or a sibling of it, the asked part alone surer of its own answer ("i understand a deflection doesn't reset
    # offside. but if the defender heads it back to his keeper on purpose and it's short ...?" had the deflection's)
    sibling = _topic(said) == _topic(best) and asked.best.confidence > best.confidence
    return asked if sibling and asked.best.target != best.target else understood


def _asked_after_a_preamble(text: str, understood: Understanding) -> Understanding:
    """The understanding of the asking sentence alone, when the whole text was unsure only because a long preamble
    (an announcement, a scene) dilutes it: the answer the whole text ranks first is the one its question, read
    alone, is sure of ("Ladies and gentlemen, ... For offside, does it matter whether the defender meant it?")."""
    clause = question_clause(text)
    if clause is None or not understood.ranked:
        return understood
    # ... the seed match's answers only if the whole text names it: "... on a tablet on the bench. is that even allowed
    # under the laws?" read alone had Kane's goal "under today's Laws"
    asked = _without_an_unnamed_seed(text, understand(clause))
    if asked.verdict != "answer" or asked.best is None:
        return understood
    if _a_loose_route(understood):  # "nobody at the table agreed. Can a goalkeeper ever be offside?"
        return asked if asked.best.kind != "route" else understood
    return asked if asked.best.target == understood.ranked[0].target else understood


# How sure a question read alone must be to answer it when the remark after it read as no Laws question: as strong as a
# long story's strong score, and covered by the answer's wording twice as much as an answer needs (voices128's "What
# does 'advantage' actually mean?" scores 10 with all of it covered; trivia sharing words with a Law's answer, "What's
# the longest VAR check ever?" or "who decides which refs get our games?", scores as much with two thirds, and banter
# sharing one word, "who has the sports channel login?", under 4).
STANDS_ALONE_SCORE = TUNING.strong_at
STANDS_ALONE_CONFIDENCE = 2 * TUNING.confident_at


def _asked_before_a_remark(text: str, understood: Understanding) -> Understanding:
    """The understanding of the one question a fan asks first, when a remark after it ("I'm comparing 'ventaja' and
    'advantage' for a chapter of my thesis") read as no question of the Laws and so left nothing to answer: the
    question asked stands on its own (voices128's "What does 'advantage' actually mean in refereeing?" was unsure)."""
    asked, mark, rest = text.partition("?")
    if not mark or "?" in rest or not rest.strip() or _ANOTHER_SPORT_MEANT.search(rest) is not None:
        return understood
    alone = _without_an_unnamed_seed(text, understand(asked + mark))
    best = alone.best
    # ... surely: a question of trivia or banter read alone shares a word or two with some answer ("who was the best
    # centre-half ever?" with the own half's), which a Law question's own wording covers for the most part
    sure = (
        best is not None and best.score >= STANDS_ALONE_SCORE and best.confidence >= STANDS_ALONE_CONFIDENCE
    )
    return alone if alone.verdict == "answer" and sure else understood


def _a_loose_route(understood: Understanding) -> bool:
    """A route answered on a word it shares with the question that covers little of it ("the table" in a preamble)."""
    best = understood.best
    return best is not None and best.kind == "route" and best.confidence < TUNING.confident_at


def _asks_the_rule(text: str, reading: Reading, understood: Understanding, lead: Candidate) -> bool:
    """Whether a question that reads as a told play (`reading`) asks the Law's rule instead: a fan asking about
    the Law itself, a play only supposed or told of anyone, another Law's question mentioning where players were.
    `lead` is the best-scoring answer, `understood.best` the best-covered one."""
    best = understood.best
    asks_law = asks_about_the_law(text)
    other_law = _topic(lead) not in LAW_11_TOPICS and (
        not _names_offside(text)
        or (_topic(lead) == "var" and _ASKS_WHAT_VAR_CAN_DO.search(asking_sentence(text)) is not None)
    )
    yields_to = OTHER_LAW_YIELDS_TO if other_law else SITUATION_YIELDS_TO
    if reading.question is not None and reading.facts.position is None:
        yields_to = min(yields_to, UNPLACED_YIELDS_TO)  # "when the pass is hit or when he receives it?"
        if other_law:  # nobody placed, offside never named: a question about the other Law, told as a play
            yields_to = min(yields_to, UNPLACED_OTHER_LAW_YIELDS_TO)
            # ... whichever answer of another Law leads, the best-scoring or the best-covered one given ("Penalty
            # smashes the bar, comes straight back to the taker, he nods it in. Ref says no goal ... Why??")
            if best is not None and _topic(best) not in LAW_11_TOPICS and best.confidence > lead.confidence:
                lead = best
    asking = question_clause(text) or text
    # "Offside when it was crossed, but a defender touched it first. Still offside?": a touch that happened, its kind
    # untold (the reader asks deliberate play or deflection), checked: the deflection's "Yes" would take it as one
    # unasked, and a deliberate play by the defender would put him onside (Law 11.2). Ask it.
    kind_untold = (
        _touch_kind_untold(reading)
        and _ASKS_IF_STILL_OFFSIDE.search(asking_sentence(text)) is not None
        and in_the_past(text, acted=True)
    )
    touch_asked = _topic(lead) in LAW_11_TOPICS and (
        _ASKS_WHAT_A_TOUCH_DOES.search(asking) is not None
        or (
            _ASKS_IF_STILL_OFFSIDE.search(asking_sentence(text)) is not None
            and not told_in_the_past(text, acted=True)
            and not kind_untold
        )
        or (_ASKS_IF_A_TOUCH_PUTS_ONSIDE.search(asking) is not None and not told_in_the_past(text))
    )
    if touch_asked:
        yields_to = min(yields_to, TOUCH_ASKED_YIELDS_TO)
    # A kind of play told in the present, asked of the Law ("our forward is behind the ball but past all defenders
    # when the winger cuts it back. Can he be offside?", "one of ours is stood offside ... while someone else scores,
    # is he committing an offence?"): the rule, not a ruling on one play.
    # A foul on the player placed offside ("our striker was offside but got fouled by their centre back before he
    # touched the ball"): which came first, his offence or the foul, is what the Law answers (Law 11.2); the reader
    # has no fact for it and would rule on how the ball reached him.
    fouled = _topic(lead) in LAW_11_TOPICS and _FOULED_HIM.search(text) is not None
    if fouled:
        yields_to = min(yields_to, FOULED_YIELDS_TO)
    # The answer given is the best-covered one, so it may be the one that decides (as for a supposed play, below).
    kind_lead = lead if best is None else max((lead, best), key=lambda c: c.confidence)
    kind_asked = (
        _topic(kind_lead) in LAW_11_TOPICS
        and kind_lead.confidence >= KIND_ASKED_YIELDS_TO
        and _asks_of_the_law(asking_sentence(text))
        and told_in_the_present(text)
    )
    asks_law = asks_law or kind_asked
    rule_question = lead.confidence >= yields_to or asks_generally(text) or kind_asked
    if rule_question and reading.ruling is not None and not other_law:
        # A play told in full gets its ruling, unless the fan asks about the Law itself.
        # A play that happened to someone in particular ("their keeper parried it and our guy ... knocked in the
        # rebound, should it stand?") is ruled however closely an intent's wording matches it: that intent's Yes
        # would answer "should it stand?" backwards.
        rule_question = (
            asks_law
            or touch_asked
            or fouled
            or says_general(text)
            or _a_kind_of_play_told(text, lead)
            or (
                lead.confidence >= SITUATION_ONLY_YIELDS_TO
                and not happened(text)
                and _BARE_RULING_ASKED.fullmatch(asking_sentence(text).strip()) is None
            )
        )
    elif (
        rule_question
        and (_only_the_route_is_missing(reading) or kind_untold)
        and not (asks_law or asks_generally(text))
    ):
        # Where he was and what he did are told, only how the ball came off the defender or keeper is not:
        # a rule answer would take it as a deflection, or as a deliberate play, unasked. Ask it.
        rule_question = False
    elif (
        rule_question
        and not other_law
        and reading.facts.involvement is not None
        # ... an official's call told is of one play that happened, whatever words name its players ("Oor man ...
        # scores. Linesman flags.")
        and (tells_a_particular_play(text) or A_CALL_TOLD.search(text) is not None)
        and (lead.confidence < SITUATION_ONLY_YIELDS_TO or happened(text))
        and not (asks_law or asks_generally(text))
        and not _FOULED.search(text)
    ):
        # "their keeper saved and our striker tapped in, ref blew for offside. right call?": a play that
        # happened to someone in particular, told to its end (what the attacker did), a fact of it untold,
        # asks that fact; a rule answer's Yes or No would rule on it unseen. Told only up to the touch ("our
        # striker was offside but the ball came off their defender. offside?") it asks what the touch does.
        rule_question = False
    elif (
        rule_question
        and not other_law
        and _BARE_OFFSIDE_ASKED.fullmatch(asking_sentence(text).rpartition(",")[2].strip()) is not None
        and not (asks_law or asks_generally(text))
        and _one_fact_left_to_ask(text, reading)
    ):
        # "He was in behind the last defender when the ball was played. Offside?", "He was stood on or just over the
        # halfway line ... when our keeper kicked it long. Offside?": a play and its ruling asked bare, one fact of it
        # untold, so that fact is asked. A rule answer sharing the play's words ("behind the ball", "a misjudged
        # back-pass", the body parts) had answered "No." or "Yes." to a play it never told (reviews 21, 25).
        rule_question = False
    elif (
        other_law
        and _offside_unasked(text, reading)
        and (
            question_form(text) < 0
            or _ASKS_OF_THE_OUTCOME.search(asking_sentence(text)) is None
            or (
                _RESTART_STRAIGHT_IN.search(text) is not None
                and _ASKS_IF_IT_COUNTS.search(asking_sentence(text)) is not None
            )
        )
    ):
        # "we scored straight from a corner, their parents say it can't count, who's right?": the ruling that
        # a restart has no offside answers what nobody asked; the other Law the fan asks an open question
        # about answers it. (A yes/no "should it have counted?" still gets the ruling: asked of every play
        # ruled so, the rule answer had taken three told plays' right rulings.) So does a yes/no question that
        # asks nothing of the play's outcome ("... took a throw-in before he had come on. Is a substitute allowed
        # to take a throw-in before he comes on?" was ruled "Yes, no offside offence.").
        rule_question = True
    elif (
        other_law
        and _another_call_asked_of_no_offence(text, reading)
        and max(lead.confidence, best.confidence if best else 0.0) >= ANOTHER_CALL_YIELDS_TO
    ):
        # "Our left back knocked it back to me, I picked it up, and the ref gave them an indirect free kick in our box.
        # Should it have been a pen instead?": "No offside offence" answers what nobody asked; the other Law answers.
        rule_question = True
    elif other_law and _CHOOSES_ANOTHER_LAWS_CALL.search(asking) is not None and not _names_offside(text):
        # "ball smacked the ref on the back and rolled into the net. goal or drop ball?": the fan offers the calls of
        # another Law to choose from, offside never among them; the offside reader's "Where was he when his
        # team-mate played the ball?" answers what nobody asked.
        rule_question = True
    # The answer given is the best-covered one: a play said to be supposed ("say", "suppose") that it matches
    # well is asked through it, even when a looser answer scores higher ("say a cross clips a defender's knee
    # ..., does the clip reset it?"). A story only told of anyone needs the best-scoring answer: "attacker in
    # an offside position stands in front of the keeper ... goal or offside?" is a play to rule.
    # ... opened by a supposition in any sentence, after a remark ("not me reading the laws at 2am 😭 say the goalie
    # parries it ...")
    # ... or in the unreal past ("if their keeper had parried it to our striker, would the goal have stood?"), or a
    # rule somebody claims, checked ("my supervisor claims a shot off the post resets offside ... is he right?")
    claimed = checks_a_claimed_rule(text)
    supposed = (
        supposes_in_a_sentence(text)
        or supposes_in_a_condition(text)
        or UNREAL_PAST.search(text) is not None
        or claimed
    )
    supposed_lead = max((lead, best), key=lambda c: c.confidence) if supposed and best is not None else lead
    anyone = not supposed and _told_of_anyone(text, reading, supposed_lead)
    if (
        not rule_question
        # ... any confident one when the fan also asks about the Law ("Reg reckons if a shot comes back off the post
        # to a lad who was offside, the post wipes the slate clean. Is Reg right?", "a striker is offside at the pass
        # and then drops back behind the defender: is he onside again once he's back?"): two signs of a rule asked
        and (
            ((supposed or anyone) and (asks_law or claimed)) or supposed_lead.confidence >= SUPPOSED_YIELDS_TO
        )
        and (supposed or anyone)
    ):
        # "say the winger's offside and the cross flicks off a defender to him, is he onside?": a play only
        # supposed asks the rule, and so does one told of anyone ("when a pass hits a defender and goes to a
        # winger in an offside position, is the winger let off?"). Only an answer of Law 11 (a supposed
        # offside play that matches another Law's answer better keeps its ruling).
        rule_question = _topic(supposed_lead) in LAW_11_TOPICS
    return rule_question


def _a_kind_of_play_told(text: str, lead: Candidate) -> bool:
    """A kind of play told like a headline, in the present and of nobody in particular ("defender underhits a
    backpass, offside striker nips in and scores. offside?"), that an answer of Law 11 matches well: the rule it asks
    answers it, as for a play told of anyone ("a defender ..."); a ruling of the same play says less of why."""
    return (
        lead.confidence >= SITUATION_YIELDS_TO
        and _topic(lead) in LAW_11_TOPICS
        and told_in_the_present(text)
        and not tells_a_particular_play(text)
        and not happened(text)
        # ... asked of its outcome alone ("goalie palms it out, the striker who was offside at the shot scores. goal?"):
        # the ruling, as for a play told in full
        and _BARE_RULING_ASKED.fullmatch(asking_sentence(text).strip()) is None
    )


# "What is X", X a topic's one-word name, asked first: whatever example follows, the fan asks what that Law is.
_WHAT_IS = _wording("what_is")


def _defines_a_topic(text: str) -> str | None:
    found = _WHAT_IS.match(text)
    if found is None:
        return None
    said = words(found.group(1))
    return topic_names().get(said[0]) if len(said) == 1 else None


def _told_of_anyone(text: str, reading: Reading, lead: Candidate) -> bool:
    """A story told of anyone, in whatever mood ("when a pass hits a defender and goes to a winger in an offside
    position, is the winger let off?"), that the leading answer speaks to: an answer on how the ball came off an
    opponent (deliberate play, deflection, save) answers only a story that has the ball come off one."""
    if not tells_no_one_in_particular(text):
        return False
    return _topic(lead) != "deliberate-play" or reading.facts.received_from not in (None, "team-mate")


# This play's outcome asked with nothing else ("goal?", "good goal?", "goal or offside?"): no rule is asked of a play
# told in full, whatever intent's wording it matches.
_BARE_RULING_ASKED = _wording("bare_ruling_asked")
_BARE_OFFSIDE_ASKED = _wording("bare_offside_asked")


def _asks_of_the_law(asked: str) -> bool:
    """Whether the asking sentence asks the Law ("can he be offside?", "is that an offence?", "is he penalised?"), not
    only this play's ruling ("is that offside?", "does that count?", which `asks_about_the_law` reads too)."""
    if _ASKS_AN_OFFENCE.search(asked):
        return True
    return asks_about_the_law(asked) and _ASKS_THE_RULING.search(asked) is None


# Only this play's ruling asked ("is that offside?", "does that count?")
_ASKS_THE_RULING = _wording("asks_the_ruling")


# A choice between two calls, one of them a call of another Law than offside: "goal or drop ball?", "penalty or free
# kick". Not a choice of restarts alone, nor "goal or no goal?".
_CHOOSES_ANOTHER_LAWS_CALL = _wording("chooses_another_laws_call")
_ASKS_WHAT_VAR_CAN_DO = _wording("asks_what_var_can_do")


# What a question asks of a play's outcome: the goal, the call, offside ("should it have counted?", "right call?")
_ASKS_OF_THE_OUTCOME = _wording("asks_of_the_outcome")
_RESTART_STRAIGHT_IN = _wording("restart_straight_in")
_ASKS_IF_IT_COUNTS = _wording("asks_if_it_counts")


# Another Law's call asked for by itself: a penalty, a card, a handball (choice_words.toml)
_ASKS_ANOTHER_CALL = _wording("asks_another_call")


def _another_call_asked_of_no_offence(text: str, reading: Reading) -> bool:
    """A play ruled no offside offence, offside never named, and the question asking for another Law's call ("...
    the ref gave them an indirect free kick in our box. Should it have been a pen instead?")."""
    asking = asking_sentence(text)
    # (a play told with no question, "headed in from the penalty spot", asks for its ruling)
    return (
        reading.ruling is not None
        and not reading.ruling.offence
        and "?" in asking
        and not _names_offside(text)
        and _ASKS_ANOTHER_CALL.search(asking) is not None
    )


def _offside_unasked(text: str, reading: Reading) -> bool:
    """A ruling that no offside offence is possible (a restart's) on a play that places no one and never names
    offside: nothing in it asks about offside."""
    return reading.ruling is not None and reading.facts.position is None and not _names_offside(text)


def _one_fact_left_to_ask(text: str, reading: Reading) -> bool:
    """Whether the reader asks one fact of a play the fan told: what he did, told offside at a team-mate's pass (a
    rebound's or a save's rule answers those), or where he was, in a play that happened."""
    question = reading.question
    if question is None:
        return False
    if question.fact == "involvement":
        return reading.facts.position == "offside" and reading.facts.received_from in (None, "team-mate")
    return question.fact == "position" and happened(text)


def _touch_kind_untold(reading: Reading) -> bool:
    """An opponent's touch told, and where the attacker was, but not whether the touch was a deliberate play or a
    deflection: what the reader asks back."""
    question = reading.question
    return (
        question is not None
        and question.fact == "received_from"
        and "team-mate" not in {value for _, value in question.options}
        and reading.facts.position is not None
    )


def _only_the_route_is_missing(reading: Reading) -> bool:
    question, facts = reading.question, reading.facts
    return (
        question is not None
        and question.fact == "received_from"
        and "team-mate" not in {value for _, value in question.options}  # a touch told, its kind not
        and facts.position is not None
        and facts.involvement is not None
    )


# A side said with a topic's name ("penalty or not?", "no goal?"): no subject of its own
_SIDE_WORDS = frozenset(("not", "no"))


def _names_only_a_topic(text: str) -> str | None:
    """The topic whose name is the only word of the question that means anything ("offside?", "was it
    offside?", "handball??"), or None. Its intents would tie on that one word, and the first of them would
    answer a question nobody asked ("No. There is no offside offence from a corner."). A general word with it
    ("well offside", "miles offside", "fair goal?") is a remark about it, no subject of its own."""
    if len(text) > 40:
        return None
    said = [w for w in words(text) if w not in _SIDE_WORDS and w not in general_words()]
    if len(set(said)) != 1 or question_form(text) < 0:  # "what is offside?" has its intent
        return None
    return topic_names().get(said[0])


def _the_whole_topic_asked(text: str, understood: Understanding) -> str | None:
    """The topic whose whole answer a fan asks for ("penalties. all of it. ... the lot", "can you give me a rundown of
    the offside law"), or None: a rule asked after the frame ("the basics: is a level player offside?", "from scratch
    why that wasn't offside") is that rule's question, and "I know the basics" asks for no whole Law."""
    frame = _WHOLE_TOPIC_ASKED.search(text)
    if frame is None or not understood.ranked:
        return None
    rest = f"{text[: frame.start()]} {text[frame.end() :]}"
    # (a request is no yes/no question: "can you give me ..." asks for the answer)
    if _ONE_RULE_ASKED.search(rest) is not None or question_form(_POLITE_REQUEST.sub(" ", rest)) > 0:
        return None
    # the topic named first ("penalties. all of it ... retakes, the lot" is the penalty kick's, though retakes lead the
    # answers), else the leading answer's when it is sure ("the slugs had the lot" names none and is no Laws question)
    names = topic_names()
    named = next((names[w] for w in words(text) if w in names), None)
    if named is not None:
        return named
    # (a route leading, "the table", is no topic: "the cat had the lot off the table")
    leading = _topic(understood.ranked[0])
    return leading if understood.verdict == "answer" and leading in load_topics() else None


def _asked(text: str) -> bool:
    """Whether the fan asks anything: a play told without a question ("he was a yard off, it came back off
    the post and he tapped it in") wants its ruling, whatever rule it resembles."""
    return "?" in text or question_form(text) != 0 or _INVERTED.search(text) is not None


def _topic(candidate: Candidate) -> str:
    if candidate.kind == "intent":
        return load_intents()[candidate.target].topic
    return candidate.target


SEED_TOPICS = frozenset({"kane-sporting-2022", "conte-red-card-2022"})


def _without_an_unnamed_seed(text: str, understood: Understanding) -> Understanding:
    """The ranking without the seed match's answers when the question names nothing of it: "can VAR give a goal that
    the ref disallowed?" asks the protocol, and an answer about Kane's goal would tell the fan of another match. The
    next answer stands only where it is itself sure enough."""
    best = understood.best
    if best is None or best.kind == "route" or _topic(best) not in SEED_TOPICS or SEED_NAMES.search(text):
        return understood
    ranked = tuple(c for c in understood.ranked if c.kind == "route" or _topic(c) not in SEED_TOPICS)
    sure = (
        bool(ranked) and ranked[0].score >= TUNING.answer_at and ranked[0].confidence >= TUNING.confident_at
    )
    return replace(understood, verdict=understood.verdict if sure else "unsure", ranked=ranked)


_SEED_SUPPOSED = _wording("seed_supposed")
_SEED_ROLES: dict[str, str] = laws_data("choice_words.toml")["seed_roles"]
_SEED_PEOPLE = re.compile(rf"\b({'|'.join(_SEED_ROLES)})(?:'s|’s|s)?\b", re.IGNORECASE)


def _without_the_seed_if_supposed(text: str, understood: Understanding) -> Understanding:
    """The Law's rule, not the seed match's answers, when the fan supposes a seed player acted otherwise than he did ("if
    nazinho had controlled it and miskicked it to kane, would kane be onside?"): the question is understood with each
    name told as the part its player had ("the defender", "the striker"), where that is sure of a rule's answer; what
    happened in 2022 does not answer it (hunt 101 had Nazinho's deflection's "No.")."""
    if _SEED_SUPPOSED.search(text) is None:
        return understood
    told = _SEED_PEOPLE.sub(lambda m: _SEED_ROLES[m.group(1).lower()], text)
    general = _without_an_unnamed_seed(told, understand(told))
    best = general.best
    sure = (
        general.verdict == "answer"
        and best is not None
        and best.kind != "route"
        and _topic(best) not in SEED_TOPICS
    )
    return general if sure else understood


# What names the seed match's own play, beyond a Spurs player's name (choice_words.toml)
_SEED_PLAY = _wording("seed_play")


def _another_play_with_seed_names(text: str, reading: Reading) -> bool:
    """Whether a play told in full with a Spurs player's name in it is the fan's own, not the seed match's: it is ruled,
    and nothing names the seed match's play (Emerson, Nazinho, Sporting, the VAR, the goal ruled out)."""
    return reading.ruling is not None and _SEED_PLAY.search(text) is None


def _seed_question(text: str, understood: Understanding, best: Candidate | None) -> bool:
    """A question about the seed match (Kane, Conte, Doherty) is answered from what happened, even when it
    is worded like a situation. Only when it names the match: a story told with "phase" or "headed back"
    is not about Kane's goal."""
    if understood.verdict != "answer" or best is None or best.kind == "route" or not SEED_NAMES.search(text):
        return False
    return _topic(best) in ("kane-sporting-2022", "conte-red-card-2022")
