"""Fixtures shared by the alert tests."""

from __future__ import annotations

import pytest

from tests.alerts.rig import Rig
from tests.providers.builders import HOME


@pytest.fixture
def rig(tmp_path):
    """One channel "c" following Tottenham (HOME), every alert told one by one (no digests): truth, alert by
    alert. A test module may define its own `rig` (another store, digests, a counting provider)."""
    r = Rig(tmp_path, merge=False)
    r.follow("c", "team", HOME)
    yield r
    r.close()
