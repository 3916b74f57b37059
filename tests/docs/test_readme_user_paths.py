"""Issue 18, item 9: every command the README gives a user runs from a fresh clone: none names a path that exists
only in our development tree (the benchmark command pointed at ../shared/data/locomo10), and the data the benchmark
needs is fetched by a command the README shows."""

from __future__ import annotations

import re

from conftest import REPO


def _bash_blocks() -> list[str]:
    return re.findall(r"```(?:bash|sh)\n(.*?)```", (REPO / "README.md").read_text(), re.S)


def test_no_readme_command_names_a_path_outside_the_clone():
    for block in _bash_blocks():
        for line in block.splitlines():
            command = line.split("#", 1)[0]
            assert "../" not in command, f"README command uses a path outside the clone: {line.strip()}"


def test_benchmark_data_is_fetched_before_it_is_passed():
    (bench,) = [b for b in _bash_blocks() if "memtrace bench build" in b]
    data = re.search(r"--data\s+(\S+)", bench).group(1)
    fetch = [line for line in bench.splitlines() if data in line and ("curl" in line or "git clone" in line)]
    assert fetch, f"the README never shows where {data} comes from"
    assert "snap-research/locomo" in fetch[0]
