"""`[ops]`: /healthz, /livez and /metrics served by the app itself, over real HTTP on a free port.

/metrics is Prometheus text with polls, provider errors, the outbox, sends and their latency, role and
leadership; /healthz names each check, and answers 503 naming the one that fails (the database closed, the
provider stale, a platform disconnected). Off by default, on loopback unless configured.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import socket
import time
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from adapters.console import ConsoleAdapter
from bot.app import App
from bot.config import Config, load_config
from bot.providers.errors import ProviderUnavailable
from bot.store.sql import Db

CHECKS = {"database", "provider", "poller", "platform:console"}


def ops_config(**ops: object) -> Config:
    return (
        load_config(None, env={})
        .with_values("provider.replay", speed="max")
        .with_values("ops", **({"enabled": True, "port": 0} | ops))
    )


async def start(
    tmp_path: Path, config: Config, console: ConsoleAdapter | None = None, database: str | None = None
) -> App:
    """An app serving /healthz and /metrics, on an SQLite file in tmp_path unless `database` names another."""
    adapter = console or ConsoleAdapter(io.StringIO(), colour=False)
    app = App(config, adapters={"console": adapter}, database=database or tmp_path / "ops.db")
    await app.start()
    return app


async def get(
    port: int, path: str, *, method: str = "GET", headers: str = ""
) -> tuple[int, dict[str, str], bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(f"{method} {path} HTTP/1.1\r\nHost: localhost\r\n{headers}\r\n".encode())
    await writer.drain()
    raw = await asyncio.wait_for(reader.read(), 10)
    writer.close()
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    fields = dict(line.split(": ", 1) for line in lines[1:])
    assert method == "HEAD" or int(fields["Content-Length"]) == len(body)  # HEAD: the GET's length, no body
    return int(lines[0].split(" ")[1]), fields, body


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    """Every sample of a Prometheus text exposition, parsed by the client library's own parser."""
    return {
        (s.name, tuple(sorted(s.labels.items()))): s.value
        for family in text_string_to_metric_families(text)
        for s in family.samples
    }


async def test_metrics_after_a_replayed_night_are_prometheus_text(tmp_path, database_url):
    app = await start(tmp_path, ops_config(), database=database_url)
    try:
        await app.wait_replay()
        assert app.ops is not None
        status, fields, body = await get(app.ops.port, "/metrics")
    finally:
        await app.stop()
    assert status == 200
    assert fields["Content-Type"].startswith("text/plain; version=")
    got = samples(body.decode())
    assert got[("matchday_polls_total", (("outcome", "ok"),))] >= 1
    assert got[("matchday_polls_total", (("outcome", "failed"),))] == 0
    assert got[("matchday_poll_duration_seconds_count", (("outcome", "ok"),))] >= 1
    assert got[("matchday_provider_errors_total", (("kind", "unavailable"),))] == 0
    assert got[("matchday_provider_last_success_timestamp_seconds", ())] > time.time() - 60
    # the night's alerts (goals among them) all went out to the console, each send timed
    sent = got[("matchday_sends_total", (("outcome", "ok"), ("platform", "console")))]
    assert sent >= 16
    assert got[("matchday_send_duration_seconds_count", (("platform", "console"),))] == sent
    assert got[("matchday_send_duration_seconds_bucket", (("le", "+Inf"), ("platform", "console")))] == sent
    assert got[("matchday_send_rate_limited_total", (("platform", "console"),))] == 0
    assert got[("matchday_outbox_pending", ())] == 0
    assert got[("matchday_outbox_oldest_pending_age_seconds", ())] == 0
    assert got[("matchday_role", (("role", "all"),))] == 1
    assert got[("matchday_leader", ())] == 1
    assert got[("matchday_ready", ())] == 1
    assert {dict(labels)["check"] for name, labels in got if name == "matchday_check_ok"} == CHECKS
    assert not any(name.endswith("_created") for name, _ in got)


