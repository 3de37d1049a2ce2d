"""A claim put to us to confirm ("my mate says level is offside, is he right?"): whether the fan puts one, whether
it is negated or doubted, and the main clause whose negations it claims."""

from __future__ import annotations

import re
from functools import cache, lru_cache

from bot.laws.ascii_regex import Regex
from bot.laws.question_form import AUX, WH
from bot.laws.vocabulary import doubted_claim_pattern, one_pattern, plain, words, words_data

# A claim put to us to confirm: "is it true (that) ...", "... , is that right?", "my dad says ..., true?".
_CLAIM_AFTER = Regex(  # in ASCII mode where it can be (bot.laws.ascii_regex)
    r"\b(?:(?:is|isnt|its) (?:it|that|this)|innit) (?:really |still |actually )?(?:true|right|correct|the case|a myth|false|untrue)\b"
    r"(?: that)?(?P<claim>.+)"
    # ... or with its "it" left out, as in a second language ("is true that the goalkeeper can not be offside?", hunt 93)
    # ... or "true or false" opening the claim ("true or false: you can't be offside in your own half", hunt 97)
    r"|^\W*(?:(?:is|its) (?:really )?(?:true|correct) that|true or false\b[\s:,;-]*)(?P<unsaid>[^?]+)"
    # a claim opened with "surely" ("surely a manager can't get a red?"), or told back in surprise ("so the ref CANT
    # go back after advantage??", "wait so a coach can't even get booked??"): a statement put to us, not a question
    rf"|^\W*(?:(?:wait|oh|ok|hang on|hold on|but|and)\W+)?(?:surely\b|so\s+(?!(?:{AUX}|{WH}|if|unless|once|what)\b)(?=[^?.!;]*\?+\W*$))"
    r"(?P<lead>[^?]+)"
    # ... "say" only after its sayer ("they say", "refs say"): opening a sentence or after "ok", "lets", "now", it
    # supposes a play ("say the winger is offside and the keeper parries it to him, goal?"), which it is not a claim; nor
    # as an aside ("a set number of seconds, five say, before he can't go back?")
    # (not a teller denied: "nobody has told me this: is there ...?" asks its own question)
    r"|\b(?:says|said|reckons?|swears?|insists?|(?<!nobody has )(?<!nobody )(?<!no one has )(?<!no one )(?<!never )(?<!ever )"
    r"told (?:me|him|her|us|them)|tells (?:me|him|her|us|them)|heard|claims?"
    # ... or announced ("the co-commentator announced that once advantage is signalled, offside is switched off",
    # voices125)
    r"|announced|announces|declared|declares|maintains|maintained|stated"
    r"|keeps? saying|thinks?|(?<=[a-z0-9] )(?<!\bok )(?<!\bso )(?<!\bnow )(?<!\band )(?<!\bbut )(?<!\bjust )"
    r"(?<!\blets )(?<!\blet us )(?<!\bwell )(?<!\bright )(?<!\bokay )say(?!\s*,))\b"
    r"(?: that)?(?P<told>[^.?!;]+)"
    # "are free kicks one of the restarts where you can't be offside?": what the kind is said to be is a claim
    r"|\bone of the (?:\w+ )?\w+ (?:where|when|that|which|in which|from which)\b(?P<kind>[^.?!;]+)"
)
# A claim's teller (or the fan) said to be right or wrong, then a tag that asks it ("he's right isn't he", "she's
# talking rubbish, innit?", "i'm right aren't i"): the claim is put as "is he right?" or "is he wrong?" puts it.
_TRUTH_TOLD = (
    r"(?:hes|he is|shes|she is|theyre|they are|im|i am|youre|you are|thats|that is)"
    r"(?: (?:just|simply|completely|totally|dead|spot|so|really|deffo|defo))?"
    r" (?:right|correct|spot on|wrong|mistaken|lying|joking|kidding|having (?:me|us|a laugh)(?: on)?"
    r"|(?:talking|talkin|chatting|chattin|spouting|spoutin) (?:rubbish|nonsense|crap|shite|shit|bollocks|tosh|garbage|bs))"
    r",? (?:(?:isnt|aint|arent|int|wasnt) (?:he|she|they|i|it|that)|innit|yeah|yea|right|no|surely|eh)"
)
_CLAIM_BEFORE = re.compile(
    r"^(?P<claim>.+?)[\s,.;:!?-]+(?<!whos )(?<!who is )(?<!which is )(?:(?:is|isnt) (?:that|this|it|he|she|they) (?:really )?(?:true|right|correct|so)"
    r"|(?:are|is) (?:they|he|she) right|true|correct|right|yeah|yea|yep|yes|innit|aye|(?<!\bor )no|surely"
    # ... or a bare negative tag ("my friend says once offside always offside, isn't it?"): its "isnt" is no negation of
    # the claim (read as one, the level player's "No." had been turned into "Yes, that's right.")
    r"|(?:isnt|aint|wasnt) (?:it|that)"
    # the claim called the rule ("you can't be offside from a backwards pass, that's the rule isn't it?")
    r"|(?:thats|that is|its|isnt that) (?:the|a) (?:rule|law)(?: (?:isnt it|innit|right|yeah|no|surely))?"
    # ... or asked whether any of it is true ("Is there a shred of truth in it?", voices125)
    r"|(?:is there )?(?:any|a shred of|an ounce of|a grain of|some|a word of) truth (?:in|to) (?:it|that|this)"
    # ... or said to be right or wrong, with a tag ("..., he's right isn't he", "..., she's talking rubbish innit", hunt 97)
    rf"|(?P<truth>{_TRUTH_TOLD}))\b(?: or (?:not|false|untrue))?\s*\?*\s*$"
)
# The words _CLAIM_BEFORE's text must end with (then only spaces and question marks): looked at before its search,
# whose lazy claim is tried at every character of a question that cannot end so (40 us over 500 characters).
_CLAIM_LAST_WORDS = (
    "true",
    "right",
    "correct",
    "so",
    "yeah",
    "yea",
    "yep",
    "yes",
    "innit",
    "aye",
    "no",
    "not",
    "surely",
    "it",
    "that",
    "rule",
    "law",
    "wrong",
    "false",
    "myth",
    "incorrect",
    "rubbish",
    "nonsense",
    # (the tags a teller said to be right or wrong ends with: `_TRUTH_TOLD`)
    "he",
    "she",
    "they",
    "i",
    "eh",
)


