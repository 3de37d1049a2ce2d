"""The replies of /var explain: a verdict first, the reason, the Law; the whole topic on request; a ruling
for a described offside situation, or the one question that decides it; and an honest "not sure".

Pure functions from the laws package's answers to core Replies; the handler in var.py picks which.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from bot.core.markup import echo
from bot.core.reply import Action, Card, Field, Reply
from bot.laws import EDITION, Topic, load_topics
from bot.laws.intents import Intent, load_intents
from bot.laws.situation_facts import Facts, Reading, encode
from bot.laws.understand import Candidate, Understanding, routes

COLOUR = 0x5865F2
FULL_FLAG = "--full"
FACTS_PREFIX = "facts:"


def full_command(topic_id: str) -> str:
    return f"/var explain {FULL_FLAG} {topic_id}"


def _full_action(topic_id: str) -> Action:
    """The "Full explanation" button; the console shows it as the line to type."""
    return Action("Full explanation", full_command(topic_id))


# The opening a turned yes/no verdict takes: a claim put to us ("my mate says level is offside, is he right?")
# is confirmed or denied; a plain question asked on the other side ("does the goal stand?" against "Is it an
# offence ...?") gets the other plain Yes or No.
_CONFIRM = {"Yes.": "No, that's not right.", "No.": "Yes, that's right."}
_PLAIN = {"Yes.": "No.", "No.": "Yes."}
_AGREE = {
    "Yes.": "Yes, that's right.",
    "No.": "No, that's not right.",
}  # a claim worded as the intent's question
# A conditional opening and the same condition's opening asked the other way: a conditional Yes and its No ("... miscues a
# clearance to him, is he still offside?" against "Does a miscued clearance still count as a deliberate play?", hunt 79),
# the only condition that allows it and the one that rules it out ("came back onside before his mate passed again. still
# offside?" against "Is a player who comes back from an offside position onside?", hunt 93)
_TURNED_OPENINGS = {"Yes, when ": "No, not when ", "Only if ": "Not if "}
_HEDGE = "Not always. "  # a yes/no verdict's hedged opening, as bare as a Yes or No to an open question
# A claim put to us asking whether it is false ("is he having me on?", "is that a myth?"), by whether it is true.
_DOUBTED = {True: "No, it's true.", False: "Yes, it's wrong."}


def confirms(intent: Intent) -> bool:
    """Whether this intent's verdict can be turned: a plain Yes or No (not "Not always.", "Only if ...")."""
    return intent.yes_no and intent.verdict.split(" ", 1)[0] in _CONFIRM


