"""docs/configuration.md lists every environment variable the package reads, every instrument()/configure() argument
and every command-line option, so the page cannot fall behind the code."""

from __future__ import annotations

import argparse
import importlib
import inspect
import re
from dataclasses import fields
from pathlib import Path

import memtrace_otel
from memtrace_otel.cli import COMMANDS
from memtrace_otel.config import Settings

REPO = Path(__file__).resolve().parents[2]
DOC = (REPO / "docs" / "configuration.md").read_text(encoding="utf-8")
ENV_NAME = re.compile(r"[\"']((?:MEMTRACE|OTEL)_[A-Z0-9_]+)[\"']")


def test_every_environment_variable_is_documented():
    names = set()
    for path in (REPO / "src" / "memtrace_otel").rglob("*.py"):
        if "bench" in path.parts:  # the benchmark's worker sets its own caps; they are not user settings
            continue
        names.update(ENV_NAME.findall(path.read_text(encoding="utf-8")))
    assert len(names) >= 15
    missing = sorted(n for n in names if f"`{n}`" not in DOC and f"`{n}=" not in DOC)
    assert not missing, f"not in docs/configuration.md: {missing}"


def test_every_instrument_and_configure_argument_is_documented():
    params = set(inspect.signature(memtrace_otel.instrument).parameters)
    params |= {f.name for f in fields(Settings)}
    missing = sorted(p for p in params if f"`{p}`" not in DOC and f"{p}=" not in DOC)
    assert not missing, f"not in docs/configuration.md: {missing}"


def _options(parser: argparse.ArgumentParser) -> set[str]:
    found = set()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found |= _options(sub)
        elif not isinstance(action, argparse._HelpAction):
            found.update(action.option_strings)
    return found


def test_every_command_line_option_is_documented():
    missing = []
    for name, module_name in COMMANDS.items():
        module = importlib.import_module("memtrace_otel.commands." + module_name)
        parser = argparse.ArgumentParser()
        module.add_arguments(parser)
        assert f"memtrace {name}" in DOC
        missing += [f"{name} {opt}" for opt in sorted(_options(parser)) if f"`{opt}" not in DOC and f" {opt}" not in DOC]
    assert not missing, f"not in docs/configuration.md: {missing}"
