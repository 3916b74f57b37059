"""The README keeps exactly two set-up commands at the top (the demo, the tests), and CI runs the same test command."""

from __future__ import annotations

import re

from conftest import REPO


def _setup_commands() -> list[str]:
    text = (REPO / "README.md").read_text()
    block = re.search(r"```bash\n(.*?)```", text, re.S)
    assert block, "README.md must open with a bash block holding the two set-up commands"
    return [line for line in block.group(1).splitlines() if line.strip() and not line.lstrip().startswith("#")]


def test_readme_has_exactly_two_setup_commands_demo_then_tests():
    demo, tests = _setup_commands()
    assert demo.startswith("python3 -m venv") and demo.endswith("memtrace demo")
    assert tests.startswith("python3 -m venv") and "pytest" in tests


def test_ci_runs_the_readme_test_command():
    ci = (REPO / ".ci" / "run").read_text()
    command = re.search(r"README_TEST_COMMAND='(.*)'", ci).group(1)
    assert command == _setup_commands()[1]


def test_readme_documentation_links_exist():
    text = (REPO / "README.md").read_text()
    for link in re.findall(r"\]\((docs/[^)]+)\)", text):
        assert (REPO / link).exists(), f"README links to missing {link}"
