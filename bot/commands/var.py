"""/var explain <question>: the Laws of the Game and VAR, answered the way a referee-educator would.

A verdict first, the reason, the Law clause; the whole topic behind "Full explanation"; a ruling for a
described offside situation (or the one question that decides it); "not sure" rather than a guess.
Understanding a long question costs a few milliseconds of CPU and drawing a diagram more, so both run in
a worker thread: the event loop keeps answering other fans meanwhile.
"""

from __future__ import annotations

import asyncio
import gc
import re
import threading
from concurrent.futures import Future, ThreadPoolExecutor, wait
from dataclasses import replace
from functools import cache
from pathlib import Path

from threadpoolctl import threadpool_limits  # type: ignore[import-untyped]  # no type information

from bot.commands.context import Context
from bot.commands.explain import (
    FACTS_PREFIX,
    FULL_FLAG,
    close_reply,
    intent_reply,
    route_reply,
    situation_reply,
    topic_full_reply,
    topic_short_reply,
    unsure_reply,
)
from bot.core.errors import UserError
from bot.core.invocation import Invocation
from bot.core.reply import Card, Reply
from bot.core.tree import Argument, CommandTree
from bot.i18n import ENGLISH, N_, Translator
from bot.laws import EDITION, load_topics, meaning
from bot.laws.calls import call_in_an_earlier_season, compile_all, judged_call
from bot.laws.choice import SEED_NAMES, asked_part, choose, judges_an_omission, the_question
from bot.laws.claims import (
    claim_doubted,
    claim_told_after_the_question,
    claims_negated,
    doubts_the_claim,
    negations,
    premise_of_a_consequence,
    puts_a_claim,
    statement_tagged,
    unless_negated,
)
from bot.laws.intents import Intent, load_intents
from bot.laws.polarity import asked_as_right, negated_claim, offers_both_sides, offside_side
from bot.laws.quantities import beyond_a_few_seconds, other_quantities
from bot.laws.question_form import (
    asks_open,
    asks_two,
    choice_unanswered,
    question_before_alternative,
    question_clause,
    question_form,
)
from bot.laws.situation_facts import Reading, case_for, decide, decode, encode
from bot.laws.understand import Understanding, says, says_negated, understand
from bot.laws.vocabulary import asks_if_same_as_another_sport, asks_if_the_same, plain
from bot.laws.wording import asking_sentence


def topics_reply() -> Reply:
    topics = sorted(load_topics().values(), key=lambda t: t.title)
    lines = [f"/var explain {t.id} — {t.title}" for t in topics]
    intro = (
        "Ask me anything about the Laws in your own words (e.g. /var explain is it offside from a throw-in?),"
        " or pick a topic:"
    )
    return Reply(
        card=Card(
            title="📖 Laws of the Game topics",
            body="\n".join([intro, *lines]),
            footer=f"IFAB Laws of the Game {EDITION}",
        ),
    )


def _diagram(reading: Reading, folder: Path | None) -> Path | None:
    if folder is None or reading.ruling is None:
        return None
    from bot.laws.diagram import render_case

    try:
        return render_case(case_for(reading.facts), folder, encode(reading.facts))
    except OSError:
        return None  # a diagram is a bonus: an unwritable folder must not cost the fan the ruling


def _topic_diagram(name: str, folder: Path | None) -> Path | None:
    if not name or folder is None:
        return None
    from bot.laws.diagram import render_diagram

    try:
        return render_diagram(name, folder)
    except OSError:
        return None


def _answer_drawing(text: str, folder: Path | None) -> Reply:
    """`answer`, drawing diagrams into `folder` or the user cache folder (a bare `answer` draws nothing)."""
    from bot.laws.diagram import image_folder

    return answer(text, image_folder(folder))


