"""Turn an alert into a Reply (plain text plus a card), using the wording in templates.toml.

Names and every other string the provider sent are escaped into card markup (`markup.literal`) before they
fill a template, so a team called "*Spurs*" or "[free](https://evil)" is text; the templates' own markup stays
markup.
"""

from __future__ import annotations

import re
import string
import tomllib
from dataclasses import replace
from functools import cache
from importlib import resources
from typing import Any

from bot.alerts.model import Alert, AlertKind
from bot.core.markup import literal
from bot.core.reply import Action, Card, Reply

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


@cache
def templates() -> dict[str, Any]:
    text = (resources.files("bot.alerts") / "templates.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def _as_markup(a: Alert) -> Alert:
    """The alert with its provider text escaped, ready to fill templates."""
    # Typed as Any: mypy checks a ** mapping's value type against every field of Alert, not only these.
    escaped: dict[str, Any] = {name: literal(getattr(a, name)) for name in PROVIDER_TEXT}
    return replace(a, **escaped)


def _state(a: Alert) -> str:
    if a.score.home == a.score.away:
        return f"Level at {a.score}."
    leader = a.home if a.score.home > a.score.away else a.away
    return f"{leader} lead {max(a.score.home, a.score.away)}-{min(a.score.home, a.score.away)}."


def _result(a: Alert) -> str:
    if a.score.home == a.score.away and not a.penalties:
        return f"It ends level, {a.score}."
    if a.penalties and a.score.home == a.score.away:
        winner = a.home if a.penalties.home > a.penalties.away else a.away
        return f"{winner} win on penalties."
    winner = a.home if a.score.home > a.score.away else a.away
    after = f" {a.detail}" if a.detail else ""
    return f"{winner} win {max(a.score.home, a.score.away)}-{min(a.score.home, a.score.away)}{after}."


def _values(a: Alert) -> dict[str, str]:
    player_with_detail = a.player + (f" ({a.detail})" if a.detail and a.player else "")
    winner = ""
    if a.penalties:
        winner = a.home if a.penalties.home > a.penalties.away else a.away
    return {
        "home": a.home,
        "away": a.away,
        "score": str(a.score),
        "team": a.team,
        "player": a.player,
        "assist": a.assist,
        "detail": a.detail,
        "minute": str(a.minute) if a.minute else "",
        "goal_minute": a.goal_minute,
        "competition": a.competition,
        "topic": a.topic,
        "penalties": str(a.penalties) if a.penalties else "",
        "state": _state(a),
        "result": _result(a),
        "winner": winner,
        "player_with_detail": player_with_detail,
        "role": f"{a.team} head coach, a team official" if a.official else a.team,
        "detail_suffix": f" ({a.detail})" if a.detail else "",
        "reason_suffix": f" for {a.detail}" if a.detail else "",
        "lineup_home": a.lineup_home,
        "lineup_away": a.lineup_away,
    }


def _fill(template: str, values: dict[str, str]) -> str | None:
    """Fill a template; None when a placeholder it needs is empty (the line is then left out)."""
    names = _FIELDS.findall(template)
    if any(not values.get(n) for n in names if n not in OPTIONAL):
        return None
    return string.Formatter().vformat(template, (), values).strip()


def minute_label(a: Alert) -> str:
    if a.kind is AlertKind.HALF_TIME:
        return "HT"
    if a.kind is AlertKind.FULL_TIME:
        return "FT"
    if a.kind is AlertKind.KICK_OFF:
        return "KO"
    if a.kind is AlertKind.LINE_UPS:
        return ""
    return str(a.minute) if a.minute else ""


def format_alert(a: Alert, *, spoiler: bool = False, held: float = 0.0) -> Reply:
    """The reply for one alert: headline (minute, teams, score, player), at most two detail lines."""
    a = _as_markup(a)
    kind = AlertKind.GOAL if a.kind is AlertKind.GOAL_UPDATED else a.kind
    t = templates()[kind.value]
    values = _values(a)
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
    if kind is AlertKind.GOAL_RESTORED and not a.player:
        headline_tpl, lines_tpl = t["headline_unknown"], t["unknown_lines"]
    headline = _fill(headline_tpl, values) or _fill("{home} {score} {away}", values) or ""
    if held:
        headline += f" (held {held:g} s for VAR)"
    lines = [line for line in (_fill(x, values) for x in lines_tpl) if line][:2]
    label = f"{t['emoji']} {minute_label(a)} {t['label']}".replace("  ", " ").strip()
    text = "\n".join([f"{label}  {headline}", *lines])
    actions = (Action("Why?", f"/var explain {a.topic}"),) if a.topic else ()
    body_lines = [x for x in lines if not x.startswith("Why?")]
    card = Card(
        title=f"{t['emoji']} {minute_label(a)} {t['label']} · {headline}".replace("  ", " "),
        body="\n".join(body_lines),
        footer=" · ".join(x for x in (a.competition, a.home + " v " + a.away) if x),
        colour=int(t["colour"]),
        actions=actions,
    )
    return Reply(text=text, card=card, spoiler=spoiler, spoiler_label=f"{a.home} v {a.away}")


def format_digest(alerts: list[Alert], *, spoiler: bool = False) -> Reply:
    """Several alerts for one channel that fell behind, as one message, in the order they were detected (the
    match's order: a full time at 90' comes after a red card at 90+9', which sorting by minute would not do)."""
    ordered = list(alerts)
    lines = [format_alert(a).text.splitlines()[0] for a in ordered]
    matches = sorted({f"{literal(a.home)} v {literal(a.away)}" for a in ordered})
    title = f"🗞 {len(ordered)} updates · {', '.join(matches)}"
    card = Card(title=title, body="\n".join(lines), colour=0x95A5A6, footer=literal(ordered[-1].competition))
    return Reply(
        text="\n".join([title, *lines]), card=card, spoiler=spoiler, spoiler_label=", ".join(matches)
    )


def format_ruled_out(original: Alert, reason: str, *, by_var: bool = True, spoiler: bool = False) -> Reply:
    """The edit applied to the original goal alert when the goal is ruled out: struck through, with why
    (only VAR's reason; with no VAR row it says the goal no longer counts, and no more)."""
    base = format_alert(original)
    wording = templates()["correction"]
    note = (
        wording["ruled_out"].format(reason_suffix=f" for {literal(reason)}" if reason else "")
        if by_var
        else wording["no_longer_counts"]
    )
    text = "\n".join(f"~~{line}~~" for line in base.text.splitlines()) + f"\n{note}"
    card = base.card
    assert card is not None
    return Reply(
        text=text,
        card=replace(card, title=f"~~{card.title}~~", body=note, colour=0x95A5A6),
        spoiler=spoiler,
        spoiler_label=base.spoiler_label,
    )