# A claim asked whether it is false, as an alternative ("a player can never be offside in his own half, or is that
# wrong?": the claim's own "never" had been missed, and the right claim called wrong). Not a question asked so ("does the
# ref add time for celebrations or is that a myth?"), which is no claim.
_CLAIM_OR_FALSE = re.compile(
    rf"^(?!\W*(?:{AUX})\b)(?P<claim>.+?)[\s,.;:!?-]+or (?:is|isnt) (?:that|this|it|he|she|they) (?:really |just )?"
    r"(?:wrong|false|a myth|incorrect|rubbish|nonsense)\s*\?*\s*$"
)


# A claim checked by its tag, then a few words that only restate it or remark on it, with no question after ("the keeper
# doesnt count for offside right, only the outfield players", hunt 91; "... so kane was off, right? fair enough i guess",
# hunt 93): the claim is read up to the tag. Not "right" as a side or as
# done right ("from the right", "got it right"), nor a remark that tells something of its own ("..., i saw it given",
# review 92).
_TAG_THEN_REMARK = re.compile(
    r"^(?P<told>.+?\b(?:right(?<!the right)(?<!his right)(?<!her right)(?<!their right)(?<!our right)(?<!my right)"
    r"(?<!your right)(?<!all right)(?<!it right)|true|correct|innit))\s*(?:,|\?+)"
    r"\s*(?!(?:i|we|im|ive|id|he|she|they|you|u|my|our|but|and)\b)"
    # ... nor one with a verb of its own ("..., right? the keeper counts", "..., right? no way it can", review 95): it tells
    r"(?!(?:[\w-]+\s+){0,4}(?:is|isnt|are|arent|was|wasnt|were|can|cant|could|does|doesnt|do|dont|did|didnt|has|have|had|"
    r"counts?|means?|gets?|got|says?|said|stands?|went|goes)\b)"
    r"(?:[\w-]+\s*){1,6}[.!]*\s*$"
)


def _claim_before(lowered: str) -> re.Match[str] | None:
    if (tagged := _TAG_THEN_REMARK.match(lowered)) is not None:
        lowered = tagged.group("told")
    if not lowered.rstrip().rstrip("?").rstrip().endswith(_CLAIM_LAST_WORDS):
        return None
    found = _CLAIM_BEFORE.search(lowered)
    if found is not None and found.group("truth") and _AN_OFFICIAL.search(found.group("claim")):
        # "the linesman flagged him when he was level, he's wrong isn't he": an official's call judged, no claim put
        # (review 98: its doubt had been read as of a rule, and the call's verdict turned)
        return None
    return found or _CLAIM_OR_FALSE.search(lowered)


# A plain statement with a negative question tag ("a goal kick counts for offside, doesn't it?", "the ref has the final
# say, doesn't he?"): it asks the statement, as "does a goal kick count for offside?" would, and its Yes says the
# statement is so. The tag's "not" negates nothing (review 50: read in, it had turned the Yes or No of such answers into
# the statement's opposite). A negated statement with a plain tag ("a coach can't be booked, can he?") is read as it was.
_TAG_SUBJECTS = ("he", "she", "it", "they", "you", "we", "i", "there", "one", "that", "ya", "u")
_TAG_AFTER = ("though", "tho", "then", "now", "really", "mate", "m8")
_TAG_LAST_WORDS = _TAG_SUBJECTS + _TAG_AFTER  # the words a tag ends with: looked at before its search
_NEGATIVE_TAG = re.compile(
    rf"^(?!\W*(?:{AUX}|{WH})\b)(?P<statement>.+?)\s*,?\s+(?:(?:{AUX})(?<=nt)|aint|cannot|(?:{AUX}) not)"
    rf" (?:{'|'.join(_TAG_SUBJECTS)})(?: (?:{'|'.join(_TAG_AFTER)}))?\s*\?*\s*$"
)


