"""The arrows point one way: adapters -> bot. The core never imports a platform library or an adapter."""

from __future__ import annotations

import ast
from pathlib import Path

BOT = Path(__file__).resolve().parents[1] / "bot"
FORBIDDEN = ("discord", "slack_bolt", "slack_sdk", "aiohttp", "adapters")


def imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_the_core_imports_no_platform_and_no_adapter():
    offenders = {str(p.relative_to(BOT)): sorted(imports(p) & set(FORBIDDEN)) for p in BOT.rglob("*.py")}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_core_package_uses_nothing_else_of_ours():
    for path in (BOT / "core").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        assert all(m.startswith("bot.core") for m in modules if m.startswith("bot")), (path, modules)
