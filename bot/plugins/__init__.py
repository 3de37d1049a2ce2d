"""Platforms and providers, found by name through entry points (as errbot finds backends).

A package declares `[project.entry-points."matchday.platforms"]` or `"matchday.providers"`, each naming a
`PlatformPlugin` or `ProviderPlugin` object. The plugin object carries the part's settings (a pydantic model,
checked with the rest of the config), its rate limits or update rate, and its factory; its module must import
without the part's SDK, so a missing extra is one sentence ("install matchday[discord]"), not a traceback.
Adding a platform or a provider therefore touches no file in `bot/`.
"""

from __future__ import annotations

from functools import cache
from importlib.metadata import EntryPoint, entry_points
from typing import TypeVar

from bot.core.admins import call_admins
from bot.plugins.platform import LimitSettings, PlatformAdapter, PlatformPlugin, Secret
from bot.plugins.provider import ProviderBundle, ProviderPlugin

PLATFORMS = "matchday.platforms"
PROVIDERS = "matchday.providers"

__all__ = [
    "PLATFORMS",
    "PROVIDERS",
    "LimitSettings",
    "PlatformAdapter",
    "PlatformPlugin",
    "PluginError",
    "ProviderBundle",
    "ProviderPlugin",
    "Secret",
    "platform",
    "platforms",
    "provider",
    "providers",
]


class PluginError(Exception):
    """A plugin that cannot be used, in one sentence."""


Plugin = TypeVar("Plugin", PlatformPlugin, ProviderPlugin)


def _load(point: EntryPoint, kind: type[Plugin]) -> Plugin:
    try:
        plugin = point.load()
    except Exception as exc:  # a broken third-party package must not take the bot down with a traceback
        raise PluginError(
            f"The {point.group} entry point {point.name!r} ({point.value}) cannot load: {exc}."
        ) from None
    if not isinstance(plugin, kind):
        raise PluginError(
            f"The {point.group} entry point {point.name!r} ({point.value}) is not a {kind.__name__}."
        )
    if plugin.name != point.name:
        raise PluginError(f"The {point.group} entry point {point.name!r} declares the name {plugin.name!r}.")
    # a section is documented and run with its defaults until the file says otherwise, so each needs one
    required = [name for name, info in plugin.settings.model_fields.items() if info.is_required()]
    if required:
        raise PluginError(
            f"The {point.group} entry point {point.name!r} declares settings without a default "
            f"({', '.join(required)}); give each one a default."
        )
    return plugin


def _installed(group: str, kind: type[Plugin]) -> dict[str, Plugin]:
    found: dict[str, Plugin] = {}
    for point in sorted(entry_points(group=group), key=lambda p: p.name):
        plugin = _load(point, kind)
        found.setdefault(plugin.name, plugin)  # the first of two same-named packages wins, as pip would
    return found


@cache
def platforms() -> dict[str, PlatformPlugin]:
    """Every installed platform, by name (each tells the core how it names its admins as it loads)."""
    found = _installed(PLATFORMS, PlatformPlugin)
    for plugin in found.values():
        call_admins(plugin.name, plugin.admins)
    return found


@cache
def providers() -> dict[str, ProviderPlugin]:
    """Every installed results provider, by name."""
    return _installed(PROVIDERS, ProviderPlugin)


def platform(name: str) -> PlatformPlugin:
    try:
        return platforms()[name]
    except KeyError:
        raise PluginError(
            f"No platform named {name!r} is installed (installed: {', '.join(platforms())})."
        ) from None


def provider(name: str) -> ProviderPlugin:
    try:
        return providers()[name]
    except KeyError:
        raise PluginError(
            f"No provider named {name!r} is installed (installed: {', '.join(providers())})."
        ) from None
