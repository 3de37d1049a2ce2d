"""The shape of a question, read from its wording only: a yes/no question, an open one, a choice, two at once,
and the clause that asks it."""

from __future__ import annotations

import re
from functools import lru_cache

from bot.laws.vocabulary import phrase_key, phrase_pattern, plain

AUX = (
    r"is|isnt|are|arent|was|wasnt|were|can|cant|could|couldnt|does|doesnt|do|dont|did|didnt|will|wont|would|"
    r"wouldnt|should|shouldnt|has|hasnt|have|havent|must|may|am"
)
WH = r"what|whats|who|whos|whose|which|how|hows|why|when|where"
# The wordings of a yes/no question, kept apart: one alternation of them all is tried at every character of a
# 500-character question (0.1 ms). Apart, the openings are matched at the start only and the tails ending the text
# with "?" tried only when it does (`_asks_yes_no`): the same answers in half the time.
_LEAD = r"(?:so\s+|but\s+|and\s+|ok\s+|then\s+)?"
_YES_NO_START = re.compile(  # matched at the start
    rf"{_LEAD}(?:{AUX})\b"  # opening with "is", "can"...
    r"|\s*(?:please\s+)?(?:confirm|true or false)\b"  # "Confirm for me: ...", "True or false: ..."
)
_YES_NO_CLAUSE = re.compile(rf"(?:[.?!;,]\s*|\s-+\s*){_LEAD}(?:{AUX})\b")  # a later clause opening so
# "..., right?", but not "who's right?", which asks whose claim is true: no Yes or No answers it
_YES_NO_TAG = re.compile(
    r"\b(?<!whos )(?<!who is )(?<!which is )(?:right|yeah|correct|true|innit|isnt it|or not|yes or no|surely)\s*\?"
)
_YES_NO_TAIL = re.compile(  # ending the text with a question mark
    # a short question tail: "gk holds it 8s = corner?" (not "..., what card?", which is open)
    rf"(?:^|[,.;:=!]\s*|\s-\s*)(?!(?:{WH})\b)[\w-]+(?:\s+[\w-]+)?\s*\?+\s*$"
    # a statement asked ("the countdown: that's in the Laws now, not a trial?", "so he's off?"): its last clause
    # opens with who or what it is about and ends the text with a question mark
    r"|(?:^|[.!;:]\s*|\s-+\s*)(?:so\s+|and\s+|but\s+)?(?:thats|its|theres|hes|shes|theyre|he|she|they|that|this|it|you)"
    rf"\s(?:(?!\b(?:{WH})\b)[^.?!;:])*\?+\s*$"
)


# A supposed case run on into its yes/no question without a stop: "what if the ball bounces off the referee to an
# offside attacker does it still count as offside". Its "what" opens no open question, so both are read (form 0).
_SUPPOSED_YES_NO = re.compile(
    r"\W*(?:what if|if|say|suppose|supposing|imagine|lets say)\b.*?\s(?:does|do|is|would|will|can|should)"
    r" (?:it|that|this|he|she|the goal) (?:still )?(?:count|be|stand|offside|onside|allowed)\b"
)


def _asks_yes_no(lowered: str) -> bool:
    if _YES_NO_START.match(lowered) or _YES_NO_CLAUSE.search(lowered) or _SUPPOSED_YES_NO.match(lowered):
        return True
    if "?" not in lowered:
        return False
    return bool(_YES_NO_TAG.search(lowered)) or (
        lowered.rstrip().endswith("?") and _YES_NO_TAIL.search(lowered) is not None
    )


