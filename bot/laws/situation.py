"""A fan's description of an offside incident, read into the facts Law 11 needs (offside.py), or the one
question whose answer decides it: "he was a yard off, it came off the defender and he scored".

The language and the questions live in situation_words.toml; this module holds only how clashes between
phrases are settled and what decides the ruling. Pure: no I/O once the word lists are loaded.

Whose words and which moment: a phrase counts only as the fan's account of the attacker.
- A position told at another moment than a team-mate's play ("offside when the keeper parried it", "level
  when he started his throw") is dropped; one told at the decisive moment ("when it left his hand", "by
  the time of the flick") beats the rest. A position inside a question ("is that onside because he was on
  halfway?") counts only when nothing else is said; a claim ("their lot say he was offside") never does.
- An opponent named only as where the attacker was ("a yard beyond their last defender controlled it") or
  one of ours ("our centre half flicked it on") does not touch the ball, unless the fan supports the
  defending side ("their striker ... our centre back").
"""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise

from bot.laws.offside import RESETS, RESTARTS_WITHOUT_OFFSIDE
from bot.laws.situation_chain import at_the_last_pass
from bot.laws.situation_doubts import (
    AHEAD_OF_THE_BALL,
    ARMPIT_DOUBTED,
    ASKED_BALL_OR_HALF,
    ASKED_INTERFERENCE,
    ASKED_INTERFERENCE_OFFERED,
    ASKED_ROUTE,
    DOUBTED_BALL_OR_HALF,
    GOING_IN,
    HIS_VIEW,
    ON_OR_OVER_HALFWAY,
    OVER_HALFWAY_DOUBTED,
    OWN_HALF_OFFERED_OVER,
    ROUGHLY_AT_HALFWAY,
    answered,
    asked_facts,
    claimed_interference,
    doubted_spans,
    doubts_his_touch,
    either_side_touched,
    hedged_spans,
    keeper_doubted,
    of_an_unmade_touch,
    only_placing,
    only_unmeant_guessed,
    onside_whichever,
    place_taken_back,
    touch_doubted,
)
from bot.laws.situation_facts import (
    ALLOWED,
    NEGATED,
    OPPONENT,
    OPPONENT_TOUCHES,
    RESTARTS,
    TOUCHES,
    UNKNOWN,
    Facts,
    Reading,
    decide,
)
from bot.laws.situation_involvement import STILL, after_a_dummy, only_untouched
from bot.laws.situation_landmarks import place_by_markings
from bot.laws.situation_restarts import (
    AT_A_MOMENT,
    exempt_either_way,
    judged_after_restart,
    touched_from_restart,
)
from bot.laws.situation_routes import (
    BY_HIM,
    other_route,
    own_rebound,
    played_on,
    without_others,
    without_returns,
)
from bot.laws.situation_sides import (
    OURS_FIRST,
    THEIRS,
    fan_attacks,
    fan_defends,
    not_an_opponent,
    ours_just_before,
    ours_named_before,
    part_of_an_opponent,
    played_by_a_side,
    theirs_named_before,
    told_by_attackers,
)
from bot.laws.situation_story import asks_about_the_law, tells_a_particular_play
from bot.laws.situation_text import (
    MOMENTS,
    SENTENCE_BREAK,
    TIED_AFTER,
    Words,
    blanked,
    inside_any,
    told_just_before,
    unblanked,
    word_lists,
)
from bot.laws.situation_who import (
    OFF_THE_FIELD,
    OWN_CLAUSE_END,
    Hit,
    agent_of,
    doubted_one_played,
    finisher_told,
    named_just_before,
    of_another_than_the_doubted,
    of_the_scorer,
    onside_of_another,
    placed_of_another,
    placed_player,
    placed_subject,
    played_by_another,
    played_by_the_placed,
    player_names,
    the_offside_other_judged,
)

_UNTIED_BEFORE = re.compile(r" (?:[,.;:!?]|and|but|who|which|then|so|however|whereas|because) ")
_SENTENCE_END = re.compile(r" [.!?](?: [.!?])*")
# From a moment's clause, over its comma, to the subject of the clause that places him: "when he started his throwing
# motion | , our striker | was level".
_LEADS_INTO = re.compile(
    r"(?: (?!(?:and|but|who|which|then|so|because|however|when|as|while|after|before)\b)[\w-]+){0,8} , "
    r"(?:(?:our|their|my|the|his|her) )?(?:[\w-]+ ){0,2}"
)


_CLAUSE_BREAK = re.compile(
    r" (?:[,.;:!?]|and|but|then|so|when|as|after|before|while|who|which|because|until) "
)


# A goalkeeper named with his side ("our keeper", "their goalie", "my keeper"), and one named without it ("the keeper").
_KEEPER_NAMED = re.compile(r" (?:(our|my|their) (?:own )?|(the) )(goalkeepers?|keepers?|goalies?|gk)(?= )")


# ...told as the subject of a clause ("and the keeper could only watch", "when the keeper kicked it"), not as the one the
# attacker beat ("rounded the keeper", "lobbed the keeper": the other side's).
_CLAUSE_OPENS = re.compile(
    r"(?:^|[,.;:!?]|\b(?:and|but|then|so|when|as|once|while|after|before|until|because|moment|time)) $"
)


# ... of any player, not one of this play ("says a keeper's clearance ...", not "says their defender played it
# deliberately so it can never be offside", review 64: that touch is claimed, and asked)
_OF_ANY = re.compile(r"\b(?:a|an|any)(?: [\w-]+){0,2} ?$")
# ... a rule said after it: "a keeper's clearance | can never be offside", "... always resets it"
_A_RULE_CLAIMED = re.compile(
    r"[^.;!?]{0,20}?\b(?:can never|can not|cannot|cant|never|always|is never|is always)\b"
)
_BARE_KEEPER = re.compile(
    r" (when|as|once|then|and|after|before|until) (goalkeepers?|keepers?|goalies?)(?= )"
)
_TO_HIS_OWN = re.compile(
    r" the (goalkeeper|keeper|goalie)((?: [\w-]+){1,6} (?:to|for)) (?:his|her) own(?= (?!(?:centre|center|full|right|left)"
    r"[- ]?backs?\b|defenders?\b|cbs?\b|centre[- ]?halfs?\b|sweepers?\b)[\w-]+)"
)


_IN_MY_WAY = re.compile(r"\bin my (?:way|path)\b")
# The ball won off a player, told with him as its object: "won the ball off him", "nicked it off their 6".
_WON_OFF = re.compile(
    r"^ ?(?:won|wins|nicked|nicks|stole|steals|pinched|pinches|took|takes|robbed|robs|nabbed|nabs)\b.* (?:off|from) "
)


def _keeper_named_bare(text: str) -> str:
    """ "when keeper kicked" -> "when the keeper kicked": a keeper named bare after a clause's opening word is "the keeper",
    owned as one (hunt 61: "our keeper threw it out... wait he kicked it, our 9 was past their last defender when keeper
    kicked")."""
    return _BARE_KEEPER.sub(r" \1 the \2", text)


def _own_keeper_told(text: str) -> str:
    """ "the keeper rolled it out to his own winger" -> "our keeper rolled it out to our winger", in a play that names
    neither side: his own is his side's, so that the roll-out is a team-mate's play, not an opponent's deliberate one
    (hunt 61). Not when a side is named ("to his own centre-back, who lost it to our 9": the keeper is theirs, review 64),
    nor his own defender."""
    if _A_SIDE_NAMED.search(text):
        return text
    own = _TO_HIS_OWN.search(text)
    if own is None:
        return text
    return f"{text[: own.start()]} our {own.group(1)}{own.group(2)} our{text[own.end() :]}"


_A_SIDE_NAMED = re.compile(r" (?:our|their|my|us|we|they|them)(?= )")


def _keepers_owned(text: str) -> str:
    """The text with "the keeper" told after one side's keeper was named given that side: "our keeper palmed it
    out, and the keeper could only watch" -> "... and our keeper could only watch". A fan who names his own keeper
    (or theirs) goes on to call him "the keeper"; while only one side's keeper has been named, that is the one.
    Once both have been named, "the keeper" stays unowned; so does a keeper the attacker beat ("and lobbed the keeper"),
    and every "the keeper" after him. A keeper named bare and one who plays "to his own" winger are read first."""
    text = _own_keeper_told(_keeper_named_bare(text))
    sides: set[str] = set()
    out, at = [], 0
    for m in _KEEPER_NAMED.finditer(text):
        if m.group(1):
            sides.add("our" if m.group(1) in ("our", "my") else "their")
        elif len(sides) == 1 and _CLAUSE_OPENS.search(text, max(0, m.start() - 12), m.start() + 1):
            out.append(f"{text[at : m.start(2)]}{next(iter(sides))}")
            at = m.end(2)
        else:
            sides.add("the")  # a keeper beaten, maybe the other side's: "the keeper" is his from here on
    return "".join(out) + text[at:]


def _carried(text: str, words: Words) -> str:
    """The text with an opponent's name repeated before each verb he goes on to: "their keeper collected it and
    rolled it out to him" -> "... and their keeper rolled it out to him". Fans leave out a subject they just
    named; the phrases that tell a touch start at its subject. Only clauses joined straight on ("and", "but",
    "then", a comma) take it: any clause with words of its own before its verb ("and it fell to him", "when
    our 9 shot") ends the run."""
    inserts: list[tuple[int, str]] = []
    for m in words.context["clause_subject"].finditer(text):
        subject = m.group(1)
        end = m2.start() if (m2 := SENTENCE_BREAK.search(text, m.end())) else len(text)
        at = m.end()
        while (brk := _CLAUSE_BREAK.search(text, at, end)) is not None:
            joined = words.context["subjectless"].match(text, brk.start(), end)
            if joined is None:
                break
            inserts.append((joined.end(), subject))
            at = joined.end()
    for at, subject in sorted(set(inserts), reverse=True):
        text = f"{text[:at]}{subject} {text[at:]}"
    return text


_THEIR_MOMENT = re.compile(r" (?:when|as|once|by the time|the moment|at the moment) their ")
# A comparison of two players' places, read from its subject's side.
_NEARER = re.compile(r"(?:nearer|closer) ")
_REENTERS = re.compile(r" (?:back on|re-?enter)")  # a position told by his coming back onto the field
_FURTHER = re.compile(r"(?:[\w-]+ ){0,3}(?:further|farther) ")  # "(a yard) further from goal than..."
# The goalkeeper as the subject of the clause a place is told in ("our keeper's still near halfway, further from goal
# than both"): the keeper's place, whichever side's fan tells it; no attacker is called the keeper
_KEEPER_CLAUSE = re.compile(
    r"\bgoalkeepers?(?: (?:is|was|were|stood|stands|stayed|stays))?(?: (?!(?:and|but|when|as|then|he|she|while)\b)[\w-]+| ,){0,7} $"
)


