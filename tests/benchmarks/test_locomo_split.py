"""benchmarks/locomo_split.py turns LoCoMo's one-list file into the shared folder's per-conversation layout, so the
conversations we never developed on (48, 49, 50) can be measured with the same scripts."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

import locomo_split  # noqa: E402


def _as_sample(flat: dict, sample_id: str) -> dict:
    """Rebuild the public file's nested sample from one shared (flattened) conversation."""
    sample = {"sample_id": sample_id, "qa": flat["qa"], "conversation": {}, "event_summary": {}, "observation": {},
              "session_summary": {}}
    for key, value in flat.items():
        if key == "qa":
            continue
        if key.startswith("events_session_"):
            sample["event_summary"][key] = value
        elif key.endswith("_observation"):
            sample["observation"][key] = value
        elif key.endswith("_summary"):
            sample["session_summary"][key] = value
        else:
            sample["conversation"][key] = value
    return sample


def test_split_writes_each_conversation_as_the_shared_files_hold_it_and_skips_those_named(shared_dir, tmp_path,
                                                                                           capsys):
    folder = shared_dir / "data" / "locomo10"
    flat26 = json.loads((folder / "26.json").read_text())
    flat30 = json.loads((folder / "30.json").read_text())
    source = tmp_path / "locomo10.json"
    source.write_text(json.dumps([_as_sample(flat26, "conv-26"), _as_sample(flat30, "conv-30")]))

    assert locomo_split.main([str(source), "-o", str(tmp_path / "all")]) == 0
    assert json.loads((tmp_path / "all" / "26.json").read_text()) == flat26
    assert json.loads((tmp_path / "all" / "30.json").read_text()) == flat30

    skip = tmp_path / "seen"
    skip.mkdir()
    (skip / "26.json").write_text("{}")
    assert locomo_split.main([str(source), "-o", str(tmp_path / "held"), "--skip", str(skip)]) == 0
    assert sorted(p.name for p in (tmp_path / "held").iterdir()) == ["30.json"]
    assert "wrote 1 conversations" in capsys.readouterr().out


def test_split_names_what_is_wrong_with_a_file_that_is_not_locomo(tmp_path, capsys):
    one = tmp_path / "one.json"
    one.write_text(json.dumps({"qa": []}))
    assert locomo_split.main([str(one), "-o", str(tmp_path / "out")]) == 2
    assert "expected a JSON list of LoCoMo samples, got dict" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps([{"qa": [], "sample_id": "conv-1"}]))
    assert locomo_split.main([str(bad), "-o", str(tmp_path / "out")]) == 2
    assert "sample 0: not a LoCoMo sample (needs 'conversation' and 'qa'): missing 'conversation'" in \
        capsys.readouterr().err
    assert locomo_split.main([str(tmp_path / "absent.json"), "-o", str(tmp_path / "out")]) == 2
    assert "cannot read" in capsys.readouterr().err
