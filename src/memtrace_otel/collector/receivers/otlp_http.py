"""OTLP/HTTP receiver: ``POST /v1/traces`` (protobuf or JSON, optionally gzip) plus the ``/api/`` query routes.

Answers follow the OTLP/HTTP specification: 200 with an ``ExportTraceServiceResponse`` (``partial_success`` when
spans were rejected or ignored), 400 for undecodable payloads, 401 without the configured bearer token, 411 without
a Content-Length, 413 above the size limit, 415 for an unsupported content type or encoding, 503 when the store
cannot persist (the client retries). Error bodies are a ``google.rpc.Status`` in the request's encoding.
Connections are served by a bounded pool of worker threads (``http_server.py``): an idle or slow client costs
no thread of its own.
"""

from __future__ import annotations

import hmac
import json
import logging
import socket
import ssl
import threading
import zlib
from http.server import BaseHTTPRequestHandler
from typing import Any
from urllib.parse import parse_qs, urlsplit

from google.protobuf import json_format
from google.protobuf.message import DecodeError
from google.rpc import code_pb2, status_pb2
from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)

from memtrace_otel.collector.api import QueryAPI
from memtrace_otel.collector.config import HttpReceiverConfig, split_endpoint
from memtrace_otel.collector.pipeline import ConsumeResult, TracesPipeline
from memtrace_otel.collector.receivers.http_server import BoundedHTTPServer
from memtrace_otel.collector.receivers.otlp_json import JsonRequestError, request_from_json
from memtrace_otel.collector.store.base import StoreError
from memtrace_otel.collector.telemetry import Counters
from memtrace_otel.graph.loaders.errors import TraceFormatError

logger = logging.getLogger(__name__)

TRACES_PATH = "/v1/traces"
PROTOBUF = "application/x-protobuf"
JSON = "application/json"

_GRPC_CODE = {400: code_pb2.INVALID_ARGUMENT, 401: code_pb2.UNAUTHENTICATED, 404: code_pb2.NOT_FOUND,
              405: code_pb2.UNIMPLEMENTED, 411: code_pb2.INVALID_ARGUMENT, 413: code_pb2.RESOURCE_EXHAUSTED,
              415: code_pb2.INVALID_ARGUMENT, 500: code_pb2.INTERNAL, 503: code_pb2.UNAVAILABLE}


class _Reject(Exception):
    def __init__(self, status: int, reason: str, message: str, spans: int = 0):
        super().__init__(message)
        self.status = status
        self.reason = reason
        self.message = message
        self.spans = spans


def _gunzip(data: bytes, limit: int) -> bytes:
    """Every member of a gzip body (RFC 1952 allows several, and streaming compressors emit them), bounded.

    The total output is capped at ``limit`` (zip bombs, also spread over many members). Trailing zero bytes are
    padding, as for gzip(1); any other byte after the last member is an error: acknowledging such a body would
    drop whatever the client meant by it."""
    out: list[bytes] = []
    size = 0
    rest = data
    members = 0
    while True:
        inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
        try:
            chunk = inflater.decompress(rest, limit - size + 1)
        except zlib.error as exc:
            if members:
                raise _Reject(400, "bad_encoding", f"Content-Encoding gzip: {len(rest)} trailing byte(s) after "
                                                   f"gzip member {members} are not gzip ({exc})") from None
            raise _Reject(400, "bad_encoding", f"Content-Encoding gzip: body is not valid gzip ({exc})") from None
        size += len(chunk)
        if size > limit or inflater.unconsumed_tail:
            raise _Reject(413, "too_large", f"decompressed request body exceeds the limit of {limit} bytes")
        out.append(chunk)
        members += 1
        if not inflater.eof:
            what = "body is truncated" if members == 1 else f"member {members} is truncated"
            raise _Reject(400, "bad_encoding", f"Content-Encoding gzip: {what}")
        rest = inflater.unused_data
        if not rest.strip(b"\x00"):
            return b"".join(out)


def check_bearer(header: str | None, token: str) -> bool:
    """``Authorization: Bearer <token>``; the scheme is case-insensitive (RFC 7235), compared in constant time."""
    if not token:
        return True
    if not header:
        return False
    scheme, sep, credentials = header.strip(" \t").partition(" ")
    if not sep or scheme.lower() != "bearer":
        return False
    return hmac.compare_digest(credentials.strip(" \t").encode("utf-8", "surrogateescape"), token.encode())


def _content_length(header: str | None) -> int | None:
    """The Content-Length value: ASCII digits only (int() would also take "١٢", "+5" or "1_0"); None if absent,
    -1 if malformed."""
    if header is None:
        return None
    value = header.strip(" \t")
    if not value or not (value.isascii() and value.isdigit()):
        return -1
    return int(value)


