"""The intent bank: the questions fans actually ask, each with a verdict, a reason and the Law clause.

One file per topic under bot/laws/intents/, written for referees to review. Checked on load: an intent
without a verdict, reason or clause, or whose short answer would not fit in one chat message, is refused.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, fields
from functools import cache
from importlib import resources

from bot.laws.knowledge import EDITION, TopicError, load_topics, read_folder
from bot.laws.quantities import durations

ANSWER_LIMIT = 500  # verdict + reason + clause: one glance, one message, on every platform
REQUIRED = ("id", "topic", "question", "verdict", "reason", "law")


@dataclass(frozen=True, slots=True)
class Intent:
    id: str
    topic: str
    question: str
    verdict: str
    reason: str
    law: str
    yes_no: bool = False
    # whether the rule this intent states has exceptions, named in its answer ("except", "unless", "not always") or not
    # (a keeper may handle in his area, yet a back-pass is penalised): a claim that it holds "always" or "never" is
    # answered with the statement, not a Yes that confirms the claim (var.py)
    exceptions: bool = False
    paraphrases: tuple[str, ...] = ()
    cues: tuple[str, ...] = ()  # words that tell this intent from its siblings when a fan uses them
    # words that say the fan asks about another case than this intent answers ("headed" for a kicked back-pass)
    excludes: tuple[str, ...] = ()
    # words that say the fan asks about a case this intent's verdict is untrue for ("shootout" for a team-mate's
    # rebound at a penalty in play): said, the intent is never the answer. `excludes` only lowers its score, and a
    # strong match still won
    ruled_out_by: tuple[str, ...] = ()
    # words in the fan's question that ask the opposite of this intent's question ("is it out?" against "Is the
    # line part of the field?"): the opening Yes or No is then turned
    turned_by: tuple[str, ...] = ()
    # words one of which the fan's question must say for this intent to answer it: an answer about the goalkeeper
    # needs a keeper word ("the ref booked him and gave them a free kick, why?" had the challenge-on-the-keeper answer)
    needs: tuple[str, ...] = ()
    # a second such list, one of which must be said as well: the red card for a foul outside the box needs a place
    # outside and a card or goal-chance word ("tripped just outside the area, penalty?" asks neither about a card)
    needs_also: tuple[str, ...] = ()
    # the facts of a told play under which its verdict does not hold, by fact ({received_from = ["deliberate-play"]} for
    # the deflection answers): a play told so is answered by its reading, not by this intent (choice.py)
    not_when: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # the calls the Law makes in this intent's case, and calls it does not ("corner", "indirect free kick" for the
    # keeper holding the ball too long; "booked him" is a "yellow" told, "sent him off" a "red"): a call told and
    # judged ("ref gave a free kick. right call?") is answered by which list it is in (calls.py). Each is a regular
    # expression matched on the fan's words in lower case ("goal(?! kick)": a goal given, not a goal kick)
    right_calls: tuple[str, ...] = ()
    wrong_calls: tuple[str, ...] = ()
    # the time the intent's case holds for ("more than 8 seconds" for the keeper's corner): a call judged with a time told
    # outside it ("held it 7 seconds ... corner. correct?") is not the Law's (calls.py)
    time_case: str = ""
    # words that name the case deciding a "Not always" verdict ("excessive force" for a tackle's card, always a red): a
    # fan who names it is given the statement, whose cases answer him, not a "Not always" that says it may be either
    decided_when: tuple[str, ...] = ()
    # other intents that give this one's answer in other words ("Does a save reset offside?" No, "Is it offside after a
    # save?" Yes): never its rival, so the two close together are no choice to offer (understand.py)
    same_answer_as: tuple[str, ...] = ()

    @property
    def citation(self) -> str:
        return f"{self.law} · IFAB {EDITION}"

    @property
    def short_answer(self) -> str:
        """The whole answer a fan sees first: the verdict, why, and the clause that decides it."""
        return f"{self.verdict} {self.reason} {self.citation}"


def _strings(value: object) -> tuple[str, ...]:
    """A TOML list of phrases; absent (None) is none. A lone string is one phrase, not its letters."""
    if value is None:
        return ()
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list | tuple):
        return tuple(str(v) for v in value)
    return (str(value),)


def _expanded(phrases: tuple[str, ...], named: dict[str, tuple[str, ...]], source: str) -> tuple[str, ...]:
    """`phrases` with each "@name" replaced by the file's list of that name ([lists] in the file): one home for a list
    that several intents share ("@accident" for the accidental handball answers)."""
    out: list[str] = []
    for phrase in phrases:
        if phrase.startswith("@"):
            if phrase[1:] not in named:
                raise TopicError(f"{source} names a list {phrase} it does not define under [lists].")
            out.extend(named[phrase[1:]])
        else:
            out.append(phrase)
    return tuple(out)


def _facts(value: object, source: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """An intent's table of a told play's facts ({received_from = ["deliberate-play"]}) as (fact, values) pairs."""
    if value is None:
        return ()
    if not isinstance(value, dict):
        raise TopicError(f"Intent in {source}: not_when must be a table of facts, each a list of values.")
    return tuple((str(fact), _strings(values)) for fact, values in value.items())


def _parse(
    data: dict[str, object],
    source: str,
    needs: tuple[str, ...] = (),
    named: dict[str, tuple[str, ...]] | None = None,
) -> Intent:
    """One intent of `source`; `needs` is the file's own, for an intent that names none; `named` the file's lists."""
    lists = named or {}
    missing = [k for k in REQUIRED if not data.get(k)]
    # a misspelt field ("ruled_out", "exclude") would be dropped without a word, and the wording it holds never read
    unknown = sorted(set(data) - _FIELDS)
    if unknown:
        raise TopicError(
            f"Intent in {source} ({data.get('id', '?')}) has unknown fields: {', '.join(unknown)}."
        )
    if missing:
        raise TopicError(f"Intent in {source} ({data.get('id', '?')}) is missing {', '.join(missing)}.")
    intent = Intent(
        id=str(data["id"]),
        topic=str(data["topic"]),
        question=str(data["question"]).strip(),
        verdict=str(data["verdict"]).strip(),
        reason=str(data["reason"]).strip(),
        law=str(data["law"]).strip(),
        yes_no=bool(data.get("yes_no", False)),
        exceptions=bool(data.get("exceptions", False)),
        paraphrases=_strings(data.get("paraphrases")),
        cues=_expanded(_strings(data.get("cues")), lists, source),
        excludes=_expanded(_strings(data.get("excludes")), lists, source),
        ruled_out_by=_expanded(_strings(data.get("ruled_out_by")), lists, source),
        turned_by=_expanded(_strings(data.get("turned_by")), lists, source),
        needs=_expanded(_strings(data.get("needs")), lists, source) or needs,
        needs_also=_expanded(_strings(data.get("needs_also")), lists, source),
        not_when=_facts(data.get("not_when"), source),
        right_calls=_calls(data.get("right_calls"), source, data.get("id")),
        wrong_calls=_calls(data.get("wrong_calls"), source, data.get("id")),
        time_case=_time_case(data.get("time_case"), source, data.get("id")),
        decided_when=_expanded(_strings(data.get("decided_when")), lists, source),
        same_answer_as=_strings(data.get("same_answer_as")),
    )
    if len(intent.short_answer) > ANSWER_LIMIT:
        raise TopicError(
            f"Intent {intent.id} in {source}: the short answer is over {ANSWER_LIMIT} characters."
        )
    return intent


def _calls(value: object, source: str, intent_id: object) -> tuple[str, ...]:
    """An intent's right or wrong calls: regular expressions (calls.py), each compiled here so that a bad one refuses
    its file when the intents load, naming it, instead of failing at the first question it is read for."""
    calls = _strings(value)
    for call in calls:
        try:
            re.compile(call)
        except re.error as error:
            raise TopicError(
                f"Intent {intent_id} in {source}: the call {call!r} is no regular expression ({error})."
            ) from error
    return calls


def _time_case(value: object, source: str, intent_id: object) -> str:
    """An intent's time case: one time with its bound ("more than 8 seconds"), read as quantities.py reads a fan's."""
    if value is None:
        return ""
    told = durations(str(value)) if isinstance(value, str) else []
    if len(told) != 1:
        raise TopicError(f"Intent {intent_id} in {source}: the time case {value!r} is not one time.")
    return str(value)


# The fields an intent table may have: its dataclass's own
_FIELDS = frozenset(f.name for f in fields(Intent))


@cache
def _shared_lists() -> dict[str, tuple[str, ...]]:
    """intent_lists.toml's [lists]: the phrase lists intents in several files share."""
    text = (resources.files("bot.laws") / "intent_lists.toml").read_text(encoding="utf-8")
    return {name: _strings(value) for name, value in tomllib.loads(text).get("lists", {}).items()}


