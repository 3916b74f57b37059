"""Forward requests to a downstream OTLP/HTTP endpoint (``…/v1/traces``) as protobuf, bytes unchanged."""

from __future__ import annotations

import gzip

import requests

from memtrace_otel.collector.config import ExporterConfig
from memtrace_otel.collector.exporters.queue import PermanentError, RetryableError

# OTLP/HTTP spec: only these answers mean "try again"; any other 4xx/5xx is permanent.
RETRYABLE_STATUS = frozenset({429, 502, 503, 504})


def _retry_after(value: str | None) -> float | None:
    if value and value.strip().isdigit():
        return float(value.strip())
    return None


class OtlpHttpSender:
    def __init__(self, config: ExporterConfig):
        self.url = config.url
        self.timeout = config.timeout
        self.compression = config.compression
        self._session = requests.Session()
        self._session.headers.update(config.headers)
        self._session.headers["Content-Type"] = "application/x-protobuf"
        # Per request, not on the session: requests lets REQUESTS_CA_BUNDLE override a session's verify.
        self._verify: bool | str = config.ca_file or True

    def send(self, body: bytes) -> None:
        headers = {}
        if self.compression == "gzip":
            body = gzip.compress(body)
            headers["Content-Encoding"] = "gzip"
        try:
            response = self._session.post(self.url, data=body, headers=headers, timeout=self.timeout,
                                          verify=self._verify)
        except requests.RequestException as exc:
            raise RetryableError(f"POST {self.url}: {type(exc).__name__}: {exc}") from exc
        if 200 <= response.status_code < 300:
            return
        detail = f"POST {self.url}: HTTP {response.status_code} {response.text[:200]!r}"
        if response.status_code in RETRYABLE_STATUS:
            raise RetryableError(detail, _retry_after(response.headers.get("Retry-After")))
        raise PermanentError(detail)

    def close(self) -> None:
        self._session.close()
