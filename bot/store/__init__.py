"""SQLite state through sqlite-utils: one thread owns the connection, asyncio hands it work."""

from bot.store.database import Store, StoreError

__all__ = ["Store", "StoreError"]
