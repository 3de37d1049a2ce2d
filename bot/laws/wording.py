"""How a question is worded, read on its own words: the sentence that asks, the tense its play is told in, and whether
it asks the rule in general (anyone, "in general", a kind of play) or somebody's claimed rule. choice.py weighs these
to tell a play to be ruled from a rule asked through a story."""

from __future__ import annotations

import re
from functools import cache, lru_cache

from bot.laws.ascii_regex import Regex
from bot.laws.question_form import question_clause
from bot.laws.situation_story import may_suppose, supposes_a_play, tells_a_particular_play
from bot.laws.situation_text import word_lists

# "..., still offside?": whether the touch told changes anything, which the touch's intent answers.
_ASKS_STILL = re.compile(
    r"\bstill (?:an? )?(?:off|offside|offence|offense|given|flagged|onside|on)\b", re.IGNORECASE
)


def happened(text: str) -> bool:
    """A play told as it happened: to someone in particular ("their keeper", "our guy"), in the past (no verb told in
    the present, "keeper parries, he taps in", which tells a kind of play as often as one), and asked to be ruled,
    not what its touch does ("still offside?")."""
    return not _ASKS_STILL.search(asking_sentence(text)) and told_in_the_past(text)


def told_in_the_past(text: str, acted: bool = False) -> bool:
    """A play told to someone in particular, every verb of it in the past; with `acted`, at least one of them an act
    ("scored", "touched", "went"), not only where someone was: "Defender touch the ball by accident then my striker
    who was offside score" tells its acts in the bare form, as a rule is told."""
    return tells_a_particular_play(text) and in_the_past(text, acted)


def in_the_past(text: str, acted: bool = False) -> bool:
    """Every verb of the text in the past, whoever it tells of; with `acted`, at least one of them an act."""
    present = word_lists().present
    said = re.findall(r"[a-z]+", text.lower().replace("'", "").replace("’", ""))
    if any(word in present for word in said):
        return False
    return not acted or any(word in _past_acts() or _PAST_ED.fullmatch(word) for word in said)


def told_in_the_present(text: str) -> bool:
    """A play told in the present, as a kind of play is ("our striker is behind the ball when it's played", "he's
    stood offside and just stands in the way"), no act of it in the past ("scored", "went", "crossed")."""
    asked = asking_sentence(text)
    told = text[: text.rfind(asked)] if asked in text and text.rfind(asked) > 0 else text
    if A_CALL_TOLD.search(told):
        return False
    said = re.findall(r"[a-z]+", told.lower().replace("'", "").replace("’", ""))
    if not (any(word in word_lists().present for word in said) or _AT_PRESENT.search(" ".join(said))):
        return False
    acts = _past_acts() - _PLACED
    return not any(
        (word in acts or _PAST_ED.fullmatch(word)) and (i == 0 or said[i - 1] not in _NO_PAST_BEFORE)
        for i, word in enumerate(said)
    )


# Where someone is, said in the present ("is stood", "s behind", "are level"); "stood" and "standing" place him,
# whatever the tense; a participle after "is" ("when its played") is the present passive.
_AT_PRESENT = re.compile(
    r"\b(?:is|are|s|isnt|arent)\s+(?:still\s+|just\s+|well\s+)?(?:stood|standing|offside|onside|level|behind|past"
    r"|beyond|ahead|clear|nearer|closer|in an offside)\b"
)
# An official's call told, in whatever tense ("Referee give goal.", "the lino flags"): a play that happened.
A_CALL_TOLD = re.compile(
    r"\b(?:ref|refs|referee|linesman|lino|var|assistant|official)\s+(?:then\s+|just\s+)?(?:give|gives|gave|given|flag"
    r"|flags|flagged|disallow\w*|allow\w*|rule|rules|ruled|blow|blows|blew|wave|waves|waved|say|says|said)\b"
    r"|\bflag(?:s|\s+goes|\s+went)\s+up\b",
    re.IGNORECASE,
)
_PLACED = frozenset({"stood", "standing"})
# ... and one after a determiner is a noun ("the shot", "a cross", "his header")
_NO_PAST_BEFORE = frozenset(
    {
        "is",
        "its",
        "s",
        "are",
        "be",
        "being",
        "gets",
        "get",
        "the",
        "a",
        "an",
        "his",
        "her",
        "their",
        "our",
        "my",
        "that",
    }
)
_PAST_ED = re.compile(r"[a-z]{2,}(?<!need)(?<!speed)ed")


