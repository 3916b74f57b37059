"""Run the deterministic local model as a stand-alone OpenAI-compatible server.

    python -m memtrace_otel.local_model --port 18080
    # then point an app at it: base_url="http://127.0.0.1:18080/v1", any api_key
"""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from pathlib import Path

from memtrace_otel.text.embeddings import DEFAULT_DIM, METHODS
from memtrace_otel.local_model.policy import ScriptedPolicy
from memtrace_otel.local_model.server import LocalModelServer


def _load_mapping(path: str | None, what: str) -> dict | None:
    if path is None:
        return None
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise SystemExit(f"error: cannot read {what} file {path}: {exc}") from exc
    if not isinstance(data, dict):
        raise SystemExit(f"error: {what} file {path} must hold a JSON object, got {type(data).__name__}")
    return data


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m memtrace_otel.local_model",
        description="Deterministic local stand-in for an OpenAI-compatible LLM provider (no API key, no network).",
    )
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=18080, help="0 picks a free port (default 18080)")
    parser.add_argument("--facts", metavar="JSON", help='file with {"message text or id": ["fact", ...]}')
    parser.add_argument("--answers", metavar="JSON", help='file with {"question": "expected answer"}')
    parser.add_argument("--embedding-method", choices=METHODS, default="hash")
    parser.add_argument("--embedding-dim", type=int, default=DEFAULT_DIM)
    args = parser.parse_args(argv)

    policy = ScriptedPolicy(
        facts=_load_mapping(args.facts, "--facts"),
        answers=_load_mapping(args.answers, "--answers"),
        embedding_method=args.embedding_method,
        embedding_dim=args.embedding_dim,
    )
    server = LocalModelServer(policy, host=args.host, port=args.port)
    try:
        server.start()
    except OSError as exc:
        print(f"error: cannot listen on {args.host}:{args.port}: {exc}", file=sys.stderr)
        return 1
    print(f"memtrace local model (deterministic, not a real LLM) listening on {server.base_url}", flush=True)
    stopped = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stopped.set())
    try:
        stopped.wait()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
