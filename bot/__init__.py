"""Matchday: a match-day chatbot core for football fan communities."""

__version__ = "0.1.0"
