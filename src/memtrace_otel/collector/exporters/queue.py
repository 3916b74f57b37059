"""Persistent queue + retry with exponential backoff, shared by every exporter (the Collector's exporterhelper).

Items live in the store's queue table, written in the same transaction as the request they forward, so a crash or a
downstream outage only delays delivery. One worker thread per exporter sends items in arrival order; when the head
fails with a retryable error the worker backs off and retries it (later items wait, preserving order). A permanent
error (the downstream refused the data as invalid) drops the item and counts the spans as dropped.
"""

from __future__ import annotations

import logging
import random
import time
from typing import Callable, Protocol

from memtrace_otel.collector.config import RetryConfig
from memtrace_otel.collector.store.base import OutageLog, SpanStore, StoreError
from memtrace_otel.collector.worker import BackgroundWorker

logger = logging.getLogger(__name__)


class RetryableError(Exception):
    """The downstream is unavailable or overloaded; try again later (optionally after ``retry_after`` s)."""

    def __init__(self, message: str, retry_after: float | None = None):
        super().__init__(message)
        self.retry_after = retry_after


class PermanentError(Exception):
    """The downstream rejected the data itself; retrying cannot help."""


class Sender(Protocol):
    def send(self, body: bytes) -> None:
        """Deliver one serialized ExportTraceServiceRequest or raise RetryableError / PermanentError."""

    def close(self) -> None: ...


class Backoff:
    """Exponential backoff with jitter, like the Collector's retry_on_failure."""

    def __init__(self, config: RetryConfig, rng: random.Random | None = None):
        self.config = config
        self._rng = rng or random.Random()
        self.attempt = 0

    def reset(self) -> None:
        self.attempt = 0

    def next_interval(self) -> float:
        cfg = self.config
        base = min(cfg.initial_interval * (cfg.multiplier ** self.attempt), cfg.max_interval)
        self.attempt += 1
        spread = base * cfg.randomization_factor
        return max(0.0, min(base + self._rng.uniform(-spread, spread), cfg.max_interval))


class QueuedRetryExporter(BackgroundWorker):
    """Drains one exporter's persistent queue through a :class:`Sender`."""

    def __init__(self, name: str, store: SpanStore, sender: Sender, retry: RetryConfig,
                 on_forwarded: Callable[[int], None] = lambda n: None,
                 on_dropped: Callable[[int], None] = lambda n: None,
                 on_failure: Callable[[str], None] = lambda e: None,
                 idle_poll: float = 1.0):
        super().__init__()
        self.name = name
        self.store = store
        self.sender = sender
        self.retry = retry
        self._on_forwarded = on_forwarded
        self._on_dropped = on_dropped
        self._on_failure = on_failure
        self._idle_poll = idle_poll
        self.thread_name = f"memtrace-exporter-{name}"
        self._backoff = Backoff(retry)
        self._failing_since: dict[int, float] = {}
        self._queue_outage = OutageLog(logger, f"exporter {name}: cannot read its queue")
        self.last_error = ""

    def stop(self, timeout: float = 5.0) -> None:
        super().stop(timeout)
        try:
            self.sender.close()
        except Exception:  # closing a dead connection must not fail shutdown
            logger.debug("closing sender of %s failed", self.name, exc_info=True)

    def _sleep(self, seconds: float) -> None:
        # An outage wait is interrupted only by shutdown, not by new items (they would fail the same way).
        self._stop.wait(seconds)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                items = self.store.queue_next(self.name, 1)
            except StoreError as exc:
                self._queue_outage.failed(exc)
                self._sleep(self._idle_poll)
                continue
            self._queue_outage.ok()
            if not items:
                self._idle(self._idle_poll)
                continue
            self._deliver(items[0])

    def _deliver(self, item) -> None:
        try:
            self.sender.send(item.body)
        except PermanentError as exc:
            logger.error("exporter %s: downstream rejected request %d permanently, dropping %d spans: %s",
                         self.name, item.request_id, item.span_count, exc)
            self.last_error = str(exc)
            self._on_failure(str(exc))
            self._finish(item, delivered=False)
        except Exception as exc:  # RetryableError, and anything unexpected: keep the data and retry
            message = str(exc) or type(exc).__name__
            self.last_error = message
            self._on_failure(message)
            try:
                self.store.queue_failed(item.id, message)
            except StoreError:
                logger.exception("exporter %s: cannot record failed attempt", self.name)
            if not self.retry.enabled:
                logger.error("exporter %s: retry disabled, dropping request %d: %s", self.name, item.request_id, message)
                self._finish(item, delivered=False)
                return
            first = self._failing_since.setdefault(item.id, time.monotonic())
            if self.retry.max_elapsed_time and time.monotonic() - first >= self.retry.max_elapsed_time:
                logger.error("exporter %s: giving up on request %d after %.0fs: %s", self.name, item.request_id,
                             self.retry.max_elapsed_time, message)
                self._finish(item, delivered=False)
                return
            delay = self._backoff.next_interval()
            retry_after = getattr(exc, "retry_after", None)
            if retry_after is not None:
                delay = max(delay, min(float(retry_after), self.retry.max_interval))
            logger.warning("exporter %s: delivery failed (%s); retry %d in %.2fs", self.name, message,
                           self._backoff.attempt, delay)
            self._sleep(delay)
        else:
            self._finish(item, delivered=True)

    def _finish(self, item, delivered: bool) -> None:
        self._failing_since.pop(item.id, None)
        self._backoff.reset()
        try:
            self.store.queue_remove([item.id])
        except StoreError:
            logger.exception("exporter %s: cannot remove delivered item %d", self.name, item.id)
            return
        (self._on_forwarded if delivered else self._on_dropped)(item.span_count)