def _hits(text: str, words: Words) -> dict[str, list[Hit]]:
    found: dict[str, list[Hit]] = {fact: [] for fact in ALLOWED}
    ours: list[bool] = []  # whether "our" is the attacking side, looked up at the first "our <opponent>"
    for regex in words.regexes.values():
        at = 0
        while m := regex.search(text, at):
            at = m.end()
            fact, value, weak = words.rules[int((m.lastgroup or "t0").partition("_")[0][1:])]
            start = m.start() + 1  # after the space that stands for \b
            if (
                value == "interferes-with-opponent"
                and _IN_MY_WAY.search(m.group())
                and not fan_defends(text, words)
            ):
                continue  # "standing in my way" told by the attacker's team-mate: no opponent's way (review 80)
            if (
                value in OPPONENT_TOUCHES
                # (not the ball won off one: "their winger nicked it off him", whose subject is the attacker himself)
                and not _WON_OFF.search(m.group())
                and not_an_opponent(words, text, start, ours, m.group())
            ):
                if (
                    value == "deliberate-play"
                    or played_by_a_side(m.group())
                    or words.context["hit_one_who_attacks"].search(m.group())
                ):
                    # "our own player deliberately played it to the striker": a team-mate's play (review 9 had the
                    # opponent's, "Yes, onside"); so is "flicked on by their centre-half" told by a defending fan
                    found["received_from"].append(
                        Hit("team-mate", start, m.end(), value == "deliberate-play")
                    )
                at = start  # what it hid may be read: "our centre half | flicked it on"
                continue
            if value in OPPONENT_TOUCHES and words.context["missed_it"].match(text, m.end()):
                continue  # "went to clear, completely fresh-aired it": he never touched it
            if value in OPPONENT_TOUCHES and told_just_before(words, "untouched", text, start):
                continue  # "the centre back couldnt clear it": no touch at all
            if value in OPPONENT_TOUCHES and told_by_attackers(text, start, words, ours):
                continue  # "we cleared it, our 6 picked it up...": the attacking side's own play
            if _unsaid(words, text, fact, value, start):
                continue
            # (further back than the other checks: a claim names who argues it, "their manager insists that ...")
            if value == "save" and words.context["off_target"].search(
                text, start, min(len(text), m.end() + 60)
            ):
                # "our keeper parried a shot that wasnt on target": a save stops a ball going into or very near the goal
                # (Law 11); one going wide was played deliberately or deflected, which the fan does not say
                value = OPPONENT
            if value in RESETS and told_just_before(words, "claim_before", text, start, reach=100):
                # "my mate reckons their defender played it deliberately": that he touched it is told, how is only
                # argued; "their manager argues the keeper's parry was a deliberate play": his case, not the play
                value = OPPONENT
            if (
                fact == "position"
                and text.startswith(("is ", "are "), start)
                and words.context["outcome_now"].match(text, m.end())
            ):
                continue  # "a defender's knee diverts it to him, he's onside now?": the outcome the rule is asked of
            if (
                fact == "position"
                and text.startswith("is ", start)
                and (start <= 1 or text[start - 2] in ".?!;:")
            ):
                continue  # "is offside valid in scrabble?", a sentence opened by it: the word or the Law asked, no one placed
            if fact == "position" and _TO_ANYONE.match(text, m.end()):
                continue  # "you cant be offside if the ball is played backwards to you": a rule of anyone
            mine = OURS_FIRST.match(text, m.start()) if value == "team-mate" else None
            if mine is not None and (mine.group(1) == "their") == fan_attacks(text, words, ours):
                # "their 9 was off, our keeper rolled it out to him": the defending side's keeper; "their keeper
                # punted it to our 9": the opponents' keeper, whose kick from hands is his own play.
                if mine.group(1) != "their" or not words.context["keeper_first"].match(text, m.start()):
                    continue
                value = "deliberate-play"
                if words.context["missed_it"].match(text, m.end()):
                    continue  # "our centre half tried to head it clear and missed it completely": he never touched it
            if (
                value in ("deliberate-play", OPPONENT)
                and told_just_before(words, "ours_subject", text, start)
                and _told_attacking(text, words, found["position"])
            ):
                continue  # "our centre-back cleared it long" told by a fan of the attacking side: a team-mate's play
            if (
                (value in RESTARTS and told_just_before(words, "by_them", text, start))
                or (fact == "involvement" and told_just_before(words, "them_subject", text, start))
            ) and fan_attacks(text, words, ours):
                continue  # "...then they scored from a corner": the other side's later attack, not his play
            if (
                value == "plays-ball"
                and told_just_before(words, "someone_else_subject", text, start, reach=40)
                and not _the_mate_told_of(text, start)
            ):
                continue  # "he was offside but someone else scored": not his touch, so his part is untold
            if value == "plays-ball" and text.endswith(_WE, max(0, start - 12), start):
                continue  # "we scored": the team scored, not that the attacker placed played the ball
            if value == "own-half" and _OUR_HALF_NEXT.match(text, m.start()):
                if not ours:
                    ours.append(not fan_defends(text, words))
                if not ours[0]:
                    continue  # the fan defends: "our half" is the attacker's opponents' half
            if (
                fact == "position"
                and (
                    _REENTERS.search(text, start, m.end()) is not None
                    or (value == "offside" and OFF_THE_FIELD.search(text, start, m.end()) is not None)
                )
                and told_just_before(words, "opp_subject", text, start)
            ):
                continue  # "their centre back came back on from behind the goal": not the attacker re-entering (or off)
            if (
                fact == "position"
                and (value in ("own-half", "behind-ball") or _FURTHER.match(text, start, start + 40))
                and not text.startswith(
                    ("himself ", "herself "), start
                )  # "dribbled past two defenders himself and shot"
                and (
                    told_just_before(words, "opp_subject", text, start)
                    or (
                        value == "own-half"
                        and (
                            told_just_before(words, "opp_placed", text, start)
                            or told_just_before(words, "ball_placed", text, start)
                        )
                    )
                    or (
                        value in ("behind-ball", "own-half")
                        and told_just_before(words, "others_placed", text, start, reach=120)
                    )
                )
            ):
                # "their last defender was further from goal than him", "their keeper was still in our half", "their
                # last outfield player was a few metres inside our half": the opponent's place. Not "their defender was
                # level with him", which places the attacker too.
                continue
            if (
                fact == "position"
                and value == "onside"
                and _FURTHER.match(text, start, start + 40)
                and _KEEPER_CLAUSE.search(text, max(0, start - 80), start)
            ):
                continue  # "our keeper is still near halfway , further from goal than both": the keeper's place
            # (not one compared with the ball and the second-last opponent: "our centre-half was closer to their goal
            # than the ball and their second-last man" places the attacker, whoever the fan calls him)
            if value == "offside" and _NEARER.match(text, start) and " ball and " not in m.group():
                # "the defender was nearer the goal line than our striker": the attacker is behind him. The keeper nearer
                # than him places him against no one who decides.
                if told_just_before(words, "keeper_compared", text, start):
                    continue
                if told_just_before(words, "opp_compared", text, start) and not words.context[
                    "than_the_defence"
                ].match(text, m.end()):
                    value = "onside"
            if value == "plays-ball" and words.context["not_done"].search(text, max(0, start - 24), start):
                continue  # "he didnt score, his teammate did": no play of the ball told (nor its absence)
            if value == "plays-ball" and told_just_before(words, "negated_before_or", text, start, reach=30):
                continue  # "9 never moved or touched it": the second of two things he never did
            if value == "interferes-with-opponent" and told_just_before(words, "negated", text, start):
                continue  # "not in his line of sight": no interference told (nor its absence, if he touched it)
            if value == "interferes-with-opponent" and words.context["view_denied_after"].match(
                text, m.end()
            ):
                continue  # "stood 2 yards in front of their keeper but not in his line of sight": no interference told
            if (
                fact == "position"
                and told_just_before(words, "negated", text, start)
                and not (
                    value == "offside"
                    and _NEARER.match(text, start)
                    and told_just_before(words, "none_of_them", text, start, reach=40)
                    # (not one told as the exception: "no defender nearer the goal than our 9 apart from their
                    # centre-back", review 75)
                    and words.context["but_one_after"].match(text, m.end()) is None
                )
            ):
                # A negated position is its opposite where there is one: "wasnt past the last defender" is
                # onside, "never onside" offside; "not level" tells nothing.
                negated = NEGATED.get(value)
                if negated is None:
                    continue
                value = negated
            weak = weak or (value == "team-mate" and told_just_before(words, "at_the_pass", text, start))
            found[fact].append(Hit(value, start, m.end(), weak))
    return found


# The fan's mate as the one whose play is told from the first words ("my mate was a yard past their last defender ...
# my mate tapped in the rebound"): the mate is the attacker, not another player beside him.
_MATE_FIRST = re.compile(r"\s*my (?:team-?)?mate\b")
_MATE_JUST_BEFORE = re.compile(r"\bmy (?:team-?)?mate\s+(?:(?:then|just|eventually|later)\s+)?$")


# "his team-mate put the rebound in. That team-mate had been standing beyond every defender ..." (voices99): the finisher
# is the one placed afterwards
_TEAMMATE_JUST_BEFORE = re.compile(
    r"\b(?:his|her|a|the) team-?mate\s+(?:(?:then|just|eventually|later)\s+)?$"
)
_TEAMMATE_PLACED = re.compile(
    r"\b(?:that|the|this) team-?mate (?:had been|was|had stood|stood|was standing|had been standing)\b"
)


def _the_mate_told_of(text: str, start: int) -> bool:
    """Whether the play at `start` is done by "my mate", who opens the story as its subject: the attacker himself; or
    by a team-mate who is then the one placed ("... that team-mate had been standing beyond ...")."""
    before = max(0, start - 40)
    return (
        _MATE_FIRST.match(text) is not None and _MATE_JUST_BEFORE.search(text, before, start) is not None
    ) or (
        _TEAMMATE_JUST_BEFORE.search(text, before, start) is not None
        and _TEAMMATE_PLACED.search(text, start) is not None
    )


def _restart_off_the_woodwork(routes: list[Hit], text: str) -> str | None:
    """The restart a ball came from straight off the post or bar, no player touching it between ("corner swung in, hit
    the near post and came straight out to our 9"): received directly from it (Law 11.3: the woodwork is no touch),
    or None. Only its own delivery between (a weak "swung in"), never a header or a shot of anyone's."""
    woodwork = next((i for i, h in enumerate(routes) if h.value == "rebound"), None)
    if woodwork is None:
        return None
    before = routes[:woodwork]
    restart = next((h for h in reversed(before) if h.value in RESTARTS_WITHOUT_OFFSIDE), None)
    if restart is None or any(not h.weak for h in before[before.index(restart) + 1 :]):
        return None
    if _PLAYED_ON.search(text, restart.end, routes[woodwork].start):  # "our 5 headed it onto the bar"
        return None
    return restart.value


# A player's play of the ball told between a restart and the woodwork
_PLAYED_ON = re.compile(
    r"\b(?:headed|heads|header|nodded|shot|shoots|volleyed|struck|kicked|flicked|glanced|touched|smashed|fired|curled"
    r"|poked|hit it|got a touch|got his head|got her head|deflected)\b"
)


def _interfered_first(text: str, hits: dict[str, list[Hit]], words: Words) -> bool:
    """Whether the attacker's interference with an opponent is told after a team-mate's play (if one is told) and before
    an opponent's play (deliberate, or of a kind untold): the order of a fan's story is the order of the play."""
    interfered = [
        h.start for h in hits["involvement"] if h.value == "interferes-with-opponent" and not h.weak
    ]
    # (an opponent's touch of either kind: "... goes up for it shoulder to shoulder with our centre-half, and our
    # centre-half heads it behind" needs no deliberate play told, his offence came first either way)
    played = [
        h.start for h in hits["received_from"] if h.value in ("deliberate-play", OPPONENT) and not h.weak
    ]
    passed = [h.start for h in hits["received_from"] if h.value == "team-mate"]
    # (the team-mate's pass may go untold: "their winger was offside. the ball dropped to our full back and their winger
    # went shoulder to shoulder with him for it, our full back hoofed it clear" places him at a pass before the story)
    if not (interfered and played) or not min(interfered) < min(played):
        return False
    if passed and not min(passed) < min(interfered):
        return False
    # ... unless the words between turn the order round: "he challenged our keeper for it after our cb had headed it"
    return words.context["told_backwards"].search(text, min(interfered), min(played)) is None


