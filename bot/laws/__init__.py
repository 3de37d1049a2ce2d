"""The Laws-of-the-Game knowledge base: topics and intents as data files, and a lookup that understands fans."""

from bot.laws.knowledge import EDITION, Topic, load_topics

__all__ = ["EDITION", "Topic", "load_topics"]
