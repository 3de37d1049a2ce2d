"""How long /var explain takes to answer a fan's question of up to 500 characters, on one core.

Target (the "answers by intent" issue): p99 <= 5 ms per question, measured on the worker thread's work
(understanding, situation reading and the reply; no diagram drawing, which is cached and off the loop).
Runs several rounds over varied questions (short, typo'd, long rambling, described situations, nonsense),
prints median and range of the p99s and its own run time, exits 1 with FAIL when the target is missed.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time

from bot.commands.var import answer, warm

TARGET_P99_MS = 5.0
QUESTIONS = [
    "is it offside from a throw in",
    "ofside from a corner??",
    "why was kanes goal disallowed v sporting",
    "hanball on the line always red?",
    "keeper saves and it falls to our striker who was offside, does the save reset it",
    "he was two yards past the last defender when his mates shot hit the post and came back to him and he tapped in",
    "best pizza near the stadium",
    "what does var check and how far back can it go, and why did makkelie not even go to the screen",
]


def long_question(rng: random.Random) -> str:
    """A rambling 500-character question made of football words, the worst case for the lookup."""
    words = " ".join(QUESTIONS).split()
    out = ""
    while len(out) < 495:
        out += rng.choice(words) + " "
    return out[:500]


def main() -> int:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core, as the target says
    started = time.perf_counter()
    rng = random.Random(7)
    warm()  # as an app does when it starts answering
    p99s, cpu_p99s = [], []
    for _ in range(5):
        timings, cpu = [], []
        for i in range(400):
            q = long_question(rng) if i % 2 else rng.choice(QUESTIONS) + " " + str(i)
            t0, c0 = time.perf_counter(), time.thread_time()
            answer(q)
            timings.append((time.perf_counter() - t0) * 1000)
            cpu.append((time.thread_time() - c0) * 1000)
        p99s.append(sorted(timings)[int(len(timings) * 0.99) - 1])
        cpu_p99s.append(sorted(cpu)[int(len(cpu) * 0.99) - 1])
    median = statistics.median(p99s)
    print(
        f"/var explain, 400 questions x 5 rounds (half of them 500 characters): p99 median {median:.2f} ms "
        f"(range {min(p99s):.2f}-{max(p99s):.2f}), target <= {TARGET_P99_MS} ms"
    )
    # The target is on the clock a fan waits by; the thread's own CPU time beside it tells the code's cost from
    # a busy host's share of it.
    print(f"the same on the thread's CPU time: p99 median {statistics.median(cpu_p99s):.2f} ms")
    print(f"run time {time.perf_counter() - started:.1f} s")
    if median > TARGET_P99_MS:
        print("FAIL: p99 over target")
        return 1
    print("PASS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
