"""The packages of `bot` depend on each other one way, read from the source (every import statement, lazy
ones inside functions too):

* bot/store imports nothing of bot.alerts or bot.commands (the alerts side builds on the store);
* bot/providers imports nothing of bot.alerts, bot.store or bot.commands (what a provider says, nothing more);
* bot/core imports nothing else of bot;
* no import cycle between the parts of bot (its subpackages and top-level modules).

For cycles, imports under `if TYPE_CHECKING:` do not count (they never run), and a package's `plugin.py` counts
as part of bot.plugins: it registers the package with the plugin layer as an entry point, and only the entry
point machinery (and the command line) loads it.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

BOT = Path(__file__).resolve().parents[1] / "bot"


@dataclass(frozen=True, slots=True)
class Import:
    source: str  # the importing module, e.g. bot.store.outbox
    target: str  # what it names, e.g. bot.alerts.model (or bot.alerts.model.Alert: a name in it)
    where: str  # file:line, for the message
    type_only: bool  # under `if TYPE_CHECKING:`


def module_of(path: Path) -> str:
    parts = list(path.relative_to(BOT.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _type_only_lines(tree: ast.Module) -> set[int]:
    return {
        inner.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
        for stmt in node.body
        for inner in ast.walk(stmt)
        if isinstance(inner, ast.Import | ast.ImportFrom)
    }


def _targets(node: ast.Import | ast.ImportFrom, package: str) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:  # relative: from the importing module's package, one level up per extra dot
        anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
        base = ".".join(anchor + ([node.module] if node.module else []))
    return [base] + [f"{base}.{alias.name}" for alias in node.names]


def imports_of(path: Path) -> list[Import]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module = module_of(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    type_only = _type_only_lines(tree)
    return [
        Import(module, target, f"{path.relative_to(BOT.parent)}:{node.lineno}", node.lineno in type_only)
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for target in _targets(node, package)
        if target == "bot" or target.startswith("bot.")
    ]


IMPORTS = [imp for path in sorted(BOT.rglob("*.py")) for imp in imports_of(path)]


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def part(module: str) -> str:
    """The part of bot a module belongs to: its subpackage, or itself for a top-level module."""
    if module.endswith(".plugin"):
        return "bot.plugins"
    return ".".join(module.split(".")[:2])


def offenders(package: str, forbidden: tuple[str, ...]) -> list[str]:
    return [
        f"{imp.where}: {imp.target}"
        for imp in IMPORTS
        if within(imp.source, package) and any(within(imp.target, f) for f in forbidden)
    ]


def test_the_walk_sees_the_imports():
    """A guard on the walker itself: it finds what we know is there."""
    found = {(imp.source, imp.target) for imp in IMPORTS}
    assert ("bot.alerts.watch", "bot.store.outbox") in found
    assert ("bot.store.matches", "bot.providers.codec") in found


def test_the_store_imports_nothing_of_alerts_or_commands():
    assert offenders("bot.store", ("bot.alerts", "bot.commands")) == []


def test_providers_import_nothing_of_alerts_store_or_commands():
    assert offenders("bot.providers", ("bot.alerts", "bot.store", "bot.commands")) == []


def test_the_core_imports_nothing_else_of_bot():
    outside = [
        imp for imp in IMPORTS if within(imp.source, "bot.core") and not within(imp.target, "bot.core")
    ]
    assert [f"{imp.where}: {imp.target}" for imp in outside] == []


def _graph() -> dict[str, dict[str, str]]:
    """part -> part it imports at run time -> one place that does."""
    graph: dict[str, dict[str, str]] = {}
    for imp in IMPORTS:
        a, b = part(imp.source), part(imp.target)
        if not imp.type_only and a != b and imp.target != "bot":
            graph.setdefault(a, {}).setdefault(b, imp.where)
    return graph


def _tangles(graph: dict[str, dict[str, str]]) -> list[set[str]]:
    """The groups of parts that import each other round in a circle (strongly connected, Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in graph.get(node, {}):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = {node}
            while (top := stack.pop()) != node:
                group.add(top)
            if len(group) > 1:
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def _described(graph: dict[str, dict[str, str]]) -> list[str]:
    return [
        ", ".join(sorted(group))
        + " import each other in a circle:\n"
        + "\n".join(
            f"    {a} -> {b} ({graph[a][b]})" for a in sorted(group) for b in sorted(graph[a]) if b in group
        )
        for group in _tangles(graph)
    ]


def test_no_import_cycle_between_the_parts_of_bot():
    assert _described(_graph()) == [], "\n".join(_described(_graph()))