def _unsaid(words: Words, text: str, fact: str, value: str, start: int) -> bool:
    if (
        fact == "position"
        and told_just_before(words, "unsaid", text, start)
        and not told_just_before(words, "at_someones_play", text, start, reach=30)
    ):
        return True  # "not level", "what is offside", "it was offside": not where he was
    if fact != "received_from" and told_just_before(words, "claimed", text, start):
        return True  # "their lot say he was offside": a claim, not what happened
    if (
        fact == "position"
        and text.startswith(("is ", "are "), start)
        and (
            told_just_before(words, "outcome_complained", text, start)
            or told_just_before(words, "outcome_concluded", text, start)
        )
    ):
        # "...and suddenly the striker is onside??", "it hit a defender so he's onside": what the fan complains of or
        # concludes, not where he was
        return True
    if value in RESTARTS and told_just_before(words, "restart_claimed", text, start):
        return True  # "my husband says it was a corner": someone else's word for the restart
    if value in RESTARTS and told_just_before(words, "restart_compared", text, start):
        return True  # "..., like a corner does?": the restart a rule is compared with, not the ball's route
    if (
        value in RESTARTS
        and told_just_before(words, "restart_asked", text, start, reach=30)
        and not _ANOTHER_ROUTE_OFFERED.match(text, start)
    ):
        return True  # "... the ball went out. is that a goal kick or offside?": the call asked, not the ball's route
    if value in RESTARTS and told_just_before(words, "negated", text, start):
        return True  # "free kicks arent corners", "it wasnt a throw": the restart it was not
    if value == "own-half" and any(
        m.start() < start < m.end()
        for m in _KICKED_FROM_OWN_HALF.finditer(text, max(0, start - 60), start + 30)
    ):
        return True  # "launched a free kick forward from our own half": where the ball was played from
    if value == "own-half" and words.context["part_over_halfway"].search(
        text, *_sentence_around(text, start)
    ):
        # "one foot in his own half and the other in ours", "his body in his own half but one boot over the halfway line":
        # a part that counts told in their half (Law 11.1), so his own half is no place of his
        return True
    if value in OPPONENT_TOUCHES and told_just_before(words, "unrealised", text, start):
        return True  # "their centre half was about to clear it but stopped": he never touched it
    # "the defender touched it" is not the attacker (or his team-mate) playing it
    if fact != "involvement" and value != "team-mate":
        return False
    if value == "interferes-with-opponent" and text.startswith(_KEPT_FROM_THE_BALL, start):
        return False  # "their full back had to go round him": the opponent is the one interfered with
    if value == "team-mate" and AT_A_MOMENT.match(text, start - 1):
        return False  # "offside near the keeper | when our 4 headed it": a clause of its own, no opponent its subject
    subject = words.context["opp_subject"].search(text, max(0, start - 60), start)
    # ...but an opponent after a preposition is no subject: "it deflected off their defender | to him", unless
    # a relative clause makes him one: "cut out by their defender who | then passed it to our 9".
    if subject is None:
        return False
    if ours_just_before(text, subject.start() + 1):
        return False  # "our big cb | flicked it on": the fan's side's, as "our cb" is
    theirs = THEIRS.match(text, subject.start()) or text.endswith(" their ", 0, subject.start() + 1)
    if theirs and not fan_attacks(text, words, []):
        return False  # "their striker ...; their lad hoofed it long" told by a fan of the defending side: his team-mate
    return " who " in subject.group() or not told_just_before(words, "object_of", text, subject.start() + 1)


# ... a restart asked beside another way the ball came ("was it a goal kick, or a kick out of his hands?"): which route
# is the doubt, read as a choice, not as the call asked
_ANOTHER_ROUTE_OFFERED = re.compile(
    r"[\w -]{0,20}?,? or (?!(?:offside|onside|off|on|a goal|goal|no goal|not|no)\b)"
)


def _sentence_around(text: str, at: int) -> tuple[int, int]:
    """The span of the sentence `at` falls in (between SENTENCE_BREAKs, as the other readers here find it)."""
    opens = max((b.end() for b in SENTENCE_BREAK.finditer(text, 0, at)), default=0)
    closes = b.start() if (b := SENTENCE_BREAK.search(text, at)) else len(text)
    return opens, closes


_KICKED_FROM_OWN_HALF = re.compile(
    # (not "took off from our own half": the attacker's run, from where he was)
    r" (?:forward|long|upfield|kick|pass|punt|clearance|launched|hoofed|lumped|pinged|played|struck|sent)"
    r" (?:[\w-]+ ){0,2}from (?:deep )?(?:inside |in |within )?(?:his|her|their|my|our|your|the) own half\b"
)


_TO_ANYONE = re.compile(r" (?:to|at) (?:you|ya|yer|u|anyone|anybody|someone|somebody)\b")
# "in | our half", "on | our side of halfway": the fan's own half
_OUR_HALF_NEXT = re.compile(r"(?: \S+){0,2} (?:our|my) (?:half|side of)")
_WE = (" we ", " we then ", " we eventually ", " we finally ", " we just ", " we still ")
# What an opponent was made to do, or kept from doing, by the attacker: "their full back had to go round him", "the
# centre back couldnt get past him to head it", "missed it because of him"
_KEPT_FROM_THE_BALL = (
    "has to ",
    "had to ",
    "have to ",
    "having to ",
    "must ",
    "needed to ",
    "need to ",
    "couldnt ",
    "could not ",
    "cant ",
    "cannot ",
    "wasnt able to ",
    "was unable to ",
    "failed to ",
    "never managed to ",
    "missed ",
    "miscued ",
    "mistimed ",
)


def _timed(hits: list[Hit], text: str, words: Words) -> list[Hit]:
    """The position hits with the moment each is told at, and whether it is told inside a question.

    The moment is the one just after the phrase ("offside when...", "offside just as...") or else the one
    that opens its clause ("when he hit it Jackson was level"); words in between that start another clause
    ("and", "who", a comma) tie it to no moment."""
    if not hits:
        return hits
    moments = [
        (m.start() + 1, m.end(), MOMENTS[int((m.lastgroup or "t2").partition("_")[0][1:])])
        for m in words.moments.finditer(text)
    ]
    questions = [(m.start(), m.group().rstrip().endswith("?")) for m in _SENTENCE_END.finditer(text)]
    # "when their keeper kicked it" told by a fan of the defending side: his own keeper's play, no opponent's touch.
    theirs: list[bool] = []  # looked up at the first such moment
    timed = []
    for hit in hits:
        moment, at, end = "", 0, 0
        after = next((m for m in moments if m[0] >= hit.end), None)
        before = next((m for m in reversed(moments) if m[1] <= hit.start), None)
        if after and TIED_AFTER.fullmatch(text, hit.end, after[0]):
            moment, at, end = after[2], after[0], after[1]
        elif before and hit.start - before[1] <= 60 and not _UNTIED_BEFORE.search(text, before[1], hit.start):
            moment, at, end = before[2], before[0], before[1]
        elif (
            before
            and hit.start - before[1] <= 80
            and _LEADS_INTO.fullmatch(text, before[1], hit.start)
            and _CLAUSE_OPENS.search(text, max(0, before[0] - 12), before[0])
        ):
            # "when he started his throwing motion , our striker was level": the moment's clause opens the sentence and
            # the place is told in the main clause after its comma
            moment, at, end = before[2], before[0], before[1]
        if (
            moment == "other"
            and _THEIR_MOMENT.match(text, at - 1)
            # ...an opponent's touch in an attacking fan's words; not "by the time their striker received it", his own
            and words.context["opp"].search(text, at, end)
            # ... nor the start of a throw, before its release ("when their goalkeeper started his throwing motion", hunt 79)
            and not _STARTED.search(text, at, end)
            and not fan_attacks(text, words, theirs)
        ):
            moment = "plain"
        if (
            moment == "other"
            and (took := _TOOK_THE_KICK.match(text, at - 1, end)) is not None
            and _A_RESTART.search(text, 0, at) is not None
            and took.group(1) not in ("he", "she")
        ):
            # "a free kick to Mbappe, beyond the defence when Griezmann took it": a restart's kick, taken by another
            # than the one placed (hunt 85), not his own reception of the ball
            moment = "plain"
        # "when the cb headed it" after "our tall cb headed it forward": a team-mate's play, when "our" attacks (a fan
        # of the defending side's "our cb" is the opponent, whose touch is no moment of offside)
        if (
            moment == "other"
            and (role := words.context["opp"].search(text, at, end))
            and (
                (ours_named_before(words, text, role.start()) and fan_attacks(text, words, theirs))
                # ... or "when the centre-back passed" after "their centre-back", told by a fan of the defending side
                # (hunt 82)
                or (theirs_named_before(words, text, role.start()) and not fan_attacks(text, words, theirs))
            )
        ):
            moment = "plain"
        asked = next((q for end, q in questions if end >= hit.end), False)
        timed.append(Hit(hit.value, hit.start, hit.end, hit.weak, moment, asked))
    return timed


_STARTED = re.compile(r"\b(?:started|starts|began|begins|was starting|was beginning)\b")
# "when griezmann took it" after a restart was named: its kick, when the one who took it is named
_TOOK_THE_KICK = re.compile(
    r" (?:when|as|once|the moment|at the moment) (?:(?:our|their|my|the) )?([\w-]+) took (?:it|the ball)\b"
    r"(?! (?:down|on|in|past|round|around|away|with|off)\b)"  # not a touch ("took it down", review 87)
)
_A_RESTART = re.compile(
    r"\b(?:free[- ]?kick|corner(?! flag)|throw[- ]?in|goal[- ]?kick|penalty(?! area| box| spot)|pen(?! area| box))s?\b"
)


# Between the last outfield opponent and the keeper ("standing between our last defender and our keeper"): nearer the goal
# line than the second-last opponent wherever the keeper was
_LAST_THEN_KEEPER = re.compile(r"between (?:the |their |our )?(?:last|deepest|final) ")


# Two placed, and the scorer told by his place: "the one who was offside scored"
_THE_ONE_WHO_SCORED = re.compile(
    r"\bthe one (?:who|that) (?:was|had been|stood|is) (offside|onside|level)\b(?: [\w-]+){0,3}? (?:scored|scores|finished"
    r"|headed it in|tapped it in|put it in|slotted|volleyed|got it|got there|got the goal|buried it)\b"
)
_LEVEL_WITH_KEEPER = re.compile(r"\blevel with (?:the |their |our )?(?:goalkeeper|keeper)\b")
_KEEPER_SECOND_LAST = re.compile(r"\b(?:goalkeeper|keeper) (?:was|is) (?:the |their )?second[- ]last\b")


def _position(hits: list[Hit], text: str, raw: str, words: Words) -> str | None:
    """Where he was, and level with the LAST defender read as beyond the second-last opponent when the
    goalkeeper was away from his goal (up for a corner, stranded): then someone further out is second-last."""
    said = _said_position(hits, text, words)
    if (
        said is not None
        and said.value == "offside"
        and _LEVEL_WITH_KEEPER.search(text, said.start, said.end)
        and _KEEPER_SECOND_LAST.search(text)
    ):
        return "level"  # level with a keeper told to be the second-last opponent (review 53)
    if said is not None and said.value == "offside" and words.context["one_back"].match(text, said.start - 1):
        # One defender alone behind him is beyond the second-last opponent only with the keeper out of his goal: told in
        # it, the keeper may be the second (hunt 71)
        upfield = words.context["keeper_upfield"].search(unblanked(raw))
        return "offside" if upfield or words.context["keeper_out"].search(text) else None
    if (
        said is not None
        and text.startswith(" between ", said.start - 1)
        and not _LAST_THEN_KEEPER.match(text, said.start)
    ):
        # Between the keeper and one defender is beyond the second-last opponent only with the keeper out of his goal:
        # told in it, he may be between him and a defender further out (where that defender stood decides).
        upfield = words.context["keeper_upfield"].search(unblanked(raw))
        return said.value if upfield or words.context["keeper_out"].search(text) else None
    if (
        said is None
        or said.value != "level"
        or not (
            words.context["last_only"].search(text, said.start, said.end + 40)
            or words.context["only_back"].search(text)
            # ... or told before it as the one defender there ("keeper was up the pitch, only one defender and our lad
            # level with him", hunt 99 had him level with the second-last); not "only one pass" (review 100)
            or words.context["one_defender"].search(text, 0, said.start)
            # ... told from the defender's side: "their last defender | was level with our striker" (hunt 67)
            or told_just_before(words, "last_one_was", text, said.start, reach=40)
        )
    ):
        return said.value if said else None
    # Read before blanking: "up for the corner" is no corner kick, but it is where the keeper was.
    upfield = words.context["keeper_upfield"].search(unblanked(raw))
    return "offside" if upfield else "level"


