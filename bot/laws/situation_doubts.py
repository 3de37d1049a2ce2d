"""What a fan says he does not know, or asks, about a told play: the doubted and hedged facts, the facts asked
about in the past ("did it come off their defender?"), and the involvement others claim; none of them is a fact
the ruling may rest on."""

from __future__ import annotations

import re

from bot.laws.situation_facts import RESTARTS
from bot.laws.situation_text import SENTENCE_BREAK, Words, inside_any, told_just_before
from bot.laws.situation_who import OWN_CLAUSE_END, Hit

# Not "and then he ran past everyone": a later run, whose place the doubt still leaves unknown at the pass.
# ...and a dash that closes an aside: "he went up for it - whether he meant it I cant say - and it dropped to him".
# ...and a clause told next with a subject named ("maybe touched our centre-back's head, maybe not, then our striker scored").
# ...and, for what a doubt drops, also "and he ...": "he was maybe level, hard to say, and he scored" doubts where he
# was, not that he scored.
_DOUBT_ENDS = re.compile(
    rf"{OWN_CLAUSE_END.pattern}| and (?=(?:he|she|i|we|they) )| - (?=(?:and|but|then) )"
    r"| , (?:and )?then (?=(?:my|our|their|the|his|her) )"
)


# "not sure which" closing its clause: a doubt of the two things offered just before it (not "couldnt see which one
# touched it", which doubts what follows)
_OF_WHICH = re.compile(r"\bwhich(?: (?:one|it was|of the two))?$")
_CLAUSE_CLOSED = re.compile(r" ?(?:[.,;!?]|$)")


def _offers_what_decides(text: str, start: int, doubt: int, words: Words) -> bool:
    """Whether the two things offered before "not sure which" (the clause with their "or", from its comma) include one a
    ruling reads: "a throw-in or a quick free kick", "played it deliberately or it came off his shin"; not "his head or
    his foot" nor "Romero or Dier", whose doubt leaves the rest told."""
    offered = text.rfind(" or ", start, doubt)
    if offered < 0:
        return False
    opens = max(text.rfind(" , ", start, offered), start)
    return words.context["which_decides"].search(text, opens, doubt) is not None


