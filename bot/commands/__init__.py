"""One module per feature; each declares its commands on the tree with `register(tree)`."""

from __future__ import annotations

from bot.core.tree import CommandTree


def build_tree() -> CommandTree:
    from bot.commands import follow, help, live, matches, options, table, var

    tree = CommandTree()
    for feature in (var, table, live, matches, follow, options, help):
        feature.register(tree)
    return tree
