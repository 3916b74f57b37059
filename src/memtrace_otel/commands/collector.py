"""``memtrace collector [--config FILE]``: run the collector until SIGINT/SIGTERM."""

from __future__ import annotations

import argparse
import errno
import logging
import signal
import socket
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
        if config.store.dsn:
            print(f"  store: PostgreSQL {_redacted(config.store.dsn)} (shared by any number of collectors)")
        else:
            print(f"  store: {config.store.path} (synchronous={config.store.synchronous})")
        shared = bool(config.store.dsn)
        mode = config.graph.mode if config.graph.mode != "auto" else ("scoped" if shared else "memory")
        print(f"  graph: {mode}{' (auto)' if config.graph.mode == 'auto' else ''}"
              + (f", lookback {config.graph.lookback / 3600:g}h" if mode == "scoped" else ""))
        print(f"  decision_wait: {config.graph.decision_wait}s, attribution: {config.graph.attribution}")
        for exp in config.exporters:
            print(f"  exporter {exp.name}: {exp.url}")
        return 0

    problem = _unusable_endpoint(config, args)
    if problem:
        print(problem, file=sys.stderr)
        return 1
    collector = Collector(config)
    try:
        collector.start()
    except (StoreError, OSError, ConfigError) as exc:
        print(f"memtrace collector: cannot start: {_one_line(exc)}", file=sys.stderr)
        return 1
    except Exception as exc:  # a receiver's library error (grpc raises RuntimeError for a port it cannot bind)
        logging.getLogger("memtrace_otel.collector").debug("start-up failed", exc_info=True)
        print(f"memtrace collector: cannot start: {_receiver_hint(config, exc) or _one_line(exc)}", file=sys.stderr)
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
    # (the PostgreSQL DSN without its password; the SQLite file otherwise)
    store = getattr(collector.store, "where", None) if config.store.dsn else config.store.path
    print(f"memtrace collector: store {store}; Ctrl-C to stop", flush=True)
    try:
        while not stop.wait(0.5):
            pass
    finally:
        collector.stop()
        print("memtrace collector: stopped", flush=True)
    return 0


# ------------------------------------------------------------------------------------------------ start-up checks
_RECEIVERS = (("http", "OTLP/HTTP", "--http-endpoint", 4318), ("grpc", "OTLP/gRPC", "--grpc-endpoint", 4317))


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split()) or type(exc).__name__


def _option_hint(option: str, host: str, from_config: bool) -> str:
    hint = f"choose another port with {option} {host}:PORT (0: any free port)"
    return hint + (" or in the config file's receivers section" if from_config else "")


def _unusable_endpoint(config, args: argparse.Namespace) -> str:
    """One line naming the receiver, its address and the option to change it, when its port cannot be bound (held
    by another process — Phoenix, an OpenTelemetry Collector, another memtrace collector —, a privileged port, an
    address this host does not have); "" when every receiver can listen."""
    from memtrace_otel.collector.config import split_endpoint

    for attr, label, option, _ in _RECEIVERS:
        receiver = getattr(config, attr, None)
        if receiver is None:
            continue
        try:
            host, port = split_endpoint(receiver.endpoint, option)
        except Exception:
            continue  # the config loader reports malformed endpoints itself
        if port == 0:
            continue
        error = _bind_error(host, port)
        if error is None:
            continue
        from_config = bool(args.config) and not getattr(args, f"{attr}_endpoint", None)
        where = f"{host}:{port}"
        if error.errno == errno.EADDRINUSE:
            why = "the port is in use by another process (Phoenix, an OpenTelemetry Collector, another collector?)"
        elif error.errno == errno.EACCES:
            why = "permission denied (ports below 1024 need privileges)"
        elif error.errno == errno.EADDRNOTAVAIL:
            why = "this host has no such address"
        else:
            why = error.strerror or _one_line(error)
        return (f"memtrace collector: cannot listen for {label} on {where}: {why}; "
                f"{_option_hint(option, host, from_config)}")
    return ""


def _bind_error(host: str, port: int):
    """The OSError binding (host, port) raises, or None when it can be bound. No SO_REUSEPORT: a gRPC server
    (which sets it) would otherwise share a port another server already listens on."""
    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except socket.gaierror as exc:
        return OSError(errno.EADDRNOTAVAIL, f"cannot resolve {host!r}: {exc.strerror or exc}")
    for family, kind, proto, _, address in infos[:1]:
        sock = socket.socket(family, kind, proto)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the receivers do: TIME_WAIT is fine
            sock.bind(address)
        except OSError as exc:
            return exc
        finally:
            sock.close()
    return None


def _receiver_hint(config, exc: BaseException) -> str:
    """A receiver that failed after the check (a race): name it from its address in the error."""
    text = str(exc)
    for attr, label, option, _ in _RECEIVERS:
        receiver = getattr(config, attr, None)
        if receiver is not None and receiver.endpoint in text:
            host = receiver.endpoint.rpartition(":")[0].strip("[]") or "127.0.0.1"
            return f"cannot listen for {label} on {receiver.endpoint} ({_one_line(exc)}); {_option_hint(option, host, False)}"
    return ""


def _redacted(dsn: str) -> str:
    """A DSN without its password (postgresql://user:secret@host/db -> postgresql://user:***@host/db)."""
    import re
    return re.sub(r"(//[^:/@]+:)[^@]*@", r"\1***@", dsn)