def statement_tagged(text: str) -> str | None:
    """The plain statement a negative question tag follows, asked as a question ("a goal kick counts for offside,
    doesn't it?" -> "a goal kick counts for offside?"), or None (no such tag, or a negated statement before it)."""
    lowered = plain(text)
    if not lowered.rstrip().rstrip("?").rstrip().endswith(_TAG_LAST_WORDS):
        return None
    tagged = _NEGATIVE_TAG.search(lowered)
    if tagged is None or negations(tagged.group("statement")):
        return None
    return f"{tagged.group('statement').strip().rstrip(',').strip()}?"


_NEGATION = re.compile(r"\b(?:cant|cannot|dont|doesnt|isnt|arent|wont|didnt|wasnt|never|not|no)\b")
# "X, not Y" sets a thing against the one told ("he only got a yellow, not a red", "it's a free kick, not a
# penalty"): it says X again, so its "not" negates no claim.
# "X, not (the) Y": a thing set against X, not a negation of it ("the computer decides now, not referee, right?": the
# article is often left out in a second language; "the ball comes to the hand, and not the hand to the ball", voices118). So does "X but Y doesn't" ("a clearance resets offside but a
# deflection doesn't, right?"): the negated case is the one set against the claim.
_CONTRAST = re.compile(
    r"(?:,\s*(?:and |but )?|^\s*(?:and |but ))not (?:(?:a|an|the|his|her|their|our) )?[\w-]+(?: [\w-]+){0,4}(?=\s*(?:[.?!,;]|$))"
    r"|,?\s+but (?:a|an|the|his|their|our) [\w-]+(?: [\w-]+)? (?:doesnt|dont|isnt|wont|cant|does not|do not)(?=\s*(?:[.?!,;]|$))"
)
# A teller's words that only point back at what was asked before them ("... ? my brother say this")
_POINTS_BACK = re.compile(r"\s*(?:this|that|it|so|the same|this too|that too)\s*")


def _points_back(found: re.Match[str]) -> bool:
    """Whether a teller found (`_CLAIM_AFTER`) tells only a "this" pointing back at what was asked before him."""
    return _POINTS_BACK.fullmatch(found.groupdict().get("told") or "-") is not None


def _pointed_back_at(lowered: str, found: re.Match[str]) -> str | None:
    """The text up to the question a teller's bare "this" points back at ("is true that the goalkeeper can not be
    offside? in my country we say this" -> "is true that the goalkeeper can not be offside?"): that question is the
    claim (hunt 93 had it confirmed, "this" holding no negation). None when the teller tells a claim of his own, or
    nothing was asked before him."""
    if not _points_back(found):
        return None
    asked = lowered.rfind("?", 0, found.start())
    return lowered[: asked + 1] if asked > 0 else None


_CHECKED = re.compile(
    r"\?|\b(?:true|right|correct|myth|innit|surely)\b|\b(?:isnt|aint|arent|int) (?:he|she|they|i)\W*$"
)


@lru_cache(maxsize=256)  # read by the reply and by doubts_the_claim
def puts_a_claim(text: str) -> bool:
    """Whether the fan puts a claim to us ("my mate says level is offside, is he right?", "is it true that
    ..."), answered "Yes, that's right." or "No, that's not right.", rather than asks a plain question."""
    lowered = plain(text)
    checked, found = _checked_claim(lowered)
    return checked and bool(found or _claim_before(lowered))


def claim_put_by_someone(text: str) -> bool:
    """Whether the claim put to us is someone's told after his words ("my mate says ..., is he right?"), not the fan's
    own statement checked ("the ref gave a goal kick. was he right?") nor the referee's ("the ref told me it was
    reckless, yet he showed a red. was he wrong?": he is the one whose call is judged)."""
    return someones_claim(text) is not None


def someones_claim(text: str) -> tuple[int, str] | None:
    """Where someone's claim starts in the fan's text (lower-cased, apostrophes dropped, as `plain` gives it) and what
    he claims ("..., my mate thinks | it's wrong"), or None: no one's, or an official's."""
    lowered = plain(text)
    found = _checked_claim(lowered)[1]
    if (
        found is None
        or _AN_OFFICIAL.search(lowered, max(0, found.start() - 20), found.start() + 1) is not None
    ):
        return (
            None  # (the teller named before his verb: "the ref told me ...", not "says the ref got it wrong")
        )
    return found.start(), re.split(r"[,.;?!]", found.group("told") or found.group(0), maxsplit=1)[0]


_AN_OFFICIAL = re.compile(
    r"\b(?:ref|refs|referee|linesman|lino|assistant|official|officials|var|fourth official)\b"
)


# `puts_a_claim` and `claims_negated` read the same question: searched once (kept for one answer's texts only)
@lru_cache(maxsize=32)
def _checked_claim(lowered: str) -> tuple[bool, re.Match[str] | None]:
    """Whether the question checks something ("?", "true", "right"...), and then the claim put after a teller's words
    (`_CLAIM_AFTER`), or None."""
    if not _CHECKED.search(lowered):
        return False, None
    return True, _CLAIM_AFTER.search(lowered)


