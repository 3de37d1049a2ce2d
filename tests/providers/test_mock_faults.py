"""`matchday mock-server` with faults on demand: each fault's shape over real HTTP, for both providers."""

from __future__ import annotations

import json
import math
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest

from bot.cli import main
from bot.providers.replay.api_football_shape import ApiFootballShape
from bot.providers.replay.clock import ReplayClock
from bot.providers.replay.faults import (
    API_FOOTBALL_QUOTA,
    DEPTH,
    FAULTS,
    GHOST_ID,
    SERVER_ERROR_HTML,
    FaultPlan,
    FaultSpecError,
    parse_spec,
    respell_name,
)
from bot.providers.replay.football_data_shape import FootballDataShape
from bot.providers.replay.scenario import load_scenario
from bot.providers.replay.server import make_server

PROVIDERS = ["api-football", "football-data"]
LIVE = {
    "api-football": ("/api-football/fixtures", {"live": "all"}),
    "football-data": ("/football-data/v4/matches", {"status": "LIVE"}),
}
ITEMS = {"api-football": "response", "football-data": "matches"}


@contextmanager
def running(faults: FaultPlan | None = None) -> Iterator[httpx.Client]:
    """A stepped (`max`) mock server on the scenario's own dates, and a client for it."""
    server = make_server(0, None, today=False, faults=faults)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True)
    thread.start()
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{server.server_address[1]}", timeout=10) as client:
            yield client
    finally:
        server.shutdown()
        server.server_close()


class Reference:
    """The same replay answered in-process: what a faultless server must send, step for step."""

    def __init__(self, provider: str) -> None:
        scenario = load_scenario()
        clock = ReplayClock(scenario.moments(), start=scenario.start, speed=None)
        self.provider = provider
        self.shape: ApiFootballShape | FootballDataShape = (
            ApiFootballShape(scenario, clock)
            if provider == "api-football"
            else FootballDataShape(scenario, clock)
        )

    def get(self, path: str, params: dict[str, str]) -> tuple[int, bytes, dict[str, str]]:
        status, body = self.shape.answer(path.removeprefix(f"/{self.provider}"), params)
        return status, json.dumps(body).encode(), self.shape.headers()

    def live(self) -> bytes:
        return self.get(*LIVE[self.provider])[1]


def poll(client: httpx.Client, provider: str) -> httpx.Response:
    path, params = LIVE[provider]
    return client.get(path, params=params)


def items(provider: str, response: httpx.Response) -> list[Any]:
    return response.json()[ITEMS[provider]]


def minute(provider: str, response: httpx.Response) -> int:
    first = items(provider, response)[0]
    return first["fixture"]["status"]["elapsed"] if provider == "api-football" else first["minute"]


# --------------------------------------------------------------------------------------------- the spec
@pytest.mark.parametrize(
    ("spec", "expected"),
    [
        ("", []),
        ("stale@5", [("stale", None, 5, 5)]),
        ("respell@26-40", [("respell", None, 26, 40)]),
        ("stall:0.3@15", [("stall", 0.3, 15, 15)]),
        ("stale:2@7, quota:28@9 ,", [("stale", 2, 7, 7), ("quota", 28, 9, 9)]),
        (" Rate-Limit : 5 @ 3 ", [("rate-limit", 5, 3, 3)]),
        ("drip:0.01@+2-4", [("drip", 0.01, 2, 4)]),
    ],
)
def test_good_specs(spec, expected):
    rules = parse_spec(spec)
    assert [(r.fault, r.value, r.first, r.last) for r in rules] == expected
    assert parse_spec(",".join(r.spec for r in rules)) == rules  # what GET /_faults shows reads back


def test_the_documented_example_and_a_bare_fault():
    spec = (
        "stale@5,quota@9,server-error@12,stall@15,null-team@18,huge-number@20,deep@22,drip@24,"
        "respell@26-40,rate-limit@30"
    )
    rules = FaultPlan.parse(spec).rules
    assert [r.fault for r in rules] == [
        "stale", "quota", "server-error", "stall", "null-team", "huge-number", "deep", "drip", "respell", "rate-limit",
    ]  # fmt: skip
    assert sorted(r.fault for r in rules) == sorted(FAULTS)
    (bare,) = parse_spec("stale", {"api-football": 6, "football-data": 2})
    assert bare.spec == "stale@+1"
    assert bare.covers("api-football", 7) and bare.covers("football-data", 3)
    assert not bare.covers("api-football", 3)


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("x@1", "unknown fault 'x'; known: " + ", ".join(FAULTS) + "."),
        ("stale@5,every:7", "unknown fault 'every'; known: "),
        ("stale@0", "bad request number in 'stale@0'"),
        ("stale@5-3", "bad request number in 'stale@5-3'"),
        ("stale@a", "bad request number"),
        ("quota@", "bad request number"),
        ("deep:3@1", "'deep' takes no value (got 'deep:3@1')."),
        ("stall:abc@1", "'stall' needs a number of seconds after ':' (got 'stall:abc@1')."),
        ("stale:1.5@4", "'stale' needs a whole number after ':'"),
        ("stale:0@4", "'stale' needs a value of 1 or more"),
        ("drip:-1@4", "'drip' needs a value of 0 or more"),
        ("stall:inf@4", "'stall' needs a value of 0 or more"),
        ("stale@²", "bad request number"),
    ],
)
def test_bad_specs_are_one_clear_sentence(spec, message):
    with pytest.raises(FaultSpecError) as caught:
        parse_spec(spec)
    text = str(caught.value)
    assert text.startswith(message)
    assert "\n" not in text and text.endswith(".")