def _said_position(hits: list[Hit], text: str, words: Words) -> Hit | None:
    # "offside when the keeper parried it": not then. Dropped before the weak hits give way, so that a place told at
    # another moment ("a yard behind their last defender when the pass was played, then sprinted in behind") does not
    # hide a weaker one told at the pass.
    said = [h for h in hits if h.moment != "other"]
    # ... nor a place he ran to afterwards ("..., then he got beyond their last defender and scored")
    said = [h for h in said if not told_just_before(words, "moved_after", text, h.start, reach=50)] or said
    strong = [h for h in said if not h.weak]
    timed = [h for h in said if h.moment]
    if timed and not any(h.moment for h in strong) and all(h.start < t.start for h in strong for t in timed):
        # ... and one told at a play is not hidden by a stronger one told earlier at no moment: "caught beyond their
        # defence after the last attack and jogged back; when our 6 slid it through he was a yard behind their last
        # defender". (One told after it is the fan's own word on it: "a yard behind the last defender when it was
        # played, offside position, he scored".)
        strong = timed
    said = strong or said
    fix = _last_correction(text, words)
    if fix and (after := [h for h in said if h.start >= fix]):
        said = after  # "onside when it was played, no wait, he was actually a yard off": taken back
    said = [h for h in said if not h.asked] or said  # "...is that onside because he was on halfway?"
    # "their fans say picking it up in his own half makes it fine": a place in someone's claim, beside one the fan tells
    said = [h for h in said if not told_just_before(words, "claim_before", text, h.start)] or said
    said = [h for h in said if h.moment == "decisive"] or said  # "...but when it left his hand"
    # "level with the second-last defender at the cross but a yard beyond him at the 9's header": a team-mate's later
    # play (a flick, a header on, a lay-off) is judged again (Law 11.1), and where he was then decides (hunt 61)
    # (told after another place: "offside when Ailsa knocked it wide ... by then behind Morag and the ball" places him
    # first at the first play, hunt 85)
    if len({h.value for h in said}) > 1 and (
        later := [
            h
            for h in said
            if _at_a_team_mates_later_play(text, h, said)
            and any(o.start < h.start and o.value != h.value for o in said)
        ]
    ):
        said = later
    said = _placed_again_at_the_next_pass(said, text, words)
    if len({h.value == "offside" for h in said}) == 2 and all(
        told_just_before(words, "claim_before", text, h.start) for h in said
    ):
        # "our lb reckons he was playing him on, our rb swears he was a yard off": two accounts at odds, neither the
        # fan's own, tell no place (the later one had been ruled, "Offside.")
        return None
    # Offside needs him ahead of the ball AND the second-last opponent: any level/behind said wins...
    onside = [h for h in said if h.value != "offside"]
    ahead = words.context["ahead_of_ball"]
    if any(
        ahead.search(text, max(0, h.start - 40), h.end + 60)
        # ... or in an offside position, which is ahead of the ball ("their 9 was in an offside position, their 10 passed
        # backwards to him", hunt 79; Law 11.1), when nothing tells his own place to the ball ("in an offside position,
        # but behind the ball when our 7 cut it back": loose words for past the last defender, review 80)
        or (
            "offside position" in text[h.start : h.end]
            and words.context["his_place_to_ball"].search(text) is None
        )
        for h in said
        if h.value == "offside"
    ):
        # "when he hit it our striker was still nearer the goal line than him, the ball and their last defender": told
        # ahead of the ball, a pass back only says where the ball went after ("a backwards pass", "rolled it back").
        ways = [
            h
            for h in onside
            if h.value == "behind-ball" and not words.context["his_place_to_ball"].match(text, h.start)
        ]
        onside = [h for h in onside if h not in ways]
        said = [h for h in said if h not in ways]
    # ...but a level said of him is of the rest of him when a part that counts is told beyond: "level with their last
    # defender but his knee was just past him" (Law 11.1: any part of the head, body or feet).
    part = words.context["part_beyond"]
    beyond = [
        h
        for h in said
        if h.value == "offside"
        and part.match(text, h.start - 1, h.end)
        and not part_of_an_opponent(text, h.start, words)
    ]
    if beyond and all(h.value == "level" for h in onside):
        return beyond[-1]
    return (onside or said)[-1] if said else None


def _placed_again_at_the_next_pass(said: list[Hit], text: str, words: Words) -> list[Hit]:
    """The places told "by then", when the first place is at a team-mate's pass to another player named who then plays
    it on ("onside when kulusevski passed to richarlison. richarlison then slid it forward to son, who by then was a
    yard beyond"): that second pass is the one Law 11.1 judges him at. Else `said` as it is."""
    if len({h.value for h in said}) < 2:
        return said
    first = min(said, key=lambda h: h.start)
    to_another = words.context["to_another_named"].match(text, first.end)
    if to_another is None:
        return said
    plays_on = next(
        (
            m
            for m in words.context["plays_on_named"].finditer(text, to_another.end())
            if m["name"] == to_another["name"]
        ),
        None,
    )
    if plays_on is None:
        return said
    at = plays_on.start()
    later = [h for h in said if h.start > at and told_just_before(words, "by_then", text, h.start, reach=40)]
    return later or said


# A team-mate's later play, right after a place told ("... a yard beyond him at the 9's header", "... when the flick
# came"): not an opponent's header, nor his own touch ("when he headed it in")
_AT_A_LATER_PLAY = re.compile(
    r" (?:[\w-]+ ){0,2}?(?:when|as|at|by the time|the moment|at the moment|on) (?:the |(?P<side>our|their) )?"
    r"(?:(?:number |no )?(?P<number>\d+)s? )?(?!(?:defenders?|cbs?|centre-backs?|center-backs?|centre-halfs?|"
    r"centre-halves|stoppers?|sweepers?|keepers?|goalkeepers?|goalies?|full-backs?|fullbacks?|defences?|opponents?)s?\b)"
    r"(?:[\w-]+ )?(?:flick|flick-on|flick on|header|knock-down|knockdown|knock down|lay-off|layoff|nod-down|knock-on|"
    r"headed|flicked|nodded|knocked|laid)\b(?! (?:it |the ball )?(?:in|home|into|past|over the line)\b)"
)


def _at_a_team_mates_later_play(text: str, hit: Hit, said: list[Hit]) -> bool:
    """Whether a place is told at a later play of a team-mate ("... a yard beyond him at the 9's header"): not an
    opponent's (the other side's number, a defender's role), nor his own finish ("when 11 headed it in"), review 64."""
    later = _AT_A_LATER_PLAY.match(text, hit.end)
    if later is None:
        return False
    placed = next((who for h in said if (who := placed_subject(text, h.start)) is not None), None)
    if (
        placed is not None
        and later.group("side")
        and placed[0] in ("our", "their")
        and later.group("side") != placed[0]
    ):
        return False  # "our 11 ... at their 5's header": the other side's play
    return placed is None or later.group("number") != placed[1]  # "... when 11 headed it": his own


def _last_correction(text: str, words: Words) -> int:
    """Where the story goes on after the last thing the fan takes back ("..., wait no, scratch that, ..."), or 0."""
    return max((m.end() for m in words.context["corrected"].finditer(text)), default=0)


def _source(hits: list[Hit], text: str, words: Words) -> str | None:
    # "in the scramble... the winger crossed it again": the team-mate's play told after an unknown touch decides. Not
    # one named as the moment he is placed at ("came off somebody ... beyond them when it was crossed"): that play
    # came first.
    later = [
        t
        for t in hits
        if t.value == "team-mate" and not told_just_before(words, "at_the_pass", text, t.start)
    ]
    hits = [h for h in hits if h.value != UNKNOWN or not any(t.start > h.start for t in later)]
    # "the gentleman beside me says a keeper's clearance can never be offside": a touch named in a rule someone claims,
    # beside one the fan tells, is no fact of the play (plays20). (A touch of this play claimed, "my mate reckons their
    # defender played it deliberately", is doubted, and asked.)
    hits = [
        h
        for h in hits
        if not (
            told_just_before(words, "claim_before", text, h.start)
            and _A_RULE_CLAIMED.match(text, h.end)
            and _OF_ANY.search(text, max(0, h.start - 25), h.start + 1) is not None
        )
    ] or hits
    hits = [replace(h, value="deliberate-handball") if _handled_outfield(text, h, words) else h for h in hits]
    fix = _last_correction(text, words)
    if _short_corner_taken_back(text, hits, words):
        # "short corner to our 7, no wait, he took it straight in and our 9 was past them when it was crossed": the fan
        # takes back that it went short, not the corner, so the delivery told after is the corner kick's own (Law 11.3)
        return "corner-kick"
    if fix and any(h.start >= fix and not h.weak for h in hits):
        # "they scored off a short corner, wait no, scratch that, it went straight from the corner onto his head": how
        # the ball came, told again after the fan takes it back, replaces what he took back (as a place does)
        hits = [h for h in hits if h.start >= fix]
    elif (
        fix
        and any(h.start >= fix for h in hits)
        and all(h.value in RESTARTS for h in hits if h.start < fix)
        and not any(h.value in RESTARTS for h in hits if h.start >= fix)
        and words.context["restart_named"].search(unblanked(text), fix) is not None
    ):
        # "had a throw-in and arlo threw it... no, I beg your pardon, it was a free kick ..., when he kicked it": the restart
        # taken back, and only a play told after (a free kick given is blanked as a call), which is then what came
        hits = [h for h in hits if h.start >= fix]
    # Hints alone: the rebound he tapped in beats the shot that made it; a pass or a cross is a team-mate's.
    said = [h for h in hits if not h.weak] or sorted(hits, key=lambda h: h.value != "team-mate")
    if said and all(h.value in RESTARTS for h in said):
        # ...but a team-mate's play told as what came next ("goal kick short to our centre back, and then the centre
        # back played long ball to our forward") is a touch after the restart, whatever words tell the pass.
        after = words.context["then_played_on"].search(text, min(h.end for h in said))
        if after is not None:
            said.append(Hit("team-mate", after.start() + 1, after.end(), weak=True))
    if any(h.value in TOUCHES - {"rebound"} for h in said):
        said = [h for h in said if h.value != OPPONENT]  # "got a touch and it deflected": a deflection
    if any(h.value not in RESTARTS for h in said):
        said = [h for h in said if h.value not in RESTARTS]  # anything touched after it: not directly
    if (
        said
        and said[-1].value == "save"
        and _DROPPED.search(text, said[-1].start, said[-1].end + 1)
        and any(h.value == "deliberate-play" and _CAUGHT.search(text, h.start, h.end + 1) for h in said[:-1])
    ):
        # "our keeper caught it cleanly then dropped it": his catch a save of a shot or a play of a cross, his drop neither;
        # which it was decides, and is asked (review 80)
        return OPPONENT
    if said and said[-1].value == "rebound":
        # "blue 4 deliberately handled it; it rebounded to red 9": what bounces on from an opponent's deliberate play,
        # with no team-mate's play between, is still that play's.
        last = said[-1]
        # ... and so, from an opponent's touch told without its kind ("handled it on the line and the rebound fell to
        # him"), is the question whether he meant it: a rebound says how the ball bounced, not how he touched it.
        reset = next((h for h in reversed(said[:-1]) if h.value in RESETS or h.value == OPPONENT), None)
        # (a team-mate's play named only as the moment he is placed at, by no one, "offside when the shot was hit", is
        # the one before the touch, not a new play between it and the rebound: hunt 91; "offside when our 6 hit the
        # shot" names a new one, review 92)
        if reset is not None and not any(
            h.value == "team-mate"
            and reset.start < h.start < last.start
            and not told_just_before(words, "moment_by_no_one", text, h.start, reach=25)
            for h in hits
        ):
            return reset.value
    return said[-1].value if said else None  # of touches and team-mates' plays, the one told last


