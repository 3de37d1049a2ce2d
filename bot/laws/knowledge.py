"""Load and check the topic files under bot/laws/topics/ (written for referees to review, not coders)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

EDITION = "2026/27"
REQUIRED = ("id", "title", "laws", "edition", "short", "detail")


class TopicError(Exception):
    """A topic file is missing something every answer must have."""


@dataclass(frozen=True, slots=True)
class Topic:
    id: str
    title: str
    laws: tuple[str, ...]
    edition: str
    short: str
    detail: str
    misconception: str = ""
    changed: str = ""
    related: tuple[str, ...] = ()
    aliases: tuple[str, ...] = ()
    questions: tuple[str, ...] = ()
    keywords: tuple[str, ...] = ()
    diagram: str = ""
    source: str = ""

    @property
    def citation(self) -> str:
        return f"{'; '.join(self.laws)} · IFAB Laws of the Game {self.edition}"


def parse_topic(data: dict[str, Any], source: str) -> Topic:
    missing = [k for k in REQUIRED if not data.get(k)]
    if missing:
        raise TopicError(f"Topic file {source} is missing {', '.join(missing)}.")
    return Topic(
        id=str(data["id"]),
        title=str(data["title"]),
        laws=tuple(data["laws"]),
        edition=str(data["edition"]),
        short=str(data["short"]).strip(),
        detail=str(data["detail"]).strip(),
        misconception=str(data.get("misconception", "")).strip(),
        changed=str(data.get("changed", "")).strip(),
        related=tuple(data.get("related", ())),
        aliases=tuple(data.get("aliases", ())),
        questions=tuple(data.get("questions", ())),
        keywords=tuple(data.get("keywords", ())),
        diagram=str(data.get("diagram", "")),
        source=source,
    )


def read_folder(name: str, what: str) -> list[tuple[str, dict[str, Any]]]:
    """(file name, data) of every TOML file in bot/laws/<name>/, by name; a broken one is named in the error."""
    out = []
    folder = resources.files("bot.laws") / name
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(".toml"):
            continue
        try:
            out.append((entry.name, tomllib.loads(entry.read_text(encoding="utf-8"))))
        except tomllib.TOMLDecodeError as exc:
            raise TopicError(f"{what} file {entry.name} is not valid TOML: {exc}.") from None
    return out


@cache
def load_topics() -> dict[str, Topic]:
    """Every topic, by id. Raises TopicError naming the file when one is incomplete."""
    topics: dict[str, Topic] = {}
    for source, data in read_folder("topics", "Topic"):
        topic = parse_topic(data, source)
        topics[topic.id] = topic
    for topic in topics.values():
        unknown = [r for r in topic.related if r not in topics]
        if unknown:
            raise TopicError(f"Topic file {topic.source} lists unknown related topics: {', '.join(unknown)}.")
    return topics
