"""``memtrace collector [--config FILE]``: run the collector until SIGINT/SIGTERM."""

from __future__ import annotations

import argparse
import logging
import signal
import sys
import threading

HELP = "run the OTLP collector-side processor (receivers -> durable store -> evolution graph -> OTLP out)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--config", metavar="FILE",
                        help="Collector-shaped YAML or JSON config (default: OTLP on 127.0.0.1:4317/4318, "
                             "store ./memtrace-collector.db, no forwarding)")
    parser.add_argument("--store", metavar="PATH", help="override the SQLite store path")
    parser.add_argument("--http-endpoint", metavar="HOST:PORT", help="override the OTLP/HTTP endpoint (port 0: any)")
    parser.add_argument("--grpc-endpoint", metavar="HOST:PORT", help="override the OTLP/gRPC endpoint (port 0: any)")
    parser.add_argument("--check", action="store_true", help="validate the config, print it and exit")
    parser.add_argument("--log-level", default="INFO", choices=("DEBUG", "INFO", "WARNING", "ERROR"))


def run(args: argparse.Namespace) -> int:
    from memtrace_otel.collector import Collector, ConfigError, load_config
    from memtrace_otel.collector.config import GrpcReceiverConfig, HttpReceiverConfig, split_endpoint
    from memtrace_otel.collector.store.base import StoreError

    logging.basicConfig(level=args.log_level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        config = load_config(args.config)
        if args.store:
            config.store.path = args.store
        if args.http_endpoint:
            split_endpoint(args.http_endpoint, "--http-endpoint")
            config.http = config.http or HttpReceiverConfig()
            config.http.endpoint = args.http_endpoint
        if args.grpc_endpoint:
            split_endpoint(args.grpc_endpoint, "--grpc-endpoint")
            config.grpc = config.grpc or GrpcReceiverConfig()
            config.grpc.endpoint = args.grpc_endpoint
    except ConfigError as exc:
        print(f"memtrace collector: {exc}", file=sys.stderr)
        return 2
    if args.check:
        print(f"config OK ({config.source})")
        print(f"  receivers: http={config.http.endpoint if config.http else 'off'} "
              f"grpc={config.grpc.endpoint if config.grpc else 'off'}")
        print(f"  store: {config.store.path} (synchronous={config.store.synchronous})")
        print(f"  decision_wait: {config.graph.decision_wait}s, attribution: {config.graph.attribution}")
        for exp in config.exporters:
            print(f"  exporter {exp.name}: {exp.url}")
        return 0

    collector = Collector(config)
    try:
        collector.start()
    except (StoreError, OSError, ConfigError) as exc:
        print(f"memtrace collector: cannot start: {exc}", file=sys.stderr)
        return 1
    stop = threading.Event()

    def on_signal(signum, frame):  # noqa: ARG001 - signal handler signature
        stop.set()

    signal.signal(signal.SIGINT, on_signal)
    signal.signal(signal.SIGTERM, on_signal)
    if collector.http is not None:
        print(f"memtrace collector: OTLP/HTTP {collector.http_url}/v1/traces, query API {collector.http_url}/api/",
              flush=True)
    if collector.grpc is not None:
        host = config.grpc.endpoint.rpartition(":")[0] if config.grpc else "127.0.0.1"
        print(f"memtrace collector: OTLP/gRPC {host}:{collector.grpc_port}", flush=True)
    print(f"memtrace collector: store {config.store.path}; Ctrl-C to stop", flush=True)
    try:
        while not stop.wait(0.5):
            pass
    finally:
        collector.stop()
        print("memtrace collector: stopped", flush=True)
    return 0