def doubted_spans(text: str, words: Words) -> tuple[list[tuple[int, int]], list[tuple[int, int]]]:
    """The sentences in which the fan says he does not know what happened, and within them what is dropped
    as a guess: the whole sentence, or in a long run-on (speech-to-text, over a dozen words before the
    doubt) what follows the doubt. Not a doubt about the call itself ("not sure if that was offside?")."""
    sentences, dropped = [], []
    for m in words.context["doubt"].finditer(text):
        end_break = SENTENCE_BREAK.search(text, m.end())
        end = end_break.start() if end_break else len(text)
        if words.context["doubts_the_call"].match(text, m.end(), end) or words.context[
            "doubts_an_official"
        ].match(text, m.end(), end):
            continue
        start = max((b.end() for b in SENTENCE_BREAK.finditer(text, 0, m.start() + 1)), default=0)
        if (
            _UNSEEN_AFTER.fullmatch(m.group().lstrip())
            and _CLAUSE_CLOSED.match(text, m.end())
            and not _PUT_FIRST.match(text, start)
            and " or "
            not in text[start : m.start()]  # (two things offered before it are what it doubts, review 80)
        ):
            # "..., I could not see from behind the goal" doubts only a question put first ("whether he jumped into
            # the centre-back or just stood still, I could not see", plays25), not a fact told before it ("he was a
            # yard offside when the ball was played, i couldnt see", voices28)
            continue
        if (
            _OF_WHICH.search(m.group())
            and _CLAUSE_CLOSED.match(text, m.end())
            and not _offers_what_decides(text, start, m.start(), words)
        ):
            continue
        if _PUT_FIRST.match(text, start) and m.start() <= start + 1 and _TOLD_AFTER.match(text, m.end()):
            # A doubt put first, then the play told after a colon or comma ("whether he meant it is the whole argument:
            # their CB stretched for it and it went to our 9 who was offside"): only the doubted question is dropped,
            # not the play told after it.
            sentences.append((start, m.end()))
            dropped.append((start, m.end()))
            continue
        sentences.append((start, end))
        # ... up to a clause with a subject of its own: "no idea who touched it last, could have been their full
        # back, our striker was offside and scored" still tells where the striker was.
        own = _DOUBT_ENDS.search(text, m.end(), end)
        lead = text.rfind(" ", start, text.rfind(" ", start, m.start()))  # "he was | maybe level or maybe..."
        if text.startswith((" or ", " - or "), m.start()):
            # An alternative offered after the first ("level with their last defender or maybe half a step in front"):
            # the first is doubted too, from its clause's start.
            lead = max(
                (b.start() for b in _ALTERNATIVE_OPENS.finditer(text, start, m.start())), default=start
            )
        if text.endswith(" ,", 0, m.start()) and _PLACE_OFFERED.match(text, m.end()):
            # A doubt tacked on to the place just told, offering another ("our 9 was right on halfway, i dont know if a
            # step over into theirs", "level, not sure if a bit in front"): that place is doubted too, from its clause.
            lead = max(
                (b.start() for b in _ALTERNATIVE_OPENS.finditer(text, start, m.start() - 2)), default=start
            )
        # (a doubt that names what it doubts after it, "hard to tell from my angle whether our 9 was past ...", is no doubt
        # of what was told before it: review 53)
        back = words.context["doubt_back"].match(text, m.start()) is not None and not (
            _NAMES_ITS_OBJECT.search(m.group()) and _OBJECT_FOLLOWS.match(text, m.end())
        )
        if back and not text[start : m.start()].strip():
            # A doubt standing alone after the sentence it doubts ("rb tried to head it or just got hit by it? cant
            # tell"): that sentence is the guess.
            before = max((b.end() for b in SENTENCE_BREAK.finditer(text, 0, max(0, start - 2))), default=0)
            sentences.append((before, start))
            dropped.append((before, start))
            continue
        if back:
            # A doubt said of what was just told ("he was maybe half a yard off, hard to tell", "a yard past the last
            # defender, could be wrong"): the clause before it is the guess, or the whole sentence before it for a doubt
            # of the whole scene ("so my brother says, I didn't see it").
            clause = max(
                (b.end() for b in _CLAUSE_COMMA.finditer(text, start, max(start, m.start() - 2))),
                default=start,
            )
            # ... or the whole sentence, of a question put first ("whether he was level with the ball or a shade ahead
            # of it when it was played , the footage leaves unclear")
            put_first = _PUT_FIRST.match(text, start) is not None
            whole = words.context["doubt_scene"].match(text, m.start()) is not None or put_first
            dropped.append((start if whole else clause, m.start()))
            # ... and only that question is doubted, not what the sentence tells after the doubt
            if put_first:
                sentences[-1] = (start, m.start())
            continue
        if words.context["doubt_here"].match(text, m.start() + 1):
            # A doubt that opens on what it doubts ("our 9 was two yards off, maybe he blocked the keeper's view, maybe
            # not"): from the word before it ("he was | maybe level, maybe not"), however short the sentence.
            dropped.append((max(start, text.rfind(" ", start, m.start())), own.start() if own else end))
            continue
        dropped.append(
            (
                max(start, lead) if len(text[start : m.start()].split()) > 12 else start,
                own.start() if own else end,
            )
        )
    return sentences, dropped


_CLAUSE_COMMA = re.compile(r" , ")
_UNSEEN_AFTER = re.compile(
    r"(?:i|we) (?:couldnt|could not|cant|cannot) (?:really |properly )?(?:see|tell|make out)(?: (?:it|that))?"
    r"(?: (?:from|at|with|through)(?: [\w-]+){1,5})?"
)
# A doubt whose last word opens what it doubts: "... whether", "... if", "... who"
_NAMES_ITS_OBJECT = re.compile(r"\b(?:whether|if|who|what|where|which|how)\s*$")
_OBJECT_FOLLOWS = re.compile(r" (?![,.;:!?])\S")  # ... and it follows ("not sure which , and ..." names none)
_PUT_FIRST = re.compile(r"\s*(?:whether|if) ")
_TOLD_AFTER = re.compile(r"(?: in [\w ]{1,30}?)? [:,] ")


# A place offered in a doubt: "... if | a step over into theirs", "... if | a bit in front", "... whether | he was level".
_PLACE_OFFERED = re.compile(
    r"(?: [\w-]+){0,5}? (?:level|square|in line|onside|offside|ahead|in front|beyond|past|over (?:the )?(?:line|halfway)"
    r"|(?:in|into|inside) (?:their|our|his|her|the other|the opponents) half|theirs|ours)\b"
)
_ALTERNATIVE_OPENS = re.compile(r" (?:[,;:]|and|but|when|as|who) ")


# Just before a hedge, the verb the fact told after it may start at: "he | was roughly level".
_HEDGE_VERB = re.compile(r" (?:was|were|is|been|be|stood|standing|had) $")


def hedged_spans(text: str, words: Words) -> list[tuple[int, int]]:
    """The spans of the facts the fan hedges as he tells them ("roughly level", "I think he was off", "level-ish",
    "probably deflected off him"): guesses like a doubt's, over the words the hedge qualifies only."""
    spans = []
    for m in words.context["hedge"].finditer(text):
        start = m.start() + 1  # after the space that stands for \b
        verb = _HEDGE_VERB.search(text, max(0, start - 12), start)
        spans.append((verb.start() if verb else m.start(), m.end()))
    return spans


