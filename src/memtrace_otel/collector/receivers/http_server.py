"""An HTTP/1.1 server whose threads are bounded: a connection holds a worker only while a request is in flight.

The stdlib ``ThreadingHTTPServer`` starts one thread per connection and keeps it for the connection's life: 1,000
idle keep-alive (or never-speaking) clients meant 1,000 threads. Here one dispatcher thread accepts connections and
watches the idle ones with a selector; a connection with bytes to read is handed to a fixed pool of ``workers``,
which reads and answers one request (the stdlib ``BaseHTTPRequestHandler`` parsing, unchanged) and gives the
connection back to the selector, or answers the next pipelined request right away. For plain HTTP the dispatcher
receives each request's head itself and hands the connection over only once the head is complete, so clients that
send nothing or trickle their headers hold no worker (``idle_timeout`` closes them). At most ``max_connections`` are
open (more are accepted and closed at once), and a connection idle for ``idle_timeout`` is closed.

A worker waits at most the handler's ``timeout`` for a client that stalls in the middle of a request body (or, with
TLS, anywhere in a request), so ``workers`` such clients can delay other requests by that long, no more; they cost no
extra threads.
"""

from __future__ import annotations

import collections
import io
import logging
import selectors
import socket
import socketserver
import ssl
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Callable

logger = logging.getLogger(__name__)

_LISTEN = object()
_WAKE = object()


_HEAD_LIMIT = 64 * 1024  # request line + headers buffered by the dispatcher before a worker takes over


class _PrefixedSocketIO(io.RawIOBase):
    """The socket's bytes, preceded by those the dispatcher already received (the head of the next request)."""

    def __init__(self, sock: socket.socket) -> None:
        super().__init__()
        self._io = socket.SocketIO(sock, "rb")
        self.prefix = bytearray()

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int | None:
        if self.prefix:
            n = min(len(buffer), len(self.prefix))
            buffer[:n] = self.prefix[:n]
            del self.prefix[:n]
            return n
        return self._io.readinto(buffer)

    def close(self) -> None:
        self._io.close()
        super().close()


class _Connection:
    __slots__ = ("sock", "address", "raw", "rfile", "wfile", "handshaken", "idle_since")

    def __init__(self, sock: socket.socket, address: Any) -> None:
        self.sock = sock
        self.address = address
        self.raw = _PrefixedSocketIO(sock)
        self.rfile = io.BufferedReader(self.raw)
        self.wfile = socketserver._SocketWriter(sock)  # type: ignore[attr-defined]  # what StreamRequestHandler uses
        self.handshaken = not isinstance(sock, ssl.SSLSocket)
        self.idle_since = time.monotonic()

    def close(self) -> None:
        for closer in (self.rfile.close, self.wfile.close):
            try:
                closer()
            except Exception:
                pass
        try:
            self.sock.close()
        except OSError:
            pass