@cache
def _past_acts() -> frozenset[str]:
    """The acts of a play in the past, as [present] mends them ("went", "scored"), but those the same in the present
    ("hit", "cut": "a cut-back")."""
    return frozenset(past for now, past in word_lists().present.items() if past not in (now[:-1], now[:-2]))


# A play supposed in the unreal past, the sentence opening with it: "if their keeper had parried it ...", "so if he'd
# been level ...". Not a fact the fan doubts ("not sure if their defender had touched it"), nor a wish inside a play
# told ("..., if our keeper had held it there'd be no problem but he spilled it ...").
UNREAL_PAST = re.compile(
    r"(?:^|[.?!]\s+)\W*(?:(?:so|and|but|ok|okay|right|then|now|question|quick one)\W+)*"
    r"if\s+(?:[\w-]+\s+){0,4}?(?:had|hadn['’]?t|[\w]+['’]d)\s+(?:not\s+|never\s+|just\s+|only\s+)?[a-z]{3,}",
    re.IGNORECASE,
)
# A rule somebody claims ("my mate reckons ...", "my supervisor claims ...", "the lads keep saying ..."), and the fan
# asking whether it holds ("is he right?", "true?", "is that the law?"). Not a claim about this play ("he was off"),
# nor an official's call ("the ref says ...": a ruling), nor one said of a play told as it happened.
_CLAIMS = Regex(
    r"(?<!ref )(?<!referee )(?<!lino )(?<!linesman )(?<!var )(?<!assistant )"
    r"\b(?:claims?|claimed|reckons?|reckoned|says|said|swears?|swore|insists?|insisted|thinks|thought|argues|argued"
    r"|maintains|keeps? saying|tells me|told me"
    r"|(?:everyone|everybody|people|folks|they|we all|lads|boys|fans|pundits) (?:all |always |used to |would )?say"
    r"|(?:is|are) (?:adamant|convinced|certain))(?:\s+that)?\s+(?P<claim>[^?.!]{12,})",
    re.IGNORECASE,
)
_CLAIM_CHECKED = re.compile(
    r"\b(?:(?:is|are|was) (?:he|she|they|that|this|it|\w+) (?:right|correct|wrong|true)|who(?:['’]?s| is) right"
    r"|(?:is )?(?:that|this|it) (?:right|true|correct|so|the (?:law|rule))|true|fact or (?:fiction|myth)|(?:a )?myth)\W*$",
    re.IGNORECASE,
)
_TOLD_OF_THIS_PLAY = re.compile(
    r"\b(?:he|she|they|it|that|this)\s+(?:was|were|wasn['’]?t|weren['’]?t)\b"
    # ... or of him now ("a defender played it so he's onside", "so he's on")
    r"|\b(?:so\s+)?(?:he|she)(?:['’]?s|\s+is)\s+(?:on|off|onside|offside|fine|ok)\b",
    re.IGNORECASE,
)


def checks_a_claimed_rule(text: str) -> bool:
    """Whether the fan asks if a rule somebody claims holds: a rule asked, however the claim tells its play."""
    found = _CLAIMS.search(text)
    if found is None or _CLAIM_CHECKED.search(asking_sentence(text)) is None:
        return False
    claim = found.group("claim")
    if _TOLD_OF_THIS_PLAY.search(claim) is not None:
        return False
    # A play told as it happened, then somebody's rule said of it and weighed against the play ("their 9 ... scored. My
    # dad says you can't be offside from a keeper's kick. Who's right?"), wants its ruling. The rule itself checked, said
    # of any play ("... the gent behind me said any touch by a defender puts him on. Is that so?", "... said a backwards
    # pass is never offside. true?"), is the rule asked.
    return not tells_a_particular_play(text) or (
        _OF_ANY_PLAY.search(claim) is not None and _WHOS_RIGHT.search(asking_sentence(text)) is None
    )