# A question about what happened, not a statement of it: "did it come off their defender?", "did he even touch it?".
# In the past only: "does the clearance reset it?" asks about the Law.
_ASKED_FACT = re.compile(
    # (after a colon too: "couldn't see properly: did the big lad try to trap it, or did it just smack his shin?")
    r"(?:^|[.!?;,:]) (?:(?:so|but|and|then|or) )?(?:did|didnt) (?:he|she|it|the|their|our|his|her|any|a|an"
    # ...or by a player's name, his part touching: "did fiifis head touch the ball on the way?" (plays26)
    r"|[a-z][\w-]*s(?= (?:head|foot|boot|toe|knee|leg|shin|hair|back|body|chest|shoulder)\b)"
    # ...or by a name and his touch: "did rafa touch it on the way?", "did rafa get a flick on it?" (review 83)
    r"|[a-z][\w-]*(?= (?:touch|touched|get a (?:touch|flick|head|nick|toe)|flick|nick|head|glance|brush) (?:it|the ball|on it|to it)\b))"
    # not what a touch told did under the Law ("or did the cb's pass start it again?", "did that reset it?"): a rule
    # asked, no fact of the play
    r"(?![^.!?;]*\b(?:start it (?:again|afresh|over)|start again|reset|resets|restart it|wipe it|cancel it|play him on"
    r"|play her on|put him onside|put her onside|make him onside|make her onside)\b)"
    r" [^.!?;]*\?"
)
# ...and whether he had got back by the pass: "had he got back in line with our defenders by the time the pass was
# made?" asks where he was then, which the fan does not know (what he told of an earlier moment does not decide it).
_ASKED_PLACE = re.compile(
    r"(?:^|[.!?;,]) (?:(?:so|but|and|then|or) )?(?:had|hadnt) (?:he|she|our \w+|their \w+|the \w+) (?:got|gotten|come|"
    r"dropped|ran|run|tracked|moved|been|stepped|jogged|made it|managed to get) [^.!?;]*\?"
    # ... or his place at a team-mate's play, asked ("was nkem offside when bashir shot? honestly i was diving, no clue
    # where he was", plays29: ruled "Offside." from the question's own word); not the ruling asked ("was it offside?")
    r"|(?:^|[.!?;,]) (?:(?:so|but|and|then) )?(?:was|were) (?!(?:it|that|this|there)\b)(?:(?:our|their|the|my) )?"
    # (the place only: the play it names, "when it was passed", is still told)
    r"[a-z0-9][\w-]* (?:(?:still|already|really|actually) )?(?:offside|in an offside position|in offside position)"
    r"(?= (?:when|as|at the moment|the moment) [^.!?;]*\?)"
)

# ...or one offering two places: "was the 9 level with our bartek , our deepest , or a foot in front ?", "was she still
# level with their line when mali struck it , or had she already gone ?", "level with her , or a little nearer the goal
# line ?" (plays23). Not the ruling offered both ways ("was he offside or not?", "offside or onside?").
# (who, asked: "was the 9 | level ...", "is he still | past ...")
_WAS_HE = (
    r"(?:was|were|is) (?!(?:it|that|this|there)\b)(?:(?:our|their|the|my) )?(?:number |no )?[a-z0-9][\w-]*"
    r" (?:(?:still|already|just|really|actually) )*"
)
_ASKED_WHICH_PLACE = re.compile(
    # (opening its clause, or asked with its verb anywhere: "when the pass went was he level or a foot past ...?")
    rf"(?:(?:^|[.!?;,:]) (?:(?:so|but|and|then|or) )?(?:{_WAS_HE})?|\b{_WAS_HE})"
    # (... or a part of him: "was his head beyond the defenders , or only his outstretched arm ?", plays26)
    r"(?:(?:head|body|foot|feet|boot|boots|knee|shoulder|shoulders|toe|toes|chest) (?:(?:was|were|still|already|just) )*)?"
    r"(?:level|in line|square|even|past|beyond|ahead|in front|behind|nearer|closer|(?:a|half a) (?:yard|foot|step|metre|bit)"
    r" (?:ahead|in front|past|beyond|off|nearer|closer))\b[^.!?;]*?(?: ,)? or (?!(?:not|onside|offside|on side|no|is|was|did|does)\b)"
    r"[^.!?;]*\?"
)

