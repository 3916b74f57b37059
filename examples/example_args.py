"""The command-line flags the examples share: where the spans go (--out or --otlp) and which model answers."""

from __future__ import annotations

import argparse
from pathlib import Path


class ExampleParser(argparse.ArgumentParser):
    def parse_args(self, args=None, namespace=None):
        parsed = super().parse_args(args, namespace)
        if parsed.api_base and not parsed.model:
            self.error("--api-base goes with --model (the local model server has its own address)")
        return parsed


def example_parser(name: str, doc: str) -> ExampleParser:
    """A parser with --out, --otlp, --model and --api-base; the example adds its own flags."""
    parser = ExampleParser(description=doc.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(f"memtrace-out/{name}.jsonl"),
                        help="OTLP/JSON lines file to write (default: %(default)s)")
    parser.add_argument("--otlp", action="store_true",
                        help="export over OTLP instead (OTEL_EXPORTER_OTLP_* variables: Jaeger, Tempo, Phoenix)")
    parser.add_argument("--model", default=None,
                        help="a litellm model name, e.g. openai/gpt-4o-mini (default: the local model server)")
    parser.add_argument("--api-base", default=None, help="the model's base URL when not the provider's (with --model)")
    return parser


def spans_destination(args: argparse.Namespace) -> str:
    return "spans exported over OTLP" if args.otlp else f"spans written to {args.out}"
