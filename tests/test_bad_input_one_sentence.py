"""Bad files, flags and databases get one clear sentence and exit 2, never a traceback (issue "the house and the
newcomer", findings 11, 14 and 15)."""

from __future__ import annotations

import socket
import sqlite3

import pytest

from bot.cli import main
from bot.store import Store, StoreError


def one_sentence(capsys, code: int, expected: str) -> None:
    err = capsys.readouterr().err
    assert code == 2, err
    assert "Traceback" not in err and expected in err
    assert err.strip().count("\n") == 0, err


def test_a_config_that_is_not_utf8(tmp_path, capsys):
    path = tmp_path / "m.toml"
    path.write_bytes(b"\xff\xfe[bot]\n")
    one_sentence(capsys, main(["check-config", "--config", str(path)]), "not UTF-8 text (byte 0xff at 0)")


def test_a_scenario_that_is_not_utf8(tmp_path, capsys):
    path = tmp_path / "s.toml"
    path.write_bytes(b"name = '\xe9'\n")
    one_sentence(capsys, main(["demo", "--scenario", str(path), "--speed", "max"]), "is not UTF-8 text")


@pytest.mark.parametrize("speed", ["nan", "inf", "-inf", "0", "1e-300", "1e308", "fast"])
def test_a_speed_that_is_not_a_positive_number(speed, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["demo", f"--speed={speed}"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert 'speed should be a number from 0.01 to 100000 (times real speed) or "max"' in err
    assert "Traceback" not in err


def test_a_port_out_of_range(capsys):
    with pytest.raises(SystemExit):
        main(["mock-server", "--port", "99999"])
    assert "port must be a whole number from 0 to 65535" in capsys.readouterr().err


def test_a_port_already_taken(capsys):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code = main(["mock-server", "--port", str(port)])
    one_sentence(capsys, code, f"cannot listen on port {port}")


def test_database_paths_that_cannot_work_say_what_to_change(tmp_path):
    with pytest.raises(StoreError, match=r"does not exist; create it or change \[bot\] database"):
        Store(tmp_path / "missing" / "m.db")
    with pytest.raises(StoreError, match=r"is a folder; name a file in \[bot\] database"):
        Store(tmp_path)
    with pytest.raises(StoreError, match=r"No database file is set"):
        Store("")


def test_another_programs_database_is_refused_and_left_untouched(tmp_path, capsys):
    other = tmp_path / "notes.db"
    with sqlite3.connect(other) as db:
        db.execute("create table notes (text)")
    config = tmp_path / "m.toml"
    config.write_text(f'[bot]\ndatabase = "{other}"\n[adapters]\nenabled = []\n')
    one_sentence(
        capsys, main(["run", "--config", str(config)]), "belongs to another program (its tables: notes)"
    )
    with sqlite3.connect(other) as db:
        assert [r[0] for r in db.execute("select name from sqlite_master where type = 'table'")] == ["notes"]


def test_an_empty_file_and_our_own_database_open(tmp_path):
    (tmp_path / "empty.db").touch()
    Store(tmp_path / "empty.db").close()
    Store(tmp_path / "empty.db").close()  # again: now it is ours


@pytest.mark.parametrize(
    ("setting", "expected"),
    [
        ("[commands]\nper_member_seconds = nan\n", "commands.per_member_seconds must be a finite number"),
        ("[commands]\nper_channel_seconds = inf\n", "commands.per_channel_seconds must be a finite number"),
        ('[bot]\nlog_level = "LOUD"\n', "bot.log_level must be one of"),
        ("[provider]\nstale_after_seconds = -1\n", "provider.stale_after_seconds must be more than 0"),
        ("[dispatch.discord]\nper_second = 0\n", "dispatch.discord.per_second must be more than 0"),
        ('[bot]\ndatabase = ""\n', "bot.database must not be empty"),
        ("[dispatch]\nbatch = 0\n", "dispatch.batch must be 1 or more"),
        ('[adapters.discord]\nshard_count = 2\nshard_ids = ["²"]\n', "is not a shard number"),
        ('[adapters.discord]\nshard_ids = ["0"]\n', "shard_ids needs shard_count"),
    ],
)
def test_settings_that_would_break_at_run_time_are_refused_by_the_check(tmp_path, capsys, setting, expected):
    path = tmp_path / "m.toml"
    path.write_text(setting)
    assert main(["check-config", "--config", str(path)]) == 2
    assert expected in capsys.readouterr().err


def _stranger(path):
    with sqlite3.connect(path) as db:
        db.execute("create table notes (text)")


def _damaged(path):
    path.write_text("not a database, just text\n" * 100)


def _read_only(path):
    Store(path).close()
    path.chmod(0o444)


@pytest.mark.parametrize(
    ("make", "expected"),
    [
        (lambda p: p.mkdir(), "is a folder"),
        (_stranger, "belongs to another program (its tables: notes)"),
        (_damaged, "is not an SQLite database"),
        (lambda p: None, None),  # a file `run` will create: fine
    ],
)
def test_check_config_refuses_the_databases_run_refuses_and_changes_none(tmp_path, capsys, make, expected):
    database = tmp_path / "m.db"
    make(database)
    config = tmp_path / "m.toml"
    config.write_text(f'[bot]\ndatabase = "{database}"\n')
    before = sorted(p.name for p in tmp_path.iterdir())
    code = main(["check-config", "--config", str(config)])
    if expected is None:
        assert code == 0 and "Config OK" in capsys.readouterr().out
    else:
        one_sentence(capsys, code, expected)
        # and `run` says the same, leaving no lock file beside the refused database
        assert main(["run", "--config", str(config)]) == 2
        assert expected in capsys.readouterr().err
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_check_config_refuses_a_missing_folder_and_an_alerts_log_it_cannot_write(tmp_path, capsys):
    config = tmp_path / "m.toml"
    config.write_text(f'[bot]\ndatabase = "{tmp_path / "nope" / "m.db"}"\n')
    one_sentence(capsys, main(["check-config", "--config", str(config)]), "does not exist; create it")
    config.write_text(f'[bot]\ndatabase = "{tmp_path / "m.db"}"\nalerts_log = "{tmp_path}"\n')
    one_sentence(
        capsys, main(["check-config", "--config", str(config)]), f"cannot write {tmp_path} (it is a folder)"
    )
    assert not (tmp_path / "m.db").exists()


@pytest.mark.parametrize(
    ("command", "expected"),
    [
        ('/follow ""', "/follow needs a team or competition, e.g. /follow spurs"),
        (  # the default provider, the replay: it knows only its own match night and has no search
            "/follow xyzzy",
            "I don't know a team or competition called 'xyzzy': the replay plays back one match night",
        ),
        ("/follow spurs bogus-kind", "'bogus-kind' is not an alert kind"),
    ],
)
def test_ask_follow_says_what_is_true_for_a_one_off_command(tmp_path, capsys, monkeypatch, command, expected):
    Store(tmp_path / "matchday.db").close()
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MATCHDAY_CONFIG", raising=False)
    one_sentence(capsys, main(["ask", command]), expected)


def test_ask_follow_with_a_searching_provider_says_the_running_bot_looks_names_up(
    tmp_path, capsys, monkeypatch
):
    Store(tmp_path / "matchday.db").close()
    (tmp_path / "matchday.toml").write_text(
        '[provider]\nname = "api-football"\n[provider.api_football]\nkey_env = "MY_KEY"\n', encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("MATCHDAY_CONFIG", str(tmp_path / "matchday.toml"))
    monkeypatch.setenv("MY_KEY", "not-a-real-key")
    one_sentence(
        capsys,
        main(["ask", "/follow xyzzy"]),
        "I don't know a team or competition called 'xyzzy'; the running bot looks names up",
    )


def test_ask_without_a_database_names_the_database(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MATCHDAY_CONFIG", raising=False)
    for command in ("/follow spurs", "/live"):
        code = main(["ask", command])
        out = capsys.readouterr()
        assert "the bot's database, which this one-off command did not find" in out.err + out.out, out
        assert code in (0, 2)
    assert list(tmp_path.iterdir()) == []