# ...and a question offering two ways the ball came: "was the header a proper clearance or did it just hit him?". Where
# he was is not dropped with it: "was it offside or not?" asks for the ruling; nor is a question about the call ("was the
# ref right or was it offside?").
ASKED_ROUTE = re.compile(
    r"(?:^|[.!?;,:]|question is|i wonder|wondering) (?:(?:so|but|and|then|now) )?(?:was|were|did) (?!the (?:ref|referee|linesman|lino|call|decision|goal|flag)\b)"
    # (not the ruling offered against the call: "so was it offside or is the lino a clown?")
    r"(?!(?:it|that|this|he|she) (?:(?:really|actually|definitely|even) )?(?:offside|onside|a goal|legal|fair)\b)"
    r"(?:it|the|that|this|his|her|their|our|a|an) [^.!?;]* or "
    r"[^.!?;]*\?"
    # ...or told without a verb, two kinds of touch offered: "intentional play or a deflection?", "a clearance or did it
    # just hit him?", "a clearance meant, or an unplanned roll off his knee?" (any touch told as not meant)
    r"|(?:^|[.!?;,:]) (?:(?:so|but|and|then|now) )?(?:an? )?(?:[\w-]+ ){0,2}(?:play|clearance|pass|touch|save|header|block)"
    r"(?: (?:meant|intended|on purpose|deliberately))?(?: ,)? or (?:an? |just an? )?(?:[\w-]+ )?(?:deflection|ricochet"
    r"|accident|rebound|fluke|miskick|mishit|(?:unplanned|unintended|unintentional|accidental|unmeant|freak|lucky)"
    r" [\w-]+)\b[^.!?;]*\?"
)


# ...and a question whether he got in an opponent's way: "was he blocking their keeper's view?", "was he in our left
# back's way?". Only his interference is then unknown: "was he in an offside position?" asks for the ruling.
ASKED_INTERFERENCE = re.compile(
    # (asked in the present too, as a fan tells a play: "does he get close enough to bother him or is he still 5 yards off?")
    r"(?:^|[.!?;,:]) (?:(?:so|but|and|then|or) )?(?:was|wasnt|were|werent|did|didnt|does|doesnt|is|isnt) (?:he|she|our \w+|their \w+|the \w+"
    # ...or by his name: "did obafemi put the defender off?"
    r"|(?!(?:it|that|this|there|they|we|you|i|the|a|an|any|his|her|our|their)\b)[a-z][\w-]*)"
    r" (?:(?:not|even|actually|really|maybe|possibly|perhaps|just|also) )?(?:(?:get|go|step|run|jump|stand|standing|stood|stay|be)(?: close enough to| near enough to)? )?(?:block|obstruct|screen"
    # ...or a contest for the ball told with him: "did dibbo actually go up with the centre-back for it ?" (plays26)
    r"|up (?:with|against) (?:the|their|our|him|her)\b"
    # ...or a contest told by the body: "did nusrat jump into the centre-back or just stand still watching?" (plays25)
    r"|(?:jump|crash|bump|barge|clatter) into|contest|shoulder|barge|nudge|bump|push|impact"
    # ...or a challenge told as going for it with someone: "did the 11 go for the ball with the cb?"
    r"|(?:up )?for (?:the ball|it|the header) with|interfer|imped|distract|unsight|affect|bother|challeng|put|stop|prevent|slow|hold"
    # ...or a body's contact offered: "did jenna get alongside her and shoulder her or was she yards back?"
    r"|(?:get|got) (?:alongside|close to|near|tight to) (?:her|him) and (?:shoulder|barge|nudge|bump|push)"
    r"|in (?:front of|the way|(?:the |our "
    r"|their |his |her )?(?:[\w-]+ ){0,2}(?:way|path|road|line|eye ?line|view|sight)))[^.!?;]*\?"
)


# ...and the same offered both ways with no verb to ask it, in a second language: "I don't see: their 9 bump our keeper or
# block his way, or he just stand there not touching?"
ASKED_INTERFERENCE_OFFERED = re.compile(
    r"(?:^|[.!?;:]) (?:(?:so|but|and|then|or) )?(?:he|she|(?:our|their|the) \w+) (?:bump|block|barge|push|shove|imped|obstruct"
    # (the other way offered as what he did, not the ruling: "their 9 blocked our keeper's view, offside or not?")
    r"|challeng|screen|distract|nudge|shoulder|clatter)\w* [^.!?;]* or (?:he |she |they |did |was |just |only |maybe |perhaps"
    r" |not touch|stood|stand|stayed|stay)[^.!?;]*\?"
)