def answer(text: str, image_dir: Path | None = None) -> Reply:
    """The whole decision, pure apart from drawing a diagram: runs in a worker thread."""
    asked, text = text, the_question(text)
    if not text:  # a link or a mention alone: nothing asked
        return unsure_reply(asked, Understanding("unsure", (), 0.0))
    topics, intents = load_topics(), load_intents()
    tokens = text.split()  # not `words`: that is the reading of a question's words, imported above
    if FULL_FLAG in tokens:
        rest = " ".join(w for w in tokens if w != FULL_FLAG)
        topic_id = intents[rest].topic if rest in intents else rest
        if topic_id not in topics:
            understood = understand(rest)
            best = understood.best
            if understood.verdict == "answer" and best is not None and best.kind != "route":
                topic_id = intents[best.target].topic if best.kind == "intent" else best.target
        if topic_id in topics:
            return topic_full_reply(topics[topic_id], _topic_diagram(topics[topic_id].diagram, image_dir))
        text = rest
    if text.startswith(FACTS_PREFIX):
        facts = decode(text.removeprefix(FACTS_PREFIX))
        if facts is None:
            raise UserError("That situation could not be read; describe it in your own words instead.")
        reading = decide(facts)
        return situation_reply(reading, _diagram(reading, image_dir))
    choice = choose(text)
    if choice.kind == "situation":
        assert choice.reading is not None
        return situation_reply(choice.reading, _diagram(choice.reading, image_dir), side_asked(text))
    if choice.kind == "intent":
        text = asked_part(
            text
        )  # a rule the fan says he knows ("i know you can't ... but") turns no Yes or No
        both_sides = offers_both_sides(text)
        text = asked_as_right(text) if both_sides else text
        claim = puts_a_claim(text)
        # "that's right" or "not right" speaks of the claim: turned by its words, not by the question's ("offside?
        # dwayne says the save resets it" had "Yes, that's right." from the offside side "offside?" is asked on)
        claimed = claim_told_after_the_question(text) if claim else None
        claimed = None if claimed is None else f"{claimed.strip()}?"  # put to us as the question was
        doubted = doubts_the_claim(text)
        # ... and a claim doubted after it ("my mate says you can't be offside from a throw in. is he wrong?") is
        # turned by its own words, not by "wrong", which reads as a decision doubted ("No, it's true." had been said
        # to a mate who was wrong, and "Yes, it's wrong." to one who was right)
        read = claimed or (claim_doubted(text) if doubted else None)
        # ... and a statement with a negative tag ("a goal kick counts for offside, doesn't it?") is asked as the
        # statement: read without the tag, whose "not" had turned the Yes or No
        read = read or statement_tagged(text)
        # ... and a negated rule the fan reasons from ("theres no offside from a free kick, so the goal stands?") is the
        # claim the Yes or No speaks of: the consequence asked is not what the rule answers
        premise = None if read else premise_of_a_consequence(text)
        if premise is not None and _the_premises_answer(premise) == choice.target:
            # ... when the premise alone is answered by the same intent: another rule's premise ("no offside from a free
            # kick so the flag was right?" answered by the throw-in's rule) would turn its Yes or No (review 102)
            read, claim = premise, True
        # turned against the question of the intent answering (read from the part asked, which alone may rank another
        # first: "is the VAR allowed to do that?")
        negated = negated_claim(read or text, intents[choice.target].question)
        # (a call claimed only under a condition, "only a red if he makes contact, right?", is a rule claimed, not a call)
        call_right = None if _ONLY_IF.search(plain(text)) else judged_call(text, intents[choice.target])
        restricted = call_right is not None and _restriction_unanswered(text, intents[choice.target])
        if restricted:
            # "..., always, right?", "can only be a corner, right?": the call's verdict, either way, would judge the
            # restriction it does not answer (review 72)
            call_right = None
        statement = f"{intents[choice.target].question} {intents[choice.target].verdict}"
        if call_right is not None and beyond_a_few_seconds(text, statement):
            # "30 seconds later he came back and gave the free kick. right call?": past the few seconds the Law gives, the
            # call the answer lists is not the Law's, and the other is (hunt 63 had "Yes.")
            call_right = not call_right
        if call_right is not None:  # "ref gave a yellow for it. right call?": whether that call is the Law's
            return intent_reply(intents[choice.target], claim=claim, call_right=call_right)
        intent = intents[choice.target]
        turned = negated != _asked_the_other_way(read or text, intent)
        return intent_reply(
            intent,
            negated=turned,
            claim=claim,
            claim_after=claimed is not None or (claim and both_sides),
            statement_only=_no_bare_yes_no(text, intent)
            or (claim and not turned and _confirms_a_condition(text, intent))
            or restricted
            or (_affirms(intent, turned) and _restriction_unanswered(text, intent)),
            doubted=doubted,
        )
    if choice.kind == "topic":
        return topic_short_reply(topics[choice.target])
    if choice.kind == "route":
        return route_reply(choice.target)
    if choice.kind == "close":
        return close_reply(choice.understood)
    return unsure_reply(text, choice.understood)