# A keeper's catch, and his drop after it
_CAUGHT = re.compile(r"\b(?:caught|catches|claimed|claims|gathered|gathers|held|holds|collected|collects)\b")
_DROPPED = re.compile(r"\b(?:dropped|drops|spilled|spills|fumbled|fumbles|lost|loses)\b")


# Between a correction and the taker's delivery told straight in: nothing, or who took it ("no wait, | he | took it
# straight in"). Not a new receiver ("no wait, to our 8, and he whipped it straight in": the 8 delivered it).
_THE_TAKER = re.compile(
    r" (?:, )?(?:(?:sorry|my bad|my mistake) (?:, )?)?(?:(?:he|she|they|the taker|our [\w-]+|their [\w-]+) )?"
    r"(?:(?:actually|just|simply|then) )?"
)
# ... and a team-mate's play told after the delivery only as the delivery itself: "when it was crossed".
_AS_THE_DELIVERY = re.compile(r" (?:when|as|once) (?:it|the ball|the corner|he|she) (?:was |got )?$")


def _corner_taken_back_at(text: str, words: Words) -> int:
    """Where the story goes on after the fan last takes something back, his "played short? no," included: the short
    corner's own correction."""
    return max(
        _last_correction(text, words),
        max((m.end() for m in words.context["short_corner_denied"].finditer(text)), default=0),
    )


def _short_corner_taken_back(text: str, hits: list[Hit], words: Words) -> bool:
    """Whether the fan takes back that a corner went short and tells it delivered straight in by its taker, with no
    team-mate's play after the delivery ("short corner to our 7, no wait, he took it straight in and our 9 was past
    them when it was crossed"; "played short? no, he whipped it straight in")."""
    fix = _corner_taken_back_at(text, words)
    if not fix or words.context["short_corner"].search(text, 0, fix) is None:
        return False
    straight = words.context["corner_straight_in"].search(text, fix)
    if straight is None or not _THE_TAKER.fullmatch(text, fix, straight.start()):
        return False
    return not any(
        h.start >= straight.end()
        and h.value != "corner-kick"
        and not (h.value == "team-mate" and _AS_THE_DELIVERY.search(text, max(0, h.start - 30), h.start))
        for h in hits
    )


# The ball told reaching him: "straight to our striker", "it dropped to him".
_REACHED = re.compile(
    r" ?(?:(?:went|came|fell|dropped|ran|rolled|bounced|broke|popped|looped|straight|right|directly) )*to "
)


def _without_his_own(text: str, hits: dict[str, list[Hit]]) -> list[Hit]:
    """The routes without his own play once the ball has reached him: "...straight to our striker who'd been offside,
    and he volleyed it back in" is his finish, told with "he" after the ball came to him and he was placed, not a
    team-mate's return. Not "it went to our 7 and he crossed for our 9, who was offside": the one placed comes after."""
    reached = [
        h.end for h in hits["involvement"] if h.value == "plays-ball" and _REACHED.match(text, h.start - 1)
    ]
    placed = [p.start for p in hits["position"]]
    return [
        h
        for h in hits["received_from"]
        if not (
            h.value == "team-mate"
            and text.endswith(BY_HIM, 0, h.start)
            and any(r < p < h.start for r in reached for p in placed)
        )
    ]


def _told_attacking(text: str, words: Words, places: list[Hit]) -> bool:
    """Whether the fan is told to support the attacking side: one of "ours" placed, or placed against "their" players,
    and no sign that he defends. `fan_attacks` assumes it when nothing is told, which is too little to make "our
    defender cleared it" a team-mate's play (review 75)."""
    return not fan_defends(text, words) and any(
        ((who := placed_subject(text, h.start)) is not None and who[0] in ("our", "my"))
        or " their " in text[max(0, h.start - 40) : h.end + 40]
        for h in places
    )


_BY_HAND = re.compile(r" ?(?:palm\w*|parr\w*|tipped|got (?:a|his|her) (?:hand|fingertips?|finger) to)")
_BY_SOMEONE = re.compile(r"(?: (?:it|the ball|away|out|over|wide|clear))* by ")


def _handled_outfield(text: str, hit: Hit, words: Words) -> bool:
    """Whether a save made with the hand is an outfield opponent's ("their right back sticks his arm up and palms it out
    of the air"): Law 11.2 names a save only with the hands of a goalkeeper inside his area, so an outfield player's
    palm is his deliberate handball. Only when the last opponent named before it in its sentence is no goalkeeper, and
    the save is not told by its maker after it ("palmed away by the keeper")."""
    if hit.value != "save" or not _BY_HAND.match(text, hit.start - 1) or _BY_SOMEONE.match(text, hit.end):
        return False
    if text.endswith((" was ", " got ", " is ", " been ", " gets "), 0, hit.start):
        return False  # "their defender's header was palmed onto the bar": by whom is not said
    opens = max((b.end() for b in SENTENCE_BREAK.finditer(text, 0, hit.start)), default=0)
    named = [m.group() for m in words.context["opp"].finditer(text, opens, hit.start)]
    return bool(named) and words.context["keeper"].search(named[-1]) is None


# After an opponent named as a clause's subject, up to a touch denied: no other player named between ("blacks keeper rushes
# out and swings at it, a clean miss, no contact").
_NOBODY_ELSE = re.compile(
    r"(?:(?! (?:he|she|him|her|our|my|their|his|no|number|home|away|[a-z]+ \d+)\b)[^.;!?])*"
)


# A clause whose subject is one player named with his side, then what he did: " our darren just stood there"
_SIDE_NAMED_SUBJECT = re.compile(
    r" ?(?:(?:and|but|then|so|while) )?(our|my|their) [\w-]+ (?:(?:just|simply|only) )?"
)


_PLACED_BY = re.compile(
    r" (?:near|close to|next to|beside|by|alongside|around) (?:the |their |our |a |an )?$"
)


def _of_an_opponent(text: str, hits: list[Hit], words: Words) -> list[Hit]:
    """The involvement hits without a touch denied of an opponent just named as the subject of its clause: "their
    keeper rushed out and swung at it, a clean miss, no contact" is the keeper's miss, not the attacker's taking no part."""
    kept = []
    for h in hits:
        if h.value == "none":
            opens = max((b.end() for b in SENTENCE_BREAK.finditer(text, 0, h.start)), default=0)
            opp = [m for m in words.context["opp"].finditer(text, opens, h.start)]
            last = opp[-1] if opp else None
            if (
                last is not None
                and not told_just_before(words, "object_of", text, last.start())
                and not _PLACED_BY.search(text, max(0, last.start() - 20), last.start())
                and not HIS_VIEW.match(
                    text, last.end()
                )  # "not in the keepers line of sight, never touched it"
                and _NOBODY_ELSE.fullmatch(text, last.end(), h.start)
            ):
                continue
            # ... nor of a player of the defending side named as its subject by the fan's own side: "Our Darren just
            # stood there" told by a defending fan (voices98)
            named = _SIDE_NAMED_SUBJECT.fullmatch(text, opens, h.start)
            if named is not None and (named.group(1) == "their") == fan_attacks(text, words, []):
                continue
        # "jumped with our Coates for the header" challenges an opponent only when "our" is the defending side: "our
        # Kane ... jumped with our Son" is with a team-mate (review 31)
        side = _NAMED_SIDE.search(text, h.start, h.end) if h.value == "interferes-with-opponent" else None
        if side is not None and (side.group(1) == "their") != fan_attacks(text, words, []):
            continue
        kept.append(h)
    return kept


# The side of a player named by his name in a contest for the ball ("jumped with our Coates for the header")
_NAMED_SIDE = re.compile(
    r" with (our|their) (?!(?:[\w-]+ )?(?:defenders?|centre|center|cbs?|full|left|right|keeper|goalkeeper)\b)"
)


_NAMED_WHO = re.compile(
    r" (?!(?:him|her|it|them|ball|one|he|she|striker|winger|forward|attacker|mate|team-?mate|player|lad|man)\b)([a-z][\w-]*)"
    # (the comma may be left out: "but martinelli who was onside got to it first", hunt 85)
    r"(?: ,)? (?:who|that) (?:was |had been |is |whod been |stood |was standing )?$"
)


def _onside_of_a_named_other(text: str, hits: dict[str, list[Hit]]) -> dict[str, list[Hit]]:
    """The hits without an onside or level place told of another player named apart from the one placed offside, and
    what that other did: "Jansen was offside when it was hit and jumped with their keeper ..., De Vries, who was onside,
    pokes it in" places Jansen, whose challenge decides (Law 11.2), not De Vries. Only when the one placed offside is
    told by his name and the other by another name just before ", who was onside" (a role there may be the same man),
    or in a sentence of its own (`_told_onside_apart`)."""
    if not any(h.value == "offside" for h in hits["position"]) or all(
        h.value == "offside" for h in hits["position"]
    ):
        return hits
    role = word_lists().context["role_word"]
    him = placed_player(text, hits, player_names(text, hits))
    apart = [
        h
        for h in hits["position"]
        if him is not None
        and h.value != "offside"
        and him[0] == ""
        and (named := _NAMED_WHO.search(text, max(0, h.start - 40), h.start)) is not None
        and named.group(1) != him[1]
        and not role.match(named.group(1))
    ]
    others, names = _told_onside_apart(text, hits, apart)
    apart += others.values()
    if not apart:
        return hits

    def clause_end(at: int) -> int:
        # the other's clause ends where it ends, or where the one placed offside is named again ("garnacho who was onside
        # and scored , rashford didnt touch it": Rashford's own account, hunt 85)
        end = e.start() if (e := OWN_CLAUSE_END.search(text, at)) else len(text)
        again = text.find(f" {him[1]} ", at) if him is not None and him[1] else -1
        return min(end, again) if again != -1 else end

    done = [  # what the other did, to the end of his clause ("..., who was onside, pokes it in"), or told of him
        h
        for h in hits["involvement"]
        if any(inside_any(h.start, [(a.start, clause_end(a.end))]) for a in apart)
        or (others and agent_of(text, h.start, names) in others)
        # ... or the ball's arrival at him, his name told just after it ("it fell to | maja , who was onside", hunt 79)
        or any(0 <= a.start - h.end <= 30 and _ARRIVAL_AT.fullmatch(text, h.end, a.start) for a in apart)
    ]
    return {
        **hits,
        "position": [h for h in hits["position"] if h not in apart],
        "involvement": [h for h in hits["involvement"] if h not in done],
    }


# Between a ball's arrival ("fell to") and the place of the one it reached: " maja , who ", " our 7 who ".
_ARRIVAL_AT = re.compile(r" (?:(?:our|their|my|the) )?[\w-]+ (?:, )?(?:who |whos )?")
_OR_CORRECTING = re.compile(r" or (?:rather|actually|i mean|should i say|no|wait)\b")