def _a_bare_side(lowered: str, found: re.Match[str]) -> bool:
    """Whether a claim found after the question is only a side of it: "only his arm past the last defender, is he
    offside? blue lock would say no lol" is a remark on the question, which is the one asked. ("... still offside? my
    brother says no because the defender touched it last" puts a claim to check.)"""
    told_last = re.search(r"\w", lowered[found.end() :]) is None  # no play or question told after it
    return (
        0 <= lowered.rfind("?") < found.start()
        and _BARE_SIDE.fullmatch(found.group("told") or "x") is not None
        and told_last
    )


def claim_told_after_the_question(text: str) -> str | None:
    """The claim told after the fan's last question ("offside? dwayne says the save resets it" -> " dwayne says the save
    resets it"), or None: the one a reply saying "that's right" or "that's not right" speaks of."""
    last = text.rfind("?")
    if last < 0:
        return None
    found = _CLAIM_AFTER.search(" " + plain(text[last + 1 :]))
    # (not a teller's "this" pointing back at the question: "...? my brother say this" claims the question's own words)
    if found is None or found.groupdict().get("told") is None or _points_back(found):
        return None
    return text[last + 1 :]


# The comma before a doubt said last with its tag ("..., he's talking rubbish isn't he"): where the claim it doubts ends.
_DOUBT_TOLD_LAST = re.compile(
    r",\s+(?=(?:he|she|they|that|it)(?:['’]?s|['’]?re| is| are)\b[^,.;!?]*,?[^,.;!?]*\W*$)", re.IGNORECASE
)


def claim_doubted(text: str) -> str | None:
    """The claim before the fan's last question when that question doubts it ("my mate says you can't be offside from
    a throw in. is he wrong?" -> "my mate says you can't be offside from a throw in?"), or None."""
    ends = [m.end() for m in re.finditer(r"[.!?;]+\s+", text.rstrip())]
    # ... or a comma before the doubt said with a tag ("my mate says X, he's talking rubbish isn't he", hunt 97)
    ends += [m.end() for m in _DOUBT_TOLD_LAST.finditer(text.rstrip())]
    ends.sort()
    if not ends:
        return None
    before = text[: ends[-1]].rstrip().rstrip(".!?;").rstrip()
    return f"{before}?" if before and puts_a_claim(f"{before}?") else None


def asked_before_a_claim(text: str) -> str | None:
    """The fan's own yes/no question when a claim is told after it ("is that still offside? my brother says no because
    their defender touched it last" -> "is that still offside?"), or None. The question is answered, and its Yes or No
    says the claim wrong or right: "No, that's not right." first had answered the brother, read by a fan as "not
    offside". Not when the question checks the claim itself ("is that true? my mate says ...")."""
    last = text.rfind("?")
    if last < 0:
        return None
    lowered = plain(text[: last + 1])
    asked = lowered[max(lowered.rfind(".", 0, len(lowered) - 1), lowered.rfind("!"), 0) :]
    if _CHECKED_WORDS.search(asked) or len(re.findall(r"\w+", asked)) < 2:
        # (a bare "offside?" says too little to be answered alone: "offside? dwayne says the save resets it" is
        # answered as the claim it puts, "No, that's not right.", which a save answer's own "No." would not say)
        return None
    return text[: last + 1] if claim_told_after_the_question(text) is not None else None


def asked_after_a_claim(text: str) -> str | None:
    """The fan's own question when a claim is told before it ("Father said you could never score direct from a corner.
    May one now?" -> "may one now?"), or None: its Yes or No answers, where "No, that's not right." had answered the
    father. Not a question of the claim ("... is he right?", "does that hold up?", "is she having me on?")."""
    lowered = plain(_SIGNED.sub("", text))  # "... May one now? — Len"
    found = _checked_claim(lowered)[1]
    if found is None or found.groupdict().get("told") is None:
        return None
    own = _own_question(lowered, found.end())
    echoed = own is not None and _ECHO.fullmatch(own.group("asked")) is not None
    if echoed and negations(found.group("told")) == 1:
        # "mate says keeper cant pick up a backpass from a throw in. can he?" asks the claim without its "cant": the
        # whole text's "cant" and "can" had cancelled, and the back-pass answer's "Yes." said he could not
        return _affirmed(found.group("told"))
    if own is None or len(re.findall(r"\w+", own.group("asked"))) < 3 or not words(own.group("asked")):
        # ("why??", "can he?", "can you though?" say too little alone: the whole text is read, whose claim tells
        # what "you can" is; "can you though?" alone had turned nothing, and the free kick's "No." answered it)
        return None
    return own.group("asked")