class BoundedHTTPServer:
    """``serve_forever()`` / ``shutdown()`` / ``server_close()`` like ``socketserver``; ``handle(conn)`` is called in
    a worker with a connection that has bytes to read and must return whether to keep it open."""

    def __init__(self, address: tuple[str, int], handle: Callable[["BoundedHTTPServer", _Connection], bool], *,
                 workers: int = 16, max_connections: int = 1024, idle_timeout: float = 60.0,
                 request_timeout: float = 30.0, ssl_context: ssl.SSLContext | None = None,
                 name: str = "memtrace-http", backlog: int = 128) -> None:
        family = socket.AF_INET6 if ":" in address[0] else socket.AF_INET
        self.socket = socket.create_server(address, family=family, backlog=backlog)
        self.socket.setblocking(False)
        self.server_address = self.socket.getsockname()
        self._handle = handle
        self.max_connections = max(1, max_connections)
        self.idle_timeout = idle_timeout
        self.request_timeout = request_timeout
        self._ssl_context = ssl_context
        self._pool = ThreadPoolExecutor(max_workers=max(1, workers), thread_name_prefix=name)
        self._selector = selectors.DefaultSelector()
        self._wake_r, self._wake_w = socket.socketpair()
        self._wake_r.setblocking(False)
        self._selector.register(self.socket, selectors.EVENT_READ, _LISTEN)
        self._selector.register(self._wake_r, selectors.EVENT_READ, _WAKE)
        self._returned: collections.deque[_Connection] = collections.deque()
        self._idle: dict[int, _Connection] = {}  # fd -> connection waiting in the selector
        self._open = 0  # connections open (idle, queued or in a worker)
        self._mu = threading.Lock()
        self._stopping = False
        self._stopped = threading.Event()
        self.refused_connections = 0  # closed at accept because max_connections were open

    # ------------------------------------------------------------------------------------------------ dispatcher
    def serve_forever(self, poll_interval: float = 0.5) -> None:
        self._stopped.clear()
        try:
            while not self._stopping:
                for key, _ in self._selector.select(timeout=min(poll_interval, max(0.05, self.idle_timeout / 4))):
                    if key.data is _LISTEN:
                        self._accept()
                    elif key.data is _WAKE:
                        try:
                            while self._wake_r.recv(4096):
                                pass
                        except (BlockingIOError, InterruptedError):
                            pass
                    else:
                        self._readable(key.data)
                self._take_back()
                self._close_idle()
        finally:
            self._stopped.set()

    def _accept(self) -> None:
        while True:
            try:
                sock, address = self.socket.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:  # EMFILE and the like: keep serving the connections we have
                logger.warning("OTLP/HTTP receiver cannot accept a connection: %s", exc)
                return
            with self._mu:
                full = self._open >= self.max_connections
                if not full:
                    self._open += 1
            if full:
                self.refused_connections += 1
                try:
                    sock.close()
                except OSError:
                    pass
                continue
            try:
                sock.setblocking(True)
                sock.settimeout(self.request_timeout)
                if self._ssl_context is not None:
                    # the handshake happens in a worker: a stalled client must not block the dispatcher
                    sock = self._ssl_context.wrap_socket(sock, server_side=True, do_handshake_on_connect=False)
                conn = _Connection(sock, address)
            except OSError:
                self._closed(None, sock)
                continue
            self._watch(conn)

    def _readable(self, conn: _Connection) -> None:
        """Bytes (or EOF) on an idle connection. Plain HTTP: the dispatcher receives the request head itself and
        hands the connection to a worker once the head is complete, so a client that trickles its headers (or
        sends nothing) never holds a worker; idle_timeout, counted from the end of its previous request, cuts it
        off. TLS connections go to a worker at once (the handshake and decryption happen there)."""
        if conn.handshaken and not isinstance(conn.sock, ssl.SSLSocket):
            try:
                data = conn.sock.recv(_HEAD_LIMIT)
            except (BlockingIOError, InterruptedError, socket.timeout):
                return
            except OSError:
                data = b""
            if not data:
                self._forget(conn)
                self._closed(conn)
                return
            head = conn.raw.prefix
            head += data
            if b"\r\n\r\n" not in head and b"\n\n" not in head and len(head) < _HEAD_LIMIT:
                return  # not a whole head yet: keep waiting here, not in a worker
        self._forget(conn)
        self._pool.submit(self._serve, conn)

    def _forget(self, conn: _Connection) -> None:
        try:
            self._selector.unregister(conn.sock)
        except (KeyError, ValueError):
            pass
        self._idle.pop(conn.sock.fileno(), None)

    def _watch(self, conn: _Connection) -> None:
        conn.idle_since = time.monotonic()
        try:
            self._selector.register(conn.sock, selectors.EVENT_READ, conn)
        except (ValueError, OSError, KeyError):
            self._closed(conn)
            return
        self._idle[conn.sock.fileno()] = conn

    def _take_back(self) -> None:
        while True:
            try:
                conn = self._returned.popleft()
            except IndexError:
                return
            self._watch(conn)

    def _close_idle(self) -> None:
        if not self._idle:
            return
        deadline = time.monotonic() - self.idle_timeout
        for fd, conn in list(self._idle.items()):
            if conn.idle_since < deadline:
                del self._idle[fd]
                try:
                    self._selector.unregister(conn.sock)
                except (KeyError, ValueError):
                    pass
                self._closed(conn)

    def _closed(self, conn: _Connection | None, sock: socket.socket | None = None) -> None:
        if conn is not None:
            conn.close()
        elif sock is not None:
            try:
                sock.close()
            except OSError:
                pass
        with self._mu:
            self._open -= 1

    # ------------------------------------------------------------------------------------------------ workers
    def _serve(self, conn: _Connection) -> None:
        keep = False
        try:
            if not conn.handshaken:
                conn.sock.do_handshake()  # type: ignore[attr-defined]
                conn.handshaken = True
            while True:
                keep = self._handle(self, conn)
                if not keep or self._stopping or not self._has_buffered(conn):
                    break
        except Exception:  # broken connections and failed handshakes are the client's problem
            logger.debug("connection from %s failed", conn.address, exc_info=True)
            keep = False
        if keep and not self._stopping:
            self._returned.append(conn)
            try:
                self._wake_w.send(b"\0")
            except OSError:
                pass
        else:
            self._closed(conn)

    def _has_buffered(self, conn: _Connection) -> bool:
        """Whether the next (pipelined) request is already here: buffered in rfile or the TLS layer, or readable."""
        sock = conn.sock
        if conn.raw.prefix or (isinstance(sock, ssl.SSLSocket) and sock.pending()):
            return True
        sock.setblocking(False)
        try:
            return bool(conn.rfile.peek(1))
        except (BlockingIOError, ssl.SSLWantReadError, InterruptedError):
            return False
        except OSError:
            return False
        finally:
            try:
                sock.settimeout(self.request_timeout)
            except OSError:
                pass

    # ------------------------------------------------------------------------------------------------ lifecycle
    @property
    def open_connections(self) -> int:
        with self._mu:
            return self._open

    def shutdown(self) -> None:
        self._stopping = True
        try:
            self._wake_w.send(b"\0")
        except OSError:
            pass
        self._stopped.wait(5)

    def server_close(self) -> None:
        self._stopping = True
        for conn in list(self._idle.values()):
            self._closed(conn)
        self._idle.clear()
        for sock in (self.socket, self._wake_r, self._wake_w):
            try:
                sock.close()
            except OSError:
                pass
        try:
            self._selector.close()
        except Exception:
            pass
        self._pool.shutdown(wait=False, cancel_futures=True)
