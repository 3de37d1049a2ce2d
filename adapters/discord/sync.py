"""When the bot's app commands are sent to Discord (`adapters.discord.sync_commands`).

- "off": never; the commands registered earlier stay as they are.
- "auto": a global sync at start, only when the command tree differs from the one last synced. Global syncs are
  rate limited and take a while to reach every server, so a hash of the synced tree is kept in a small JSON file
  (beside the database), keyed by API base and application: a restart with the same commands sends nothing.
- "guild:<id>": the commands are copied to that one server and synced there at every start; a server's
  commands change at once, which is what testing wants. The server is recorded, and back on "auto" its copies
  are removed (Discord would otherwise show that server every command twice).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
from pathlib import Path

import discord
from discord import app_commands

log = logging.getLogger(__name__)


def sync_mode(value: bool | str | None) -> str:
    """ "auto", "off" or "guild:<digits>", from the config (where true/false mean auto/off)."""
    if value is True:
        return "auto"
    if value in (False, None, "", "off"):
        return "off"
    text = str(value).strip().lower()
    if text in ("auto", "off") or (text.startswith("guild:") and text[6:].isdigit()):
        return text
    raise ValueError(f'sync_commands must be "auto", "off" or "guild:<server id>", not {value!r}')


async def tree_hash(app_tree: app_commands.CommandTree) -> str:
    """A hash of exactly what a global sync would send, the descriptions' localizations included (a new
    translation is a change to sync)."""
    commands, translator = app_tree.get_commands(), app_tree.translator
    if translator is not None:
        payload = [await command.get_translated_payload(app_tree, translator) for command in commands]
    else:
        payload = [command.to_dict(app_tree) for command in commands]
    return hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()


def _read(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write(path: Path, data: dict[str, str]) -> None:
    temporary = path.with_name(path.name + ".tmp")
    temporary.write_text(json.dumps(data, indent=1, sort_keys=True))
    os.replace(temporary, path)  # a crash mid-write leaves the old record, so the next start syncs again


async def sync_commands(
    app_tree: app_commands.CommandTree, mode: str, *, record: Path | None = None, key: str = ""
) -> str:
    """Sync as `mode` says; returns what was done ("off", "unchanged", "global", "guild:<id>").

    `record` is the JSON file of synced hashes ("auto" without it syncs at every start); `key` names this API
    base and application in it."""
    if mode == "off":
        return "off"
    synced = _read(record) if record else {}
    copies = f"{key} server copies"  # the test servers synced with "guild:<id>", to clear once "auto" is back
    if mode.startswith("guild:"):
        guild = discord.Object(id=int(mode.split(":", 1)[1]))
        app_tree.copy_global_to(guild=guild)
        await app_tree.sync(guild=guild)
        _keep(
            record, synced | {copies: " ".join(sorted(set(synced.get(copies, "").split()) | {str(guild.id)}))}
        )
        return mode
    for guild_id in synced.get(copies, "").split():
        # A test server's copies would show every command twice next to the global ones: remove them.
        guild = discord.Object(id=int(guild_id))
        app_tree.clear_commands(guild=guild)
        await app_tree.sync(guild=guild)
    synced.pop(copies, None)
    digest = await tree_hash(app_tree)
    if synced.get(key) == digest:
        _keep(record, synced)
        return "unchanged"
    await app_tree.sync()
    _keep(record, synced | {key: digest})
    return "global"


def _keep(record: Path | None, data: dict[str, str]) -> None:
    if record is None:
        return
    try:
        _write(record, data)
    except OSError as exc:  # the sync itself worked; the next start just syncs once more
        log.warning("Discord: could not record the synced commands in %s: %s", record, exc)