# A wh-word opening a clause asks an open question, but for "when"/"where" opening a condition ("when the keeper
# comes off his line and saves it, is it retaken?") and "how is that ...?" said of a decision, which asks
# whether it was one ("how is that offside?? it's not, is it").
_WH_OPEN = (
    rf"(?:(?:when|where)\b(?=\s+(?:{AUX}|did|do|does|exactly)\b)"
    r"|how\b(?!\s+(?:is|was|s|can|could)\s+(?:that|this|it|he|she|they)\s+(?:not\s+)?(?:offside|onside|a\s+pen\w*|a\s+foul|a\s+goal|no\s+goal|handball|a\s+red|a\s+yellow|allowed|legal|fair|given)\b)"
    r"|(?:what|whats|who|whos|whose|which|hows|why)\b)"
)
# ... and after a comma, "who", "whose" and "which" open a relative clause ("it is the referee, not the computer,
# who takes the decision?"), not a question of their own, unless a "but"/"so" turns to one.
# (Apart as the yes/no wordings are, and only where a wh-word is: each has "wh" or "how".)
_OPEN_START = re.compile(rf"{_LEAD}{_WH_OPEN}")  # matched at the start
_OPEN_CLAUSE = re.compile(
    rf"(?:[.?!;:]\s*|\s-+\s*){_LEAD}{_WH_OPEN}"
    rf"|,\s*(?:(?:so|but|and|ok|then)\s+{_WH_OPEN}|(?!(?:who|whose|which)\b){_WH_OPEN})"
    # ... but "which one" or "which of them" opens no relative clause ("two goals in the same move, which one counts?")
    r"|(?:,\s*|\s)which (?:one|ones|of (?:them|the two|these|those))\b[^.?!]*\?\W*$"
    # ... nor "which card?" ending it ("handled it on purpose to stop our counter, which card?", hunt 85)
    r"|,\s*which (?:card|colour|color|restart|sanction|punishment|decision|kick)\W*$"
    # ... or run on without a stop, the question at the end ("keeper picks up a back pass kicked to him by his own
    # defender what's the punishment": the told play had been ruled on offside, which nobody asked)
    r"|\s(?:whats|what is|what does|what do|what should|what) (?:the )?(?:punishment|sanction|penalty|decision|call|restart"
    r"|ruling|rule|ref (?:give|do)|referee (?:give|do)|happen|happens|now|then)\W*$"
)
# ... but after a condition it is the question ("if the keeper is out of his goal, who is the second-last defender?"):
# a relative clause has its noun before the comma, not a clause opened by "if". Matched at the start.
_OPEN_AFTER_CONDITION = re.compile(
    r"\W*(?:if|when|once|say|suppose|imagine)\b[^,?]*,\s*(?:who|whos|whose|which)(?:\s+\w+)?\s+"
    r"(?:is|are|was|were|s|counts?|decides?)\b"
)


def _asks_open_wording(lowered: str) -> bool:
    if "wh" not in lowered and "how" not in lowered:
        return False
    return any(
        found is not None
        for found in (
            _OPEN_START.match(lowered),
            _OPEN_AFTER_CONDITION.match(lowered),
            _OPEN_CLAUSE.search(lowered),
        )
    )


_EITHER = re.compile(
    r"\b\w+ or (?!(?:not|nah|naw|no|nope|what|whatever|something|anything)\b)(?:a |an |the )?\w+\s*(?:[?,.!]|$)"
    # ... or asked first, before the case: "is it a save or a deliberate play when a defender blocks a shot?"
    r"|^\W*(?:is|was) (?:it|that|this) (?:a |an |the )?[\w-]+(?: [\w-]+)? or (?!(?:not|no)\b)(?:a |an |the )?[\w-]+(?: [\w-]+)?"
    r" (?:when|if|after|for)\b"
)  # "goal or offside?", "red or yellow"


