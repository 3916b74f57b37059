"""Run the memory system on a split with a prompt set (one worker process per run, two at a time)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def start(split: dict, prompts: dict, out_dir: Path, top_k: int = 10) -> subprocess.Popen:
    out_dir.mkdir(parents=True, exist_ok=True)
    config = {"split": split, "prompts": prompts, "out": str(out_dir.resolve()), "top_k": top_k}
    path = out_dir / "config.json"
    path.write_text(json.dumps(config, indent=1), encoding="utf-8")
    return subprocess.Popen([sys.executable, "-m", "memtrace_otel.optimize.worker", str(path)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ.copy())


def finish(proc: subprocess.Popen, out_dir: Path) -> dict:
    stdout, stderr = proc.communicate()
    if proc.returncode != 0:
        tail = "\n".join(stderr.strip().splitlines()[-15:])
        raise RuntimeError(f"optimize worker for {out_dir} failed (exit {proc.returncode}):\n{tail}")
    return json.loads(stdout.strip().splitlines()[-1])


def run_many(jobs: list[tuple[dict, dict, Path]], top_k: int = 10) -> list[dict]:
    """Run (split, prompts, out_dir) jobs, two at a time; summaries in job order."""
    procs = [(start(s, p, o, top_k), o) for s, p, o in jobs[:2]]
    results = [finish(p, o) for p, o in procs]
    for s, p, o in jobs[2:]:
        results.append(finish(start(s, p, o, top_k), o))
    return results


def read_cases(out_dir: Path) -> list[dict]:
    with open(out_dir / "cases.jsonl", encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]
