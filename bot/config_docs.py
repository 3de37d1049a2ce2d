"""`config.example.toml` and docs/CONFIG.md, generated from the settings as declared (core and plugins), so
neither can drift from what the bot reads: a test compares both files with this output.

Regenerate after changing a setting: `python -m bot.config_docs` (from the repository root).
"""

from __future__ import annotations

import json
import sys
import textwrap
from pathlib import Path
from typing import Any, get_args, get_origin

from pydantic.fields import FieldInfo

from bot import plugins
from bot.config import schema
from bot.plugins.section import Section

VALUE_WIDTH = 32  # comments start in this column, as a hand-aligned file would
LINE = 110

HEADER = """\
# Matchday configuration. Copy to matchday.toml (read automatically from the working directory), or pass
# --config FILE, or set MATCHDAY_CONFIG. Every setting is shown with its default.
# Secrets never go in this file: each `*_env` setting names the environment variable that holds one.
# Check a file with: matchday check-config --config FILE
# Generated from the settings' declarations (python -m bot.config_docs); docs/CONFIG.md has the full reference.
"""


def _toml(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return repr(value)


def _describe(info: FieldInfo) -> str:
    text = info.description or ""
    return text.replace("{providers}", " | ".join(plugins.providers())).replace(
        "{platforms}", ", ".join(plugins.platforms())
    )


def _defaults(model: type[Section], defaults: Section | None) -> dict[str, Any]:
    return defaults.model_dump() if defaults is not None else model().model_dump()


def example_toml() -> str:
    out = [HEADER]
    for name, (model, defaults) in schema().items():
        out.append(f"[{name}]")
        values = _defaults(model, defaults)
        for key, info in model.model_fields.items():
            setting = f"{key} = {_toml(values[key])}"
            comment = _describe(info)
            if not comment:
                out.append(setting)
                continue
            pad = max(VALUE_WIDTH, len(setting) + 2)
            lines = textwrap.wrap(comment, width=LINE - pad - 2) or [""]
            out.append(f"{setting.ljust(pad)}# {lines[0]}")
            out += [f"{'':{pad}}# {line}" for line in lines[1:]]
        out.append("")
    return "\n".join(out)


def _type(annotation: Any) -> str:
    origin = get_origin(annotation)
    if origin is list:
        return "list of text"
    if str(origin).endswith("Literal"):
        return " | ".join(json.dumps(a) for a in get_args(annotation))
    if get_args(annotation):  # a union, e.g. a number or "max"
        return " or ".join(_type(a) for a in get_args(annotation))
    return {str: "text", int: "whole number", float: "number", bool: "true/false"}.get(
        annotation, str(annotation)
    )


def _bounds(info: FieldInfo) -> str:
    words = []
    for rule in info.metadata:
        for attr, word in (("gt", "> "), ("ge", ">= "), ("lt", "< "), ("le", "<= ")):
            value = getattr(rule, attr, None)
            if value is not None:
                words.append(f"{word}{value}")
        if getattr(rule, "min_length", None) == 1:
            words.append("not empty")
    return ", ".join(words)


def reference_md() -> str:
    out = [
        "# Configuration reference",
        "",
        "Generated from the settings' declarations (`python -m bot.config_docs`); `config.example.toml` is the same",
        "list as a file to copy. `matchday check-config` names every problem at once. Each platform and provider",
        "declares its own section (`bot/plugins`); an installed plugin's settings appear here after regenerating.",
        "",
    ]
    for name, (model, defaults) in schema().items():
        values = _defaults(model, defaults)
        out += [f"## [{name}]", "", (model.__doc__ or "").strip().replace("\n    ", " "), ""]
        out += ["| setting | type | default | allowed | what it does |", "|---|---|---|---|---|"]
        for key, info in model.model_fields.items():
            what = _describe(info).replace("|", "\\|")
            row = [f"`{key}`", _type(info.annotation), f"`{_toml(values[key])}`", _bounds(info), what]
            out.append(
                "| "
                + " | ".join(cell.replace("|", "\\|") if i < 4 else cell for i, cell in enumerate(row))
                + " |"
            )
        out.append("")
    return "\n".join(out)


def main(root: Path = Path(".")) -> int:
    (root / "config.example.toml").write_text(example_toml(), encoding="utf-8")
    (root / "docs" / "CONFIG.md").write_text(reference_md(), encoding="utf-8")
    print("wrote config.example.toml and docs/CONFIG.md", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