_RESTART = (
    r"(?:(?:in)?direct free[- ]?kick|free[- ]?kick|fk|ifk|corner(?: kick)?|goal[- ]?kick|throw[- ]?in|throw"
    r"|drop(?:ped)?[- ]?ball)s?\b"
)
# A choice between two calls ("red or yellow?", "retake or goal kick?", "does it count or retake?", "sent off or only
# booked?"): a bare Yes or No takes neither, unless the answer asks of one of them (`choice_of_calls`).
_CALL = (
    r"(?:(?:a|an|the|just|only|it|be|he|gets?|given|straight|a straight) )*"
    # the restarts first, as `_RESTART` words them (so "goal kick" is read before "goal"), then the other calls
    rf"(?:{_RESTART}|no goal|goal(?: stands?| counts?)?|re-?take|retaken|repeat(?:ed)?|(?:in)?direct"
    r"|free[- ]?kick (?:in)?direct|dfk|penalty|pen|spot[- ]kick|yellow(?: card)?|red(?: card)?|booking|booked"
    r"|caution(?:ed)?|sent off|sending[- ]off|no card|counts?|stands?)"
)
# The choice put as the question: opening a clause ("..., retake or goal kick?", "yellow or red for a defender who
# ...?"), after the call's own verb ("is it a yellow or a red card??", "gave a pen or a free kick"), or ending the
# question ("is the defender sent off or only booked?", "does it count or retake?"). Not two calls a rule is asked of
# ("is there offside from a goal kick or a throw in?", "does a yellow or red card carry over into the shoot-out?", review
# 102), nor two told in the story ("he was sent off or booked, either way, ...").
_CALL_CHOICE = re.compile(
    rf"(?:^|[.?!;:,-]\s*)(?:so |and |but |then |ok )?(?P<opening>{_CALL}) or (?P<opening_other>{_CALL})\b"
    rf"|\b(?:is it|was it|is that|was that|its|thats|should it be|should it have been|would it be|will it be|gave|give"
    rf"|gives|given|awarded|award) (?P<called>{_CALL}) or (?P<called_other>{_CALL})\b"
    rf"|(?<!from )(?<!off )(?<!after )(?<!at )(?<!of )(?<!for )\b(?P<last>{_CALL}) or (?P<last_other>{_CALL})"
    r"(?: (?:for (?:him|her|them|that|it|this)|then|now|later|instead))?\s*(?:\?|$)"
)
# ... but not either call asked as a possibility ("can a manager be shown a yellow or a red card?" asks whether any card
# can be, which a Yes answers), nor calls given as examples ("coaches can get carded too? like yellow or red?")
_ONLY_POSSIBLE = re.compile(
    r"\b(?:can|cant|cannot|could|couldnt|may|might|allowed to|possible|like|such as|eg)\b"
)
_SENTENCE_START = re.compile(r"[.?!;:]")
_A_RULES_CASES = re.compile(r"\b(?:from|off|after|at|of|for|into|with)(?: (?:a|an|the))?\s*$")
_EITHER_OF_THEM = re.compile(r"\b(?:either|both|any of them|each)\b")


def choice_of_calls(text: str) -> tuple[str, str] | None:
    """The two calls the fan asks us to choose between ("retake or goal kick?" -> ("retake", "goal kick")), or None."""
    lowered = plain(text)
    if " or " not in lowered or (call := _CALL_CHOICE.search(lowered)) is None:
        return None
    first, second = (name for name, found in call.groupdict().items() if found is not None)
    before = lowered[: call.start(first)]
    if _ONLY_POSSIBLE.search(_SENTENCE_START.split(before)[-1]) or _A_RULES_CASES.search(before):
        return None
    # "free kick or throw in, can you be offside from either?": a rule asked of both
    if _EITHER_OF_THEM.search(lowered, call.end()):
        return None
    return call.group(first).strip(), call.group(second).strip()


