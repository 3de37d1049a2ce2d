"""Turn an alert into a Reply (plain text plus a card), using the wording in templates.toml.

The templates' wording is English and is also the message id of its translation: each template is passed
through the channel's catalogue (`bot.i18n`) before it is filled, so the layout (emoji, colour, which lines)
stays in the data file and the words live in the catalogues. English is the templates as written.

Names and every other string the provider sent are escaped into card markup (`markup.literal`) before they
fill a template, so a team called "*Spurs*" or "[free](https://evil)" is text; the templates' own markup stays
markup.
"""

from __future__ import annotations

import re
import string
import tomllib
from collections.abc import Mapping
from dataclasses import replace
from functools import cache
from importlib import resources
from typing import Any

from bot.alerts.model import Alert, AlertKind
from bot.core.markup import literal
from bot.core.reply import Action, Card, Reply
from bot.i18n import ENGLISH, IN_ENGLISH, N_, Translator, translator

_FIELDS = re.compile(r"{(\w+)}")
OPTIONAL = frozenset({"state", "result", "detail_suffix"})  # may be empty without dropping their line
# Every Alert field the provider wrote (names, reasons, line-ups): escaped before it fills a template.
PROVIDER_TEXT = (
    "home",
    "away",
    "competition",
    "team",
    "player",
    "assist",
    "detail",
    "lineup_home",
    "lineup_away",
    "goal_minute",
)
# Words the detector (detect.py, rows.py) writes into `detail` itself (the rest is the provider's): translated where they show.
OUR_DETAILS = frozenset(
    {
        N_("penalty"),
        N_("own goal"),
        N_("after extra time"),
        N_("on penalties"),
        N_("second yellow"),
        N_("postponed"),
        N_("cancelled"),
        N_("awarded"),
        N_("abandoned"),
        N_("suspended"),
    }
)
# Alerts whose detail is all ours (an outage notice's sentence, bot.alerts.watch): translated where they show.
OUR_SENTENCES = frozenset({AlertKind.DATA_DELAYED, AlertKind.DATA_RESTORED})