# ...and whether he was ahead of the ball, or over halfway, offered both ways: "but was he ahead of the ball or just
# behind it?", "had he crossed halfway or was he still in his own half?". Beyond the defenders does not tell it.
ASKED_BALL_OR_HALF = re.compile(
    r"(?:^|[.!?;,:]) (?:(?:so|but|and|then|or) )?(?:was|were|wasnt|had|hadnt) (?!(?:it|that|this|there)\b)"
    # (not the keeper's line to the ball, which asks his view: "was he in the keeper's line to the ball or a metre to
    # the side?", plays25)
    r"(?![^.!?;]*\b(?:line|view|sight|eye ?line|line of sight) (?:to|of) the ball\b)"
    r"(?:(?:our|their|the) )?[a-z][\w-]* [^.!?;]*\b(?:ball|half|halfway)\b[^.!?;]* or [^.!?;]*\?"
    # ... asked without its verb: "past our last defender when it was played but ahead of the ball or behind it?"
    # (not a sentence of its own after the place was told: "he was behind the ball. Ahead of the ball or behind it?
    # doesnt matter right", review 43)
    r"|\b(?:but|and) (?:ahead of|in front of|behind) (?:the ball|it) or [^.!?;]*\?"
    # ... or as the pass's direction: "was my pass square, or a bit forward with her ahead of me?" (plays25): a pass
    # square or back leaves him behind the ball, a forward one may not
    r"|(?:^|[.!?;,:]) (?:(?:so|but|and|then|or) )?(?:was|were) (?:my|his|her|the|our|their|[a-z][\w-]*s) (?:pass|ball|lay-?off"
    r"|cross|square ball|cut-?back) (?:(?:square|flat|sideways|level|back|backwards)(?: ,)? or [^.!?;]*\bforward"
    r"|forward(?: ,)? or [^.!?;]*\b(?:square|flat|sideways|level|back|backwards))\b[^.!?;]*\?"
)


# ...and the same told as a doubt: "not sure whether he was in front of the ball or behind it when it was played".
# (a place: "whether the ball came off our defender or ..." doubts a route)
DOUBTED_BALL_OR_HALF = re.compile(
    r"\b(?:whether|if) [^.!?;]*\b(?:(?:ahead of|in front of|behind|beyond|past|level with|in line with|goal-?side of)"
    r" the ball|(?:own|their|our|his|her|the other) half|halfway)\b[^.!?;]* or [^.!?;]*"
)


# A place in his own half told, then another offered over halfway ("right on the halfway line, maybe a bit over into
# their half, hard to say"): where he was is unknown.
OWN_HALF_OFFERED_OVER = re.compile(
    r"\b(?:maybe|perhaps|possibly|probably|or|might(?: have|ve) been|could(?: have|ve) been) (?:just |a bit |slightly |a "
    r"touch |a step |a yard |a foot )?(?:over|into|in|across)(?: into)? (?:their|the other|the opponents|theirs)\b"
)
# ... or offered before the line is named: "stood right on or just over the halfway line" (whichever place was read)
ON_OR_OVER_HALFWAY = re.compile(
    r"\bon or (?:just |a bit |slightly |a touch |a step |a yard |a foot )?(?:over|past|beyond|across) (?:the )?half ?way"
    r"(?: line)?\b"
)
# Which side of the armpit line the part of him beyond was, doubted: the arm does not count (Law 11.1), so where he was is
# unknown ("the only bit of him in front was up around the top of his arm ... can't say whether it was above or below the
# armpit line", voices95)
ARMPIT_DOUBTED = re.compile(r"\barmpit\b")
# ... or only roughly placed there, beyond the defenders: "somewhere round the halfway line, past all their defenders"
# (voices90); not when his own half is told as well ("... but in his own half for sure", review 43)
ROUGHLY_AT_HALFWAY = re.compile(
    r"\b(?:somewhere|roughly) (?:round|around|near|about|by|on) (?:the )?half ?way(?: line)?\b"
)

# ... or doubted: "on the halfway line ... I can't tell if any part of him was over into their half"; "3 m beyond their
# second-last defender, but our cameras can't resolve whether any part of him was over the halfway line" (voices65),
# "nobody can say if any part of him was over into their half" (voices88); "right at the halfway line, but nobody can say if
# any bit of him was over it" (voices100)
_DOUBTER = (
    r"\b(?:cant|can not|cannot|couldnt|could not|not sure|unsure|no idea|dont know|do not know|didnt see|did not see"
    r"|(?:nobody|no one|noone|no-one) can (?:say|tell))"
)
OVER_HALFWAY_DOUBTED = re.compile(
    _DOUBTER
    + r"\b[^.!?;]{0,30}\b(?:if|whether) (?:any (?:part|bit) of (?:him|her)|(?:he|she)|(?:his|her) [\w-]+) (?:was |were |had "
    r"(?:been|got|gone) )?(?:just |even |actually |already )?(?:(?:over|across|into|in)(?: into| in)? (?:their|our|the other|the "
    r"opponents) half|(?:over|across|past|beyond) (?:the )?half ?way(?: line)?)\b"
    # ... or asked: "Was any part of him over into our half? No idea from my angle." (voices93)
    # ... or, the halfway line told before, on it or over it ("standing at the halfway line ... I cannot say if his front
    # foot was on the line or just over it in their half", plays22)
    r"|\bhalf ?way\b[^?]{0,200}?"
    + _DOUBTER
    + r"\b[^.!?;]{0,20}\b(?:if|whether) [^.!?;]{0,30}\bon (?:the|that|it)(?: line)? or "
    r"(?:just |slightly |a bit |a touch )?(?:over|across|past|beyond)\b"
    r"|(?:^|[.!?;,:] )(?:but |so )?(?:was|were) any (?:part|bit) of (?:him|her) (?:over|across|in|into)(?: into| in)? (?:their|our"
    r"|the other|the opponents) half \?"
    # ... or a boot of his asked over, the line offered ("was one boot over the line into their half , or was she fully
    # on the line and behind it ?", plays26)
    r"|(?:^|[.!?;,:] )(?:but |so )?(?:was|were) (?:one|a|his|her) (?:boot|foot|toe|heel|leg) (?:over|across)(?: (?:the|that)"
    r"(?: halfway)? line)?(?: into| in)? (?:their|our|the other|the opponents) half\b[^.!?;]* or [^.!?;]*\?"
    r"|\bhalf ?way(?: line)?\b[^.!?]{0,80}?"
    + _DOUBTER
    + r"\b[^.!?;]{0,30}\b(?:if|whether) (?:any (?:part|bit) of (?:him|her)"
    r"|(?:he|she)) (?:was |were )?(?:just |even |actually )?(?:over|across) (?:it|the line)\b"
)