def test_a_bad_spec_on_the_command_line_is_one_line_and_exit_2(capsys):
    with pytest.raises(SystemExit) as caught:
        main(["mock-server", "--port", "0", "--faults", "stale@5,bogus@9"])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "argument --faults: unknown fault 'bogus'; known: stale, quota," in err
    assert "Traceback" not in err


def test_respell_name():
    assert respell_name("Harry Kane") == "H. Kane"
    assert respell_name("Ivan Perišić") == "I. Perisic"
    assert respell_name("Randal Kolo Muani") == "R. Kolo Muani"
    assert respell_name("Paulinho") == "Paulinho"


# --------------------------------------------------------------------------------------------- no faults
@pytest.mark.parametrize("provider", PROVIDERS)
@pytest.mark.parametrize("plan", [None, "", "quota@99"])
def test_a_faultless_server_answers_exactly_as_before(provider, plan):
    ref = Reference(provider)
    others = {
        "api-football": [("/api-football/fixtures", {"id": "900001"}), ("/api-football/standings", {"league": "2", "season": "2022"})],
        "football-data": [("/football-data/v4/matches/900001", {}), ("/football-data/v4/competitions/CL/standings", {})],
    }[provider]  # fmt: skip
    requests = [LIVE[provider]] * 3 + [others[0], LIVE[provider], others[1], LIVE[provider]]
    with running(None if plan is None else FaultPlan.parse(plan)) as client:
        for path, params in requests:
            got = client.get(path, params=params)
            status, body, headers = ref.get(path, params)
            assert (got.status_code, got.content) == (status, body)
            assert got.headers["content-type"] == "application/json"
            assert got.headers["content-length"] == str(len(body))
            assert {k.lower(): v for k, v in headers.items()}.items() <= got.headers.items()
        if plan is None:  # no control endpoint at all, as before
            assert client.get("/_faults").status_code == 404
            assert client.post("/_faults", content="quota").status_code == 501


# --------------------------------------------------------------------------------------------- each fault
@pytest.mark.parametrize("provider", PROVIDERS)
def test_stale_serves_an_older_body_and_the_story_goes_on(provider):
    ref = Reference(provider)
    with running(FaultPlan.parse("stale@4,stale:1@6")) as client:
        first, second, third = (poll(client, provider) for _ in range(3))
        assert [r.content for r in (first, second, third)] == [ref.live() for _ in range(3)]
        stale = poll(client, provider)
        assert stale.status_code == 200
        assert stale.content == first.content  # the earliest answer in the ring, again
        assert minute(provider, stale) < minute(provider, third)
        fifth = poll(client, provider)
        assert fifth.content == ref.live()  # the replay did not move for the stale answer
        assert poll(client, provider).content == fifth.content  # stale:1 = the answer one request back
        assert poll(client, provider).content == ref.live()
        served = client.get("/_faults").json()["served"]
    assert [(s["request"], s["stale_of"]) for s in served] == [(4, 1), (6, 5)]


@pytest.mark.parametrize("provider", PROVIDERS)
def test_stale_with_nothing_older_yet_answers_normally(provider):
    with running(FaultPlan.parse("stale@1")) as client:
        assert poll(client, provider).content == Reference(provider).live()
        (entry,) = client.get("/_faults").json()["served"]
    assert entry["faults"] == [] and "no older answer" in entry["notes"][0]


def test_quota_api_football_is_an_error_inside_http_200():
    with running(FaultPlan.parse("quota@1")) as client:
        got = poll(client, "api-football")
        assert got.status_code == 200
        body = got.json()
        assert body["errors"] == {"requests": API_FOOTBALL_QUOTA}
        assert body["response"] == [] and body["results"] == 0
        assert got.headers["x-ratelimit-requests-remaining"] == "0"
        assert got.headers["x-ratelimit-requests-limit"] == "7500"
        assert "X-RateLimit-Remaining" in got.headers
        assert poll(client, "api-football").content == Reference("api-football").live()  # the story resumes