def _places_offered(text: str, placed: list[Hit]) -> list[tuple[int, int]]:
    """Two places offered as one or the other in one sentence, one of them offside: "our 9 was either level with
    their last outfield defender ... or half a yard beyond him" tells neither (the span of both, read as hedged)."""
    ordered = sorted(placed, key=lambda h: h.start)
    return [
        (one.start, other.end)
        for one, other in pairwise(ordered)
        if one.value != other.value
        and "offside" in (one.value, other.value)  # level or behind it, either way onside, decides nothing
        and other.start - one.end <= 120
        and (at := text.rfind(" or ", one.end, other.start + 1)) >= 0
        # the second place just after the "or" ("or half a yard beyond him"): not "offside, or so the ref said, but
        # their centre half was level with him"
        and other.start - at <= 30
        and " but " not in text[at : other.start + 1]
        and _OR_CORRECTING.match(text, at) is None  # "a step off ..., or rather level with him": a correction
        and SENTENCE_BREAK.search(text, one.end, other.start) is None
    ]


def _told_onside_apart(
    text: str, hits: dict[str, list[Hit]], apart: list[Hit]
) -> tuple[dict[tuple[str, str, bool], Hit], frozenset[str]]:
    """The onside or level places told of another named player in a sentence of their own, after what he did ("...
    it drops to Fraser who volleys in. Fraser was onside"), by who he is; and the names read. Names told before "was"
    count here ("Oduya was a yard offside"), and only here: elsewhere they named a man too readily ("Petrov was a yard
    offside ... to Lopes, who was onside. He scored": whose goal "he scored" is, is unsaid)."""
    names = player_names(text, hits, placed=True)
    him = placed_player(text, hits, names)
    if him is None or him[0] != "":
        return {}, names
    role = word_lists().context["role_word"]
    others = {}
    for h in hits["position"]:
        if h.value not in ("onside", "level") or h in apart:
            continue
        other = named_just_before(text, h.start, names)
        if other is None or other[1] == him[1] or role.match(other[1]):
            continue
        if len(re.findall(rf" {re.escape(other[1])} ", text)) < 2:
            continue  # told of once: only where he was, nothing he did
        end = m.start() if (m := SENTENCE_BREAK.search(text, h.end)) else len(text)
        if f" {him[1]} " in text[h.end : end]:
            continue  # at a later pass of the one placed ("Leo was onside when Jack crossed"): Jack's place is asked
        others[other] = h
    return others, names


def _involvement(hits: list[Hit]) -> str | None:
    values = {h.value for h in hits if not h.weak} or {h.value for h in hits}
    # "didn't touch it but blocked the keeper's view" interferes; "didn't touch it, X scored" is none.
    return next((v for v in ("interferes-with-opponent", "none", "plays-ball") if v in values), None)


def _touch_unmeant(text: str, hits: list[Hit], words: Words) -> bool:
    """Whether the last opponent's touch, deliberate or not unsaid, is told at once as one he could not have meant: he
    never saw the ball, had no time to react (Law 11.2's indicators of no control: no clear view, no time to coordinate
    his body)."""
    touch = next((h for h in reversed(hits) if h.value == OPPONENT), None)
    if touch is None or any(h.value in TOUCHES and h.start > touch.start for h in hits):
        return False
    return words.context["touch_unmeant"].match(text, touch.end) is not None


# What only the attacker does to an opponent, asked: "did he stand in his way", "did she jump into the centre-back".
_HIS_PART_ASKED = re.compile(
    r"\b(?:in (?:his|her|the|their|our) (?:[\w-]+ )?(?:way|path|line|view|sight)|block(?:ed)? (?:his|her|the) (?:view|sight|run"
    r"|path)|imped|obstruct|distract|unsight|bother|challeng|put (?:him|her) off|(?:jump|crash|bump|barge|clatter)\w* into"
    r"|contest|shoulder)"
)


def _asks_of_his_part(
    text: str, start: int, end: int, interference_asked: list[tuple[int, int]], words: Words
) -> bool:
    """Whether a question asked of the play (start, end) asks what the attacker did to an opponent: his interference, or
    an opponent's reaction to his dummy."""
    if any(a < end and start < b for a, b in interference_asked) and _HIS_PART_ASKED.search(text, start, end):
        return (
            True  # (not "did the fella stop it with his hand on purpose?", the defender's own touch: plays17)
        )
    return (
        words.context["reaction_asked"].search(text, start, end) is not None
        and words.context["let_through"].search(text) is not None
    )


def finished_by_another(text: str) -> bool:
    """Whether the finish is told of another of the placed attacker's side ("he was offside but his team-mate scored"),
    which leaves what he did untold."""
    words = word_lists()
    return words.context["another_finished"].search(blanked(unblanked(text), words)) is not None


# A place the fan asks of and answers at once: "was our 9 past their last defender? yes, by a yard", "was our 9 past the
# defender? no, level", "... past their last defender or level? level, I checked the replay" (hunt 84: each was asked
# again). Told again as a statement, so the place is read as told.
_ASKED_PLACE_YES = re.compile(
    r" was (our|their|the|my) ([\w-]+) (past|beyond|ahead of|in front of|level with|behind|onside|offside)\b([^.?!;]{0,60}) \?"
    r" (?:yes|yeah|yep|aye)\b"
)
_ANSWERED_PLACE = re.compile(r"(\? (?:(?:no|nope|nah) , )?)(level|onside|offside|behind)\b(?= [,.;!]| by\b)")


def _self_answered(text: str) -> str:
    """The text with a place asked and answered at once told as a statement (`_ASKED_PLACE_YES`, `_ANSWERED_PLACE`)."""
    if "?" not in text:
        return text
    text = _ASKED_PLACE_YES.sub(r" \1 \2 was \3\4 . yes", text)
    return _ANSWERED_PLACE.sub(r"\1he was \2", text)


