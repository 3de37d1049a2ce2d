"""The base of every settings section: typed, checked strictly, documented field by field.

pydantic v2 rather than msgspec or attrs+cattrs: its field constraints (gt, ge, Literal) and validators give
every problem at once with its location, `Field(description=...)` documents each setting where it is
declared (the config reference and `config.example.toml` are generated from it), and plugins declare their
own sections with the same tool. msgspec is faster but its errors stop at the first problem; start-up
validation of a few dozen settings does not need the speed.
"""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict


class Section(BaseModel):
    """One `[section]` of matchday.toml. Unknown keys are refused (with a did-you-mean), numbers must be finite,
    and "5" is not taken for 5: a setting is the type its documentation says."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, allow_inf_nan=False)


def env_name(value: str) -> str:
    """A setting that names an environment variable must look like one (for a `field_validator`)."""
    if not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", value):
        raise ValueError(f"{value!r} is not an environment variable name (e.g. 'DISCORD_TOKEN')")
    return value