async def test_the_outbox_depth_and_age_are_read_at_each_scrape(tmp_path, database_url):
    app = await start(tmp_path, ops_config(), database=database_url)
    try:
        await app.wait_replay()
        assert app.ops is not None

        # rows a stopped sender left behind: two waiting (not due for ages, on the app's own platform: a row
        # for a platform without an adapter is buried within seconds), the oldest written a minute ago
        def left_behind(db: Db) -> None:
            with db.transaction():
                db.execute(
                    "insert into outbox (alert_key, platform, channel, priority, status, attempts, lease_until, "
                    "not_before, message_ref, error, created_at, sent_at) values "
                    "('k1', 'console', 'c', 0, 'pending', 0, 0, 9e9, '', '', ?, 0), "
                    "('k2', 'console', 'c', 0, 'pending', 0, 0, 9e9, '', '', ?, 0)",
                    [time.time() - 60, time.time()],
                )

        await app.db.run(left_behind)
        _, _, body = await get(app.ops.port, "/metrics")
    finally:
        await app.stop()
    got = samples(body.decode())
    assert got[("matchday_outbox_pending", ())] == 2
    assert 59 <= got[("matchday_outbox_oldest_pending_age_seconds", ())] < 120


async def test_healthz_names_each_check_and_livez_answers(tmp_path):
    app = await start(tmp_path, ops_config())
    try:
        await app.wait_replay()
        assert app.ops is not None
        status, fields, body = await get(app.ops.port, "/healthz")
        live_status, _, live = await get(app.ops.port, "/livez")
        head_status, _, head_body = await get(app.ops.port, "/healthz", method="HEAD")
    finally:
        await app.stop()
    assert status == 200 and fields["Content-Type"] == "application/json"
    answer = json.loads(body)
    assert answer["status"] == "ok" and answer["failing"] == []
    assert answer["role"] == "all" and answer["leader"] is True
    assert set(answer["checks"]) == CHECKS
    assert all(check["ok"] and check["detail"] for check in answer["checks"].values())
    assert live_status == 200 and json.loads(live)["status"] == "ok"
    assert head_status == 200 and head_body == b""


async def test_healthz_is_503_naming_the_database_when_it_is_closed(tmp_path, database_url):
    app = await start(tmp_path, ops_config(), database=database_url)
    try:
        await app.wait_replay()
        assert app.ops is not None
        app.db.close()
        status, _, body = await get(app.ops.port, "/healthz")
        live_status, _, _ = await get(app.ops.port, "/livez")  # alive: restarting would not open the file
        metrics_status, _, metrics = await get(app.ops.port, "/metrics")
    finally:
        with contextlib.suppress(Exception):  # the app's own stop meets the closed database too
            await app.stop()
        await app.bundle.provider.aclose()
    assert status == 503
    answer = json.loads(body)
    assert answer["status"] == "failing" and answer["failing"] == ["database"]
    assert answer["checks"]["database"] == {"ok": False, "detail": "the database is closed"}
    assert live_status == 200
    assert metrics_status == 200
    got = samples(metrics.decode())
    assert got[("matchday_check_ok", (("check", "database"),))] == 0
    assert got[("matchday_ready", ())] == 0


async def test_healthz_is_503_naming_the_provider_when_its_data_is_stale(tmp_path, monkeypatch):
    app = await start(tmp_path, ops_config())
    try:
        await app.wait_replay()
        assert app.ops is not None

        async def unavailable(*args: object) -> list[object]:
            raise ProviderUnavailable("503 Service Unavailable")

        monkeypatch.setattr(app.bundle.provider, "live", unavailable)
        app.watcher.stale_after = 0.0  # no good data since the last success is already too long
        await app.watcher.poll()
        status, _, body = await get(app.ops.port, "/healthz")
        _, _, metrics = await get(app.ops.port, "/metrics")
    finally:
        await app.stop()
    assert status == 503
    answer = json.loads(body)
    assert answer["failing"] == ["provider"]
    assert "503 Service Unavailable" in answer["checks"]["provider"]["detail"]
    got = samples(metrics.decode())
    assert got[("matchday_provider_errors_total", (("kind", "unavailable"),))] == 1
    assert got[("matchday_polls_total", (("outcome", "failed"),))] == 1
    assert got[("matchday_poll_duration_seconds_count", (("outcome", "failed"),))] == 1


