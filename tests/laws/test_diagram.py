"""The offside diagrams: rendered from the positions in diagrams.toml (checked by eye, asserted here)."""

from __future__ import annotations

from PIL import Image

from bot.commands.var import answer
from bot.laws.diagram import (
    COLOURS,
    OFFSIDE_LINE,
    diagrams,
    offside_line_x,
    render_diagram,
    to_pixels,
    view_of,
)
from bot.laws.offside import OffsideCase, judge


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
