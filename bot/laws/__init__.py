"""The Laws-of-the-Game knowledge base: one TOML file per topic, and a lookup that understands fans."""

from bot.laws.knowledge import EDITION, Topic, load_topics
from bot.laws.lookup import Lookup, find_topic

__all__ = ["EDITION", "Lookup", "Topic", "find_topic", "load_topics"]