def read_situation(text: str) -> Reading | None:
    """The facts in a described incident, ruled or with the question that decides it. None when the
    text is no concrete incident: it names at most one of position, source and involvement, or asks
    about anyone ("can you be offside if...")."""
    if not isinstance(text, str):
        return None
    words = word_lists()
    clean = _self_answered(_carried(_keepers_owned(blanked(unblanked(text), words)), words))
    found = _hits(clean, words)
    hits = of_the_scorer(clean, the_offside_other_judged(clean, without_others(clean, found, words)))
    hits = placed_of_another(clean, onside_of_another(clean, hits))
    hits = _onside_of_a_named_other(clean, played_by_another(clean, hits))
    if " deeper" in clean and (
        words.context["keeper_out"].search(clean) or words.context["keeper_upfield"].search(unblanked(text))
    ):
        # "their keeper was out at the halfway line. their right-back was still deeper ... nearer the goal than the 9": one
        # opponent nearer the goal line, not two (review 77); where he was is read from the rest
        hits["position"] = [
            h
            for h in hits["position"]
            if not words.context["deeper_than_him"].search(clean, max(0, h.start - 1), h.end)
        ]
    doubted, guesses = doubted_spans(clean, words)
    asked = asked_facts(clean)  # "did it come off their defender?": not told, so unknown like a guess
    # "throw-in or free kick? I missed which": a restart offered as one of two is not told either.
    choices = [m.span() for m in words.context["restart_choice"].finditer(clean)]
    if not exempt_either_way(text):  # (a throw or a corner: no offside either way, so nothing is asked)
        choices += [m.span() for m in words.context["restart_unremembered"].finditer(clean)]
    choices += (
        [m.span() for m in ASKED_ROUTE.finditer(clean) if not answered(clean, m.end())]
        if " or " in clean
        else []
    )
    hedged = hedged_spans(clean, words)  # "roughly level", "I think he was off", "probably deflected off him"
    hedged += _places_offered(clean, hits["position"])  # "either level with him or half a yard beyond him"
    doubted, guesses = doubted + asked + hedged, guesses + asked + hedged
    hits["received_from"] = [h for h in hits["received_from"] if not inside_any(h.start, choices)]
    doubted = doubted + choices  # ...and what it names is a route only guessed
    # An opponent named inside where the attacker was or what he did ("across the goalkeeper's line of sight")
    # is no route the ball took.
    placing = [(h.start, h.end) for fact in ("position", "involvement") for h in hits[fact]]
    placing += [m.span() for m in words.context["by_the_frame"].finditer(clean)]
    # ... nor an opponent told off the field behind his goal line (Law 11.4), named for where he was
    placing += [m.span() for m in words.context["opp_off_field"].finditer(clean)]
    # A position only guessed ("either level or maybe a toe ahead") still tells a play: it is asked for.
    guessed_place = bool(guesses) and any(inside_any(h.start, guesses) for h in hits["position"])
    # ...and so does a place at the line only hedged, read or not ("from where I was he looked level").
    guessed_place = guessed_place or any(
        words.context["hedged_place"].search(clean, *span) for span in hedged
    )
    # "never touched it; couldnt tell you whether he was in front of their keeper": whether he interfered is unknown.
    # ...and so it is when he asks it: "was he blocking their keeper's view?", "was he in our left back's way?".
    interference_asked = (
        [
            m.span()
            for pattern in (ASKED_INTERFERENCE, ASKED_INTERFERENCE_OFFERED)
            for m in pattern.finditer(clean)
            if not answered(clean, m.end())
        ]
        if "?" in clean
        else []
    )
    guessed_interference = (
        bool(interference_asked)
        or any(
            h.value == "interferes-with-opponent" and inside_any(h.start, guesses)
            for h in hits["involvement"]
        )
        # "i cant tell if he was anywhere near the keepers line of vision": the view named only inside a doubt
        or any(words.context["view_named"].search(clean, *span) is not None for span in guesses)
    )
    if interference_asked:
        hits["involvement"] = [h for h in hits["involvement"] if not inside_any(h.start, interference_asked)]
    # "their keeper says Del was blocking his view, Del says he was stood well to the side. I didn't get a proper look":
    # an interference only claimed by someone, and not told by the fan, is unknown like one he doubts.
    if claimed := claimed_interference(clean, words):
        hits["involvement"] = [h for h in hits["involvement"] if not inside_any(h.start, claimed)]
        guessed_interference = guessed_interference or not any(
            h.value == "interferes-with-opponent" for h in hits["involvement"]
        )
    # "Jack, who's onside, scores. Our Dan was offside ... may have got in their centre-back's way, I couldn't see": Jack's
    # place and goal are not Dan's, whose interference decides and is asked.
    # (told apart on all that was read: "to our 11, who was onside" may have been left out already as another's place)
    apart = (
        guessed_interference and of_another_than_the_doubted(clean, found, interference_asked) is not found
    )
    if apart:
        hits = of_another_than_the_doubted(clean, hits, interference_asked)
    told_offside = [h for h in hits["position"] if h.value == "offside"]  # before the guesses are dropped
    hits_placed, routes_told = hits["position"], hits["received_from"]  # before the guesses are dropped
    if guesses:  # what a fan only guesses is not told: dropped, and asked for when it decides
        hits = {fact: [h for h in found if not inside_any(h.start, guesses)] for fact, found in hits.items()}
    timed = at_the_last_pass(
        clean, _timed(without_returns(clean, own_rebound(clean, hits)), clean, words), hits["received_from"]
    )
    unseen = words.context["unseen_pass"].search(clean) is not None  # "I didn't see the start of the move"
    if unseen:
        # "only caught it from the moment she received it. By then she was past their last defender": a position
        # tied to no moment, from a fan who missed the pass, is where he was later.
        timed = [h for h in timed if h.moment]
    if (missed := words.context["unseen_moment"].search(clean)) is not None:
        # "when he headed it he was two metres past. but when the winger crossed it?": a place told before the moment
        # the fan says he missed is of another moment, whichever it names.
        unseen, timed = True, [h for h in timed if h.start > missed.end()]
    if guessed_place:
        # "level with their last defender or maybe half a step in front, I cannot say ... was offside?": the question
        # asks for the ruling on the place he only guessed, it tells no place of its own.
        timed = [h for h in timed if not h.asked]
    at_the_pass = ("decisive", "plain")
    guessed_at_pass = _timed([h for h in hits_placed if inside_any(h.start, guesses)], clean, words)
    onside_either_way = all(h.value != "offside" for h in guessed_at_pass) and onside_whichever(
        clean, guesses
    )
    if any(h.moment in at_the_pass for h in guessed_at_pass) and not onside_either_way:
        # "had strayed beyond our back four ... had he got back in line by the time the pass was made?", "gets it past
        # their last defender and scores. Not sure if he was level when the pass was made": a place told at no moment is
        # not where he was at the pass, which the fan doubts or asks. Not when every place offered is onside ("whether he
        # was level with the ball or a bit behind it when it was cut back, nobody can agree"): none decides.
        timed = [h for h in timed if h.moment in at_the_pass]
    position = _on_the_line(_position(timed, clean, text, words), timed, clean, text, words)
    if position is None and not guessed_place and not timed:
        # "their striker was standing in the D when their 8 played it, our last defender was on the edge of the six-yard
        # box": places told by the pitch's markings (hunt 61 had asked where he was)
        position = place_by_markings(clean)
    # beyond all but the keeper, only the leave of an opponent off the field unknown: a play told to its end all the same
    # (the pass told is the team-mate's, and the permission alone is asked)
    placed_but_for_leave = (
        position == UNKNOWN
        and _opponent_off_the_field(clean, words)
        and _off_field_permission_untold(clean, words)
    )
    if position in ("level", "offside") and keeper_doubted(timed, clean, guesses, words):
        position, guessed_place = None, True
    scorer_unknown = False
    which_scored = _THE_ONE_WHO_SCORED.search(clean)
    if which_scored is not None and position in ("offside", "onside", "level"):
        # "our 9 was offside and our 10 onside when the 7 crossed. the one who was offside scored": the scorer is told by
        # his place (review 53)
        position = "offside" if which_scored.group(1) == "offside" else "onside"
    if position is not None and (
        (
            words.context["one_each_side"].search(clean)
            and words.context["which_unknown"].search(clean)
            # (not when the finisher is told all the same: "the pundits argued about who touched it but our 9 headed it
            # in", review 77)
            and not finisher_told(clean, hits)
        )
        # (or asked which touched it, one placed offside and one not, no finisher told: "one a metre past bartek, the
        # other level with him ... off whose foot?", plays23)
        or (
            (words.context["whose_touch"].search(clean) or words.context["which_unknown"].search(clean))
            # (of all the places read: one told onside by his name is left out above as another's, plays26)
            and {"offside"} < {h.value for h in found["position"]} & {"offside", "onside", "level"}
            and not finisher_told(clean, hits)
        )
    ):
        # "one offside at the pass and one onside ... one of them scored, couldn't catch which": where the one who played
        # the ball stood is not known
        position, guessed_place, scorer_unknown = None, True, True
    if position == "offside" and any(
        h.value in ("own-half", "behind-ball") and inside_any(h.start, guesses) for h in hits_placed
    ):
        # "past all of them ... the only doubt is whether hed crossed the halfway line or was still in our half": beyond
        # the defenders is an offside position only in their half and ahead of the ball (Law 11.1), so a place the fan
        # doubts that alone makes him onside leaves where he was unknown.
        position, guessed_place = None, True
    if (
        position in ("offside", "own-half")
        and any(DOUBTED_BALL_OR_HALF.search(clean, *span) for span in guesses)
    ) or (
        position in ("offside", "behind-ball")
        and any(AHEAD_OF_THE_BALL.search(clean, *span) for span in guesses)
    ):
        # "... past the last defender but not sure whether he was in front of the ball or behind it": the same, doubted
        # ("on the halfway line ... can't tell whether any bit of him was over into their half or right on it"), and behind
        # the ball read from a cut-back, when the fan doubts he was not ahead of it ("whether he was level with the ball or
        # a shade ahead of it ..."; not "level with the ball or a bit behind it", onside either way)
        position, guessed_place = None, True
    if (
        (position == "own-half" and OWN_HALF_OFFERED_OVER.search(clean))
        or (
            position in ("offside", "own-half")
            and (ON_OR_OVER_HALFWAY.search(clean) or OVER_HALFWAY_DOUBTED.search(clean))
        )
        or (position == "offside" and ROUGHLY_AT_HALFWAY.search(clean))
    ):
        # "on the halfway line, maybe a bit over into their half", "right on or just over the halfway line": which half
        # he was in is offered both ways
        position, guessed_place = None, True
    if position is not None and place_taken_back(hits_placed, guessed_at_pass, hedged, guesses, position):
        # "he was offside when the pass was played ... actually, not sure, he might have been level"
        position, guessed_place = None, True
    if position in ("level", "onside") and any(
        h.value == "offside" and h.moment != "other" and inside_any(h.start, asked) for h in guessed_at_pass
    ):
        # "his feet were level with their last defender ... was his head beyond the defender's, or only his outstretched
        # arm?" (plays26): the fan asks whether a part of him was beyond, so where he was is unknown
        position, guessed_place = None, True
    if position == "offside" and any(ARMPIT_DOUBTED.search(clean, *span) for span in guesses):
        position, guessed_place = None, True  # "... can't say whether it was above or below the armpit line"
    if position == "offside" and any(ASKED_BALL_OR_HALF.fullmatch(clean, *span) for span in asked):
        # "... past the last defender, but was he ahead of the ball or behind it?": the same, asked by the fan
        position, guessed_place = None, True
    source = _source(_without_his_own(clean, hits), clean, words)
    if (
        source in RESTARTS
        and (their_restart := words.context["their_restart"].search(clean)) is not None
        and words.context["beyond_theirs"].search(clean)
        and not words.context["ours_defend"].search(clean)
        # (not one of ours touching it on its way: "their free kick hit our wall and fell to our 9", review 83)
        and not words.context["touched_by_ours"].search(clean, their_restart.end())
    ):
        # "their free kick in their own half. their keeper took it and smashed it straight to jayden, who stood far past
        # their defence": the other side's restart, played by an opponent (plays24; it had been ruled a team-mate's)
        source = "deliberate-play"
    if source == "rebound":
        source = _restart_off_the_woodwork(hits["received_from"], clean) or source
    if source == OPPONENT and _touch_unmeant(clean, hits["received_from"], words):
        source = "deflection"  # "it grazes the top of his head, he didnt even see it": no play of his
    if source in RESTARTS_WITHOUT_OFFSIDE and touched_from_restart(clean, source, hits["received_from"]):
        source = "team-mate"  # "offside when our 4 headed it in from the corner": judged at the header
    fix = _corner_taken_back_at(clean, words) if source == "corner-kick" else 0
    if (
        source == "corner-kick"
        and words.context["short_corner"].search(clean, fix) is not None
        and any(h.value == "team-mate" and h.start >= fix for h in hits["received_from"])
    ):
        # "their corner, short one, taker rolled it to their 10 who crossed ... a yard past our last defender": the
        # corner went to a team-mate, whose cross is the play offside is judged at (Law 11.3 exempts the corner's own
        # delivery only; it had been "No offside offence.")
        source = "team-mate"
    if source in RESTARTS_WITHOUT_OFFSIDE and judged_after_restart(
        clean, source, hits["received_from"], words
    ):
        source = None  # asked: straight from the restart, or a team-mate's play after it
    if source in RESTARTS_WITHOUT_OFFSIDE and touch_doubted(clean, hits["received_from"], guesses, words):
        source = (
            None  # "...and maybe touched our centre-back's head, maybe not": directly from it is not told
        )
    if source in RESETS and played_on(clean, hits["received_from"], words):
        source = "team-mate"
    if source == "deliberate-play" and any(GOING_IN.search(clean, *span) for span in doubted):
        # "...tried to boot it away but scuffed it to our lad. No idea if that shot was even going in": stopping a ball
        # going into or very near the goal is a save, which starts nothing afresh (Law 11.2), so the doubt decides.
        source = None
    involvement = _involvement(_of_an_opponent(clean, hits["involvement"], words))
    part = words.context["part_beyond"]
    if position in ("level", "onside") and either_side_touched(clean, told_offside, words):
        # Onside at the first play, beyond them after a touch of either side's player: who touched it decides, and
        # where he was is then asked again at the play that counts (the touch if a team-mate's, else the first play).
        return Reading(Facts(None, None, involvement), None, words.questions["received_from"], "Law 11.2")
    if involvement == "none" and (guessed_interference or scorer_unknown):
        # (... or the one told not involved may be the one who scored: "Iestyn nowhere near anyone ... one of them headed
        # it in, couldn't tell which")
        involvement = None
    # "didnt move ... i cant tell if the ball touched his foot": whether he played the ball is unknown.
    his_touch_doubted = involvement == "none" and doubts_his_touch(clean, guesses, words)
    if his_touch_doubted:
        involvement = None
    if (
        involvement == "none"
        and all(
            STILL.match(clean, h.start - 1) for h in hits["involvement"] if h.value == "none" and not h.weak
        )
        and played_by_the_placed(clean, hits)
    ):
        involvement = "plays-ball"  # "did not move" and he scored: he stood still and the ball came to him
    if involvement == "interferes-with-opponent" and guessed_interference:
        # "in front of their keeper... whether he blocked his view I cannot say": where he stood only hints at the
        # interference the fan doubts; what else he plainly did (played the ball) still decides, else it is asked.
        plays = any(h.value == "plays-ball" and not h.weak for h in hits["involvement"])
        involvement = "plays-ball" if plays else None
    if (
        source in ("deliberate-play", OPPONENT)
        and involvement == "interferes-with-opponent"
        and _interfered_first(clean, hits, words)
    ):
        # "a yard beyond our last defender when their midfielder lofted it ... went shoulder to shoulder with our
        # centre-back for it and our lad shanked it out": his challenge came before the defender's play, so his
        # offence was already committed at the team-mate's pass (Law 11.2); the play after it starts nothing afresh
        # for it (it had been ruled "No offside offence.")
        source = "team-mate"
    if involvement is not None or position == "offside":
        # (dummies are looked for only where an involvement was read, or none was and he was offside: 40 us a play;
        # "swung his leg over the ball, their keeper threw himself that way" tells what he did by the dummy alone)
        involvement = after_a_dummy(involvement, hits, clean, words)
    untouched = involvement == "none" and only_untouched(hits["involvement"], clean, words)
    if untouched:
        # "goal from a shot, our other striker was offside in the box, didnt touch it": not touching it leaves
        # the keeper's view unsaid (Law 11.2: interfering with an opponent), so what he did is asked.
        involvement = None
    if (
        involvement is None
        and position == "offside"
        and not found["involvement"]
        and any(part.match(clean, h.start - 1, h.end) for h in timed if h.value == "offside")
        and words.context["call_told"].search(clean) is not None
    ):
        # "his knee was ahead of their last defender at the pass, rest of him level ... referee gave offside": a fan who
        # disputes a call by the margin of one part of him tells a call on his play, with nothing told of what anyone
        # did (a call told alone is no fact about the play: "a yard offside, and VAR ruled it out" is asked).
        involvement = "plays-ball"
    # "The ref gave the goal" hints at what the attacker placed did: a hint about no one when no one is placed.
    if involvement == "plays-ball" and position is None and all(h.weak for h in hits["involvement"]):
        involvement = None
    # A position told only at another moment ("two yards clear when he took it down") still tells a play:
    # it is asked for at the moment that decides.
    placed = position is not None or guessed_place or any(h.moment == "other" for h in timed) or unseen
    if his_touch_doubted:  # "touched his foot" in that doubt: his own touch, no route the ball took to him
        placing += [m.span() for m in words.context["touched_him"].finditer(clean)]
    guessed = [  # looked for only inside the doubted sentences: most plays have none
        m
        for start, end in doubted
        if not of_an_unmade_touch(clean, start, end, words)
        # (nor a question of his interference or of a dummy's impact, which names the opponent for what he did or
        # could not do: "did he stand in his way or was the defender too slow?", "did their centre-back check her
        # stride because of that dummy?", plays25)
        and not (inside_any(start, asked) and _asks_of_his_part(clean, start, end, interference_asked, words))
        # (nor a question the fan answers at once with how the ball came: "did their full-back mean to head it? no, it
        # just hit him", hunt 84)
        and not any(0 < h.start - end <= 2 for h in routes_told if h.value in TOUCHES)
        for m in words.context["other_route"].finditer(clean, start, end)
        if not inside_any(m.start(), placing)
        and not only_placing(clean, m, hits_placed, words)
        # (told by a fan of the defending side, "their" player who passes is the attacker's team-mate: "their 10 passed
        # to him and he scored, no clue if the keeper was on his line or out" guesses no opponent's touch, review 43)
        and not (
            m.group() == "their"
            and fan_defends(clean, words)
            and any(h.value == "team-mate" and 0 <= h.start - m.end() <= 12 for h in routes_told)
        )
    ]
    # ...and so does a route only guessed ("might have brushed our centre back or gone straight through").
    routed = source is not None or bool(guessed)
    # (a touch denied, its interference asked, is a fact of what he did: "our 9 was offside, never touched it, Smith
    # scored" is a play)
    # ... and so is a finish told of another of his side ("he was offside but someone else scored"): his part is asked
    another_finished = involvement is None and words.context["another_finished"].search(clean) is not None
    # ... and so is his interference asked of a play with him placed ("Ola was offside, Kasia onside. Kasia scored. Did Ola
    # go up for it with the centre-half or leave it?" had a rule answer, hunt 76)
    asked_of_him = involvement is None and bool(interference_asked) and apart
    # ... and so is a dummy of his whose impact is untold ("our 9's offside, dummies it, lets it go to our 10 who's onside,
    # 10 scores", plays19): what he did is told, whether it impacted an opponent is asked
    dummy_asked = (
        involvement is None
        and position == "offside"
        and after_a_dummy("plays-ball", hits, clean, words) is None
        # (not a dummy asked of the Law, or of anyone)
        and tells_a_particular_play(text)
        and not asks_about_the_law(text)
    )
    asked_of_him = asked_of_him or dummy_asked
    if [
        placed,
        routed,
        involvement is not None or ((untouched or another_finished or asked_of_him) and placed),
    ].count(False) > 1 or words.context["general"].search(clean):
        if _placed_by_the_keeper(timed, clean, words):
            # "is he onside if he's level with the keeper?": whether the keeper is the last opponent or the
            # second-last decides, and a rule about level players would answer it wrongly: where he was is asked.
            return Reading(Facts(), None, words.questions["position"], "Law 11.1")
        return None
    # "our 9 was a yard off and scored": an ordinary attack, told without the pass. Asking how the ball
    # reached him is for a play that names something else it may have come off.
    told = (position == "offside" or placed_but_for_leave) and (
        involvement is not None or untouched or another_finished or asked_of_him
    )
    # Read on the text before the blanking of words that never name a restart ("their keeper threw it"), so that
    # nothing the ball may have come off is missed.
    # (... and a dummy let through to a team-mate, no route read: the keeper or defender it was played at is named for his
    # reaction, not for a touch, plays19)
    if source is None and told and (dummy_asked or not other_route(unblanked(text), words)):
        source = "team-mate"
    # Where an opponent touched it, how is unsaid: the question names him (keeper or defender).
    touch = next(((h.start, h.end) for h in hits["received_from"] if h.value == OPPONENT), None)
    if touch is None and source == OPPONENT:
        # (a keeper's catch then drop, asked: the question names him, review 80)
        touch = next(((h.start, h.end) for h in reversed(hits["received_from"]) if h.value == "save"), None)
    unmeant = only_unmeant_guessed(clean, routes_told, guesses) if guesses else None
    if unmeant is not None:
        # "our cross may have brushed their full back's hair, I'm not certain": touched so or not, nothing reset offside
        # (Law 11.2: a deflection or a save never does), so the guess decides nothing and is not asked.
        guessed, source = [], source or unmeant
    if guessed:  # "no idea who touched it last, could have been their full back": how it came is unknown
        ours: list[
            bool
        ] = []  # "maybe touched our centre-back's head": an attacking fan's centre-back is no opponent
        guessed_touch = next(
            (
                (m.start(), m.end())
                for m in guessed
                if words.context["opp"].fullmatch(m.group())
                and not not_an_opponent(words, clean, m.start(), ours)
            ),
            None,
        )
        # ... an opponent's touch told plainly elsewhere stays the one asked about: "Their centre back got his head to
        # it ... Whether he meant to head it or it just clipped his head I couldn't see" asks deliberate or deflection
        touch = guessed_touch or touch
        source = OPPONENT if touch is not None else None
    if (
        apart
        and position == "offside"
        and source not in RESTARTS_WITHOUT_OFFSIDE
        and involvement != "none"
        # (not when the doubted one is told to have played it himself: "... couldnt see. Milan squared it and Oskar
        # scored", review 77)
        and not doubted_one_played(clean, hits, interference_asked)
    ):
        # ...whatever else is read of the other's goal: the doubted one's interference is the question.
        return Reading(
            Facts(position, None if source == OPPONENT else source, None),
            None,
            words.questions["involvement"],
            "Law 11.2",
        )
    reading = decide(Facts(position, None if source == OPPONENT else source, involvement))
    if (
        reading.question is not None
        and reading.question.fact == "position"
        and _level_keeper_out(clean, words)
    ):
        # ...and level with the last outfield defender, the keeper come out: where the keeper was is what is missing
        reading = Reading(reading.facts, None, words.questions["keeper_out_level"], reading.clause)
    elif (
        reading.question is not None
        and reading.question.fact == "position"
        and _opponent_off_the_field(clean, words)
        and _off_field_permission_untold(clean, words)
    ):
        # ...and beyond all but the keeper, an opponent off the field: whether he had the referee's leave is missing
        reading = Reading(reading.facts, None, words.questions["off_field_permission"], reading.clause)
    if untouched and reading.question is not None and reading.question.fact == "involvement":
        # ...and asked as what is left once he never touched it: whether he was in an opponent's way
        reading = Reading(reading.facts, None, words.questions["interference"], reading.clause)
    if (
        touch is not None
        and source == OPPONENT
        and reading.question
        and reading.question.fact == "received_from"
    ):
        # A touch told without its subject ("their keeper | flapped at it") is of the one named just before it.
        named = words.context["opp"].search(clean, *touch) is not None
        keeper = words.context["keeper"].search(clean, touch[0] if named else max(0, touch[0] - 25), touch[1])
        off_target = keeper and words.context["off_target"].search(clean) is not None
        question = words.questions["keeper_off_target" if off_target else "keeper" if keeper else "defender"]
        reading = Reading(reading.facts, None, question, reading.clause)
    return reading