# A choice naming the goal or a penalty, and an answer whose question asks of the same ("Is it a goal if ...?", "Can a
# goal be scored ...?"; "Is a foul on the line a penalty?", not "Is a penalty retaken ...?"): its Yes or No answers the
# choice ("foul on the line of the box, pen or free kick?": Yes, a penalty)
_GOAL_CALLED = re.compile(r"\b(?:goal(?! kick)|counts?|stands?)\b")
_ASKS_THE_GOAL = re.compile(
    r"\bgoals? (?:counts?|stands?|be scored|is scored)\b|\bscore\b|\b(?:is|be) (?:it|that) a goal\b",
    re.IGNORECASE,
)
_PENALTY_CALLED = re.compile(r"\b(?:penalty|pen|spot[- ]kick)\b")
_ASKS_A_PENALTY = re.compile(
    r"\b(?:a|the) (?:penalty|pen)\b(?! (?:kick )?(?:is |be |was )?(?:retaken|taken|saved|missed|scored|area|box|spot|mark"
    r"|shoot|taker))",
    re.IGNORECASE,
)


def choice_unanswered(text: str, question: str) -> bool:
    """Whether the fan asks us to choose between two calls ("retake or goal kick?", "does it count or retake?", "red or
    yellow?") that an answer asking `question` takes neither of with its Yes or No: it asks of neither the goal nor the
    penalty the choice names (hunt 101 had "Yes." to "retake or goal kick?" and "No." to "does it count or retake?")."""
    calls = choice_of_calls(text)
    if calls is None:
        return False
    named = " ".join(calls)
    goal_asked = _GOAL_CALLED.search(named) is not None and _ASKS_THE_GOAL.search(question) is not None
    penalty_asked = _PENALTY_CALLED.search(named) is not None and _ASKS_A_PENALTY.search(question) is not None
    return not (goal_asked or penalty_asked)


# ... nor one between two restarts as the call asked ("is it a free kick or a corner when the keeper holds it too
# long?", "..., is that a corner or a free kick?", review 14), however the first is worded. Not restarts a rule is
# asked of ("can you be offside from a throw in or a corner?": No answers both), nor a penalty ("free kick or penalty?"
# asks whether it is a penalty, which a Yes or No answers).
_RESTART_CHOICE = re.compile(
    rf"\b(?:is|was|be|it|that|this|given|gave|give|award|awarded|just)\s+(?:an? |the )?{_RESTART}"
    rf"(?: or | or an? | or the )(?:(?:in)?direct )?{_RESTART}"
    r"|\b(?:in)?direct or (?:an? )?(?:in)?direct\b"
    rf"|(?<!from )(?<!from a )(?<!from an )(?<!from the )(?<!off )(?<!off a )\b{_RESTART} or (?:an? |the )?{_RESTART}\s*\?"
)
# ... nor one between offside and onside ("is level offside or onside?"), whatever was told before it: a Yes would
# take a side unsaid
# ... nor one between two moments ("at the pass or when he receives it?") or two conditions: a Yes would take neither
_MOMENT_CHOICE = re.compile(
    r"\b(?:at|on|from) (?:the )?(?:pass|kick|cross|shot|moment)\b[^?.]{0,40}\bor (?:when|at|on|by the time)\b"
    r"|\bwhen (?:it|the ball)(?: is| was|s)? (?:played|passed|kicked|hit)\b[^?.]{0,40}\bor (?:when|at|on|by the time)\b"
    # ... or between two conditions: "is the ball out when part of it crosses the line or only when the whole ball is over?"
    r"|\b(?:when|if|once)\b[^?.]{3,60}\bor (?:only |just )?(?:when|if|once)\b"
)
# ... nor one between two amounts ("does the whole ball have to be over or is most of it enough?"): a Yes or No would
# answer the first only. (Not any second clause: "is it allowed or is that banned?" asks the first again.)
_AMOUNTS_CHOICE = re.compile(
    r"\bor (?:is|are|does|do|will|would|can|could)(?:nt|n't)? (?:just |only )?(?:most|half|part|some|any|a bit|much)"
    r" (?:of )?(?:it|the|that)\b"
)
_SIDES_CHOICE = re.compile(
    r"\b(?:offside or onside|onside or offside|off or on(?:side)?|on or off(?:side)?)\b"
)


