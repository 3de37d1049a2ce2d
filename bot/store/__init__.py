"""State in an SQLite file (sqlite-utils) or a PostgreSQL database (psycopg): one thread owns the connection,
asyncio hands it work, and the repositories write their SQL once (`bot.store.sql.Db`)."""

from bot.store.database import Store, StoreError

__all__ = ["Store", "StoreError"]