# A claim said of any play: a quantifier ("any touch by a defender puts him on", "a backwards pass is never offside"). Not
# "a defender played it so he's onside", which tells this play.
_OF_ANY_PLAY = re.compile(r"\b(?:any|every|never|always)\b", re.IGNORECASE)
_WHOS_RIGHT = re.compile(r"\bwho(?:['’]?s| is| was) (?:right|correct|wrong)\b", re.IGNORECASE)


# Who the asking clause is about: anyone ("can a defender's back-pass ever put someone onside?") asks the
# Law, whatever play is told before it; a player of this play ("was he off?", "their striker") asks a ruling.
_GENERIC = re.compile(
    r"\b(?:a|an|any) (?:player|attacker|striker|forward|winger|team-?mate|defender|opponent|keeper|goalkeeper)s?\b"
    # ... "you" in text-speak and patois too ("can u be offside from a throw", "yuh can get flag offside from a free kick?")
    r"|\b(?:ever|always|in general|generally|players|attackers|you|u|yuh)\b"
    # ... not the chat asked to answer ("anyone know if it's offside?", "can someone explain"): whoever is asked is no
    # player the rule is asked of
    r"|\b(?:anyone|anybody|someone|somebody)\b(?! (?:know|knows|here|able|help|explain|tell|got|seen|reckon"
    r"|think|care|please|pls|confirm|clarify|else (?:think|thinks|know|reckon|notice|see|seen|watching))\b)"
    # the article dropped, as learners of English drop it: "can player be offside after short corner?"
    r"|\b(?:can|could|is|does) (?:player|attacker|striker|forward|winger|defender|keeper|goalkeeper) (?:\w+ )?(?:be|get|score)\b"
    # an act asked about in the infinitive, nobody doing it: "is it an offence to block the keeper's view ...?"
    r"|\b(?:is it|its|is that) (?:an? |even an? )?(?:offen[cs]e|infringement|allowed|legal|illegal|permitted) to\b",
    re.IGNORECASE,
)
_SPECIFIC = re.compile(
    r"\b(?:he|hes|him|his|she|shes|her|they|them|(?:is|was|isnt|wasnt|isn't|wasn't) (?:that|this)"
    r"|(?:their|our|my|the|that|this) (?:\w+ )?(?:lad|guy|player|striker|forward|attacker|winger|goal|number \d+|\d+))\b",
    re.IGNORECASE,
)


# Where a fan's sentence ends without a full stop: after a question mark or stop, or at a run of emoji ("... our guy
# who'd been offside 😭😭 is a clearance like that still deliberate?").
SENTENCE_END = re.compile(r"(?<=[.?!])\s+|\s*[^\w\s,.;:!?'’\"()&/-]+\s+")


def supposes_in_a_sentence(text: str) -> bool:
    """Whether a sentence of the question opens by supposing its play ("great game. Imagine their keeper parries it to
    our 9 ..."). Each sentence is mended afresh to be read, so only a question with a word one opens with is read so."""
    return may_suppose(text) and any(
        supposes_a_play(part) for part in SENTENCE_END.split(text.strip()) if part
    )


# The choice asks it of the same question up to three times (kept for one answer's texts only)
@lru_cache(maxsize=32)
def asking_sentence(text: str) -> str:
    clause = question_clause(text) or text
    asked = [s for s in SENTENCE_END.split(clause.strip()) if "?" in s] or [clause]
    return asked[-1]


def asking_clause(text: str) -> str:
    part = asking_sentence(text)
    tail = re.split(r",\s+|\s+-+\s+|;\s+|:\s+", part)[-1]
    return tail if len(tail.split()) >= 3 else part