def intent_reply(
    intent: Intent,
    negated: bool = False,
    claim: bool = True,
    statement_only: bool = False,
    doubted: bool = False,
    claim_after: bool = False,
    call_right: bool | None = None,
) -> Reply:
    """Verdict, reason and clause in at most 500 characters, with the whole topic one click away.
    `negated`: the fan asked the opposite of the intent's question, so the opening Yes or No is turned,
    worded as confirming a claim when `claim` (and the intent's own question, which the verdict no longer
    answers word for word, is not the title). `statement_only`: a bare "Yes." or "No." would not answer the
    fan (an open question: "what card?"; a quantity the verdict does not state: "a corner after 6 seconds?"),
    so the verdict opens with the statement that follows it. `doubted`: the fan asks whether the claim is false,
    so the opening says whether it is true the other way round ("No, it's true."). `claim_after`: the claim was
    told after the fan's question ("offside? dave says the save resets it"), and the Yes or No is the claim's, so it
    says so even unturned ("No, that's not right."): a bare "No." there reads as the answer to "offside?".
    `call_right`: the fan judged a call told (calls.py), the Law's (True) or not (False): the verdict opens with that
    Yes or No instead of its own, which answers the intent's question."""
    verdict, title = intent.verdict, intent.question
    first = verdict.split(" ", 1)[0]
    if call_right is not None and first.rstrip(".,") == ("Yes" if call_right else "No"):
        pass  # the verdict's own Yes or No is the fan's: it answers as it stands
    elif call_right is not None:
        # (a verdict opening with a Yes, a No or "Not always." loses it, "Yes, when ..." its "Yes,"; one that tells the
        # call, "A corner kick to the other team.", is kept whole after the fan's Yes or No; a call the fan put to us
        # as a claim, "he only got a yellow, was the ref right?", is confirmed or denied as claims are)
        rest = verdict.split(" ", 1)[1]
        opening = "Yes." if call_right else "No."
        opening = _AGREE[opening] if claim else opening
        if verdict.startswith(_HEDGE):
            rest = verdict.removeprefix(_HEDGE)
        elif first in ("Yes,", "No,"):
            rest = rest[:1].upper() + rest[1:]
        elif first not in _CONFIRM:
            rest = verdict
        verdict, title = f"{opening} {rest}", load_topics()[intent.topic].title
    elif (
        negated
        and intent.yes_no
        and not (doubted or statement_only)
        and verdict.startswith(tuple(_TURNED_OPENINGS))
    ):
        # a conditional opening asked the other way: the fan's side holds under the same condition
        opening = next(o for o in _TURNED_OPENINGS if verdict.startswith(o))
        verdict = _TURNED_OPENINGS[opening] + verdict.removeprefix(opening)
        title = load_topics()[intent.topic].title
    elif confirms(intent) and doubted and not statement_only:
        first, rest = verdict.split(" ", 1)
        claim_true = (first == "Yes.") != negated
        verdict, title = f"{_DOUBTED[claim_true]} {rest}", load_topics()[intent.topic].title
    elif confirms(intent) and (statement_only or negated or claim_after):
        first, rest = verdict.split(" ", 1)
        if statement_only:
            verdict = rest
        else:
            # turned, or a claim told after the question worded as the intent's question
            opening = (_CONFIRM if claim else _PLAIN)[first] if negated else _AGREE[first]
            verdict, title = f"{opening} {rest}", load_topics()[intent.topic].title
    elif statement_only and verdict.startswith(_HEDGE):
        verdict = verdict.removeprefix(
            _HEDGE
        )  # "what happens if ...?": the statement, without an answer to no question
    return Reply(
        card=Card(
            title=f"📖 {title}",
            body=f"**{verdict}** {intent.reason}",
            footer=intent.citation,
            colour=COLOUR,
            actions=(_full_action(intent.topic),),
        )
    )


def topic_short_reply(topic: Topic) -> Reply:
    """A whole-topic question ("explain handball"): the topic's short answer, the rest on request."""
    return Reply(
        card=Card(
            title=f"📖 {topic.title}",
            body=topic.short,
            footer=topic.citation,
            colour=COLOUR,
            actions=(_full_action(topic.id),),
        ),
    )


def topic_full_reply(topic: Topic, image: Path | None = None) -> Reply:
    """Everything the topic says, shown privately: the detail in the description (Discord allows 4,096
    characters there, 1,024 in a field), the myth and what changed as fields, related topics as buttons."""
    topics = load_topics()
    fields = []
    if topic.misconception:
        fields.append(Field("Common myth", topic.misconception, inline=False))
    if topic.changed:
        fields.append(Field("What changed", topic.changed, inline=False))
    card = Card(
        title=f"📖 {topic.title}",
        body=f"{topic.short}\n\n{topic.detail}",
        fields=tuple(fields),
        footer=topic.citation,
        image=image,
        colour=COLOUR,
        actions=tuple(Action(topics[r].title, f"/var explain {r}") for r in topic.related),
    )
    return Reply(card=card, ephemeral=True)


def _label(candidate: Candidate) -> tuple[str, str]:
    """(button label, command) for an answer we might mean."""
    if candidate.kind == "intent":
        intent = load_intents()[candidate.target]
        return intent.question, f"/var explain {intent.id}"
    if candidate.kind == "topic":
        return load_topics()[candidate.target].title, f"/var explain {candidate.target}"
    route = routes()[candidate.target]
    return route.label, route.command