def place_taken_back(
    placed: list[Hit],
    guessed: list[Hit],
    hedged: list[tuple[int, int]],
    guesses: list[tuple[int, int]],
    position: str | None,
) -> bool:
    """Whether a place told plainly is followed by another the fan hedges as he offers it (`guessed`, with their
    moments), on the other side of the Law ("he was offside when the pass was played ... actually, not sure, he might
    have been level"): he takes it back, so where he was is unknown. A guess on the same side ("a yard off, maybe two")
    takes nothing back, nor a place of a later moment, nor one inside a doubt of something else ("level ... might have
    been our 10, might have been their 6, and our 9, by then two yards clear")."""
    told = [h for h in placed if not h.weak and not inside_any(h.start, guesses)]
    return bool(told) and any(
        h.start > told[0].start
        and not h.weak
        and h.moment != "other"
        and inside_any(h.start, hedged)
        and (h.value == "offside") != (position == "offside")
        for h in guessed
    )


# ...and whether a touch described was a deliberate play ("is a centre-half's reflex leg at a whipped low ball, spinning
# to a forward in an offside position, a deliberate play?"): the kind of touch is what is asked, not told
_ASKED_KIND = re.compile(
    r"(?:^|[.!?;,]) (?:(?:so|but|and|then|or) )?(?:is|was|isnt|wasnt) (?:a |an |the |that |this |his |their |our )"
    r"[^.!?;]*? (?:a |an )deliberate (?:play|touch) \?"
)


def asked_facts(text: str) -> list[tuple[int, int]]:
    """The spans of questions about a fact of the play, which is then not told: dropped like a guess, and asked when
    it decides. Not "is it offside?": a question for the ruling tells no fact to drop."""
    return [
        m.span()
        for pattern in (_ASKED_FACT, _ASKED_PLACE, _ASKED_WHICH_PLACE, ASKED_BALL_OR_HALF, _ASKED_KIND)
        for m in pattern.finditer(text)
        # (two places offered that rule alike tell the place: "level ... , or a yard behind him?", review 75; his
        # place to the ball is ASKED_BALL_OR_HALF's, which leaves a question after it was told alone, review 43)
        if (
            pattern is not _ASKED_WHICH_PLACE
            or (_OFFERED_OFF.search(m.group()) and _OFFERED_ON.search(m.group()) and " ball" not in m.group())
        )
        and not answered(text, m.end())
    ]


# The fan's own Yes to the question he just put: "was our 9 past their last defender? yes, by a yard" (hunt 84: dropped
# as unknown, and asked). Not a No ("did their 11 touch it? no, ..."): what it asks did not happen, so the question's
# words are no fact, and what he tells after the No is read as told.
_ANSWERED = re.compile(r" ?(?:yes|yeah|yep|yup|aye)\b(?= [,.;!]| (?:it|he|she|by)\b)")


def answered(text: str, end: int) -> bool:
    """Whether the question ending at `end` is answered by the fan at once, in the words that follow it."""
    return _ANSWERED.match(text, end) is not None


# The two sides of a place offered: an offside one ("a foot in front", "had he gone") and an onside one ("level",
# "behind")
_OFFERED_OFF = re.compile(r"\b(?:past|beyond|ahead|in front|nearer|closer|gone|off)\b")
# (... or told as coming back: "was morven still past their defenders or already came out?", plays24)
_OFFERED_ON = re.compile(
    r"\b(?:level|in line|square|even|behind|onside|came out|come out|stepped out|got back|dropped back|come back|came back"
    # (... or only an arm beyond, which is not judged: "or only his outstretched arm ?", Law 11.1)
    r"|only (?:his|her) (?:(?:outstretched|left|right|stretched) )?(?:arm|arms|hand|hands|elbow|fingers?))\b"
)


