"""Issue 18, item 4: ``memtrace collector`` start-up failures are one clear line naming the receiver, its address and
the option that changes it, exit code 1, no traceback. With another process (Phoenix, an OpenTelemetry Collector)
on 127.0.0.1:4317 the defaults used to crash with grpc's RuntimeError traceback; a held HTTP port printed
"cannot start: [Errno 98] Address already in use", naming neither the port nor the option."""

from __future__ import annotations

import argparse
import os
import socket
import subprocess
import sys
from contextlib import contextmanager

import pytest

pytest.importorskip("grpc")


@contextmanager
def held_port():
    """A port another process-like listener holds (bound and listening, no SO_REUSEPORT)."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    sock.listen()
    try:
        yield sock.getsockname()[1]
    finally:
        sock.close()


def collector(*argv: str) -> subprocess.CompletedProcess:
    code = "import sys; from memtrace_otel.cli import main; sys.exit(main())"
    env = {k: v for k, v in os.environ.items() if not k.startswith("OTEL_")}
    return subprocess.run([sys.executable, "-c", code, "collector", *argv], capture_output=True, text=True,
                          timeout=60, env=env)


def error_lines(proc: subprocess.CompletedProcess) -> list[str]:
    return [line for line in proc.stderr.splitlines() if line.strip()]


@pytest.mark.parametrize("receiver", ["grpc", "http"])
def test_port_held_by_another_process_is_one_line_naming_port_and_option(tmp_path, receiver):
    other = "http" if receiver == "grpc" else "grpc"
    with held_port() as port:
        proc = collector("--store", str(tmp_path / "c.db"), f"--{receiver}-endpoint", f"127.0.0.1:{port}",
                         f"--{other}-endpoint", "127.0.0.1:0")
    assert proc.returncode == 1
    (line,) = error_lines(proc)
    label = "OTLP/gRPC" if receiver == "grpc" else "OTLP/HTTP"
    assert line.startswith(f"memtrace collector: cannot listen for {label} on 127.0.0.1:{port}: the port is in use")
    assert f"--{receiver}-endpoint 127.0.0.1:PORT" in line
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_port_from_the_config_file_names_the_config_too(tmp_path):
    with held_port() as port:
        config = tmp_path / "collector.yaml"
        config.write_text("receivers:\n  otlp:\n    protocols:\n"
                          f"      grpc: {{endpoint: 127.0.0.1:{port}}}\n      http: {{endpoint: 127.0.0.1:0}}\n")
        check = collector("--config", str(config), "--check")
        assert check.returncode == 0, check.stderr
        proc = collector("--config", str(config), "--store", str(tmp_path / "c.db"))
    assert proc.returncode == 1
    (line,) = error_lines(proc)
    assert f"127.0.0.1:{port}" in line and "--grpc-endpoint" in line and "config file" in line


def test_receiver_failing_after_the_check_is_still_one_line(tmp_path, capsys, monkeypatch):
    """grpc raises RuntimeError when its bind fails (a port taken between the check and the start)."""
    from memtrace_otel.commands import collector as command

    monkeypatch.setattr(command, "_unusable_endpoint", lambda config, args: "")
    with held_port() as port:
        args = argparse.Namespace(config=None, store=str(tmp_path / "c.db"), http_endpoint="127.0.0.1:0",
                                  grpc_endpoint=f"127.0.0.1:{port}", check=False, log_level="WARNING")
        assert command.run(args) == 1
    err = capsys.readouterr().err
    (line,) = [line for line in err.splitlines() if line.startswith("memtrace collector:")]
    assert f"OTLP/gRPC on 127.0.0.1:{port}" in line and "--grpc-endpoint" in line
    assert "Traceback" not in err