def close_reply(understanding: Understanding) -> Reply:
    """Two answers fit about as well: ask which, rather than guess."""
    options = [_label(c) for c in understanding.ranked[:2]]
    return Reply(
        card=Card(
            title="🤔 Which did you mean?",
            body="I can read that two ways; pick one.",
            colour=COLOUR,
            actions=tuple(Action(label, command) for label, command in options),
        ),
        ephemeral=True,
    )


def unsure_reply(text: str, understanding: Understanding) -> Reply:
    """Below the bar: say so, offer the closest three, never a confident wrong answer."""
    options = [_label(c) for c in understanding.ranked[:3] if c.kind != "route"]
    head = f"I'm not sure which law you mean by {echo(text)}."
    if not options:
        return Reply(text=f"{head} Try /var explain for the list of topics.", ephemeral=True)
    return Reply(
        card=Card(
            title="🤔 Not sure what you mean",
            body=f"{head} The closest answers I have:",
            colour=COLOUR,
            actions=tuple(Action(label, command) for label, command in options),
        ),
        ephemeral=True,
    )


def route_reply(route_id: str) -> Reply:
    route = routes()[route_id]
    return Reply(
        card=Card(title=f"➡️ {route.label}", body=route.answer, actions=(Action(route.label, route.command),)),
    )


def situation_reply(reading: Reading, image: Path | None = None, side_asked: int = 0) -> Reply:
    """The ruling for a described offside situation, or the one question whose answer decides it.

    `side_asked` is the side a fan's yes/no question is worded on (1 the offence: "was he off?", "should it
    have been ruled out?"; -1 no offence: "is he let off?", "does the goal stand?"; 0 neither, or not a yes/no
    question): the ruling then opens with the Yes or No that answers it."""
    citation = f"{reading.clause} · IFAB {EDITION}"
    if reading.question is not None:
        q = reading.question
        actions = tuple(
            Action(label, f"/var explain {FACTS_PREFIX}{encode(_with(reading, q.fact, value))}")
            for label, value in q.options
        )
        return Reply(card=Card(title="🤔 One question first", body=q.text, colour=COLOUR, actions=actions))
    ruling = reading.ruling
    assert ruling is not None
    if ruling.offence:
        head = {1: "Yes, offside.", -1: "No, offside."}.get(side_asked, "Offside.")
    else:  # "No offside offence." already answers a question asked on the offence's side
        head = "Yes, no offside offence." if side_asked < 0 else "No offside offence."
    restart = f" Restart: {ruling.restart}." if ruling.offence else ""
    return Reply(
        card=Card(
            # The title is the question ruled, as an intent's title is its question: the verdict opens the body
            # once ("🚩 Offside." over "Offside. The attacker ..." said it twice).
            title="🚩 Was it offside?" if ruling.offence else "✅ Was it offside?",
            body=f"**{head}** {_sentence(ruling.reason)}{restart}",
            footer=citation,
            image=image,
            colour=COLOUR,
            actions=(_full_action("offside"),),
        ),
    )


# offside.judge() gives its reason as a clause ("gained an advantage from a save ..."): give it a subject.
_SUBJECTS = (
    ("no ", "There is "),
    ("not in", "The attacker was "),
    ("in an", "The attacker was "),
    ("involved", "The attacker was "),
    ("gained", "The attacker "),
    ("interfered", "The attacker "),
    ("an opponent", ""),
)


def _sentence(clause: str) -> str:
    subject = next((s for start, s in _SUBJECTS if clause.startswith(start)), "")
    text = subject + clause
    return text[0].upper() + text[1:] + "."


def _with(reading: Reading, fact: str, value: str) -> Facts:
    return replace(reading.facts, **{fact: value})