def _the_premises_answer(premise: str) -> str | None:
    """The answer the premise alone gets from the ranking (an intent, a topic or a route), or None when not sure."""
    understood = understand(premise)
    best = understood.best
    return best.target if understood.verdict == "answer" and best is not None else None


def _asked_the_other_way(text: str, intent: Intent) -> bool:
    """Whether the fan's question says one of the intent's `turned_by` wordings ("the ball's on the line, is it
    out?" against "Are the lines part of the field?"): its Yes is then the fan's No."""
    # the whole text: the case asked about is often told before the question ("the ref overruled the VAR, can he?"),
    # but not words quoted from someone else when the fan asks a question of his own after them ("'KEEPERS LOSE
    # SIX-YARD BOX PROTECTION' bait? can you challenge them in there" was turned by the headline's "protection")
    unquoted = _QUOTED.sub(" ", text)
    if unquoted != text and not puts_a_claim(text) and len(re.findall(r"\w+", unquoted)) >= 4:
        text = unquoted
    # ... nor the other side offered after the question, as its alternative ("can the keeper pick it up if his full-back
    # heads it back, or is that a backpass same as a kick?" had "No.", turned by "is that a backpass"): the Yes or No
    # answers the question put first
    first = question_before_alternative(text)
    if first is not None and not says(first, intent.turned_by):
        return False
    # ... or says it negated in a claim negated ("my mate says a match can't go ahead with 6 players": not going ahead is
    # the match stopping, the intent's own side; the claim's negation had turned its Yes, hunt 58)
    # (not an intent whose own question is negated, "Is it true that there can be no foul without contact?": the claim's
    # negation is read against its question's there)
    other_way = says(text, intent.turned_by) or (
        claims_negated(text) and negations(intent.question) % 2 == 0 and says_negated(text, intent.turned_by)
    )
    # ... and a universal "never" asked of a plain question ("is it never offside from a free kick?" against "Can you be
    # offside from a free kick?"): its Yes is the fan's No (hunt 62 had "Yes.")
    never = _NEVER_ASKED.search(plain(text)) is not None and negations(intent.question) % 2 == 0
    return other_way != never


_NEVER_ASKED = re.compile(
    r"^\W*(?:so |and |but )?(?:is|are|can|could|does|do|will|would)\s+(?:it|you|there|a player|players|they|he|she|a keeper|the keeper)\s+never\b"
)


# Words quoted (several, in quotation marks): a headline, a message, what someone said; the fan's own question is
# what is left, when it has four words or more
_QUOTED = re.compile(r"""(?<!\w)["“‘'][^"“”‘’'?]*\s[^"“”‘’'?]*["”’'](?!\w)""")


def _no_bare_yes_no(text: str, intent: Intent) -> bool:
    """Whether the intent's bare Yes or No would not answer the fan: an open question ("..., what card?"), two
    questions at once, or a quantity its verdict does not state ("a corner after 6 seconds?"). The question and
    verdict are what the Yes or No asserts; the reason may tell the old rule ("six seconds" before 2025/26)."""
    return (
        asks_open(text)
        or asks_two(text)
        or other_quantities(text, f"{intent.question} {intent.verdict}")
        # ... or a time past the few seconds an answer gives its rule ("20 seconds after advantage, can he go back?")
        or beyond_a_few_seconds(text, f"{intent.question} {intent.verdict}")
        or call_in_an_earlier_season(text, intent)
        or (SEED_NAMES.search(text) is not None and _WHAT_IF.search(text) is not None)
        or _ONE_BUT_NOT_THE_OTHER.search(text) is not None
        or unless_negated(text)
        or asks_if_same_as_another_sport(text)
        or asks_if_the_same(asking_sentence(text))
        or _ASKS_IF_HE_TOUCHED_IT.search(text) is not None
        or judges_an_omission(text)
        or _asks_a_penalty_it_does_not_name(text, intent)
        or says(text, intent.decided_when)
        or choice_unanswered(text, intent.question)
    )


def _confirms_a_condition(text: str, intent: Intent) -> bool:
    """Whether the intent's plain Yes would confirm a condition the fan claims as the only case ("violent conduct is only
    a red if he makes contact, right?") where its verdict holds whatever that case ("whether or not contact is made",
    hunt 62). Only of a claim put to us, not turned: asked so ("is it only a yellow when ...?", "VC only if contact is
    made?") the Yes or No answers the question."""
    return _ONLY_IF.search(plain(text)) is not None and _WHATEVER.search(intent.verdict) is not None


