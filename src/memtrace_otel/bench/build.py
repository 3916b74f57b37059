"""``memtrace bench build``: one worker subprocess per system (isolated tracer provider, instrumentation and version
registry), then the per-system parts merged into ``cases.jsonl``, ``ground_truth.jsonl`` and ``controls.jsonl``."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from datetime import datetime, timezone
from pathlib import Path
from typing import Iterable, Optional

from .systems import SYSTEMS


def _pump(stream, sink) -> None:
    for line in iter(stream.readline, ""):
        sink.write(line)
        sink.flush()


def build(data: Iterable[str], systems: Iterable[str], out_dir: str | Path, *, conversations: Optional[int] = None,
          cases_per_system: int = 24, seed: int = 0, parallel: int = 1, log=sys.stderr) -> dict:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "parts").mkdir(exist_ok=True)
    systems = list(systems)
    for name in systems:
        if name not in SYSTEMS:
            raise ValueError(f"unknown system {name!r}; choose from {', '.join(SYSTEMS)}")
    data = [str(Path(p).resolve()) for p in data]
    from .locomo import load_conversations

    load_conversations(data)  # bad input fails here, before any worker starts
    summary: dict = {}
    pending = list(systems)
    running: list[tuple[str, subprocess.Popen, threading.Thread]] = []

    def start(name: str) -> None:
        config = {"out": str(out.resolve()), "system": name, "data": data, "conversations": conversations,
                  "cases_per_system": cases_per_system, "seed": seed}
        path = out / "parts" / f"config-{name}.json"
        path.write_text(json.dumps(config), encoding="utf-8")
        proc = subprocess.Popen([sys.executable, "-m", "memtrace_otel.bench.worker", str(path)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=os.environ.copy())
        pump = threading.Thread(target=_pump, args=(proc.stderr, log), daemon=True)
        pump.start()
        running.append((name, proc, pump))
        log.write(f"[{name}] started\n")

    while pending or running:
        while pending and len(running) < max(1, parallel):
            start(pending.pop(0))
        name, proc, pump = running.pop(0)
        stdout = proc.stdout.read()
        proc.wait()
        pump.join()
        if proc.returncode != 0:
            raise RuntimeError(f"bench build: system {name} failed (exit {proc.returncode})")
        summary[name] = json.loads(stdout.strip().splitlines()[-1])
    for kind in ("cases", "ground_truth", "controls"):
        with open(out / f"{kind}.jsonl", "w", encoding="utf-8") as merged:
            for name in systems:
                part = out / "parts" / f"{kind}-{name}.jsonl"
                if part.exists():
                    merged.write(part.read_text(encoding="utf-8"))
    manifest = {"date": datetime.now(timezone.utc).isoformat(timespec="seconds"), "data": data,
                "systems": systems, "conversations": conversations, "cases_per_system": cases_per_system,
                "seed": seed, "summary": summary}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return manifest