# The fan says outright that the rule is asked, not this play's ruling: "in general:", "general question",
# "not asking about this one match".
_SAYS_GENERAL = Regex(
    # how a thing works asked ("How does semi-automated offside actually work?"), whatever example follows; not "how
    # does that work then?" after a play, a call complained of
    r"\bhow (?:does|do|is|are) (?!(?:that|this|it|he|she|they)\b)(?:the |a |an )?[\w-]+(?: [\w-]+){0,3}"
    r" (?:actually |really |even )?work\b"
    r"|\b(?:in general|generally speaking|speaking generally|as a general rule|(?:a |my )?general question|in principle"
    r"|(?:asking|ask) (?:this |you )?(?:generally|in general|in theory|hypothetically)"
    r"|(?:not|dont|don['’]t|do not) (?:asking|ask|asking you|mean) (?:about )?(?:this|that|the) (?:one |particular |specific )?"
    r"(?:match|game|play|incident|goal))\b"
    # "general rule:", "general one:", "as a rule,": the marker before the rule asked
    r"|\b(?:the |a )?general (?:rule|one)(?: (?:though|please|then))?\s*[:,.?-]|\bas a rule\s*[:,]"
    # ... or opened by saying it is only supposed: "hypothetically: ...", "in theory, ...", "purely hypothetical but ..."
    r"|^\W*(?:(?:ok|okay|so|right|and|but|lads|quick one)\W+)?(?:purely |just )?(?:hypothetically|hypothetical|in theory"
    r"|theoretically)\b"
    # "is level offside or onside in the actual law?": the Law asked, whatever a pundit said of a play
    r"|\b(?:in|under|by|according to) the actual (?:law|laws|rules?|rulebook)\b"
    # the moment the Law judges at, asked as a choice: "is offside judged at the pass or when he gets the ball?"
    r"|\b(?:is|are) (?:offside|off ?side|it) (?:judged|decided|measured|called|given|taken) (?:at|from|on|when)\b[^?]*\bor\b",
    re.IGNORECASE,
)


# ... or asks about a kind of play, the one told an instance of it: "is a clearance like that still a deliberate play?",
# "does a miscontrol like that, by a defender with time, still count as one?" (the whole asking sentence)
_A_KIND_ASKED = re.compile(r"\b(?:a|an|any) (?:[\w-]+ ){1,2}like (?:that|this)\b", re.IGNORECASE)


# ... or asks, after the story, what an official may do or what holds for a kind of thing, nobody of the story named:
# "Can the referee play advantage for an offside offence?", "Is the ref allowed to ...", "Does the man with the flag
# ever get the final say?", "Does the VAR check every goal ...?", "Can a goal be scored straight off the referee?",
# "Does any handball by a defender put the striker back onside?", "What actually makes a touch a deliberate play?"; and
# "does it matter whether ...", which asks what the Law makes of a difference. (The man with the flag is the linesman in
# words.toml too; this reads the fan's raw words, before that mapping.)
_OFFICIAL = (
    r"(?:the\s+|a\s+)?(?:referee|ref|var|video assistant referee|officials?|assistant(?:\s+referee)?|linesman"
    r"|lineswoman|lino|fourth official|4th official|(?:man|guy|bloke|one)\s+with\s+the\s+flag)s?"
)
_ASKS_OF_ANY_PLAY = Regex(
    rf"\b(?:(?:can|could|may)\s+{_OFFICIAL}\s+(?:(?:even|actually|ever|still|really|legally)\s+)?"
    rf"|(?:is|are)\s+{_OFFICIAL}\s+(?:(?:even|actually|ever|still|really|legally)\s+)?(?:allowed|able|supposed|meant)"
    r"\s+to\s+)"
    r"(?:play|give|allow|award|check|review|overturn|disallow|cancel|go back|stop|book|caution|send|wait|change"
    r"|reverse|intervene|overrule)\b"
    # (not the story's own ruling asked: "Can the referee give a goal?", "... allow the goal here?"; but "can VAR give
    # a goal if play was stopped ...?" asks in general)
    r"(?!\s+(?:(?:a|the|that|this)\s+)?(?:goal|penalty|pen)\s*(?:\?|$|here\b|there\b|like\b|for (?:that|this)\b|then\b))"
    # ... or what he does every time: "does the VAR check every goal for offside?"
    rf"|\b(?:does|do|will)\s+{_OFFICIAL}\s+(?:(?:always|ever|still|really)\s+)?[\w-]+\s+(?:every|all|any)\b"
    # ... or whether he ever has the last word: "does the man with the flag ever get the final say over the referee?"
    rf"|\b(?:does|do|can|could|will)\s+{_OFFICIAL}\s+(?:(?:always|ever|still|really|actually)\s+)?(?:get|have)\s+"
    r"the\s+(?:final|last)\s+(?:say|word|call)\b"
    # (after "can", the article dropped, as learners of English drop it: "Can free kick be taken quickly while ...?";
    # not after "is": "Is goal or not?" asks of the play)
    r"|\b(?:(?:is|does|do|will)\s+(?:a|an|any|every)|(?:can|could|may)(?:\s+(?:a|an|any|every))?)\s+"
    # (not a goal given or allowed: "Is a goal given or not?" after a story asks its ruling)
    r"(?!goal\s+(?:be\s+)?(?:given|allowed|awarded|disallowed|ruled|chalked)\b)(?:goal|touch|handball|foul|offence"
    r"|clearance|header|save|deflection|penalty|pen|back-?pass|shot|pass|rebound|block|player|team|keeper|goalkeeper"
    r"|defender|attacker|striker|substitute|sub|coach|manager|team official|captain"
    r"|free[- ]?kick|corner(?: kick)?|throw[- ]?in|goal[- ]?kick|kick[- ]?off"
    r"|penalty kick|dropped ball)s?(?![\w-])"
    r"|\bwhat\s+(?:actually\s+|exactly\s+|really\s+)?(?:makes|counts\s+as)\s+(?:a|an|any)\b"
    # what a term of the Law means, when a kind of restart is in play, why assistants wait with the flag
    r"|\bwhat\s+(?:does|do)\s+(?:[\w'-]+\s+){1,4}mean\b|\bwhen\s+(?:is|does)\s+(?:a|an)\s+"
    r"|\bwhy\s+(?:do|does|did)\s+(?:the\s+|da\s+)?(?:assistants?|assistant referees?|linesm[ae]n|linos?)\s+"
    r"(?:wait|delay|hold|keep)\b",
    re.IGNORECASE,
)
# ... none of the story's players or acts pointed to in it ("can the ref give that?", "can VAR cancel it?")
_POINTS_TO_THE_STORY = Regex(
    r"\b(?:he|hes|him|his|she|shes|her|they|them|it|that|this|those|these|there|here|our|their|my|we|us)\b"
    # ... or to one of the story's things by its place in it ("can var go back to the first foul?")
    r"|\bthe (?:first|earlier|original|same|previous|initial) \w+"
)
_DOES_IT_MATTER = Regex(
    r"\bdoes\s+it\s+(?:even\s+|actually\s+|really\s+)?matter\s+(?:whether|if)\b", re.IGNORECASE
)