def _affirms(intent: Intent, turned: bool) -> bool:
    """Whether the intent's reply opens by agreeing with the fan: its Yes, or its No turned."""
    opening = intent.verdict.split(".", 1)[0].strip()
    return (opening == "Yes" and not turned) or (opening == "No" and turned)


def _restriction_unanswered(text: str, intent: Intent) -> bool:
    """Whether the fan claims or asks a restriction the intent's Yes or No does not answer: "only" where its question and
    verdict say no "only" ("only a goalkeeper can take a goal kick, right?", "you can only get a second yellow in the
    same half?"), or an "always" or "never" where the intent says its rule has exceptions ("a substituted player can never come
    back, right?" against return substitutions in youth football). A reply that agrees had confirmed the restriction
    (hunt 70): the statement answers it. (One that disagrees denies it, which the exceptions bear out.)"""
    if not puts_a_claim(text):
        return False  # asked ("can managers get carded too or only players?"), the intent's own question answers it
    said = plain(text)
    own = plain(f"{intent.question} {intent.verdict}")
    if _ONLY_CLAIMED.search(said) is not None and _ONLY.search(own) is None:
        return True
    # (whether the rule has exceptions is the intent's own field, set in its data file)
    return intent.exceptions and _UNIVERSAL.search(said) is not None


# "only" as a restriction, not "not only", "if only", "the only", "only just", nor a sanction called light ("only a
# yellow", "only got booked"): that is the sanction's side, which the answers about cards take
_ONLY_CLAIMED = re.compile(
    # "only ... if", "only in the same half", "can only be sent off for ..."
    r"\b(?:can|may|is|are|be|gets?) only\b(?! (?:(?:a|an|the|get|gets|got|be|been|given|shown|showed|gave|give|him|her) )*"
    r"(?:yellow|caution|booking|booked|cautioned|warning|warned|red|card|carded)\b)"
    r"|(?<!not )(?<!if )(?<!the )\bonly (?:[\w-]+ ){0,5}?(?:if|when|unless|in the same|after|before|once)\b"
    # "only a goalkeeper can take a goal kick", "only a player who is on the pitch can be shown a red"
    r"|(?:^|[,.;:!?] )\s*only (?:a |an |the )?(?:[\w-]+ ){1,6}?(?:can|may|is allowed to|are allowed to|has to|have to)\b"
)
_ONLY = re.compile(r"\bonly\b")
# ... a universal claimed of the rule, not a story's "never touched it" nor "I always thought": "can never come back",
# "always has to", ", ever, right?"
_UNIVERSAL = re.compile(
    r"\b(?:(?:can|cant|could|will|would|may|is|isnt|are|arent|be|should|must|do|does)(?: not)? never|never (?:be|allowed"
    r"|count|counts|stand|stands|get|gets|can)|(?<!i )(?<!we )(?<!ive )(?<!weve )(?<!have )always(?! (?:thought|believed"
    r"|understood|assumed|said|reckoned|felt|wondered))|(?<=, )ever(?=\s*,|\s+(?:right|yeah|correct|true))|nothing else|no other"
    r"|nobody else|no one else|any time|anytime|whenever (?:he|she|they) (?:wants?|likes?))\b"
)


# A condition claimed as the only case, and a verdict that holds whatever that case (`_confirms_a_condition`)
# ("... is only a red if ...", "you can only get a red for violent conduct if you make contact"; not "only a few of us saw
# it when it happened", review 68)
_ONLY_IF = re.compile(
    r"\bonly (?:(?:a |an |the )?[\w-]+ )?(?:counts? )?(?:if|when|unless)\b"
    r"|\bonly (?:get|be|give|show|be shown|be given) (?:a |an )?(?:[\w-]+ ){0,4}?(?:if|when|unless)\b"
)
_WHATEVER = re.compile(
    r"\b(?:whether or not|regardless of|even if|even when|even though|with no condition)\b", re.IGNORECASE
)


# A penalty asked for bare after a play ("he dived, nobody touched him, pen?"): an answer about a card whose own question
# names no penalty (the caution for simulation, "Is diving a yellow card?") would seem to say "Yes, a penalty" with its
# Yes. (Not a handball answer's: "is it handball?" in the box is the penalty asked, and its Yes or No answers it.)
_PENALTY_ASKED_BARE = re.compile(
    r"(?:^|[,.;:!?]\s*)(?:a\s+)?(?:pen|penalty|spot kick)\s*\?+\s*$", re.IGNORECASE
)
_NAMES_A_PENALTY = re.compile(r"\b(?:pen|pens|penalty|penalties|spot kick)\b", re.IGNORECASE)
_NAMES_A_CARD = re.compile(
    r"\b(?:yellow|red|card|caution|cautioned|booking|booked|sent off|sending-off)\b", re.IGNORECASE
)