# Whether the ball was going into the goal, the fan's doubt: "no idea if that shot was even going in".
GOING_IN = re.compile(
    r" (?:shot|effort|header|strike|ball|it|cross|chip|lob|volley) (?:was |were )?(?:even |actually |really |ever )?(?:going in|on target"
    r"|goal-?bound|heading in|(?:going|heading) (?:into|towards)(?: or (?:very )?(?:near|close to))? the (?:net|goal|top corner|corner)"
    r"|(?:would|wouldve|would have)"
    r" (?:gone|go) in)\b"
)


# A claim of someone's just before what it claims: "their keeper says | del was | blocking his view".
_CLAIMING = (
    "says|said|claims|claimed|reckons|reckoned|insists|insisted|swears|swore|argues|argued|moans|moaned|complains"
    "|complained"
)
_CLAIM_OF = re.compile(
    rf" (?!(?:i|we)\b)[\w-]+ (?:{_CLAIMING})(?: that)?(?: [\w-]+){{0,2}} (?:was|is|were|had been) $"
)
# ... which cannot be said without one of those verbs between spaces: looked for before the interferences are (a
# search of the whole involvement pattern, ~0.05 ms over 500 characters, that most questions need not make)
_CLAIMING_SAID = tuple(f" {verb} " for verb in _CLAIMING.split("|"))


def claimed_interference(text: str, words: Words) -> list[tuple[int, int]]:
    """The interferences with an opponent told only as someone's claim ("their keeper says Del was blocking his view"),
    from the claim to the end of the interference."""
    spans: list[tuple[int, int]] = []
    if not any(said in text for said in _CLAIMING_SAID):
        return spans
    regex = words.regexes["involvement"]
    at = 0
    while m := regex.search(text, at):
        at = m.end()
        value = words.rules[int((m.lastgroup or "t0").partition("_")[0][1:])][1]
        claim = _CLAIM_OF.search(text, max(0, m.start() - 50), m.start() + 1)
        if value == "interferes-with-opponent" and claim is not None:
            spans.append((claim.start(), m.end()))
    return spans


def only_unmeant_guessed(text: str, hits: list[Hit], guesses: list[tuple[int, int]]) -> str | None:
    """The way the ball came told inside a guess when every one so told never resets offside (a deflection, a rebound, a
    save, an official): whether it happened or not, the ball came on from the team-mate's play. None otherwise."""
    kinds = [h.value for h in hits if inside_any(h.start, guesses)]
    unmeant = ("deflection", "rebound", "save", "match-official")
    if not kinds or not all(k in unmeant for k in kinds):
        return None
    # ...and only one way guessed, not two offered ("whether blue 6 had control of the ball or it was a deflection"), and
    # guessed as what may have happened ("may have grazed him"), not as the likelier kind of a touch that did ("it
    # probably deflected off their defender": or he meant it, which is asked).
    spans = [(start, end) for start, end in guesses if any(start <= h.start < end for h in hits)]
    offered = any(_OR_ELSE.search(text, start, end) for start, end in spans)
    possible = all(_POSSIBLY.search(text, max(0, start - 8), end) for start, end in spans)
    return kinds[-1] if possible and not offered else None


_OR_ELSE = re.compile(r" or (?!(?:not|maybe not|perhaps not)\b)")
_POSSIBLY = re.compile(r" (?:(?:may|might|could)(?: have|ve)|maybe) ")


# An opponent's eyes or way, named after him: "whether he blocked our goalkeepers | view", "in the keepers | line of sight".
HIS_VIEW = re.compile(r"s? (?:view|sight|line of sight|line of vision|eye ?line|eyes|vision|way|path)\b")


def only_placing(text: str, route: re.Match[str], placed: list[Hit], words: Words) -> bool:
    """Whether a player named in a doubted sentence is named only as where the attacker stood or whose view he may
    have blocked ("whether he was in front of the keeper or off to the side", "wide of their goalkeeper", "whether he
    blocked our goalkeeper's view"), or only as to his own place ("if the keeper was on his line or out"), or is the
    attacker placed ("their striker | was offside"): no touch of the ball
    guessed, so how the ball came is not asked for him."""
    if route.group() == "their":  # "wide of | their keeper", "their striker | was offside"
        return told_just_before(words, "opp_object", text, route.start()) or any(
            h.start > route.end() and _SUBJECT_OF.fullmatch(text, route.end(), h.start) for h in placed
        )
    if not words.context["opp"].fullmatch(route.group()):
        return False
    return (
        told_just_before(words, "opp_object", text, route.start())
        or HIS_VIEW.match(text, route.end()) is not None
        or _ITS_OWN_PLACE.match(text, route.end()) is not None
    )