class OtlpHttpReceiver:
    def __init__(self, config: HttpReceiverConfig, pipeline: TracesPipeline, counters: Counters,
                 api: QueryAPI | None = None):
        self.config = config
        self.pipeline = pipeline
        self.counters = counters
        self.api = api
        self._server: BoundedHTTPServer | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        assert self._server is not None, "receiver not started"
        return self._server.server_address[1]

    @property
    def scheme(self) -> str:
        return "https" if self.config.tls.enabled else "http"

    def start(self) -> None:
        host, port = split_endpoint(self.config.endpoint, "receivers.otlp.protocols.http.endpoint")
        handler = type("OtlpHttpHandler", (_Handler,), {"receiver": self})
        context = None
        if self.config.tls.enabled:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(self.config.tls.cert_file, self.config.tls.key_file)
        cfg = self.config
        server = BoundedHTTPServer(
            (host, port), lambda srv, conn: _serve_one(handler, srv, conn), workers=cfg.max_concurrent_requests,
            max_connections=cfg.max_connections, idle_timeout=cfg.idle_timeout, request_timeout=_Handler.timeout,
            ssl_context=context, name="memtrace-otlp-http")
        self._server = server
        self._thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.2},
                                        name="memtrace-otlp-http", daemon=True)
        self._thread.start()
        logger.info("OTLP/HTTP receiver listening on %s://%s:%d%s", self.scheme, host, self.port, TRACES_PATH)

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
        if self._thread is not None:
            self._thread.join(5)
        self._server = None

    # ------------------------------------------------------------------------------------------------ export
    def export(self, content_type: str, encoding: str, body: bytes) -> tuple[str, ConsumeResult]:
        """Decode and consume one body; raises _Reject for anything that is not a 200."""
        limit = self.config.max_request_body_size
        if encoding == "gzip":
            body = _gunzip(body, limit)
        elif encoding not in ("", "identity"):
            raise _Reject(415, "unsupported_encoding",
                          f"unsupported Content-Encoding {encoding!r} (use gzip or none)")
        if content_type == PROTOBUF:
            try:
                request = ExportTraceServiceRequest.FromString(body)
            except (DecodeError, ValueError) as exc:
                raise _Reject(400, "malformed_protobuf",
                              f"body is not a valid OTLP ExportTraceServiceRequest protobuf: {exc}") from None
            raw: bytes | None = body
        else:
            try:
                obj = json.loads(body)
            except (UnicodeDecodeError, json.JSONDecodeError) as exc:
                where = f" at line {exc.lineno} column {exc.colno}" if isinstance(exc, json.JSONDecodeError) else ""
                raise _Reject(400, "invalid_json", f"body is not valid JSON{where}: {exc}") from None
            except RecursionError:
                raise _Reject(400, "invalid_json", "body is not valid OTLP/JSON: nested too deeply") from None
            try:
                request = request_from_json(obj)
            except JsonRequestError as exc:
                raise _Reject(400, "invalid_json", f"body is not an OTLP/JSON ExportTraceServiceRequest: {exc}") \
                    from None
            except RecursionError:
                raise _Reject(400, "invalid_json", "body is not valid OTLP/JSON: nested too deeply") from None
            raw = None
        try:
            return content_type, self.pipeline.consume(request, raw)
        except TraceFormatError as exc:
            raise _Reject(400, "invalid_spans", f"cannot read spans: {exc.detail}") from None
        except StoreError as exc:
            logger.error("store cannot persist request: %s", exc)
            raise _Reject(503, "store_unavailable", "the collector cannot persist data right now; retry later",
                          spans=0) from None


def _serve_one(handler_class: type, server: BoundedHTTPServer, conn: Any) -> bool:
    """Read and answer one request on ``conn`` (a worker thread); True to keep the connection open."""
    handler = handler_class.__new__(handler_class)
    handler.request = handler.connection = conn.sock
    handler.client_address = conn.address
    handler.server = server
    handler.rfile, handler.wfile = conn.rfile, conn.wfile
    handler.close_connection = True
    handler.handle_one_request()
    return not handler.close_connection