@lru_cache(maxsize=256)  # read by the choice and by `says_general`: the same question
def quoted_term_asked(text: str) -> str | None:
    """ "ref said he 'gained an advantage'. what does that even mean?": what the term quoted last means is asked, of
    the Law, not of the story ("that" points to the term): the question as "what does gained an advantage mean". Not
    what follows from it ("what does that mean for the goal?", "... if the flag stays down?")."""
    asked = asking_sentence(text)
    found = _WHAT_THAT_MEANS.search(asked)
    at = text.rfind(asked)
    if found is None or at < 0:
        return None
    quoted = _QUOTED_TERM.findall(text[: at + found.start()])
    return f"what does {quoted[-1][0] or quoted[-1][1]} mean" if quoted else None


def says_general(text: str) -> bool:
    """Whether the fan says the rule is asked, not this play's ruling: a play told in full yields to its rule answer
    only then (a fan's "you can't be offside from a goal kick, can you?" after his play wants its ruling)."""
    if _SAYS_GENERAL.search(text) is not None:
        return True
    asked = asking_sentence(text)
    return (
        _A_KIND_ASKED.search(asked) is not None
        or asks_of_any_play(asked)
        or quoted_term_asked(text) is not None
    )


def asks_of_any_play(asked: str) -> bool:
    """Whether an asking sentence asks what an official may do or what holds for a kind of thing, pointing to no one
    of a story (`_ASKS_OF_ANY_PLAY`), or whether a difference matters."""
    # (a kind named by an example is no pointer: "a goal ... off a defender like that")
    unpointed = _LIKE_THAT.sub(" ", asked.lower())
    return (
        _DOES_IT_MATTER.search(asked) is not None
        or _always_so(asked)
        or (_ASKS_OF_ANY_PLAY.search(asked) is not None and _POINTS_TO_THE_STORY.search(unpointed) is None)
    )