# A bare question that echoes the claim's verb ("can he?", "is it though?", "does it now?"): it asks the claim
# itself, on its positive side
_ECHO = re.compile(
    r"\W*(?:(?:so|and|but|well|or)\s+)?(?:can|could|is|are|was|were|does|do|did|will|would|may|must|should|has|have)"
    r"\s+(?:he|she|it|they|you|we|i|one|(?:the|a) [\w-]+)(?:\s+(?:though|tho|now|still|really|even|actually|then|or not))*"
    r"\W*"
)
_PRONOUNS = frozenset(("you", "he", "she", "it", "they", "we", "i", "one", "there"))


@cache
def _affirmed_verbs() -> dict[str, str]:
    """words.toml [affirmed]: a claim's negated verb and its plain form ("cant" -> "can")."""
    return dict(words_data().get("affirmed", {}))


def _affirmed(claim: str) -> str:
    """A claim negated once, asked on its positive side in a question's word order ("keeper cant pick up a backpass"
    -> "can the keeper pick up a backpass?", as the polarity patterns read a question); with no negated verb, its "not"
    or "never" is dropped ("level is not offside" -> "level is offside?")."""
    affirmed = _affirmed_verbs()
    said = claim.split()
    at = next((k for k, w in enumerate(said) if w in affirmed), None)
    if at is None:
        return " ".join(w for w in said if w not in ("not", "never")) + "?"
    subject = said[:at]
    if len(subject) == 1 and subject[0] not in _PRONOUNS:
        subject = ["the", *subject]  # "keeper cant ..." -> "can the keeper ..."
    return " ".join([affirmed[said[at]], *subject, *said[at + 1 :]]) + "?"


# a question of what was said: "does that hold up?", "is this so?", "was that ever the rule?"
# ... not a ruling asked of the play ("co-comm said 'not interfering'. was that offside on him?"): the fan's own question,
# whose side the claim's negation does not turn
_OF_THE_CLAIM = re.compile(
    r"\W*(?:so |and |but )?(?:is|was|does|did|would|could|can|has|will) (?:that|this)\b(?! (?:offside|onside)\b)"
)
_SIGNED = re.compile(r"\s+[—–-]+\s*[\w.' ]{1,30}$")  # a name signing the message off
# a question that checks the claim ("is he right?", "true?", "is he rite?"), before or after it: one list for both
_CHECKED_WORDS = re.compile(r"\b(?:true|right|rite|correct|myth|wrong|false|legit)\b")


def without_a_bare_side(text: str) -> str:
    """The question without a side told after it as a remark ("is he offside? my mate would say no lol" -> "is he
    offside?"), or the text as it is. The claim is looked for after the last "?": "is that true? my mate says it is"."""
    if "?" not in text:
        return text
    lowered = plain(text)
    found = _CLAIM_AFTER.search(lowered, max(0, lowered.rfind("?")))
    if found is None or not _a_bare_side(lowered, found):
        return text
    return text[: text.rfind("?") + 1]


# A bare side of a yes/no question, and a laugh or two after it ("no lol", "it is", "hes not tbh", "defo not")
_BARE_SIDE = re.compile(
    r"\s*(?:(?:defo|def|definitely|deffo|100%|obviously|clearly|surely)\s+)?"
    r"(?:no|nope|yes|yeah|yep|not|so|(?:it|he|she|that)(?: i?s| was)?(?: not|nt| isnt| wasnt)?|hes not|its not"
    r"|onside|offside|on|off|defo|deffo|definitely)"
    r"(?:\s+(?:lol|lmao|haha|ha|tbh|though|mate|m8|x+|innit))*\s*"
)


# Asking whether a claim is right as well ("is he right or is he having me on?"): no side is doubted.
_ASKED_RIGHT = re.compile(
    r"\b(?:is|are|was|were) [\w-]+ (?:really |actually |even )?(?:right|correct|true)\b"
)


def doubts_the_claim(text: str) -> bool:
    """Whether the fan puts a claim to us asking whether it is false ("my mate reckons a manager can be booked
    for clapping. is he having me on?", "is it a myth that level is offside?"): its Yes says the claim is wrong."""
    doubted = doubted_claim_pattern()
    if doubted is None or not puts_a_claim(text):
        return False
    lowered = plain(text)
    return doubted.search(lowered) is not None and _ASKED_RIGHT.search(lowered) is None


# A rule told flat and negated, of anyone in general: "you can't ...", "a keeper cannot ...", "there's no ...", "no such
# thing as ...". Not a play told ("he didn't touch it", "the keeper doesn't come out and ..."): no one named ("the
# keeper" is one), no past tense.
_FLAT_NEGATED_RULE = re.compile(
    r"^\W*(?:(?:but|so|well|nah|mate|look|listen|honestly)\W+)?"
    r"(?:(?:you|u|ya|a player|players|a (?:keeper|goalkeeper|goalie|coach|manager|ref|referee|linesman)"
    r"|keepers|goalkeepers|goalies|coaches|managers|refs|referees|linesmen)"
    r" (?:cant|cannot|can not|isnt|is not|arent|are not|wont|will not|doesnt|does not|dont|do not|never|mustnt|aint)"
    r"|(?:theres|there is|there are) (?:no|never)|no such thing as)\b"
)

