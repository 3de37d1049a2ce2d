"""The sentence embedding ships inside its package: loaded without the network, and it knows paraphrases."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.laws import meaning


def test_the_model_loads_from_the_installed_package_without_the_network(monkeypatch):
    def no_network(*args, **kwargs):
        raise AssertionError("the embedding tried to reach the network")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket, "getaddrinfo", no_network)
    meaning.model.cache_clear()
    try:
        vectors = meaning.embed(["offside from a throw-in", "can you be offside from a throw in?"])
    finally:
        meaning.model.cache_clear()
    assert vectors.shape == (2, 256)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-4)


def test_a_paraphrase_is_nearer_than_another_rule():
    asked, same, other = meaning.embed(
        [
            "the keeper picked up his own defender's pass back",
            "can the goalkeeper handle a deliberate back-pass from a team-mate?",
            "how many substitutes can a team use?",
        ]
    )
    assert asked @ same > asked @ other


def test_no_texts_no_vectors_and_an_empty_text_is_zeros_not_nan():
    assert meaning.embed([]).shape[0] == 0
    assert not meaning.embed([""]).any()


def test_loading_it_leaves_the_applications_logging_alone():
    import logging

    root = logging.getLogger()
    before = (list(root.handlers), root.level)
    meaning.model.cache_clear()
    meaning.embed(["is a backheel penalty allowed?"])
    assert (list(root.handlers), root.level) == before
    assert "wordllama" not in sys.modules  # its import calls logging.basicConfig


def test_the_same_vectors_as_the_package_computes():
    """Our averaging is the package's own (WordLlamaInference.embed with norm=True), run in a child process so
    that its logging.basicConfig never touches this one."""
    texts = ["is it offside from a throw-in", "the keeper held it for ten seconds, what now?"]
    code = (
        "import json, sys, numpy as np\n"
        "from safetensors import safe_open\n"
        "from tokenizers import Tokenizer\n"
        "from wordllama.inference import WordLlamaInference\n"
        f"root = {str(meaning._folder())!r}\n"
        f"tok = Tokenizer.from_file(root + '/' + {meaning.TOKENIZER!r})\n"
        f"w = safe_open(root + '/' + {meaning.WEIGHTS!r}, framework='np').get_tensor('embedding.weight')\n"
        f"print(json.dumps(WordLlamaInference(w, tok).embed({texts!r}, norm=True).tolist()))\n"
    )
    theirs = np.array(
        json.loads(
            subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
        )
    )
    assert np.allclose(meaning.embed(texts), theirs, atol=1e-5)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(st.sampled_from(["a", "ab", " ", "  ", "\t", "\n", "é", "offside", "?", ",", " keeper", "-"]))
)
def test_tokens_read_word_by_word_are_the_whole_texts_tokens(parts):
    """The embedding tokenizes a question word by word, each word once: the ids must be those the tokenizer
    gives the whole text, whatever its spaces."""
    text = "".join(parts)
    found = meaning.model()
    assert found is not None
    assert meaning.token_ids(text) == found.tokenizer.encode(text, add_special_tokens=False).ids


def test_the_model_loads_on_a_thread_the_interpreter_waits_for_not_on_the_daemon_warm_up():
    """The model's loaders are Rust code that lets other threads run while it reads. A daemon thread still inside
    them when the interpreter exits is ended by an unwind native code cannot pass: the process aborted (SIGABRT)
    instead of exiting with its status. The warm-up's daemon thread must find the model loaded."""
    script = (
        "import threading\n"
        "from bot.laws import meaning\n"
        "from bot.commands import var\n"
        "loaded_on = []\n"
        "real = meaning.model\n"
        "def model():\n"
        "    loaded_on.append(threading.current_thread())\n"
        "    return real()\n"
        "meaning.model = model\n"
        "var.warm_in_background()\n"
        "for thread in threading.enumerate():\n"
        "    if thread.name == 'matchday-warm':\n"
        "        thread.join()\n"
        "print(loaded_on[0].daemon, loaded_on[0].name.startswith('matchday-explain'))\n"
    )
    assert _printed_in_a_process_of_its_own(script) == ["False", "True"]


def test_the_warm_up_keeps_blas_to_one_thread():
    """The ranking's matrix product is too small to gain from BLAS's threads; beside a busy event loop, handing it
    over to one made answers wait. In a process of its own: the limit is process-wide."""
    script = (
        "from threadpoolctl import threadpool_info\n"
        "from bot.commands import var\n"
        "var.warm()\n"
        "print(sorted({i['num_threads'] for i in threadpool_info() if i['user_api'] == 'blas'}))\n"
    )
    # BLAS asked for four threads first, as a many-core host would give it: the warm-up must bring them to one
    env = {**os.environ, "OPENBLAS_NUM_THREADS": "4", "OMP_NUM_THREADS": "4"}
    assert _printed_in_a_process_of_its_own(script, env=env) == ["[1]"]


def test_after_the_warm_up_no_fan_waits_for_data_to_load():
    """Each loader of the answering path (a function of no arguments cached for the process) is filled by `warm`: a
    fan who tells a play, names another sport or writes another language's word waited 12-20 ms for its loading when
    the warm-up answered one rule question. Checked on questions of every kind from the tuning sets, in a process of
    its own."""
    script = (
        "import importlib, inspect, pkgutil, tomllib\n"
        "import bot.laws\n"
        "from bot.commands import var\n"
        "modules = [importlib.import_module(f'bot.laws.{m.name}') for m in pkgutil.iter_modules(bot.laws.__path__)]\n"
        "loaders = [f for m in modules for f in vars(m).values()\n"
        "           if getattr(f, '__module__', '') == m.__name__ and hasattr(f, 'cache_info')\n"
        "           and f.cache_info().maxsize is None and not inspect.signature(f).parameters]\n"
        "var.warm()\n"
        "filled = {f: f.cache_info().currsize for f in loaders}\n"
        "for name in ('voices20', 'plays14', 'tuning', 'voices6'):\n"
        "    with open(f'tests/laws/eval/{name}.toml', 'rb') as file:\n"
        "        for item in tomllib.load(file)['q']:\n"
        "            var.answer(item['ask'])\n"
        "print(sorted(f.__qualname__ for f in loaders if f.cache_info().currsize != filled[f]))\n"
    )
    assert _printed_in_a_process_of_its_own(script, timeout=300) == ["[]"]


_ROOT = Path(__file__).resolve().parents[2]  # the repository: the scripts import bot and read tests/laws/eval


def _printed_in_a_process_of_its_own(
    script: str, timeout: int = 120, env: dict[str, str] | None = None
) -> list[str]:
    """What `script` printed, word by word, run by this interpreter in a fresh process from the repository's root;
    it must exit cleanly (its error output is the failure's message)."""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=timeout, env=env, cwd=_ROOT
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.split()