_SUBJECT_OF = re.compile(r"(?: [\w-]+){1,2} ")
# An opponent doubted only as to where he himself stood: "no clue if the keeper was on his line or out" (review 43)
_ITS_OWN_PLACE = re.compile(
    r" (?:was|is|were|had been|stood|stayed) (?:still )?(?:on (?:his|her|the) (?:goal ?)?line|off (?:his|her) line"
    r"|out(?: of (?:his|her) (?:goal|box|area))?|up(?:field| the pitch)?|in (?:his|her) goal|in goal|back)\b"
)


def doubts_his_touch(text: str, guesses: list[tuple[int, int]], words: Words) -> bool:
    """Whether a guess tells the ball touching him ("i cant tell if it touched his foot on the way in"), no opponent named
    in it: a touch of his is his playing the ball (Law 11.2), so a stillness told elsewhere does not decide."""
    return any(
        words.context["touched_him"].search(text, start, end)
        and not words.context["opp"].search(text, start, end)
        for start, end in guesses
    )


def either_side_touched(text: str, offside: list[Hit], words: Words) -> bool:
    """Whether a touch is told as either a team-mate's or an opponent's, and he is told beyond them after it."""
    either = words.context["either_side"].search(text)
    return either is not None and any(h.start > either.start() for h in offside)


def keeper_doubted(hits: list[Hit], text: str, guesses: list[tuple[int, int]], words: Words) -> bool:
    """Whether he is told level with the LAST defender while the fan doubts where the goalkeeper was ("level with their
    last defender, but whether their keeper had got back or was still upfield I couldnt tell"): with the keeper away
    from his goal the last defender is the second-last opponent no more, so where he was is unknown."""
    last = words.context["last_only"]
    return any(h.value == "level" and last.search(text, h.start, h.end + 40) for h in hits) and any(
        words.context["keeper"].search(text, start, end) for start, end in guesses
    )


def touch_doubted(text: str, hits: list[Hit], guesses: list[tuple[int, int]], words: Words) -> bool:
    """Whether a touch told after the restart is only guessed at (a doubt's words, dropped as guesses)."""
    restart = next((h.start for h in hits if h.value in RESTARTS), None)
    touched = words.context["touched_on"]
    return restart is not None and any(
        touched.search(text, max(start, restart), end) for start, end in guesses if end > restart
    )


# A doubt's offer of places: an onside one as the other side ("level with the ball or a bit behind it"), an offside one
# ("... or a yard beyond him", "... or ahead of it")
_ONSIDE_OFFERED = re.compile(
    r"\bor (?:(?:a|just a) (?:bit|touch|yard|fraction|little) |just |slightly |maybe )?(?:behind|level|in line|square"
    r"|onside|in (?:his|her|our|their) own half)\b"
)
_OFFSIDE_OFFERED = re.compile(r"\b(?:ahead|in front|beyond|past|offside|nearer|closer|further forward|off)\b")


def onside_whichever(text: str, guesses: list[tuple[int, int]]) -> bool:
    """Whether the fan's doubts offer only onside places ("whether he was level with the ball or a bit behind it, nobody
    can agree"): whichever it was, he was not in an offside position, so nothing is asked."""
    return any(_ONSIDE_OFFERED.search(text, *span) for span in guesses) and not any(
        _OFFSIDE_OFFERED.search(text, *span) for span in guesses
    )


# Ahead of the ball, inside a doubt ("whether he was level with the ball or a shade ahead of it", "the one thing i
# couldnt see was whether 9 was ahead of the ball", "whether he was goal-side of the ball"): beyond the defenders is an
# offside position only ahead of the ball, and behind it (read from a cut-back) none, so the place is unknown (Law 11.1)
AHEAD_OF_THE_BALL = re.compile(
    r"\b(?:ahead of|in front of|beyond|past|nearer (?:the )?goal than|goal ?-?side of) (?:it|the ball)\b"
)


# Just before a route word in a doubt, a touch never made: "whether the keeper should have saved it", "whether the goal
# should have stood for an earlier foul"
_UNMADE = re.compile(
    r"(?:(?:should|shouldve|could|couldve|would|wouldve|ought to)(?: have)?|for an?(?: earlier)?) $"
)


def of_an_unmade_touch(text: str, start: int, end: int, words: Words) -> bool:
    """Whether a doubted span is of a touch never made: who it names took no part in how the ball came."""
    return any(
        _UNMADE.search(text, max(0, m.start() - 24), m.start()) is not None
        for m in words.context["other_route"].finditer(text, start, end)
    )