@cache
def load_intents() -> dict[str, Intent]:
    """Every intent, by id. Raises TopicError naming the file when one is incomplete or unknown."""
    topics = load_topics()
    intents: dict[str, Intent] = {}
    shared = _shared_lists()
    for source, data in read_folder("intents", "Intent"):
        # a file's `needs` is every intent's in it that names none ("a penalty word" for the retakes)
        file_needs = _strings(data.get("needs"))
        own = {name: _strings(value) for name, value in data.get("lists", {}).items()}
        if twice := sorted(own.keys() & shared.keys()):
            raise TopicError(f"{source} defines lists intent_lists.toml defines: {', '.join(twice)}.")
        named = {**shared, **own}
        for raw in data.get("intent", []):
            intent = _parse(raw, source, file_needs, named)
            if intent.topic not in topics:
                raise TopicError(f"Intent {intent.id} in {source} names an unknown topic {intent.topic}.")
            if intent.id in intents or intent.id in topics:
                raise TopicError(f"Intent id {intent.id} in {source} is used twice.")
            intents[intent.id] = intent
    for intent in intents.values():
        if unknown := [other for other in intent.same_answer_as if other not in intents]:
            raise TopicError(
                f"Intent {intent.id} gives the same answer as unknown intents: {', '.join(unknown)}."
            )
    return intents