# ... told in one clause, with nothing asked or set against it after: not a rule quoted and then a question ("> you cant
# touch the keeper in the six yard box ...can you challenge a keeper in the goal area tho", voices40; "there's no offside
# from a throw in but is there from a corner", review 98), nor one with a tag ("it cant overrule him can it", voices39),
# nor a play or a contrast told on ("there's no keeper in goal and the defender handles it", "..., only reds"). Its own
# clause has no verb of asking either ("there are no restrictions on where the keeper can handle"). A reason after a
# comma may follow ("..., he isn't a player").
_MORE_THAN_THE_RULE = re.compile(
    rf"\b(?:{AUX}|{WH}|but|however|though|although|only|and|so|while|except|unless|apart|what about|how about)\b"
)
_ASKED_AFTER = re.compile(
    rf"(?:^|[,.!;:\n])\W*(?:{AUX}|{WH}|but|so|and|only|however|what about|how about)\b|[.!;:\n?]"
)


def _flat_negated_rule(lowered: str) -> str | None:
    """The rule's clause when the text is a negated rule told flat (`_FLAT_NEGATED_RULE`, `_MORE_THAN_THE_RULE`), or
    None."""
    flat = _FLAT_NEGATED_RULE.match(lowered)
    if flat is None:
        return None
    clause, _, after = lowered[flat.start() :].partition(",")
    if _MORE_THAN_THE_RULE.search(clause, flat.end() - flat.start()) or _ASKED_AFTER.search(after):
        return None
    return clause


# A negated rule told as the premise of a consequence asked: "theres no offside from a free kick, so the goal stands?",
# "no offside from a throw in so it counts?". Whether the goal stands is not what the Laws' rule answers, the premise
# is: a bare "Yes." had read as "yes, the goal stands" to the free kick's myth (review 100). Only a consequence the
# premise alone settles (the goal stands, he was onside, the flag or the referee was right or wrong): one that brings
# in another fact ("so none from a free kick either?", "so the goal stands even though he handled it?") is no
# premise's to agree with (review 102).
_CONSEQUENCE_ASKED = re.compile(
    r"^(?P<premise>[^,?.;:!]+?)\s*,?\s+(?:so|which means|that means|meaning|therefore|hence)\s+"
    r"(?:(?:the|our|their|that|his|her) )?(?:goal (?:stands|stood|counts|counted|is fine|is good|was fine|was good|"
    r"had to stand|should (?:have )?(?:stand|stood|count|counted)|is allowed|was allowed)|it (?:stands|counts|is fine|"
    r"should (?:have )?(?:stand|stood|count|counted))|(?:he|she) (?:was|is) onside|(?:hes|shes) onside|"
    r"(?:flag|ref|referee|linesman|lino|var) (?:was|is) (?:wrong|right)|(?:ref|referee|linesman|lino) got it (?:wrong|right))"
    r"\s*\?+\W*$"
)
# ... the rule told without its "there's": "no offside from a free kick" (not one under a condition, "no handball if it
# hits your arm by accident", whose exceptions the consequence may be)
_BARE_NO_RULE = re.compile(r"^\W*no (?=[\w-]+ (?:from|on|at|off|for|in|with|after)\b)")
_CONDITION = re.compile(r"\b(?:if|when|unless|as long as|provided)\b")
# ... after a word that leads it in: "so no offside from a throw in, meaning ..."
_LEADING_WORD = re.compile(r"^\W*(?:so|and|but|ok|okay|well)\W+")


def premise_of_a_consequence(text: str) -> str | None:
    """The negated rule a fan reasons from when he asks only its consequence ("theres no offside from a free kick, so
    the goal stands?" -> "theres no offside from a free kick"), told as a rule told flat (`_flat_negated_rule`), or
    None."""
    found = _CONSEQUENCE_ASKED.match(plain(text))
    if found is None or _CONDITION.search(found.group("premise")):
        return None
    premise = _BARE_NO_RULE.sub("theres no ", _LEADING_WORD.sub("", found.group("premise"), count=1), count=1)
    return premise if _flat_negated_rule(premise) is not None else None


