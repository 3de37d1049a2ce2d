"""The built-in replay: a real match night served as a results provider would serve it."""

from bot.providers.replay.clock import ReplayClock
from bot.providers.replay.scenario import Scenario, ScenarioError, load_scenario

__all__ = ["ReplayClock", "Scenario", "ScenarioError", "load_scenario"]
