"""A real PostgreSQL server for the test session: ``initdb`` + ``pg_ctl`` in a temporary folder, on a free loopback
port, run as the ``postgres`` user when the tests run as root (the server refuses to run as root). Each test gets a
fresh database from :func:`pg_dsn`. Skips, saying why, when the server binaries or psycopg are not installed
(``.ci/run`` installs the Debian ``postgresql`` package; ``pip install -e '.[postgres]'`` installs psycopg).

Use in a test module::

    from pg_support import pg_dsn, postgres_server  # noqa: F401  (pytest fixtures)
"""

from __future__ import annotations

import glob
import os
import shutil
import socket
import subprocess
import tempfile
import uuid

import pytest


def _pg_bin(name: str) -> str | None:
    found = shutil.which(name)
    if found:
        return found
    candidates = sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"))
    return candidates[-1] if candidates else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class PostgresServer:
    def __init__(self) -> None:
        self.initdb, self.pg_ctl = _pg_bin("initdb"), _pg_bin("pg_ctl")
        self.port = _free_port()
        self.dir = tempfile.mkdtemp(prefix="memtrace-pg-")
        self.data = os.path.join(self.dir, "data")
        self.prefix: list[str] = []
        if os.geteuid() == 0:  # postgres will not run as root: run it as the postgres user (Debian creates it)
            import pwd

            user = pwd.getpwnam("postgres")
            os.chown(self.dir, user.pw_uid, user.pw_gid)
            runuser = shutil.which("runuser")
            self.prefix = [runuser, "-u", "postgres", "--"] if runuser else ["su", "postgres", "-s", "/bin/sh", "-c"]

    def _run(self, *args: str) -> subprocess.CompletedProcess:
        cmd = list(args)
        if self.prefix and self.prefix[0] == "su":
            import shlex

            cmd = self.prefix + [shlex.join(cmd)]
        else:
            cmd = self.prefix + cmd
        return subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=self.dir)

    def start(self, durable: bool = False) -> None:
        """``durable``: fsync on (the server's default; benchmarks). Tests run with fsync off: they kill
        collectors, never the server."""
        done = self._run(self.initdb, "-D", self.data, "-A", "trust", "-U", "memtrace", "-E", "UTF8", "--no-sync")
        if done.returncode != 0:
            raise RuntimeError(f"initdb failed: {done.stderr.strip()}")
        options = (f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 -c fsync={'on' if durable else 'off'} "
                   "-c max_connections=200 -c shared_buffers=128MB")
        done = self._run(self.pg_ctl, "-D", self.data, "-o", options, "-l", os.path.join(self.dir, "log"),
                         "-w", "-t", "60", "start")
        if done.returncode != 0:
            log = ""
            try:
                log = open(os.path.join(self.dir, "log")).read()[-2000:]
            except OSError:
                pass
            raise RuntimeError(f"pg_ctl start failed: {done.stderr.strip()} {log}")

    def stop(self) -> None:
        self._run(self.pg_ctl, "-D", self.data, "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.dir, ignore_errors=True)

    def dsn(self, database: str = "postgres") -> str:
        return f"postgresql://memtrace@127.0.0.1:{self.port}/{database}"

    def create_database(self) -> str:
        import psycopg

        name = "t_" + uuid.uuid4().hex[:12]
        with psycopg.connect(self.dsn(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return name

    def drop_database(self, name: str) -> None:
        import psycopg

        with psycopg.connect(self.dsn(), autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def skip_reason() -> str | None:
    try:
        import psycopg  # noqa: F401
    except ImportError:
        return "psycopg is not installed (pip install -e '.[postgres]')"
    if not (_pg_bin("initdb") and _pg_bin("pg_ctl")):
        return "PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install postgresql (.ci/run does)"
    return None


@pytest.fixture(scope="session")
def postgres_server():
    reason = skip_reason()
    if reason:
        pytest.skip(reason)
    server = PostgresServer()
    try:
        server.start()
    except (RuntimeError, OSError, subprocess.TimeoutExpired) as exc:
        shutil.rmtree(server.dir, ignore_errors=True)
        pytest.skip(f"could not start a PostgreSQL server: {exc}")
    yield server
    server.stop()


@pytest.fixture
def pg_dsn(postgres_server):
    """A DSN to a fresh, empty database on the session's server."""
    name = postgres_server.create_database()
    yield postgres_server.dsn(name)
    postgres_server.drop_database(name)