class _Handler(BaseHTTPRequestHandler):
    receiver: OtlpHttpReceiver
    protocol_version = "HTTP/1.1"
    server_version = "memtrace-collector"
    timeout = 30  # a client that stalls mid-request loses its connection (and frees its worker) after this

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        logger.debug("%s - " + format, self.address_string(), *args)

    # ------------------------------------------------------------------------------------------------ replies
    def _send(self, status: int, body: bytes, content_type: str, extra: dict[str, str] | None = None) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        self.wfile.write(body)

    def _send_status(self, status: int, message: str, as_json: bool, extra: dict[str, str] | None = None) -> None:
        rpc = status_pb2.Status(code=_GRPC_CODE.get(status, code_pb2.UNKNOWN), message=message)
        if as_json:
            body = json.dumps(json_format.MessageToDict(rpc)).encode()
            self._send(status, body, JSON, extra)
        else:
            self._send(status, rpc.SerializeToString(), PROTOBUF, extra)

    def _send_json(self, status: int, payload: Any) -> None:
        self._send(status, json.dumps(payload, default=str).encode(), JSON)

    def _authorized(self) -> bool:
        return check_bearer(self.headers.get("Authorization"), self.receiver.config.auth.bearer_token)

    # ------------------------------------------------------------------------------------------------ routes
    def do_GET(self) -> None:
        url = urlsplit(self.path)
        api = self.receiver.api
        if api is None or not url.path.startswith("/api/"):
            self._send_json(404, {"error": f"no such endpoint: {url.path}"})
            return
        if url.path.rstrip("/") != "/api/health" and not self._authorized():
            self._send_json(401, {"error": "missing or wrong bearer token"})
            return
        try:
            status, payload = api.get(url.path, parse_qs(url.query))
        except Exception as exc:  # a query bug must not take the receiver down
            logger.exception("query %s failed", self.path)
            status, payload = 500, {"error": f"{type(exc).__name__}: {exc}"}
        self._send_json(status, payload)

    def do_POST(self) -> None:
        receiver = self.receiver
        counters = receiver.counters
        content_type = (self.headers.get("Content-Type") or "").split(";", 1)[0].strip().lower()
        as_json = content_type == JSON
        try:
            if urlsplit(self.path).path != TRACES_PATH:
                self._drain()
                raise _Reject(404, "not_found", f"no such endpoint {self.path}; OTLP traces go to {TRACES_PATH}")
            counters.add("requests_received")
            if not self._authorized():
                self._drain()
                raise _Reject(401, "unauthenticated", "missing or wrong bearer token (Authorization: Bearer ...)")
            if content_type not in (PROTOBUF, JSON):
                self._drain()
                raise _Reject(415, "unsupported_media_type",
                              f"unsupported Content-Type {self.headers.get('Content-Type')!r}; "
                              f"use {PROTOBUF} or {JSON}")
            body = self._read_body()
            encoding = (self.headers.get("Content-Encoding") or "").strip().lower()
            reply_type, result = receiver.export(content_type, encoding, body)
        except _Reject as rej:
            if rej.reason != "not_found":
                counters.reject_request(rej.reason, rej.spans)
            extra = {"WWW-Authenticate": 'Bearer realm="memtrace-collector"'} if rej.status == 401 else {}
            if rej.status == 503:
                extra["Retry-After"] = "1"
            self._send_status(rej.status, rej.message, as_json, extra)
            return
        except Exception as exc:  # never let one request kill the server
            logger.exception("unexpected error on %s", self.path)
            counters.reject_request("internal_error")
            self.close_connection = True
            self._send_status(500, f"internal error: {type(exc).__name__}: {exc}", as_json)
            return
        response = ExportTraceServiceResponse()
        if result.rejected or result.message:
            response.partial_success.rejected_spans = result.rejected
            response.partial_success.error_message = result.message
        if reply_type == JSON:
            self._send(200, json.dumps(json_format.MessageToDict(response)).encode(), JSON)
        else:
            self._send(200, response.SerializeToString(), PROTOBUF)

    def _read_body(self) -> bytes:
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            self.close_connection = True
            raise _Reject(411, "length_required", "chunked bodies are not accepted; send a Content-Length")
        length = _content_length(self.headers.get("Content-Length"))
        if length is None:
            self.close_connection = True
            raise _Reject(411, "length_required", "a Content-Length header is required")
        if length < 0:
            self.close_connection = True
            raise _Reject(400, "bad_content_length", "Content-Length must be a decimal number of bytes")
        limit = self.receiver.config.max_request_body_size
        if length > limit:
            # The body stays unread: close the connection after answering so it is not parsed as a request.
            self.close_connection = True
            raise _Reject(413, "too_large", f"request body of {length} bytes exceeds the limit of {limit} bytes")
        body = self.rfile.read(length)
        if len(body) != length:
            self.close_connection = True
            raise _Reject(400, "truncated", f"request body truncated: got {len(body)} of {length} bytes")
        return body

    def _drain(self) -> None:
        """Consume a small body we refuse, so the keep-alive connection stays usable; close for large ones."""
        length = _content_length(self.headers.get("Content-Length"))
        if length is not None and 0 <= length <= self.receiver.config.max_request_body_size:
            try:
                self.rfile.read(length)
                return
            except (OSError, socket.timeout):
                pass
        self.close_connection = True
