"""The sender reads the options of the channels it claims, by key: the same answer as one by one, on both
engines, however many channels a claim holds."""

from __future__ import annotations

from bot.store import Store
from bot.store import channels as channel_store


def test_options_of_the_claimed_channels_are_read_by_key(database_url):
    store = Store(database_url)
    try:
        store.run_sync(channel_store.set_options, "discord", "c7", spoiler=True, language="de")
        store.run_sync(channel_store.remember_server_language, "slack", "c7", "pt-BR")
        store.run_sync(channel_store.set_options, "discord", "c900", confirm_delay=30.0)
        asked = [("discord", f"c{n}") for n in range(1200)] + [("slack", "c7"), ("slack", "gone")]
        found = store.run_sync(channel_store.options_of, asked)
        assert set(found) == {("discord", "c7"), ("discord", "c900"), ("slack", "c7")}
        for key, opts in found.items():
            assert opts == store.run_sync(channel_store.get_options, *key)
        assert found[("discord", "c7")].spoiler and found[("slack", "c7")].server_language == "pt-BR"
    finally:
        store.close()