def _on_the_line(position: str | None, hits: list[Hit], text: str, raw: str, words: Words) -> str | None:
    """Where he was, with opponents counted on their goal line: one who left the field behind it without the referee's
    permission (Law 11.4) when he is placed beyond every opponent but the keeper; two back on the line when he is "in
    front of those two" (and placed past no one but the keeper); and one back on the line behind a keeper who came out,
    when he is goal-side of the keeper (beyond the second-last) or only "level with the keeper" (level with it)."""
    level = words.context["keeper_level"]
    if (
        position == "onside"
        and words.context["behind_outfield"].search(text)
        and (
            words.context["keeper_out"].search(text)
            # (on the fan's words: the blanking takes out "up for a corner" as no restart of this play)
            or words.context["keeper_upfield"].search(unblanked(raw))
        )
    ):
        # "a pace behind our last outfield defender ... our keeper stranded on halfway": with the keeper upfield that
        # defender may be the last opponent, and where he was against the second-last is unsaid (review 45)
        return UNKNOWN
    if position == "level" and _level_keeper_out(text, words):
        # "level with our last outfield defender, but our keeper had come charging out": if the keeper was beyond that
        # defender, the defender is the last opponent and level with him is offside; unsaid, where he was is asked
        return UNKNOWN
    if (
        position in (None, "level", "offside")
        and words.context["keeper_out"].search(text)
        and words.context["one_on_line"].search(text)
        and words.context["placed_past_keeper"].search(text)
        and not words.context["another_opp"].search(text)
        and not any(h.value in ("own-half", "behind-ball") and not h.weak for h in hits)
    ):
        # "keeper had come out to the edge of his box, one defender back on the goal line, our striker level with that
        # defender, goal-side of the keeper": the keeper is the second-last opponent, and he is nearer the goal line
        return "offside"
    if (
        position == "offside"
        and all(h.value == "offside" and level.search(text, h.start - 1, h.end) for h in hits)
        and words.context["keeper_out"].search(text)
        and words.context["opps_on_line"].search(text)
        and _placed_by_the_keeper(hits, text, words)
    ):
        return "level"
    if position == "offside" and _opponent_off_the_field(text, words):
        # Law 11.4 counts only one who left WITHOUT the referee's permission: with it he is not counted at all, and
        # when he may have had it (off for treatment) and the fan does not say, where he was is unknown.
        if _off_field_permission_untold(text, words):
            return UNKNOWN
        if words.context["off_permitted"].search(text) and not words.context["off_unpermitted"].search(text):
            return position
        return "onside"
    if (
        position in (None, "offside")
        and all(
            words.context["keeper_passed"].match(text, h.start - 1, h.end)
            for h in hits
            if h.value == "offside"
        )
        and words.context["opps_on_line"].search(text)
        and words.context["in_front_of_them"].search(text)
    ):
        return "onside"  # "past the keeper but a yard in front of those two defenders" back on the line
    return position


def _opponent_off_the_field(text: str, words: Words) -> bool:
    """Whether an opponent is told off the field behind his goal line while he is placed beyond every opponent but the
    keeper: that opponent may count as on his goal line (Law 11.4)."""
    return (
        words.context["opp_off_field"].search(text) is not None
        and words.context["all_but_keeper"].search(text) is not None
    )


def _off_field_permission_untold(text: str, words: Words) -> bool:
    """Whether the fan leaves unknown if the opponent off the field had the referee's permission: he doubts or asks
    it, or the opponent went off for treatment and nothing says either way."""
    if words.context["off_permission_doubted"].search(text):
        return True
    return (
        words.context["off_treated"].search(text) is not None
        and not words.context["off_permitted"].search(text)
        and not words.context["off_unpermitted"].search(text)
        and not words.context["off_momentum"].search(text)
    )


def _level_keeper_out(text: str, words: Words) -> bool:
    """Whether he is told level with the last outfield opponent while the keeper had come out (and not placed past
    the keeper): then where the keeper was decides, and is asked (`_on_the_line`, and its question in `read_situation`)."""
    return (
        words.context["level_outfield"].search(text) is not None
        and words.context["keeper_out"].search(text) is not None
        and words.context["placed_past_keeper"].search(text) is None
    )


def _placed_by_the_keeper(hits: list[Hit], text: str, words: Words) -> bool:
    """Whether the attacker is placed, and only against the goalkeeper ("level with the keeper")."""
    if not hits or words.context["anyone"].search(text):
        return False  # "is it offside when a player is level with the keeper": the Law, about anyone
    level = words.context["keeper_level"]
    return all(h.value == "offside" and level.search(text, h.start - 1, h.end) for h in hits)