# Read by the reply's Yes or No, its side and its `unless`: the same question each time.
@lru_cache(maxsize=256)
def claims_negated(text: str) -> bool:
    """Whether the fan asks us to confirm a claim that is itself negated ("is it true the keeper doesn't
    count?", "my coach says you can't stand offside, is that right"): the truthful Yes or No is then the
    opposite of the one the plain question ("does the keeper count?") gets. A negative question ("doesn't
    the keeper count?") or a negative tag ("hands don't count, do they?") asks the plain question: not these.
    Two negations in the claim ("doesn't count if it isn't over") cancel out. A negative question of a negated
    consequence ("doesn't a second yellow mean the VAR can't step in?") claims that negation: its "doesn't" asks the
    plain question, its "can't" is the claim's (read first, apart from the rest).
    """
    lowered = plain(text)
    if _NEGATIVE_QUESTION_OF_A_NEGATION.search(lowered):
        return True
    if (flat := _flat_negated_rule(lowered)) is not None:
        # "you can't show a red card to the assistant coach, he isn't a player": a rule told flat, no question, no tag;
        # its Yes had agreed with the negation it answered the other way (hunt 96)
        return negations(flat) % 2 == 1
    checked, found = _checked_claim(lowered)
    if not checked:
        return False
    if found is not None and (pointed := _pointed_back_at(lowered, found)) is not None:
        lowered, found = pointed, _CLAIM_AFTER.search(pointed)
    if found is None or (found.group("claim") is not None and not re.search(r"\w", found.group("claim"))):
        # "he wasn't sent off, is that right?": "is that right" ends the question, the claim is before it
        found = _claim_before(lowered) or found
    if found is None or _own_question(lowered, found.end()) is not None:
        return False
    claim = (
        found.group("claim")
        or found.group("unsaid")
        or found.group("told")
        or found.group("kind")
        or found.group("lead")
        or ""
    )
    if (before := _claim_before(claim)) is not None:  # "says X, is that true": X only
        claim = before.group("claim")
    # A story told over several sentences, then the decision checked ("he didnt touch it, his teammate scored. the
    # ref disallowed it. correct?"): the last sentence is the claim, the story's negations are what happened (a
    # hostile probe had the referee's cancelling confirmed, "Yes, no offside offence.")
    claim = next((s for s in reversed(re.split(r"[.!?;]+", claim)) if re.search(r"\w", s)), claim)
    if _asks_after_a_comma(claim):
        return False
    return negations(_NEGATES_NOTHING.sub(" ", claim)) % 2 == 1


# A negative question that asks us to confirm a negated consequence: "doesn't a second yellow card mean the VAR can't
# step in?" claims the VAR can't (hunt 82 had its "Yes" for the plain question, "can VAR review a second yellow?").
_NEGATIVE_QUESTION_OF_A_NEGATION = re.compile(
    r"^\W*(?:doesnt|does not|dont|do not|wouldnt|would not)\b[^?.]*?\bmeans?\b(?: that)?"
    # the negation in the consequence's own verb, just after its subject: not one in a clause of its own after it ("mean
    # the VAR can now step in on a red card that isn't a straight red", "mean he's offside even if he doesn't touch it",
    # review 83)
    r" (?:(?!(?:that|who|which|even|if|unless|when)\b)[\w-]+ ){1,4}"
    r"(?:cant|cannot|can not|isnt|doesnt|dont|wont|never|is not|does not|do not|will not|no longer|not allowed)\b[^?.]*\?\W*$"
)


# A "no" or "not" that negates nothing: "a different player took it, no problem right?" (hunt 69 had its Yes turned), nor one
# that only insists ("every handball pen has to come with a booking, no exceptions", voices127: its "Yes, that's right");
# nor the "or not" that offers the other answer ("a deliberate save by a defender does reset offside or not?", hunt 99
# had the claim read negated, "Yes, that's right.")
_NEGATES_NOTHING = re.compile(
    r"\bno (?:problem|problems|issue|issues|worries|bother|doubt|question|exceptions?|ifs|matter what|excuses)\b"
    r"|\bor not\b"
)


# A question of the fan's own tacked on after a comma ("var said no foul, can the goal be given?"): what was said is
# the story, and the question asks something else (hunt 56 had the goal's "No." turned into "Yes, that's right.")
_COMMA_QUESTION = re.compile(
    r",\s*(?P<asked>(?:can|could|is|was|does|did|should|would|will|has|have|are|were|must|may)\b[^,]*?)\W*$"
)


def _asks_after_a_comma(claim: str) -> bool:
    """Whether a claim ends on a question of the fan's own after a comma, not one that checks the claim ("..., is he
    right?")."""
    tail = _COMMA_QUESTION.search(claim)
    if tail is None:
        return False
    asked = tail.group("asked")
    doubted = doubted_claim_pattern()
    return not (
        _CHECKED_WORDS.search(asked)
        or (doubted is not None and doubted.search(asked) is not None)
        or _OF_THE_CLAIM.match(asked)
        or len(re.findall(r"\w+", asked)) < 3
    )


def unless_negated(text: str) -> bool:
    """Whether the fan puts a claim negated in its main clause with an "unless" condition ("it's not a penalty unless
    the handball is deliberate, correct?"): it claims two rulings at once, and a bare Yes or No to either had said
    the opposite of the other. The statement answers it."""
    return re.search(r"\bunless\b", plain(text)) is not None and claims_negated(text)


def negations(text: str) -> int:
    """How many negations a claim or an intent's question has in its main clause (`main_clause`): "X, not Y" sets a
    thing against X, no negation."""
    described = _claim_clauses()[4]
    return len(_NEGATION.findall(described.sub(" ", _CONTRAST.sub("", main_clause(plain(text))))))