@cache
def templates() -> dict[str, Any]:
    text = (resources.files("bot.alerts") / "templates.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def _as_markup(a: Alert) -> Alert:
    """The alert with its provider text escaped, ready to fill templates."""
    # Typed as Any: mypy checks a ** mapping's value type against every field of Alert, not only these.
    escaped: dict[str, Any] = {name: literal(getattr(a, name)) for name in PROVIDER_TEXT}
    return replace(a, **escaped)


def _state(a: Alert, _: Translator) -> str:
    if a.score.home == a.score.away:
        return _("Level at {score}.", score=str(a.score))
    leader = a.home if a.score.home > a.score.away else a.away
    high, low = max(a.score.home, a.score.away), min(a.score.home, a.score.away)
    return _("{leader} lead {high}-{low}.", leader=leader, high=high, low=low)


def _result(a: Alert, detail: str, _: Translator) -> str:
    if a.score.home == a.score.away and not a.penalties:
        return _("It ends level, {score}.", score=str(a.score))
    if a.penalties and a.score.home == a.score.away:
        winner = a.home if a.penalties.home > a.penalties.away else a.away
        return _("{winner} win on penalties.", winner=winner)
    winner = a.home if a.score.home > a.score.away else a.away
    high, low = max(a.score.home, a.score.away), min(a.score.home, a.score.away)
    if detail:
        return _("{winner} win {high}-{low} {detail}.", winner=winner, high=high, low=low, detail=detail)
    return _("{winner} win {high}-{low}.", winner=winner, high=high, low=low)


# Where a match's score would be in a line of matches (/live, /results) while the provider gives none.
SCORE_NOT_KNOWN = N_("(score not known yet)")


def score_unknown(_: Translator = IN_ENGLISH) -> str:
    """What fans read where a score would be while the provider gives none (alerts, the board): one sentence."""
    line = templates()["score_unknown"]["line"]
    return _(line)


def _values(a: Alert, _: Translator) -> dict[str, str]:
    detail = _(a.detail) if a.detail in OUR_DETAILS or a.kind in OUR_SENTENCES else a.detail
    player_with_detail = a.player + (f" ({detail})" if detail and a.player else "")
    winner = ""
    if a.penalties:
        winner = a.home if a.penalties.home > a.penalties.away else a.away
    return {
        "home": a.home,
        "away": a.away,
        "score": str(a.score) if a.score_known else "",  # a line that tells the score is left out
        "match": _match(a, _),
        "team": a.team,
        "player": a.player,
        "assist": a.assist,
        "detail": detail,
        "minute": str(a.minute) if a.minute else "",
        "goal_minute": a.goal_minute,
        "competition": a.competition,
        "topic": a.topic,
        "penalties": str(a.penalties) if a.penalties else "",
        "state": _state(a, _) if a.score_known else score_unknown(_),
        "result": _result(a, detail, _) if a.score_known else score_unknown(_),
        "winner": winner,
        "player_with_detail": player_with_detail,
        "role": _("{team} head coach, a team official", team=a.team) if a.official else a.team,
        "detail_suffix": f" ({detail})" if detail else "",
        "reason_suffix": " " + _("for {detail}", detail=detail) if detail else "",
        "lineup_home": a.lineup_home,
        "lineup_away": a.lineup_away,
    }


def fill(template: str, values: Mapping[str, str], optional: frozenset[str] = OPTIONAL) -> str | None:
    """Fill a template (an alert's, a scoreboard's); None when a placeholder it needs is empty (the line is
    then left out). The `optional` placeholders may be empty."""
    names = _FIELDS.findall(template)
    if any(not values.get(n) for n in names if n not in optional):
        return None
    return string.Formatter().vformat(template, (), values).strip()


def minute_label(a: Alert, _: Translator = IN_ENGLISH) -> str:
    if a.kind is AlertKind.HALF_TIME:
        return _("HT")
    if a.kind is AlertKind.FULL_TIME:
        return _("FT")
    if a.kind is AlertKind.KICK_OFF:
        return _("KO")
    if a.kind is AlertKind.LINE_UPS:
        return ""
    return str(a.minute) if a.minute else ""


def _match(a: Alert, _: Translator) -> str:
    """ "Spurs v Sporting", as the language puts two teams (names already escaped)."""
    return _("{home} v {away}", home=a.home, away=a.away)


def format_alert(a: Alert, *, spoiler: bool = False, held: float = 0.0, lang: str = ENGLISH) -> Reply:
    """The reply for one alert, in the channel's language: headline (minute, teams, score, player), at most
    two detail lines."""
    _ = translator(lang)
    a = _as_markup(a)
    kind = AlertKind.GOAL if a.kind is AlertKind.GOAL_UPDATED else a.kind
    t = templates()[kind.value]
    values = _values(a, _)
    headline_tpl, lines_tpl = t["headline"], t["lines"]
    if kind is AlertKind.GOAL and not a.player:
        headline_tpl, lines_tpl = t["headline_unknown"], t["unknown_lines"]
    if kind is AlertKind.GOAL_CANCELLED:
        known = bool(a.player and a.goal_minute)
        if a.evidence == "score":
            # No VAR row (football-data.org has none): say what changed, never guess why.
            lines_tpl = t["unexplained_lines"] if known else t["fallback_lines"]
        elif not known:
            lines_tpl = t["var_player_lines"] if a.player else t["var_fallback_lines"]
        elif not a.detail:
            lines_tpl = t["var_lines"]
    if kind is AlertKind.AWARDED and not a.score_known:
        headline_tpl, lines_tpl = t["headline_unknown"], t["unknown_lines"]
    if kind is AlertKind.GOAL_RESTORED and not a.player:
        headline_tpl, lines_tpl = t["headline_unknown"], t["unknown_lines"]
    if not a.score_known:  # no score given: the match named as before kick-off, never a placeholder 0-0
        headline_tpl = headline_tpl.replace("{home} {score} {away}", "{match}")
    headline = fill(_(headline_tpl), values) or fill("{home} {score} {away}", values) or values["match"]
    if held:
        headline += " " + _("(held {seconds} s for VAR)", seconds=_.number(held))
    lines = [line for line in (fill(_(x), values) for x in lines_tpl) if line][:2]
    minute, name = minute_label(a, _), _(t["label"])
    label = f"{t['emoji']} {minute} {name}".replace("  ", " ").strip()
    text = "\n".join([f"{label}  {headline}", *lines])
    actions = (Action(_("Why?"), f"/var explain {a.topic}"),) if a.topic else ()
    why = fill(_("Why? /var explain {topic}"), values)  # a line the card shows as its button instead
    body_lines = [x for x in lines if x != why]
    card = Card(
        title=f"{t['emoji']} {minute} {name} · {headline}".replace("  ", " "),
        body="\n".join(body_lines),
        footer=" · ".join(x for x in (a.competition, _match(a, _)) if x),
        colour=int(t["colour"]),
        actions=actions,
    )
    return Reply(text=text, card=card, spoiler=spoiler, spoiler_label=_match(a, _))


def format_digest(alerts: list[Alert], *, spoiler: bool = False, lang: str = ENGLISH) -> Reply:
    """Several alerts for one channel that fell behind, as one message, in the order they were detected (the
    match's order: a full time at 90' comes after a red card at 90+9', which sorting by minute would not do)."""
    _ = translator(lang)
    ordered = list(alerts)
    lines = [format_alert(a, lang=lang).text.splitlines()[0] for a in ordered]
    matches = sorted({_match(_as_markup(a), _) for a in ordered})
    title = "🗞 " + _.ngettext("{n} update", "{n} updates", len(ordered)) + f" · {', '.join(matches)}"
    card = Card(title=title, body="\n".join(lines), colour=0x95A5A6, footer=literal(ordered[-1].competition))
    return Reply(
        text="\n".join([title, *lines]), card=card, spoiler=spoiler, spoiler_label=", ".join(matches)
    )


def format_ruled_out(
    original: Alert, reason: str, *, by_var: bool = True, spoiler: bool = False, lang: str = ENGLISH
) -> Reply:
    """The edit applied to the original goal alert when the goal is ruled out: struck through, with why
    (only VAR's reason; with no VAR row it says the goal no longer counts, and no more)."""
    _ = translator(lang)
    base = format_alert(original, lang=lang)
    ruled_out, no_longer_counts = (
        templates()["correction"]["ruled_out"],
        templates()["correction"]["no_longer_counts"],
    )
    suffix = " " + _("for {detail}", detail=literal(reason)) if reason else ""
    note = _(ruled_out, reason_suffix=suffix) if by_var else _(no_longer_counts)
    text = "\n".join(f"~~{line}~~" for line in base.text.splitlines()) + f"\n{note}"
    card = base.card
    assert card is not None
    return Reply(
        text=text,
        card=replace(card, title=f"~~{card.title}~~", body=note, colour=0x95A5A6),
        spoiler=spoiler,
        spoiler_label=base.spoiler_label,
    )
