"""An invisible mark carrying an alert's idempotency key, so the alert can be found again in channel history.

Discord honours a nonce for a few minutes only and does not return it in message history, so after a longer
stop the nonce cannot tell whether a recovered alert went out. Every alert therefore ends with its mark:
64 zero-width characters (U+200B for a 0 bit, U+200C for a 1) spelling 64 bits of the key's SHA-1, at the
end of the embed footer, or of the text for a message without an embed (spoilers, plain text).

Why this and not a visible tag or the footer's words: fans see nothing (zero-width spaces are the usual
"blank" in embeds, and Discord stores them as sent); the footer is not part of notifications, so previews
are unchanged; and the match is exact, on our own messages only, so no other message can pass for it (two
keys share a mark once in 2^64).
"""

from __future__ import annotations

import hashlib

import discord

ZERO, ONE = "\u200b", "\u200c"
BITS = 64
LENGTH = BITS  # characters a mark takes from the text it is added to


def mark_for(key: str) -> str:
    value = int.from_bytes(hashlib.sha1(key.encode()).digest()[: BITS // 8], "big")
    return "".join(ONE if value >> (BITS - 1 - i) & 1 else ZERO for i in range(BITS))


def carries(message: discord.Message, mark: str) -> bool:
    """Whether `message` (as read back from history) ends its footer or its text with `mark`."""
    if (message.content or "").endswith(mark):
        return True
    return any((embed.footer.text or "").endswith(mark) for embed in message.embeds)