@cache
def _claim_clauses() -> tuple[
    re.Pattern[str], re.Pattern[str], re.Pattern[str], dict[str, frozenset[str]], Regex
]:
    """words.toml [claim_clauses]: a condition opening the text, one after the main clause, a premise's conclusion,
    and the word lists that find where a leading condition ends."""
    table = words_data().get("claim_clauses", {})
    conditions = "|".join(map(re.escape, sorted(table.get("conditions", []), key=len, reverse=True)))
    premises = "|".join(map(re.escape, sorted(table.get("premises", []), key=len, reverse=True)))
    leading = re.compile(rf"^\W*(?:(?:so|and|but|ok|well|then)\s+)?(?:{conditions})\b")
    trailing = re.compile(rf"(?<=\w)\s*,?\s+(?:{conditions})\b")
    premise = re.compile(rf"(?<=\w)\s*,?\s+(?:and\s+)?(?:{premises})\s+(?=\w)")
    lists = {
        k: frozenset(table.get(k, [])) for k in ("verbs", "subject_verbs", "carry_on", "subjects", "told")
    }
    described = one_pattern(table.get("described", []) or [r"(?!)"])
    return leading, trailing, premise, lists, described


def main_clause(text: str) -> str:
    """The main clause of a claim or question (plain text), whose negations are the ones claimed: a premise's
    conclusion ("he never touched it, so he can't be flagged"), without its conditions ("if the ball isn't over
    the line it's still a goal", "the goal doesn't count even if he didn't interfere"). Empty when all of it is a
    condition."""
    leading, trailing, premise, lists, _ = _claim_clauses()
    conclusions = list(premise.finditer(text))
    if conclusions:
        text = text[conclusions[-1].end() :]
    *told, last = text.split(",")
    if (
        told
        and not re.search(r"[.!?;]\s*\w", text)  # one sentence: a story told over several is no premise of it
        and not leading.match(last)
        and any(w in lists["verbs"] or w in lists["subject_verbs"] for w in last.split())
        and set(_NEGATION.findall(",".join(told))) <= lists["told"]
        # (not a rule told in the present: "the ref is never allowed to let play go on inside the box, a foul there
        # must always be a pen" claims the never, voices126)
        and not _RULE_NEVER.search(",".join(told))
    ):
        # a clause of its own after a story told in the past ("a fan ran on but didn't touch anything, the goal still
        # stands"): the story's negations are what happened, not the claim ("it isn't a penalty, it's a free kick"
        # claims both)
        text = last.strip()
    opened = leading.match(text)
    if opened is not None:
        rest = text[opened.end() :]
        head, comma, tail = rest.partition(",")
        text = tail if comma else _after_condition(head.split(), lists)
    cut = trailing.search(text)
    return text[: cut.start()] if cut is not None else text


# A "never" that states a rule, not what happened: "is never allowed", "can never", "never be".
_RULE_NEVER = re.compile(r"\b(?:is|are|can|may|must|should|will|be) never\b|\bnever (?:allowed|be|can|may)\b")


# A ruling told bare at the end of a condition ("if ball go backwards no offside"): not a thing the condition has or lacks
# ("with no control", "for no reason", "of no use", "in no danger", "at no point", "by no one")
_BARE_RULING = re.compile(r"(?<!\bwith )(?<!\bfor )(?<!\bof )(?<!\bin )(?<!\bat )(?<!\bby )\bno [\w-]+$")


def _after_condition(said: list[str], lists: dict[str, frozenset[str]]) -> str:
    """The main clause after a condition told with no comma: from the last subject and verb that follow the
    condition's own ("if he doesn't touch it | he isn't offside", "once the ref plays advantage | he can't go
    back", "if the ref didn't see it | VAR can't ..."); nothing when none does."""
    verbs, joined = lists["verbs"], lists["subject_verbs"]
    for k in range(len(said) - 1, 1, -1):
        if said[k] in joined:
            return " ".join(said[k:])
        if said[k] not in verbs or said[k - 1] in lists["carry_on"]:
            continue
        if said[k - 1] in lists["subjects"] or any(w in verbs or w in joined for w in said[: k - 1]):
            return " ".join(said[k - 1 :])
    # ... or a bare ruling with no verb ("if ball go backwards | no offside", hunt 93), when the condition negates nothing
    # of its own ("if the defender plays it with no control | no reset" claims what its two negations make of it, review
    # 95 had its true claim called wrong)
    bare = _BARE_RULING.search(" ".join(said))
    if bare is None or _NEGATION.search(" ".join(said)[: bare.start()]) or "without" in said:
        return ""
    return bare.group()


_OWN_QUESTION = re.compile(r"[.?!;:]\s*(?P<asked>[^.?!;:]+\?)\W*$")


def _own_question(lowered: str, claim_end: int) -> re.Match[str] | None:
    """The question of the fan's own after a claim, rather than whether the claim is true ("my mates say backward passes
    can't be offside. can you be offside if it's played backwards?"), or None."""
    asked = _OWN_QUESTION.search(lowered)
    if asked is None or asked.start("asked") < claim_end - 1:
        return None
    doubted = doubted_claim_pattern()  # "is he having me on?" checks the claim too
    told = asked.group("asked")
    if (
        _CHECKED_WORDS.search(told)  # ("is that so?" is `_OF_THE_CLAIM`)
        or (doubted is not None and doubted.search(told) is not None)
        or _OF_THE_CLAIM.match(told)
    ):
        return None
    return asked