def _asks_a_penalty_it_does_not_name(text: str, intent: Intent) -> bool:
    return (
        _PENALTY_ASKED_BARE.search(text) is not None
        and _NAMES_A_CARD.search(intent.question) is not None
        and _NAMES_A_PENALTY.search(intent.question) is None
    )


# Whether someone touched the ball, asked of a play told ("our 9 was stood offside. ball goes in right by him. did he
# touch it?"): a fact the bot cannot know, so no bare Yes or No may seem to answer it (review: the not-involved answer's
# "No." read as "he didn't touch it"). The statement gives the rule either way.
_ASKS_IF_HE_TOUCHED_IT = re.compile(
    r"(?:^|[.!?;,:]\s*|\b(?:and|but|so|then)\s+)did(?:nt| not)? (?!not\b)(?:he|she|they|the \w+|our \w+|their \w+|[a-z]\w+)"
    r" (?:even |actually |really |ever )?(?:touch|get (?:a |any |his |her )?(?:touch|toe|nick|foot|head|boot)|nick|graze"
    r"|brush|clip|flick|tip)\b[^.!?]*\?",
    re.IGNORECASE,
)


# Two cases set against each other and asked as one ("a deliberate play resets offside but not a deflection?", "you
# can score from a corner but not from a throw-in?"): the intent answers one of them, and its Yes or No read as an
# answer to the pair had said the opposite of the fan's true contrast. The statement answers without taking a side.
# ... and so is "X but Y doesn't" ("a clearance resets offside but a deflection doesn't, right?").
_ONE_BUT_NOT_THE_OTHER = re.compile(
    r"\bbut (?:not\b(?:\s+[\w'-]+){1,6}|(?:[\w'-]+\s+){1,4}(?:doesnt|doesn't|dont|don't|isnt|isn't|wont|won't|cant"
    r"|can't|does not|do not)(?:\s*,?\s*(?:right|yeah|innit|surely|correct|true|no))?)\s*\?+\s*$",
    re.IGNORECASE,
)


# A match that happened asked about as it did not happen ("what if Kane had been onside, would it have stood?"):
# the seed answers tell what happened, so their Yes or No would answer another question.
_WHAT_IF = re.compile(
    r"\b(?:what if|suppose|supposing|imagine|hypothetically)\b|\bhad(?:nt| not)? (?:been|got|kept|stayed|said|done|"
    r"gone|played|touched|stood|shut|left|waited|listened)\b|\bwould(?:nt| not)? (?:it|he|that|the goal|kane|conte)"
    r"(?: still)? have\b",
    re.IGNORECASE,
)


def side_asked(text: str) -> int:
    """The side of an offside ruling a fan's yes/no question is worded on: 1 the offence ("was he off?",
    "should it have been ruled out?", "my mate says he was offside, right?"), -1 none ("is he let off?", "does
    the goal stand?"), 0 for an open question or one that takes no side."""
    if question_form(text) <= 0 or asks_open(text):
        return 0
    # A goal that stands is a player onside, one ruled out a player offside: both axes read the same way. A
    # negated claim ("he wasn't off, was he right?") turns the side it is worded on.
    # Read in the sentence that asks, when another tells the play first: "our striker was onside when it was played
    # ... var said offside, was it?" tells "onside" as where he was, not as the side asked.
    asked = question_clause(text) or text
    onside = offside_side(asked)
    return onside if claims_negated(text) else -onside


# Reading a long question and drawing a diagram take up to ~100 ms of CPU: they run here, one at a time.
HEAVY = ThreadPoolExecutor(max_workers=1, thread_name_prefix="matchday-explain")


def in_english(reply: Reply, _: Translator) -> Reply:
    """A Laws answer (they are written in English only) for a channel that reads another language: with a
    short note, in that language, saying so."""
    if _.lang == ENGLISH:
        return reply
    note = _("The Laws answers are in English: this topic has no translation yet.")
    if reply.card is None:
        return replace(reply, text=f"{reply.text}\n{note}")
    footer = f"{reply.card.footer} · {note}" if reply.card.footer else note
    return replace(reply, text="", card=replace(reply.card, footer=footer))