def test_quota_football_data_is_a_429_with_its_message_and_counter_reset():
    with running(FaultPlan.parse("quota@1,quota:28@2")) as client:
        got = poll(client, "football-data")
        assert got.status_code == 429
        assert got.json() == {"message": "You reached your request limit. Wait 10 seconds.", "errorCode": 429}
        assert got.headers["X-RequestCounter-Reset"] == "10"
        assert got.headers["X-Requests-Available-Minute"] == "0"
        got = poll(client, "football-data")
        assert got.json()["message"] == "You reached your request limit. Wait 28 seconds."
        assert got.headers["X-RequestCounter-Reset"] == "28"
        assert poll(client, "football-data").content == Reference("football-data").live()


@pytest.mark.parametrize("provider", PROVIDERS)
def test_rate_limit_is_a_429_with_retry_after(provider):
    with running(FaultPlan.parse("rate-limit@1,rate-limit:7@2")) as client:
        got = poll(client, provider)
        assert (got.status_code, got.headers["Retry-After"]) == (429, "2")
        assert got.json()["message"]
        assert poll(client, provider).headers["Retry-After"] == "7"
        assert poll(client, provider).content == Reference(provider).live()


@pytest.mark.parametrize("provider", PROVIDERS)
def test_server_error_is_an_html_500(provider):
    with running(FaultPlan.parse("server-error@1")) as client:
        got = poll(client, provider)
    assert got.status_code == 500
    assert got.headers["content-type"] == "text/html"
    assert got.text == SERVER_ERROR_HTML == "<html><body><h1>500 Internal Server Error</h1></body></html>"


@pytest.mark.parametrize("provider", PROVIDERS)
def test_stall_waits_then_answers_normally(provider):
    with running(FaultPlan.parse("stall:0.3@1")) as client:
        start = time.monotonic()
        got = poll(client, provider)
        assert time.monotonic() - start >= 0.3
    assert got.content == Reference(provider).live()


@pytest.mark.parametrize("provider", PROVIDERS)
def test_drip_outlives_a_total_deadline_but_never_a_read_timeout(provider):
    interval = 0.0005
    path, params = LIVE[provider]
    with running(FaultPlan.parse(f"drip:{interval}@1")) as client:
        start = time.monotonic()
        chunks = []
        # A 0.5 s read timeout never fires, although the body takes far longer than that in all.
        with client.stream("GET", path, params=params, timeout=httpx.Timeout(10, read=0.5)) as got:
            assert got.status_code == 200
            length = int(got.headers["content-length"])
            chunks = list(got.iter_raw())
        elapsed = time.monotonic() - start
    body = b"".join(chunks)
    assert body == Reference(provider).live() and len(body) == length
    assert elapsed >= length * interval > 0.5
    assert len(chunks) > 20  # it came in dribs, not in one piece


@pytest.mark.parametrize("provider", PROVIDERS)
def test_null_team_puts_a_fixture_with_no_home_team_first(provider):
    normal = json.loads(Reference(provider).live())[ITEMS[provider]]
    with running(FaultPlan.parse("null-team@1")) as client:
        got = items(provider, poll(client, provider))
    assert len(got) == len(normal) + 1 and got[1:] == normal
    if provider == "api-football":
        assert got[0]["teams"]["home"] is None and got[0]["fixture"]["id"] == GHOST_ID
    else:
        assert got[0]["homeTeam"] is None and got[0]["id"] == GHOST_ID


@pytest.mark.parametrize("provider", PROVIDERS)
def test_huge_number_writes_1e400_into_the_json_text(provider):
    with running(FaultPlan.parse("huge-number@1")) as client:
        got = poll(client, provider)
    assert got.text.count("1e400") == 1
    first = got.json()[ITEMS[provider]][0]  # Python reads 1e400 as infinity
    value = first["goals"]["home"] if provider == "api-football" else first["score"]["fullTime"]["home"]
    assert math.isinf(value)
    anchor = '"goals": {"home": 1e400' if provider == "api-football" else '"fullTime": {"home": 1e400'
    assert anchor in got.text


@pytest.mark.parametrize("provider", PROVIDERS)
def test_deep_is_json_nested_200000_levels(provider):
    with running(FaultPlan.parse("deep@1")) as client:
        got = poll(client, provider)
    assert got.status_code == 200
    assert got.content == b"[" * DEPTH + b"]" * DEPTH and DEPTH == 200_000
    with pytest.raises(RecursionError):
        json.loads(got.content)


