"""A database path that names a file which is not SQLite at all (the config file, /etc/passwd) is said to be
that, never "damaged: ... move it aside; matchday will create a new one": that advice, given for a
mistyped path, would have an admin move someone else's file aside."""

from __future__ import annotations

import pytest

from bot.cli import main
from bot.store import Store, StoreError

NOT_SQLITE = "is not an SQLite database"


@pytest.mark.parametrize(
    "content", [b"[bot]\ndatabase = 'm.toml'\n", b"root:x:0:0:root:/root:/bin/bash\n" * 50]
)
def test_a_file_that_is_not_sqlite_is_named_as_such(tmp_path, capsys, content):
    path = tmp_path / "m.toml"
    path.write_bytes(content)
    config = tmp_path / "c.toml"
    config.write_text(f'[bot]\ndatabase = "{path}"\n')
    for command in ("check-config", "run"):
        assert main([command, "--config", str(config)]) == 2
        err = capsys.readouterr().err
        assert NOT_SQLITE in err and "move it aside" not in err and "Traceback" not in err, err
    with pytest.raises(StoreError, match=NOT_SQLITE):
        Store(path)
    assert path.read_bytes() == content