# ... or whether a thing is so every time: "is it always a drop ball when it hits the ref?", "does a handball in the
# box automatically mean a pen?" (its "it" points to the story's kind of thing, not to its ruling; not "was always going
# to", nor a player of the story: "is he automatically booked ...?", "is our keeper automatically sent off ...?").
_ALWAYS_SO = Regex(
    r"^\W*(?:so\s+|but\s+)?(?:is|are|does|do|will|would|must)\s+"
    r"(?!(?:he|she|they|we|you|i|him|her|our|their|my|his|your)\b)(?:[\w'-]+\s+){1,3}?"
    r"(?:always|automatically|every\s+time|each\s+time)\b(?!\s+going\b)",
    re.IGNORECASE,
)
# ... a question that says enough to be answered alone: "is that always a drop ball?" leans on the story told before it
MIN_ALWAYS_WORDS = 8
# ... and asks of no play of the story: "is that automatically a red for a tackle like that?"
_OF_THE_STORY = re.compile(r"\b(?:like|for) (?:that|this|it|doing that|doing it)\b", re.IGNORECASE)


def _always_so(asked: str) -> bool:
    return (
        len(asked.split()) >= MIN_ALWAYS_WORDS
        and _ALWAYS_SO.search(asked) is not None
        and _OF_THE_STORY.search(asked) is None
    )


_LIKE_THAT = re.compile(r"\b(?<!goal )like (?:that|this)\b")  # (not "a goal like this": the story's goal)


_WHAT_THAT_MEANS = Regex(
    r"(?:^|[,;:])\W*what\s+(?:does|do|did)\s+(?:that|this|it)\s+(?:(?:even|actually|really|exactly)\s+)?mean\b"
    r"(?!\s+(?:if|for|when|to|in)\b)"
    # ... or "what is that?" asked alone of it ("the commentator keeps saying 'DOGSO'. What is that?")
    r"|^\W*what(?:\s+is|'s|s)\s+(?:that|this)(?:\s+(?:even|actually|exactly|then))?\W*$",
    re.IGNORECASE,
)
# A term quoted in the story, in single or double quotes: 4 to 42 characters of words ("'foul'", "he 'gained an
# advantage'"); any phrase so quoted is taken for the term (a quoted remark reads as "what does <it> mean" too).
_QUOTED_TERM = re.compile(
    r"(?:^|\s)['\u2018](\w[\w -]{2,40}\w)['\u2019](?=\W|$)|[\"\u201c](\w[\w -]{2,40}\w)[\"\u201d]"
)

MIN_GENERAL_QUESTION_WORDS = 6
MAX_GENERAL_QUESTION_WORDS = 40


# A thing the question before named, asked of again only as "one" ("... make one", "count as one")
_NAMED_BACK_AS_ONE = re.compile(
    r"\b(?:make|makes|making|made|be|is|count as|counts as|called|call it) one\b", re.IGNORECASE
)


def general_question_after_a_story(text: str) -> str | None:
    """The asking sentence, when something is told before it and it asks in general (`asks_of_any_play`): "Our 10's
    shot hit the ref's heel and went in ... Can a goal be scored straight off the referee?". The story's words are
    then only its occasion: the answer is the question's, when it says enough to be answered alone."""
    asked = asking_sentence(text)
    # (a short one leans on the story: "The referee cautioned the wrong player. Can the VAR intervene?"; a long one is
    # no one question, and reading it is the cost of a 500-character wall of words)
    said = len(asked.split())
    whole = asked.strip() != text.strip() and MIN_GENERAL_QUESTION_WORDS <= said <= MAX_GENERAL_QUESTION_WORDS
    # ... and no story when what comes before is itself a question that the second names only as "one": "What counts as
    # a 'save' for offside? Can a defender blocking on the line make one, or only the keeper?" (voices90)
    before = text[: text.rfind(asked.strip())].rstrip() if asked.strip() in text else ""
    if before.endswith("?") and _NAMED_BACK_AS_ONE.search(asked) is not None:
        return None
    return asked if whole and asks_of_any_play(asked) else None


def asks_generally(text: str) -> bool:
    """Whether the question, after whatever play it tells, asks about anyone rather than about this play."""
    if says_general(text):
        return True
    clause = asking_clause(text)
    return _GENERIC.search(clause) is not None and _SPECIFIC.search(clause) is None
