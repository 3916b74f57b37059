"""Each instrumentation is registered in one place, its instrumentor (``_instruments``, ``trigger_module``,
``extra``), plus its entry point: the pyproject extras, ``instrument()``'s lazy enabling, the README table and the
docs lists that name the instrumentations are checked against them here, so adding a library cannot leave one out."""

from __future__ import annotations

import re
from importlib.metadata import packages_distributions
from pathlib import Path

import pytest
from packaging.requirements import Requirement

try:
    import tomllib
except ModuleNotFoundError:  # Python 3.10: the backport (dev extra)
    import tomli as tomllib

from memtrace_otel.instrument import ENTRY_POINT_PREFIX, available_instrumentors, trigger_modules
from memtrace_otel.instrumentations.base import MemtraceInstrumentor

REPO = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((REPO / "pyproject.toml").read_text())
DECLARED = PYPROJECT["project"]["entry-points"]["opentelemetry_instrumentor"]
EXTRAS = PYPROJECT["project"]["optional-dependencies"]
SHORT_NAMES = sorted(name[len(ENTRY_POINT_PREFIX):] for name in DECLARED)


def _class(short: str) -> type:
    module, _, name = DECLARED[ENTRY_POINT_PREFIX + short].partition(":")
    return getattr(__import__(module, fromlist=[name]), name)


def _names(requirements) -> set[str]:
    return {Requirement(r).name.lower().replace("_", "-") for r in requirements}


@pytest.mark.parametrize("short", SHORT_NAMES)
def test_instrumentor_carries_its_registration(short):
    cls = _class(short)
    assert issubclass(cls, MemtraceInstrumentor)
    assert cls._instruments, f"{short}: _instruments is empty"
    assert cls.trigger_module, f"{short}: no trigger_module (instrument() would import the library at once)"
    assert cls.extra in EXTRAS, f"{short}: extra [{cls.extra}] is not in pyproject's optional-dependencies"
    assert _names(cls._instruments) <= _names(EXTRAS[cls.extra]), \
        f"{short}: [{cls.extra}] does not install {cls._instruments}"
    everything = "".join(EXTRAS["all"])
    assert re.search(rf"[\[,]{re.escape(cls.extra)}[\],]", everything), f"{short}: [{cls.extra}] is not in [all]"


@pytest.mark.parametrize("short", SHORT_NAMES)
def test_trigger_module_belongs_to_the_required_library(short):
    cls = _class(short)
    top = cls.trigger_module.split(".")[0]
    distributions = {d.lower().replace("_", "-") for d in packages_distributions().get(top, ())}
    if not distributions:
        pytest.skip(f"{top} is not installed")
    assert distributions & _names(cls._instruments), f"{short}: {top} comes from {distributions}"


def test_instrument_reads_trigger_modules_from_every_entry_point():
    assert sorted(available_instrumentors()) == SHORT_NAMES, "reinstall: pip install -e . --no-deps"
    assert trigger_modules() == {short: _class(short).trigger_module for short in SHORT_NAMES}


def test_readme_table_lists_every_instrumentation_with_its_extra():
    rows = re.findall(r"^\| `(\w+)` \| .* \| `\[(\w+)\]` \|$", (REPO / "README.md").read_text(), re.M)
    assert dict(rows) == {short: _class(short).extra for short in SHORT_NAMES}


@pytest.mark.parametrize("path, pattern", [
    ("docs/configuration.md", r"only these short names: (.*) \|"),
    ("docs/getting-started.md", r"whose library is installed: ((?:.|\n)*?)\. Your memory calls"),
    ("src/memtrace_otel/instrument.py", r"only these \(short names: ((?:.|\n)*?)\)"),
])
def test_docs_lists_name_every_instrumentation(path, pattern):
    match = re.search(pattern, (REPO / path).read_text())
    assert match, f"{path}: the list of instrumentations moved; update this test"
    listed = re.findall(r"`?(\w+)`?", match.group(1).replace("\n", " "))
    assert sorted(set(listed) - {"and", "or"}) == SHORT_NAMES, path