_SENTENCES = re.compile(r"(?<=[.?!;])\s+")
_TURN = re.compile(
    r"(?:,\s*|\s)(?:but|so|anyway|my question is|the question is|question is|question:|what i want to know is)\b\s*:?",
    re.IGNORECASE,
)
MIN_CLAUSE_WORDS = 2
MIN_CLAUSE_CHARS = 12  # "is he right?" asks, but says nothing of what: such a clause is not weighed more


# Asked of the same question by the ranking, the choice (several times) and the reply. Kept for a few texts only:
# one answer's own reading, not a store of past questions.
@lru_cache(maxsize=32)
def question_clause(text: str) -> str | None:
    """The part of a two-part question that asks it: the sentence(s) with a question mark among others
    ("Sent off at half time. Where can he sit?"), or what follows a turn ("..., fair enough, but where is
    he allowed to be?"). None when the whole text is the question."""
    sentences = [s for s in _SENTENCES.split(text.strip()) if s]
    asking = [s for s in sentences if "?" in s]
    part = " ".join(asking) if asking and len(asking) < len(sentences) else text.strip()
    turns = list(_TURN.finditer(part))
    if turns and turns[-1].end() < len(part):
        tail = part[turns[-1].end() :].strip()
        if len(tail) >= MIN_CLAUSE_CHARS:
            part = tail
    part = part.strip()
    return part if MIN_CLAUSE_CHARS <= len(part) < len(text.strip()) else None


# Read by the ranking, the choice of answer and the reply: the same question each time.
@lru_cache(maxsize=4096)
def question_form(text: str) -> int:
    """1 for a yes/no question ("is VAR the boss of the ref"), -1 for an open one ("who decides", "what
    happens"), 0 when unclear or both. Only the wording's shape is read, never which words it uses."""
    lowered = plain(text)
    pattern, table = phrase_pattern()  # "was ist abseits?" asks what offside is: not a yes/no "was"
    if pattern is not None:
        lowered = pattern.sub(lambda m: table[phrase_key(m.group())], lowered)
    # (its " or " looked for first: most questions have none)
    if " or " in lowered and _EITHER.search(lowered):
        return -1  # "who decides, var or ref", "goal or offside?": neither Yes nor No answers it
    open_, closed = _asks_open_wording(lowered), _asks_yes_no(lowered)
    return 0 if open_ == closed else (1 if closed else -1)


# A question's own words are those after the last stop before its question mark (asks_open's several questions)
_SENTENCE_END = re.compile(r"[.!]")


def asks_open(text: str) -> bool:
    """Whether the fan asks one open question ("..., what card?", "what happens if ...?"), which a bare Yes or
    No does not answer. Not a choice ("goal or offside?": read as open by `question_form`, but "goal?" is often
    what it means; one between two calls is the answer's to judge, `choice_of_calls`), nor a second question after a
    first ("is it a pen? when was that changed?"), unless every question asked is open."""
    lowered = plain(text)
    if _WHOSE_CLAIM.search(lowered):  # "..., who's right?" however the story before it reads
        return True
    # "is offside judged at the pass or when he gets the ball?": which moment, in the one question asked
    if (_MOMENT_CHOICE.search(lowered) or _AMOUNTS_CHOICE.search(lowered)) and lowered.count("?") <= 1:
        return True
    if " or " in lowered and _RESTART_CHOICE.search(lowered) and lowered.count("?") <= 1:
        return True  # "is that a corner or a free kick?": which restart, not whether
    if _RESTART_ASKED_BARE.search(lowered):
        return True  # "... tripped an attacker. restart?": which restart (hunt 62 had "Yes.")
    if _SIDES_CHOICE.search(lowered) and lowered.count("?") <= 1:
        # "Pundit said level is offside. is level offside or onside?": whatever the claim told before it
        return True
    if lowered.count("?") > 1:
        # several questions, each of them open ("tackle was reckless, what card? and what's the restart?"): no Yes or
        # No answers any of them
        asked = [_SENTENCE_END.split(part)[-1] for part in lowered.split("?")[:-1]]
        asked = [part for part in asked if part.strip()]
        # (a part with no wh-word, "how" nor "or" is never open: looked at first, as a long question has many parts)
        maybe_open = all("wh" in part or "how" in part or " or " in part for part in asked)
        return maybe_open and len(asked) > 1 and all(question_form(part) < 0 for part in asked)
    return question_form(text) < 0 and not (" or " in lowered and _EITHER.search(lowered))


