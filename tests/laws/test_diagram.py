"""The offside diagrams: rendered from the positions in diagrams.toml (checked by eye, asserted here)."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from PIL import Image

from bot.commands.var import answer
from bot.laws.diagram import (
    COLOURS,
    HALF_LENGTH,
    OFFSIDE_LINE,
    _temporary_folder,
    case_scene,
    diagrams,
    image_folder,
    offside_line_x,
    render_case,
    render_diagram,
    to_pixels,
    view_of,
)
from bot.laws.offside import GOAL_LINE, OffsideCase, judge, second_last

ROOT = Path(__file__).resolve().parents[2]


def _pixel(image: Image.Image, xy: tuple[int, int]) -> tuple[int, int, int]:
    return image.convert("RGB").getpixel(xy)  # type: ignore[return-value]


def test_kane_diagram_is_drawn_from_the_scenario_positions(tmp_path):
    path = render_diagram("kane-sporting-2022", tmp_path)
    image = Image.open(path)
    assert image.format == "PNG" and image.size == view_of("kane-sporting-2022").size
    assert 600 <= image.size[0] <= 1200 and 600 <= image.size[1] <= 1200
    spec = diagrams()["kane-sporting-2022"]
    for player in spec["players"]:
        x, y = to_pixels("kane-sporting-2022", player["x"], player["y"])
        # Just left of centre: the ball sits on the passer's marker and the lines cross at the centre.
        assert _pixel(image, (x - 7, y)) == COLOURS[player["role"]], player["label"]
    # The line runs through the ball (Emerson's header), which was nearer the goal line than Nazinho.
    assert offside_line_x("kane-sporting-2022") == spec["ball"][0]
    line_x = to_pixels("kane-sporting-2022", offside_line_x("kane-sporting-2022"), 0)[0]
    column = [_pixel(image, (line_x, y)) for y in range(80, image.size[1] - 120)]
    assert column.count(OFFSIDE_LINE) > 100


def test_kane_positions_are_an_offside_offence_under_law_11():
    spec = diagrams()["kane-sporting-2022"]
    kane = next(p for p in spec["players"] if p["label"] == "Harry Kane")
    opponents = tuple(p["x"] for p in spec["players"] if p["role"] != "attacker")
    ruling = judge(OffsideCase(kane["x"], spec["ball"][0], opponents, received_from="deflection"))
    assert ruling.offside_position and ruling.offence


def test_offside_diagram_marks_only_players_in_an_offside_position(tmp_path):
    spec = diagrams()["offside"]
    line = offside_line_x("offside")
    for player in spec["players"]:
        if player["role"] == "attacker":
            assert player.get("offside", False) == (player["x"] > line and player["x"] > spec["ball"][0])
    path = render_diagram("offside", tmp_path)
    assert Image.open(path).size == view_of("offside").size


def test_the_reply_carries_the_image(tmp_path):
    reply = answer("kane-sporting-2022 --full", tmp_path)
    assert reply.card is not None and reply.card.image == tmp_path / "offside-kane-sporting-2022.png"
    assert reply.card.image.is_file()
    assert f"Diagram: {reply.card.image}" in reply.text


def test_every_diagram_draws_its_line_by_the_rulings_own_second_last_rule():
    """One home for Law 11's second-last opponent: the diagrams use offside.second_last too."""
    for name, spec in diagrams().items():
        opponents = tuple(p["x"] for p in spec["players"] if p["role"] in ("defender", "goalkeeper"))
        assert offside_line_x(name) == max(second_last(opponents), spec["ball"][0]), name


def test_with_fewer_than_two_opponents_the_goal_line_is_the_second_last(monkeypatch):
    """No second-last opponent: nobody can be nearer the goal line than him, so no offside position, and
    the line is drawn on the goal line (not the halfway line, as the diagram once assumed)."""
    assert second_last(()) == second_last((51.0,)) == GOAL_LINE == HALF_LENGTH
    assert second_last((51.0, 40.0, 45.0)) == 45.0  # the goalkeeper counts like anyone
    alone = OffsideCase(45.0, 25.0, (51.0,))
    ruling = judge(alone)
    assert not ruling.offside_position and not ruling.offence and "no second-last opponent" in ruling.reason
    assert case_scene(alone).line_x == GOAL_LINE
    spec = {"ball": [20.0, 30.0], "players": [{"label": "GK", "role": "goalkeeper", "x": 50.0, "y": 34.0}]}
    monkeypatch.setattr("bot.laws.diagram.diagrams", lambda: {"one": spec})
    assert offside_line_x("one") == GOAL_LINE


def test_diagrams_go_to_the_user_cache_never_the_current_folder(tmp_path, monkeypatch):
    cache, here = tmp_path / "cache", tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    path = render_diagram("offside")
    assert path == cache / "matchday" / "diagrams" / "offside-offside.png" and path.is_file()
    assert render_case(OffsideCase(40, 25, (51.0, 36.0)), None, "x").parent == path.parent
    assert list(here.iterdir()) == []
    assert render_diagram("offside", tmp_path / "mine").parent == tmp_path / "mine"  # a named folder wins


def test_an_unwritable_cache_falls_back_to_a_private_temporary_folder(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocker))  # the cache folder cannot be made under a file
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # ... and the fallback stays in the test's folder
    _temporary_folder.cache_clear()
    try:
        folder = image_folder()
        assert folder.is_dir() and folder.name.startswith("matchday-diagrams-")
        assert folder.parent == tmp_path and image_folder() == folder  # one per process
        assert render_diagram("offside").parent == folder
    finally:
        _temporary_folder.cache_clear()


def test_the_temporary_fallback_is_removed_when_the_process_ends(tmp_path):
    script = (
        f"import tempfile; tempfile.tempdir = {str(tmp_path)!r}\n"
        "from bot.laws.diagram import _temporary_folder, render_diagram\n"
        "render_diagram('offside', _temporary_folder())\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True, cwd=ROOT, timeout=60)
    assert list(tmp_path.iterdir()) == []