class Disconnected(ConsoleAdapter):
    def connected(self) -> bool | None:
        return False


async def test_healthz_is_503_naming_a_disconnected_platform(tmp_path):
    app = await start(tmp_path, ops_config(), Disconnected(io.StringIO(), colour=False))
    try:
        assert app.ops is not None
        status, _, body = await get(app.ops.port, "/healthz")
    finally:
        await app.stop()
    assert status == 503
    answer = json.loads(body)
    assert answer["failing"] == ["platform:console"]
    assert answer["checks"]["platform:console"] == {"ok": False, "detail": "not connected"}


async def test_unknown_paths_and_methods(tmp_path):
    app = await start(tmp_path, ops_config())
    try:
        assert app.ops is not None
        missing, _, _ = await get(app.ops.port, "/admin")
        posted, fields, _ = await get(app.ops.port, "/metrics", method="POST")
        scraped, _, _ = await get(app.ops.port, "/metrics?name[]=matchday_leader")
    finally:
        await app.stop()
    assert missing == 404
    assert posted == 405 and fields["Allow"] == "GET, HEAD"
    assert scraped == 200


async def test_off_by_default_no_port_is_opened(tmp_path, monkeypatch):
    config = load_config(None, env={}).with_values("provider.replay", speed="max")
    assert config.ops.enabled is False

    async def no_server(*args: object, **kwargs: object) -> None:
        raise AssertionError("a port was opened with [ops] off")

    monkeypatch.setattr(asyncio, "start_server", no_server)
    app = await start(tmp_path, config)
    try:
        assert app.ops is None and app.metrics is None
        assert app.watcher.observer is None and app.sender.observer is None
        await app.wait_replay()
    finally:
        await app.stop()


async def test_bound_to_loopback_unless_configured(tmp_path):
    assert load_config(None, env={}).ops.host == "127.0.0.1"
    app = await start(tmp_path, ops_config())
    try:
        assert app.ops is not None and app.ops._server is not None
        assert {s.getsockname()[0] for s in app.ops._server.sockets} == {"127.0.0.1"}
        assert app.ops.url == f"http://127.0.0.1:{app.ops.port}/"
    finally:
        await app.stop()


async def test_a_taken_port_is_one_sentence_and_fatal(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        app = App(
            ops_config(port=port),
            adapters={"console": ConsoleAdapter(io.StringIO(), colour=False)},
            database=tmp_path / "ops.db",
        )
        with pytest.raises(Exception) as caught:
            await app.start()
        await app.stop()
    assert getattr(caught.value, "fatal", False)  # `matchday run` prints it and exits 1
    assert str(caught.value).startswith(f"Cannot serve health and metrics on 127.0.0.1:{port} (")
    assert str(caught.value).endswith("free the port or change [ops] host and port.")


async def test_stop_cuts_off_a_silent_client_within_the_budget(tmp_path):
    app = await start(tmp_path, ops_config())
    assert app.ops is not None
    reader, writer = await asyncio.open_connection("127.0.0.1", app.ops.port)
    writer.write(b"GET /metrics HTTP/1.1\r\n")  # and never the end of its headers
    await writer.drain()
    await asyncio.sleep(0.05)
    began = time.monotonic()
    await app.stop()
    assert time.monotonic() - began < 2.0
    assert await asyncio.wait_for(reader.read(), 2) == b""  # the server closed it
    writer.close()
    with pytest.raises(OSError):
        await asyncio.open_connection("127.0.0.1", app.ops.port)