@pytest.mark.parametrize("provider", PROVIDERS)
def test_respell_changes_scorer_names_only(provider):
    with running(FaultPlan.parse("respell@3")) as client:
        normal = [poll(client, provider) for _ in range(2)]
        got = poll(client, provider)
        after = poll(client, provider)
    ref = Reference(provider)
    assert [r.content for r in normal] == [ref.live(), ref.live()]
    expected = json.dumps(json.loads(ref.live()), ensure_ascii=False)
    assert "Mattéo Guendouzi" in expected and "Marcus Edwards" in expected and '"Paulinho"' in expected
    text = json.dumps(got.json(), ensure_ascii=False)
    assert "M. Guendouzi" in text and "M. Edwards" in text and "D. Kamada" in text and '"Paulinho"' in text
    assert "Mattéo" not in text and "Marcus Edwards" not in text
    respelled = (
        expected.replace("Mattéo Guendouzi", "M. Guendouzi")
        .replace("Marcus Edwards", "M. Edwards")
        .replace("Daichi Kamada", "D. Kamada")
    )
    assert json.loads(text) == json.loads(respelled)  # nothing else changed
    assert "Marcus Edwards" in after.text  # only request 3 was respelled


# --------------------------------------------------------------------------------------------- the plan
def test_each_provider_counts_its_own_live_requests():
    with running(FaultPlan.parse("server-error@2")) as client:
        assert poll(client, "api-football").status_code == 200
        assert poll(client, "football-data").status_code == 200
        assert poll(client, "football-data").status_code == 500
        assert poll(client, "api-football").status_code == 500
        assert client.get("/_faults").json()["live_requests"] == {"api-football": 2, "football-data": 2}


def test_overlapping_faults_the_replacing_one_wins_and_does_not_step():
    ref = Reference("api-football")
    with running(FaultPlan.parse("respell@1-3,rate-limit@2")) as client:
        first, limited, third = (poll(client, "api-football") for _ in range(3))
    assert limited.status_code == 429
    assert first.json() == json.loads(ref.live())  # nobody has scored yet: nothing to respell
    assert "D. Kamada" in third.text and third.json()["response"][0]["fixture"]["status"]["elapsed"] == 3


def test_other_requests_are_never_faulted_and_not_counted():
    with running(FaultPlan.parse("server-error@1-100")) as client:
        assert client.get("/api-football/fixtures", params={"id": "900001"}).status_code == 200
        assert client.get("/api-football/fixtures", params={"date": "2022-10-26"}).status_code == 200
        assert (
            client.get("/api-football/standings", params={"league": "2", "season": "2022"}).status_code == 200
        )
        assert client.get("/football-data/v4/matches/900001").status_code == 200
        assert client.get("/football-data/v4/competitions/CL/standings").status_code == 200
        assert client.get("/_faults").json()["live_requests"] == {"api-football": 0, "football-data": 0}
        # football-data's status=IN_PLAY is a live poll too
        assert client.get("/football-data/v4/matches", params={"status": "IN_PLAY"}).status_code == 500


def test_the_control_endpoint_changes_a_running_server():
    ref = Reference("api-football")
    with running(FaultPlan()) as client:
        assert [poll(client, "api-football").content for _ in range(2)] == [ref.live(), ref.live()]
        added = client.post("/_faults", content="quota@+1")
        assert added.status_code == 200
        (rule,) = added.json()["added"]
        assert rule["requests"] == {"api-football": [3, 3], "football-data": [1, 1]}
        assert poll(client, "api-football").json()["errors"] == {"requests": API_FOOTBALL_QUOTA}
        assert poll(client, "api-football").content == ref.live()  # only the next one
        assert client.post("/_faults", content="rate-limit").status_code == 200  # bare: the next one
        assert poll(client, "api-football").status_code == 429
        bad = client.post("/_faults", content="nope")
        assert bad.status_code == 400
        assert bad.json() == {"error": "unknown fault 'nope'; known: " + ", ".join(FAULTS) + "."}
        assert client.post("/_faults", content="").status_code == 400
        listed = client.get("/_faults").json()
        assert [r["spec"] for r in listed["rules"]] == ["quota@+1", "rate-limit@+1"]
        assert listed["live_requests"] == {"api-football": 5, "football-data": 0}
        assert [(s["request"], s["faults"], s["status"]) for s in listed["served"]] == [
            (3, ["quota"], 200),
            (5, ["rate-limit"], 429),
        ]
        assert listed["known"] == list(FAULTS)
        assert client.post("/_faults", content="clear").json()["rules"] == []
        assert poll(client, "football-data").status_code == 200  # the posted quota@+1 was dropped