_RESTART_ASKED_BARE = re.compile(
    r"(?:^|[,.;:!?]\s*)(?:and )?(?:the )?restart(?: (?:then|now|for (?:that|it|this)|after (?:that|it|this)))?\s*\?+\W*$"
)
# Two claims set against each other ("the pub says red, the ref gave yellow, who's right?"): the answer is the
# statement that settles it, not a Yes or No to either.
_WHOSE_CLAIM = re.compile(r"\b(?:whos|who is|which is|which one is|who was) (?:right|correct)\b\W*$")


# Two yes/no questions in one ("was Kane offside and was Conte's red deserved?"): one Yes or No answers neither.
_TWO_QUESTIONS = re.compile(
    rf"^\W*(?:(?:so|and|but|ok)\s+)?(?:{AUX})\b[^?.!;]*?\band\s+(?:{AUX}|should|shouldnt)\s+"
    r"(?:he|she|it|they|that|this|the|a|an|his|her|their|our|my|var|ref|referee|kane|kanes|conte|contes|you|u|we|i)\b"
)


def asks_two(text: str) -> bool:
    """Whether the fan asks two yes/no questions at once, which one Yes or No cannot answer."""
    return _TWO_QUESTIONS.search(plain(text)) is not None


# A question put, then its other side offered as the alternative: "can he pick it up ..., or is that a backpass?"
_ALTERNATIVE_OFFERED = re.compile(
    rf"(?<=\w)\s*,?\s+or\s+(?:{AUX})\s+(?:that|it|this|he|she|they)\b[^?.!]*\??\s*$", re.IGNORECASE
)
# ... the question put first in a question's word order, its verb before its subject ("nah listen, can the keeper pick it
# up ...", "down to seven can the game carry on"), not a statement's ("the keeper was allowed to catch it, or is that a
# backpass?": the alternative is the question)
_VERB_BEFORE_SUBJECT = re.compile(
    rf"\b(?:{AUX})\s+(?:the|a|an|he|she|it|they|we|you|i|our|their|his|her|my|your|that|this|there)\b",
    re.IGNORECASE,
)
# A question opening a clause: asked again after a remark ("... gave a goal kick?? can a keeper score by throwing it
# then"), its own question mark left off
_ASKS_AGAIN = re.compile(
    rf"(?:^\s*|[.!,;:]\s*|\b(?:so|and|but|then|ok|okay)\s+)(?:{AUX}|{WH})\b", re.IGNORECASE
)


def question_before_alternative(text: str) -> str | None:
    """The question put first when its other side is offered after it as the alternative ("can the keeper pick it up if
    his full-back heads it back, or is that a backpass?" -> "can the keeper pick it up ..."), or None: no alternative
    offered, or a statement before it, so the alternative is the question ("the keeper was allowed to catch it, or is
    that a backpass?")."""
    offered = _ALTERNATIVE_OFFERED.search(text)
    if offered is None:
        return None
    first = re.split(r"[.!?]\s", text[: offered.start()])[-1]
    return first if _VERB_BEFORE_SUBJECT.search(first) else None


def asks_again(remark: str) -> bool:
    """Whether words told after the last question mark ask a question of their own ("... can a keeper score by throwing
    it then"), not a remark on the one asked ("... the ref disallowed it")."""
    return _ASKS_AGAIN.search(remark) is not None
