"""Provider text is inert: hostile team, player and competition names go through real alert formatting and
real commands, then each platform's own renderer. On Discord, Slack and the console no name makes a working
link, mention, spoiler break, markup or terminal code, and every payload stays within the platform's limits."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adapters.console.adapter import render_text
from adapters.discord.render import render as discord_render
from adapters.inert import fit
from adapters.slack.render import render as slack_render
from bot.alerts.format import format_alert, format_digest, format_ruled_out
from bot.alerts.model import Alert, AlertKind
from bot.commands import build_tree
from bot.commands.context import Context
from bot.core.dispatch import Dispatcher
from bot.core.invocation import LOCAL_ADMIN
from bot.core.reply import Card, Reply
from bot.providers.model import (
    Competition,
    MatchSnapshot,
    Minute,
    Score,
    StandingRow,
    Standings,
    StandingsTable,
    Status,
    Team,
)
from bot.store import Store
from bot.store import channels as channel_store
from bot.store import subscriptions as subs
from bot.store.matches import save_snapshot, save_standings

HOSTILE = (
    "[free tickets](https://evil.example)",
    "||spoiler break||",
    "@everyone",
    "@here",
    "<@123>",
    "<@&456> <#789>",
    "<!channel>",
    "<http://evil|click>",
    "*bold* _it_ ~~s~~ `code`",
    "\x1b[2J\x1b]0;pwned\x07",
    "Spurs\rEVIL FC",
    "\x00",
    "Nul\x00l \x85 \x9b31m",
    "Tottenham \u202eruopstoH",
    "Z\u200dW\u200cJ\u200b\u2060\ufeff",
    "> quoted\n# heading\n-# small",
    "\\",
    "```",
    "<time:1:t|99:99>",
    "https://evil.example/free",
    "&amp; &lt; & <",
    "x" * 5000,
    "word " * 1000,
)
NAME_MARKUP = ("*bold*", "_it_", "~~s~~", "~s~", "`code`", "```")
INVISIBLE = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")
TODAY = datetime(2026, 12, 1, 12, tzinfo=UTC)


# ---------------------------------------------------------------------------------------------- what is live
def discord_live(text: str) -> list[str]:
    """What Discord would treat as syntax in `text`, other than our own markup and our own times."""
    bare = re.sub(r"<t:\d+:[tfR]>", "", re.sub(r"\\[\s\S]", "E", text))  # an escaped character is text
    checks = {
        "link": r"[\[\]]|https?://",
        "spoiler bars": r"\|",
        "mention or token": r"<",
        "@everyone": r"@(everyone|here)",
        "quote or heading": r"(?m)^\s*(>|#|-#)",
        "name markup": "|".join(re.escape(m) for m in NAME_MARKUP),
        "invisible character": INVISIBLE.pattern,
    }
    return [what for what, pattern in checks.items() if re.search(pattern, bare)]


def slack_live(text: str) -> list[str]:
    """What Slack would treat as syntax in mrkdwn `text`, other than our own markup and our own times."""
    bare = re.sub(r"<!date\^\d+\^[^|<>]*\|[^<>]*>", "", text)
    checks = {
        "link, mention or token": r"<|>",
        "raw ampersand": r"&(?!amp;|lt;|gt;)",
        "name markup": "|".join(re.escape(m) for m in NAME_MARKUP),
        "invisible character": INVISIBLE.pattern,
    }
    return [what for what, pattern in checks.items() if re.search(pattern, bare)]


def console_live(text: str) -> list[str]:
    bare = re.sub(r"\x1b\[\d+m", "", text)  # our own colours
    return ["terminal code or invisible character"] if INVISIBLE.search(bare) or "\x1b" in bare else []


# ---------------------------------------------------------------------------------------------- per platform
def check_discord(reply: Reply) -> None:
    msg = discord_render(reply, with_file=False)
    if msg.content is not None:
        assert 0 < len(msg.content) <= 2000
        if reply.spoiler:
            shown = re.fullmatch(r"🙈 (.*?): \|\|(.*)\|\|", msg.content, re.DOTALL)
            assert shown, f"the spoiler bars do not wrap the alert: {msg.content[-80:]!r}"
            parts = shown.groups()
        else:
            parts = (msg.content,)
        for part in parts:
            assert discord_live(part) == [], (discord_live(part), part[:300])
    if msg.embed is not None:
        data = msg.embed.to_dict()
        title, description = data.get("title", ""), data.get("description", "")
        footer = data.get("footer", {}).get("text", "")
        fields = data.get("fields", [])
        assert len(title) <= 256 and len(description) <= 4096 and len(footer) <= 2048 and len(fields) <= 25
        assert all(0 < len(f["name"]) <= 256 and 0 < len(f["value"]) <= 1024 for f in fields)
        total = (
            len(title)
            + len(description)
            + len(footer)
            + sum(len(f["name"]) + len(f["value"]) for f in fields)
        )
        assert total <= 6000
        code_blocks = re.sub(r"```\n[^`]*\n```", "", description)  # a table: nothing is syntax in there
        for text in (title, code_blocks, *(f["name"] for f in fields), *(f["value"] for f in fields)):
            assert discord_live(text) == [], (discord_live(text), text[:300])
        assert not INVISIBLE.search(footer)  # footers show no markdown at all


def check_slack(reply: Reply) -> None:
    fallback, blocks = slack_render(reply)
    assert len(fallback) <= 4000 and 0 < len(blocks) <= 50
    assert slack_live(fallback) == [], slack_live(fallback)
    for block in blocks:
        texts = [block["text"]] if "text" in block else []
        texts += block.get("fields", []) + [
            e for e in block.get("elements", []) if "type" in e and "text" in e
        ]
        for obj in texts:
            if obj.get("type") == "button":
                assert 0 < len(obj["text"]["text"]) <= 75 and len(obj["value"]) <= 2000
                continue
            text = obj["text"]
            limit = {"header": 150, "context": 2000}.get(block["type"], 3000 if "text" in block else 2000)
            assert 0 < len(text) <= limit, (block["type"], len(text))
            if obj["type"] == "mrkdwn":
                assert obj.get("verbatim") is True  # Slack links no bare URL or #channel in it
                code_free = re.sub(r"```[^`]*```", "", text)  # a table: no markup in there, but <…> still
                assert set(slack_live(text)) <= {"name markup"} and slack_live(code_free) == [], text[:300]
            else:
                assert not INVISIBLE.search(text)


def check_console(reply: Reply) -> None:
    for colour in (False, True):
        shown = render_text(reply, colour=colour)
        assert console_live(shown) == [], repr(shown[:300])


def check_everywhere(reply: Reply) -> None:
    check_discord(reply)
    check_slack(reply)
    check_console(reply)


# ---------------------------------------------------------------------------------------------- alerts
def alerts_named(name: str) -> list[Alert]:
    """One alert of each shape, every provider string in it the hostile name."""
    common = {
        "key": "k",
        "match_id": 1,
        "competition_id": 2,
        "home_id": 3,
        "away_id": 4,
        "home": name,
        "away": name,
        "competition": name,
        "score": Score(1, 0),
        "minute": Minute(22),
    }
    return [
        Alert(kind=AlertKind.GOAL, team=name, player=name, assist=name, detail=name, **common),
        Alert(kind=AlertKind.GOAL, team=name, **common),  # the scorer not known yet
        Alert(kind=AlertKind.RED_CARD, team=name, player=name, detail=name, topic="dogso", **common),
        Alert(
            kind=AlertKind.GOAL_CANCELLED,
            team=name,
            player=name,
            goal_minute="22'",
            detail=name,
            evidence="var",
            topic="offside",
            **common,
        ),
        Alert(kind=AlertKind.KICK_OFF, detail=name, **common),
        Alert(kind=AlertKind.LINE_UPS, lineup_home=name, lineup_away=name, **common),
        Alert(kind=AlertKind.SHOOTOUT, penalties=Score(4, 3), **common),
        Alert(kind=AlertKind.FULL_TIME, **common),
        Alert(kind=AlertKind.DATA_DELAYED, detail=name, **common),
    ]


def alert_replies(name: str) -> Iterator[Reply]:
    alerts = alerts_named(name)
    for spoiler in (False, True):
        yield from (format_alert(a, spoiler=spoiler) for a in alerts)
        yield format_ruled_out(alerts[0], name, spoiler=spoiler)
        yield format_digest(alerts, spoiler=spoiler)


@pytest.mark.parametrize("name", HOSTILE, ids=range(len(HOSTILE)))
def test_alerts_about_hostile_names_are_inert_and_fit(name):
    for reply in alert_replies(name):
        check_everywhere(reply)


def test_a_night_of_300_events_is_one_digest_within_every_limit():
    alerts = [a for name in ("Spurs", "x" * 5000, "<!channel>") for a in alerts_named(name)] * 12
    assert len(alerts) > 300
    for spoiler in (False, True):
        check_everywhere(format_digest(alerts, spoiler=spoiler))


def goal(home: str, away: str, competition: str, **fields: Any) -> Alert:
    return Alert("k", AlertKind.GOAL, 1, 2, 3, 4, home, away, competition, Score(1, 0), Minute(9), **fields)


def test_the_issue_s_5000_character_name_no_longer_makes_a_6400_character_embed():
    name = "x" * 5000
    data = discord_render(format_alert(goal(name, name, name, team=name, player=name))).embed.to_dict()
    total = len(data["title"]) + len(data.get("description", "")) + len(data["footer"]["text"])
    assert total <= 6000 and data["title"].endswith("…")


def test_a_long_name_in_spoiler_mode_keeps_the_alert_hidden():
    reply = format_alert(goal("A", "B", "C", team="A", player="Harry " * 900), spoiler=True)
    content = discord_render(reply, mark="\u200b" * 64).content
    assert len(content) <= 2000 and content.endswith("||" + "\u200b" * 64)
    assert "Harry" not in content.split("||")[0]


def test_ordinary_names_read_as_they_are():
    brighton = "Brighton & Hove Albion"
    reply = format_alert(
        goal(brighton, "1. FC Köln", "Paris Saint-Germain", team=brighton, player="Pascal Groß")
    )
    assert reply.text.splitlines()[0].endswith("Brighton & Hove Albion 1-0 1. FC Köln · Pascal Groß")
    embed = discord_render(reply).embed.to_dict()
    assert embed["title"] == reply.card.title
    assert embed["footer"]["text"] == "Paris Saint-Germain · Brighton & Hove Albion v 1. FC Köln"
    fallback, blocks = slack_render(reply)
    assert blocks[0]["text"]["text"].endswith("Brighton & Hove Albion 1-0 1. FC Köln · Pascal Groß")
    assert "Brighton &amp; Hove Albion" in fallback
    assert render_text(reply).startswith("⚽ 9' GOAL  Brighton & Hove Albion 1-0 1. FC Köln · Pascal Groß")


def test_names_stay_readable_however_they_are_neutralised():
    link = "[free tickets](https://evil.example)"
    reply = format_alert(goal(link, "<@123>", "||x||", team="A", player="*bold* _it_"))
    title = discord_render(reply).embed.to_dict()["title"]
    assert re.sub(r"\\(.)", r"\1", title).endswith(f"{link} 1-0 <@123> · *bold* _it_")
    assert render_text(reply).startswith("⚽ 9' GOAL  [free tickets](https://evil.example) 1-0 <@123>")
    header = slack_render(reply)[1][0]["text"]["text"]
    assert header.endswith("[free tickets](https://evil.example) 1-0 <@123> · *bold* _it_")  # plain_text
    body = slack_render(Reply(text=reply.text))[1][0]["text"]["text"]
    assert "&lt;@123&gt; · ∗bold∗ ˍitˍ" in body  # mrkdwn has no escape: look-alikes


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.text(
        st.one_of(st.characters(), st.sampled_from("[]()|<>@*_~`\\#-:&!^\x1b\r\n\u202e\u200d")), max_size=400
    )
)
def test_any_unicode_name_is_inert_and_fits(name):
    for reply in (format_alert(a) for a in alerts_named(name)[:3]):
        check_everywhere(reply)


# ---------------------------------------------------------------------------------------------- commands
@pytest.fixture
def ask(tmp_path: Path) -> Iterator:
    """Commands answered over a store holding matches, a table and a paused follow, all with one name."""
    store = Store(tmp_path / "hostile.db")
    context = Context(
        store=store,
        tree=build_tree(),
        provider="api-football",
        timezone=ZoneInfo("Europe/London"),
        clock=lambda: TODAY,
    )
    dispatcher = Dispatcher(context.tree, context)

    async def answer(text: str, name: str) -> Reply:
        comp = Competition(2, name, 2026)
        for i, status in enumerate((Status.SCHEDULED, Status.FIRST_HALF, Status.FINISHED_PENALTIES)):
            snap = MatchSnapshot(
                id=100 + i,
                competition=comp,
                home=Team(1, name),
                away=Team(2, name),
                kickoff=TODAY + timedelta(hours=6 * i - 6),
                status=status,
                minute=Minute(30),
                score=Score(1, 1),
                penalties=Score(4, 2) if status is Status.FINISHED_PENALTIES else None,
            )
            store.run_sync(save_snapshot, snap)
        rows = tuple(StandingRow(r, Team(r, name), 5, 2, 2, 1, 6, 5, 8) for r in range(1, 5))
        store.run_sync(save_standings, Standings(comp, (StandingsTable(name, rows),)))
        store.run_sync(subs.follow, "console", "console", "team", 1, name)
        for _ in range(channel_store.GONE_LIMIT):
            store.run_sync(channel_store.record_gone, "console", "console", name)
        return await dispatcher.answer_text(text, actor=LOCAL_ADMIN)

    yield answer
    store.close()


@pytest.mark.parametrize("name", HOSTILE, ids=range(len(HOSTILE)))
@pytest.mark.parametrize("command", ["/live", "/table"])
async def test_commands_showing_hostile_names_are_inert_and_fit(ask, command, name):
    reply = await ask(command, name)
    assert not reply.is_error, reply.text
    check_everywhere(reply)


@pytest.mark.parametrize("name", HOSTILE, ids=range(len(HOSTILE)))
async def test_a_pause_notice_quoting_a_platform_s_reason_is_inert_and_fits(ask, name):
    """/following quotes why posting failed, in the notice of a paused channel."""
    reply = await ask("/following", name)
    notice = reply.text.splitlines()[1]  # under the card's title, "Following here"
    assert notice.startswith("⏸ Alerts here are paused since <time:") and notice == reply.card.body
    check_everywhere(Reply(text=notice, card=Card(title="Following here", body=notice)))


# ---------------------------------------------------------------------------------------------- cutting
def test_a_cut_never_splits_an_escape_or_an_entity():
    assert fit("&amp;" * 1000, 3000).endswith("&amp;…")
    assert re.fullmatch(r"(\\\*)+…", fit("\\*" * 3000, 1024))
    assert fit("a " * 10 + "<!date^1^{date_short_pretty} {time}|01 Dec 15:00>", 30) == "a a a a a a a a a a…"
