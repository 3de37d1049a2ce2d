"""A scoreboard as a Reply: the title says the period, the teams and the score; the body one line per goal,
goal ruled out, red card and VAR decision; the footer whether it is still live. The wording is data
(scoreboard.toml) and, as in `bot.alerts.format`, also the message id of its translation: each template passes
through the channel's catalogue (`bot.i18n`) before it is filled. Provider text is escaped (`markup.literal`)
before it fills a template, so a name never pings anyone nor breaks the markup.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any

from bot.alerts.format import OUR_DETAILS, fill, score_unknown
from bot.alerts.scoreboard import Board, Line
from bot.core.markup import literal
from bot.core.reply import Card, Reply
from bot.i18n import ENGLISH, IN_ENGLISH, Translator, translator
from bot.providers.model import Status

OPTIONAL = frozenset({"detail_suffix", "reason_suffix", "minute"})  # may be empty without dropping their line
# scoreboard.toml's own wording at its top level (the rest is layout: emoji and colours)
WORDED = (
    "title",
    "title_penalties",
    "nothing_yet",
    "nothing_final",
    "footer_live",
    "footer_final",
    "footer_stopped",
)
# The ends of a match whose score is its result; other ends (abandoned, postponed, cancelled) stop the clock only.
RESULT = frozenset({Status.FINISHED, Status.FINISHED_AET, Status.FINISHED_PENALTIES, Status.AWARDED})


@cache
def wording() -> dict[str, Any]:
    return tomllib.loads((resources.files("bot.alerts") / "scoreboard.toml").read_text(encoding="utf-8"))


def _fill(template: str, values: dict[str, str]) -> str | None:
    """`format.fill` with the board's optional placeholders; an empty one leaves no double space behind."""
    text = fill(template, values, OPTIONAL)
    return None if text is None else " ".join(text.split())


def _detail(text: str, _: Translator) -> str:
    """A detail as it shows: the words the detector writes ("second yellow") translated, the provider's escaped."""
    return _(text) if text in OUR_DETAILS else literal(text)


def _line(line: Line, _: Translator = IN_ENGLISH) -> str | None:
    templates = {name: _(template) for name, template in wording()["lines"].items()}
    detail, reason = _detail(line.detail, _), _detail(line.reason, _)
    values = {
        "minute": line.minute,
        "team": literal(line.team),
        "player": literal(line.player),
        "detail": detail,
        "detail_suffix": f" ({detail})" if line.detail else "",
        "reason_suffix": " " + _("for {detail}", detail=reason) if line.reason else "",
    }
    if line.kind == "goal":
        name = ("ruled_out" if line.by_var else "no_longer_counts") if line.ruled_out else "goal"
        return _fill(templates[name], values) or _fill(templates[f"{name}_unknown"], values)
    if line.kind == "red":
        name = "red_cancelled" if line.ruled_out else "red_official" if line.official else "red"
        return _fill(templates[name], values)
    if line.kind == "var":
        return _fill(templates["var"], values)
    return None


def _period(board: Board, _: Translator = IN_ENGLISH) -> str:
    periods = wording()["periods"]
    template = _(periods.get(board.status, periods["scheduled"]))
    return " ".join(template.format(minute=board.minute).split())


def render_board(board: Board, *, spoiler: bool = False, lang: str = ENGLISH) -> Reply:
    """The board as a card (an embed on Discord, Block Kit on Slack, text on the console), in the channel's
    language."""
    _ = translator(lang)
    w = wording()
    home, away = literal(board.home), literal(board.away)
    values = {
        "emoji": w["emoji"]["final" if board.final else "live"],
        "period": _period(board, _),
        "home": home,
        "away": away,
        "score": f"{board.score[0]}-{board.score[1]}",
        "penalties": f"{board.penalties[0]}-{board.penalties[1]}" if board.penalties else "",
        "competition": literal(board.competition),
    }
    said = {key: _(w[key]) for key in WORDED}
    match = _("{home} v {away}", home=home, away=away)
    lines = [text for line in board.lines if (text := _line(line, _))]
    if board.score_known:
        title = _fill(said["title_penalties"], values) if board.penalties else None
        title = title or _fill(said["title"], values) or match
        nothing = (
            said["nothing_final" if board.final else "nothing_yet"] if board.status != "scheduled" else ""
        )
        body = "\n".join(lines) or nothing
    else:  # no score given yet: say so, never a placeholder 0-0 nor "No goals yet."
        title = _fill(w["title_unknown"], values | {"match": match}) or match
        body = "\n".join([score_unknown(_), *lines])
    ending = "footer_final" if Status(board.status) in RESULT else "footer_stopped"
    footer = _fill(said[ending if board.final else "footer_live"], values) or ""
    card = Card(
        title=title,
        body=body,
        footer=footer,
        colour=int(w["colour_final" if board.final else "colour_live"]),
    )
    return Reply(card=card, spoiler=spoiler, spoiler_label=match)
