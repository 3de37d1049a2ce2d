"""Fair to everyone: one member (or one channel) sending commands too fast is told privately to slow down,
before any work is done, and everybody else is answered as usual."""

from __future__ import annotations

from bot.core.cooldown import Cooldowns, Limit, slow_down
from bot.core.invocation import LOCAL_ADMIN, Actor
from tests.harness import make_bot


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_member_over_the_limit_waits_for_the_oldest_command_to_leave_the_window():
    clock = Clock()
    cooldowns = Cooldowns(Limit(5, 10.0), Limit(100, 10.0), clock)
    for _ in range(5):
        assert cooldowns.check("discord", "u1", "c1") == 0
        clock.now += 1.0
    assert cooldowns.check("discord", "u1", "c1") == 5.0  # the first went at 100, now is 105
    assert not cooldowns.busy  # their own limit, not the channel's
    assert cooldowns.check("discord", "u2", "c1") == 0  # someone else is not held up
    assert cooldowns.check("slack", "u1", "c1") == 0  # nor the same id on another platform
    clock.now = 110.0
    assert cooldowns.check("discord", "u1", "c1") == 0


def test_refused_commands_do_not_extend_the_wait():
    clock = Clock()
    cooldowns = Cooldowns(Limit(2, 10.0), Limit(100, 10.0), clock)
    cooldowns.check("discord", "u1", "c1")
    cooldowns.check("discord", "u1", "c1")
    for _ in range(50):
        assert cooldowns.check("discord", "u1", "c1") > 0
        clock.now += 0.1
    clock.now = 110.0
    assert cooldowns.check("discord", "u1", "c1") == 0


def test_a_busy_channel_has_its_own_limit_which_never_holds_an_admin():
    clock = Clock()
    cooldowns = Cooldowns(Limit(5, 10.0), Limit(3, 10.0), clock)
    for member in ("a", "b", "c"):
        assert cooldowns.check("discord", member, "match-chat") == 0
    assert cooldowns.check("discord", "d", "match-chat") > 0 and cooldowns.busy
    assert slow_down(3, busy=True) == "This channel is busy right now: try again in 3 s."
    assert cooldowns.check("discord", "admin", "match-chat", admin=True) == 0  # can still /unfollow or pause
    assert cooldowns.check("discord", "d", "elsewhere") == 0


def test_memory_stays_bounded_with_many_members():
    clock = Clock()
    cooldowns = Cooldowns(Limit(5, 10.0), Limit(5, 10.0), clock)
    for n in range(50_000):
        cooldowns.check("discord", f"u{n}", f"c{n}")
        clock.now += 0.01
    assert len(cooldowns._seen) < 10_000


def test_the_wait_is_said_in_whole_seconds():
    assert slow_down(3.2) == "Slow down: try again in 4 s."
    assert slow_down(0.01) == "Slow down: try again in 1 s."


async def test_the_app_answers_a_flood_privately_and_others_as_usual(tmp_path):
    bot = await make_bot(tmp_path, start=False)
    flooder, other = Actor("spam", "spam"), Actor("fan", "fan")
    replies = [await bot.app.on_text("/help", "general", "discord", flooder) for _ in range(8)]
    assert [r.is_error for r in replies] == [False] * 5 + [True] * 3
    assert all(r.ephemeral and r.text.startswith("Slow down: try again in") for r in replies[5:])
    assert not (await bot.app.on_text("/help", "general", "discord", other)).is_error
    # the console's one local user is never limited
    local = [await bot.app.on_text("/help", "console", "console", LOCAL_ADMIN) for _ in range(20)]
    assert not any(r.is_error for r in local)
    bot.app.store.close()


async def test_reading_a_question_runs_off_the_event_loop_on_its_own_thread(tmp_path, monkeypatch):
    import threading

    import bot.commands.var as var
    from bot.core.reply import Reply

    ran_on: list[str] = []

    def answer(text: str, image_dir: object = None) -> Reply:
        ran_on.append(threading.current_thread().name)
        return Reply(text="ok")

    monkeypatch.setattr(var, "answer", answer)
    bot = await make_bot(tmp_path, start=False)
    await bot.app.on_text("/var explain is it offside from a throw-in?", "c", "discord", Actor("fan", "fan"))
    assert ran_on and ran_on[0].startswith("matchday-explain")
    bot.app.store.close()
