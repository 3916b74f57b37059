"""The thread shape the collector's background workers share: a daemon thread, woken by :meth:`notify` or after
an idle timeout, stopped by :meth:`stop`. Subclasses implement :meth:`_run` and loop while not stopped."""

from __future__ import annotations

import logging
import os
import threading

logger = logging.getLogger(__name__)

def lower_thread_priority(niceness: int) -> None:
    """Give the calling thread a lower CPU priority (Linux: each thread has its own nice value), so that threads
    working after the acknowledgement (graph, index) yield the core to the request path while it is busy."""
    if niceness <= 0 or not hasattr(os, "setpriority"):
        return
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), niceness)
    except OSError:
        logger.debug("cannot lower the priority of thread %s", threading.current_thread().name, exc_info=True)


class BackgroundWorker:
    thread_name = "memtrace-worker"

    def __init__(self) -> None:
        self._wake = threading.Event()
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        self._thread = threading.Thread(target=self._run, name=self.thread_name, daemon=True)
        self._thread.start()

    def notify(self) -> None:
        """There is new work: wake the thread now instead of at its next poll."""
        self._wake.set()

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)

    def _idle(self, seconds: float) -> None:
        """Wait for :meth:`notify` (or shutdown), at most ``seconds``."""
        self._wake.wait(seconds)
        self._wake.clear()

    def _run(self) -> None:  # pragma: no cover - every subclass overrides
        raise NotImplementedError
