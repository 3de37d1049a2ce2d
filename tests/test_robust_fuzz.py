"""Whatever a fan or an operator types: no exception escapes, no traceback is printed, one sentence at most.

Inputs are random bytes decoded as argv is (UTF-8 with surrogateescape, so undecodable bytes arrive as lone
surrogates), any unicode (control and format characters included), and text aimed at each real command.
The text parser, the dispatcher, `matchday ask` and `matchday check-config` all see them.

The dispatcher part passes an explicit actor: the dispatcher API is changing so that one is required.
"""

from __future__ import annotations

import asyncio
import logging
import os
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from bot.cli import main
from bot.commands import build_tree
from bot.commands.context import Context
from bot.core.dispatch import INTERNAL_ERROR, Dispatcher
from bot.core.errors import UserError
from bot.core.invocation import Actor, Invocation
from bot.core.parser import parse
from bot.core.tree import CommandTree
from bot.store import Store

ROOT = Path(__file__).resolve().parents[1]
FAN = Actor(id="fan", name="Fan")
ADMIN = Actor(id="admin", name="Admin", is_admin=True)
SHORT = 600  # characters: a long error is a pasted echo or a dump, not a sentence
FUZZ = settings(
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", "40")),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

ARGV = st.binary(max_size=120).map(lambda b: b.decode("utf-8", "surrogateescape"))
CONTROL = st.text(st.characters(categories=["Cc", "Cf", "Zl", "Zp", "Zs", "Mn"]), max_size=40)
UNICODE = st.text(max_size=160)
NOISE = st.one_of(ARGV, CONTROL, UNICODE)


def _command_paths(tree: CommandTree) -> list[str]:
    return sorted(" ".join(node.path) for node in tree.walk())


TREE = build_tree()
PATHS = _command_paths(TREE)
# Text aimed at a real command reaches its handler, where most of the code is.
AIMED = st.builds(
    lambda path, slash, rest: f"{slash}{path} {rest}",
    st.sampled_from(PATHS),
    st.sampled_from(["/", ""]),
    NOISE,
)
TEXT = st.one_of(NOISE, AIMED)


def _is_a_sentence(text: str) -> bool:
    return bool(text.strip()) and len(text) <= SHORT and "Traceback" not in text


@pytest.fixture
def quiet_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty current folder and cache: no matchday.toml or matchday.db of the repo is picked up, and
    anything written by mistake lands in tmp_path."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("MATCHDAY_CONFIG", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    return tmp_path


@given(text=TEXT)
@FUZZ
def test_the_parser_routes_or_says_one_sentence(text: str) -> None:
    try:
        invocation = parse(text, TREE, actor=FAN)
    except UserError as exc:
        assert _is_a_sentence(str(exc)), str(exc)
    else:
        assert isinstance(invocation, Invocation)


@pytest.fixture
def dispatcher(quiet_cwd: Path) -> Iterator[Dispatcher]:
    tree = build_tree()
    store = Store(quiet_cwd / "fuzz.db")
    context = Context(store=store, tree=tree, provider="replay", image_dir=quiet_cwd / "images")
    yield Dispatcher(tree, context)
    store.close()


@given(text=TEXT, actor=st.sampled_from([FAN, ADMIN]))
@example(text="FIXTURES ²", actor=FAN)  # found by this test in CI: "²".isdigit() is True, int("²") raises
@example(text="/results ٣", actor=FAN)
@FUZZ
def test_the_dispatcher_answers_everything_without_a_crash(
    dispatcher: Dispatcher, caplog: pytest.LogCaptureFixture, text: str, actor: Actor
) -> None:
    caplog.clear()
    reply = asyncio.run(dispatcher.answer_text(text, actor=actor))
    crashes = [r for r in caplog.records if r.exc_info]
    assert not crashes, crashes[0].getMessage()
    assert INTERNAL_ERROR not in reply.text
    if reply.is_error:
        assert _is_a_sentence(reply.text), reply.text


def _run_cli(
    argv: list[str], capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> tuple[int, str]:
    """main(argv) -> (exit code, stdout + stderr). argparse's own refusals ("-x" is an option) exit with its
    usage line, as a command-line tool should: that is not a crash."""
    capsys.readouterr()
    caplog.clear()
    try:
        code = main(argv)
    except SystemExit as exc:
        assert isinstance(exc.code, int), exc.code
        code = exc.code
    out, err = capsys.readouterr()
    assert isinstance(code, int)
    crashes = [r for r in caplog.records if r.exc_info]
    assert not crashes, crashes[0].getMessage()
    assert "Traceback" not in out + err
    assert INTERNAL_ERROR not in err
    return code, out + err


@pytest.fixture
def ask_config(quiet_cwd: Path) -> Path:
    """A config whose database exists, so live-data commands (and /follow's write) really run."""
    database = quiet_cwd / "ask.db"
    Store(database).close()
    path = quiet_cwd / "ask.toml"
    path.write_text(f'[bot]\ndatabase = "{database}"\n', encoding="utf-8")
    return path


@given(text=TEXT, with_config=st.booleans())
@FUZZ
def test_matchday_ask_never_prints_a_traceback(
    ask_config: Path,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    text: str,
    with_config: bool,
) -> None:
    argv = ["ask", text, *(["--config", str(ask_config)] if with_config else [])]
    code, printed = _run_cli(argv, capsys, caplog)
    if code == 2 and printed.strip():
        assert all(len(line) <= SHORT for line in printed.splitlines()), printed


def _example_settings() -> dict[str, dict[str, object]]:
    """Every [section] and key of the shipped example config: the names random values are given to."""
    data = tomllib.loads((ROOT / "config.example.toml").read_text(encoding="utf-8"))
    out: dict[str, dict[str, object]] = {}

    def walk(prefix: str, table: dict[str, object]) -> None:
        keys = {k: v for k, v in table.items() if not isinstance(v, dict)}
        if keys:
            out[prefix] = keys
        for k, v in table.items():
            if isinstance(v, dict):
                walk(f"{prefix}.{k}" if prefix else k, v)

    walk("", data)
    return out


SETTINGS = _example_settings()
TOML_VALUES = st.one_of(
    st.integers(-(2**70), 2**70).map(str),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.sampled_from(
        ["true", "false", "nan", "-inf", "inf", "0", "-1", "[]", "{}", '""', "[1, 'a']", "{a = 1}"]
    ),
    st.text(max_size=40).map(lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'),
    NOISE,  # mostly not TOML at all
)
# A real setting with a random value (what an operator's typo looks like), or any key in any section.
SETTING = st.sampled_from(sorted(SETTINGS)).flatmap(
    lambda section: st.tuples(st.just(section), st.sampled_from(sorted(SETTINGS[section])), TOML_VALUES)
)
STRAY = st.tuples(st.sampled_from([*sorted(SETTINGS), "bot.extra", "x"]), ARGV, TOML_VALUES)
TOML_LINES = st.lists(st.one_of(SETTING, SETTING, STRAY), max_size=8)


def _toml_ish(lines: list[tuple[str, str, str]]) -> str:
    by_section: dict[str, list[str]] = {}
    for section, key, value in lines:
        by_section.setdefault(section, []).append(f"{key} = {value}")
    return "\n".join(f"[{section}]\n" + "\n".join(body) for section, body in by_section.items()) + "\n"


CONFIG_BYTES = st.one_of(
    st.binary(max_size=300),
    TOML_LINES.map(lambda lines: _toml_ish(lines).encode("utf-8", "surrogateescape")),
)


@given(content=CONFIG_BYTES)
@FUZZ
def test_check_config_names_each_problem_in_one_line(
    quiet_cwd: Path,
    capsys: pytest.CaptureFixture[str],
    caplog: pytest.LogCaptureFixture,
    content: bytes,
) -> None:
    path = quiet_cwd / "fuzz.toml"
    path.write_bytes(content)
    code, printed = _run_cli(["check-config", "--config", str(path)], capsys, caplog)
    assert code in (0, 2), printed
    if code == 2:
        assert all(len(line) <= SHORT for line in printed.splitlines()), printed


@pytest.fixture(autouse=True)
def _warnings_only(caplog: pytest.LogCaptureFixture) -> None:
    """Record what the code logs at WARNING and up: an exception logged with its traceback is a crash."""
    caplog.set_level(logging.WARNING)