# One question for each part of the answering path that loads data of its own on first use (a rule, a topic named, told
# plays, a rule asked of a story, another language's words, another sport, a play told in the present, a claim put to
# us): with the first alone, the first fan to tell a play or write "jas" waited 12-20 ms for loading (six loaders were
# still cold after it; tests/laws/test_meaning.py finds none cold now).
_WARM_UP = (
    "is it offside from a throw-in?",
    "what is offside",
    "our winger crossed, our right-back headed it back across goal, it grazed our striker who was off and went in",
    "say a defender handles it on purpose and it drops to a striker who was offside, is it offside?",
    "their penalty hit the post and the taker scored the rebound himself, goal given! was that right?",
    "their portieri came out to the penalty spot. our striker was past him when our winger crossed. he scored. jas?",
    "is offside like in hockey?",
    "our forward is behind the ball but past all defenders when the winger cuts it back. can he be offside?",
    "my mate says a save resets offside, is he right?",
    "is a backpass offside?",  # a negated claim's side taken (polarity._claim_words)
)


@cache  # once per process, however many apps it starts
def warm() -> None:
    """Answer a few questions, which builds the index (paraphrases, their BM25 weights and sentence vectors: about
    1.5 s) and loads the rest of the path (the first real answer then takes 4 ms, not 0.7 s), then move it and
    everything else alive now out of the garbage collector's sight (`gc.freeze`): it lives as long as the
    process, and scanning its hundreds of thousands of objects at each full collection was the slowest 1% of
    answers (p99 4.4 -> 4.1 ms in benchmarks/var_explain).

    And BLAS (numpy's OpenBLAS) is kept to one thread: the ranking's one matrix product, a question against
    4,235 paraphrases, is too small to gain from a second thread, and handing it over to one that shares its
    core with the event loop and the poller made the answer wait for it (benchmarks/var_explain on a busy
    2-core host, p99 16-24 ms -> 6-9 ms; the product alone 0.2-0.4 -> 0.08-0.13 ms)."""
    threadpool_limits(limits=1, user_api="blas")  # process-wide, as the app's one answering path needs
    for question in _WARM_UP:  # the whole path: the index, the situation words, the reply
        answer(question)
    compile_all(load_intents().values())  # the calls judged of each answer, compiled once each on first use
    gc.collect()  # garbage of the start-up is collected first: only what lives on is frozen
    gc.freeze()


def warm_in_background() -> None:
    """`warm` on a thread of its own, so that the first fan to ask does not wait for it. Called when an app
    starts answering, never at import or composition: a process that forks (a forkserver) must not have a
    thread at work. A daemon thread, not the explain executor: the interpreter waits for an executor's running
    work at exit, so a Ctrl-C in the first seconds waited for the whole build (2 s, twice that on a busy host);
    a question asked meanwhile builds what it needs itself.

    The sentence model alone loads on the explain executor first (0.16 s): its loaders are Rust code that lets
    other threads run while it reads, and a daemon thread still inside such code when the interpreter exits is
    ended by an unwind that native code cannot pass, so the whole process aborted (SIGABRT) instead of exiting
    with its status (15 stops in about 1,020 on a busy host). The rest of the warm-up is Python and numpy."""
    model_loaded = HEAVY.submit(meaning.model)
    threading.Thread(
        target=_warm_once_loaded, args=(model_loaded,), name="matchday-warm", daemon=True
    ).start()


def _warm_once_loaded(model_loaded: Future[object]) -> None:
    wait([model_loaded])  # a wait in Python: a safe place for a daemon thread to be when the process exits
    warm()


def register(tree: CommandTree) -> None:
    var = tree.group("var", N_("The Laws of the Game and VAR, explained."))

    @var.command(
        "explain",
        N_("Ask about a law or VAR decision in your own words, or describe an offside situation."),
        Argument(
            "topic", "a question, topic or situation, e.g. offside from a throw-in", required=False, rest=True
        ),
        examples=(
            "/var explain is it offside from a throw-in?",
            "/var explain why was kane's goal disallowed",
            "/var explain offside --full",
        ),
    )
    async def explain(ctx: Context, inv: Invocation) -> Reply:
        text = str(inv.args.get("topic", "")).strip()
        _ = await ctx.translator(inv)
        if not text:
            return in_english(topics_reply(), _)
        # One thread for all of these: a flood of long questions queues there, and never takes the event
        # loop's share of the interpreter from the other commands and the alerts.
        loop = asyncio.get_running_loop()
        return in_english(await loop.run_in_executor(HEAVY, _answer_drawing, text, ctx.image_dir), _)
