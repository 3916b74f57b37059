"""A local HTTP server speaking the OpenAI API, answered by a deterministic :class:`ScriptedPolicy`.

It stands in for an LLM provider in tests, the benchmark and ``memtrace demo``: no API key, no network.

    with LocalModelServer(ScriptedPolicy(facts={...})) as server:
        client = openai.OpenAI(base_url=server.base_url, api_key="x")
"""

from __future__ import annotations

import base64
import itertools
import json
import logging
import math
import struct
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from memtrace_otel.local_model.policy import ScriptedPolicy
from memtrace_otel.local_model.prompts import message_text

logger = logging.getLogger(__name__)

CHAT_MODEL = "local"
EMBEDDING_MODEL = "local-embed"
_CHARS_PER_TOKEN = 4
_STREAM_CHUNK_CHARS = 24


def estimate_tokens(text: str) -> int:
    """Roughly four characters per token, the usual rule of thumb for English text."""
    return math.ceil(len(text) / _CHARS_PER_TOKEN) if text else 0


@dataclass(frozen=True)
class RecordedRequest:
    """One request the server answered (or rejected), for tests to assert what the model was asked."""

    method: str
    path: str
    status: int
    model: str | None = None
    messages: list[dict] | None = None
    inputs: list[str] | None = None
    body: dict | None = None
    response: Any = None
    params: dict[str, Any] = field(default_factory=dict)


class RequestError(Exception):
    def __init__(self, status: int, message: str, *, param: str | None = None, code: str | None = None):
        super().__init__(message)
        self.status, self.message, self.param, self.code = status, message, param, code

    def body(self) -> dict:
        kind = "invalid_request_error" if self.status < 500 else "server_error"
        return {"error": {"message": self.message, "type": kind, "param": self.param, "code": self.code}}


def _required(body: dict, name: str) -> Any:
    if name not in body:
        raise RequestError(400, f"Missing required parameter: '{name}'.", param=name, code="missing_required_parameter")
    return body[name]


class LocalModelServer:
    def __init__(self, policy: ScriptedPolicy | None = None, *, host: str = "127.0.0.1", port: int = 0):
        self.policy = policy if policy is not None else ScriptedPolicy()
        self.host, self._requested_port = host, port
        self._httpd: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._requests: list[RecordedRequest] = []
        self._ids = itertools.count(1)

    # -- lifecycle ------------------------------------------------------------------------------------------
    def start(self) -> LocalModelServer:
        if self._httpd is not None:
            return self
        handler = type("Handler", (_Handler,), {"server_model": self})
        self._httpd = ThreadingHTTPServer((self.host, self._requested_port), handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.1}, name="memtrace-local-model", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._httpd is None:
            return
        self._httpd.shutdown()
        self._httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._httpd, self._thread = None, None

    def __enter__(self) -> LocalModelServer:
        return self.start()

    def __exit__(self, *exc_info) -> None:
        self.stop()

    @property
    def port(self) -> int:
        if self._httpd is None:
            raise RuntimeError("LocalModelServer is not running; call start() or use it as a context manager")
        return self._httpd.server_address[1]

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    # -- request log ------------------------------------------------------------------------------------------
    @property
    def requests(self) -> list[RecordedRequest]:
        with self._lock:
            return list(self._requests)

    def chat_requests(self) -> list[RecordedRequest]:
        return [r for r in self.requests if r.path.endswith("/chat/completions")]

    def embedding_requests(self) -> list[RecordedRequest]:
        return [r for r in self.requests if r.path.endswith("/embeddings")]

    def reset(self) -> None:
        """Forget the request log and the policy's decisions."""
        with self._lock:
            self._requests.clear()
        self.policy.reset()

    def _record(self, request: RecordedRequest) -> None:
        with self._lock:
            self._requests.append(request)

    def _next_id(self, prefix: str) -> str:
        return f"{prefix}-local-{next(self._ids)}"

    # -- endpoints ---------------------------------------------------------------------------------------------
    def models(self) -> dict:
        return {
            "object": "list",
            "data": [
                {"id": name, "object": "model", "created": 0, "owned_by": "memtrace-otel"}
                for name in (CHAT_MODEL, EMBEDDING_MODEL)
            ],
        }

    def chat_completion(self, body: dict) -> tuple[dict, str, dict]:
        """(response body, assistant text, usage) for a /chat/completions request."""
        messages = _required(body, "messages")
        if not isinstance(messages, list) or not messages:
            raise RequestError(400, "'messages' must be a non-empty array of message objects.", param="messages")
        for i, message in enumerate(messages):
            if not isinstance(message, dict) or "role" not in message:
                raise RequestError(400, f"messages[{i}] must be an object with a 'role'.", param=f"messages[{i}]")
        model = body.get("model") or CHAT_MODEL
        calls = self._tool_calls(body, messages, model)
        message: dict = {"role": "assistant", "content": None, "refusal": None}
        if calls:
            message["tool_calls"] = [
                {"id": f"call_{self._next_id('tool')}", "type": "function",
                 "function": {"name": call["name"], "arguments": json.dumps(call["args"], ensure_ascii=False)}}
                for call in calls]
            text = ""
        else:
            text = self.policy.complete(messages, model=model, response_format=body.get("response_format"))
            message["content"] = text
        prompt_tokens = sum(estimate_tokens(message_text(m)) for m in messages)
        completion_tokens = estimate_tokens(text or json.dumps(message.get("tool_calls") or ""))
        usage = {
            "prompt_tokens": prompt_tokens,
            "completion_tokens": completion_tokens,
            "total_tokens": prompt_tokens + completion_tokens,
        }
        response = {
            "id": self._next_id("chatcmpl"),
            "object": "chat.completion",
            "created": int(time.time()),
            "model": model,
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "logprobs": None,
                    "finish_reason": "tool_calls" if calls else "stop",
                }
            ],
            "usage": usage,
            "system_fingerprint": "memtrace-local-model",
        }
        return response, text, usage

    def _tool_calls(self, body: dict, messages: list, model: str) -> list[dict]:
        """The tool calls the policy makes when the request offers ``tools`` (none when ``tool_choice`` is
        ``"none"`` or the policy answers in text)."""
        tools = body.get("tools")
        if not tools or body.get("tool_choice") == "none":
            return []
        if not isinstance(tools, list) or not all(isinstance(t, dict) and t.get("type") == "function" for t in tools):
            raise RequestError(400, "'tools' must be an array of {'type': 'function', 'function': {...}} objects.",
                               param="tools")
        decide = getattr(self.policy, "tool_calls", None)
        return list(decide(messages, tools, body.get("tool_choice"), model=model) or ()) if decide else []

    def stream_chunks(self, response: dict, text: str, usage: dict, include_usage: bool) -> list[dict]:
        base = {
            "id": response["id"],
            "object": "chat.completion.chunk",
            "created": response["created"],
            "model": response["model"],
            "system_fingerprint": response["system_fingerprint"],
        }

        def chunk(delta: dict, finish: str | None) -> dict:
            return {**base, "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}]}

        message = response["choices"][0]["message"]
        if message.get("tool_calls"):
            calls = [{"index": i, **call} for i, call in enumerate(message["tool_calls"])]
            chunks = [chunk({"role": "assistant", "content": None, "tool_calls": calls}, None),
                      chunk({}, "tool_calls")]
            if include_usage:
                chunks.append({**base, "choices": [], "usage": usage})
            return chunks
        pieces = [text[i : i + _STREAM_CHUNK_CHARS] for i in range(0, len(text), _STREAM_CHUNK_CHARS)]
        chunks = [chunk({"role": "assistant", "content": ""}, None)]
        chunks += [chunk({"content": piece}, None) for piece in pieces]
        chunks.append(chunk({}, "stop"))
        if include_usage:
            chunks.append({**base, "choices": [], "usage": usage})
        return chunks

    def embeddings(self, body: dict) -> dict:
        raw = _required(body, "input")
        inputs = [raw] if isinstance(raw, str) else raw
        if not isinstance(inputs, list) or not inputs or not all(isinstance(t, str) for t in inputs):
            raise RequestError(
                400, "'input' must be a string or a non-empty array of strings (token arrays are not supported).",
                param="input",
            )
        dimensions = body.get("dimensions")
        if dimensions is not None and (not isinstance(dimensions, int) or isinstance(dimensions, bool) or dimensions < 1):
            raise RequestError(400, f"'dimensions' must be a positive integer, got {dimensions!r}.", param="dimensions")
        encoding = body.get("encoding_format") or "float"
        if encoding not in ("float", "base64"):
            raise RequestError(400, f"'encoding_format' must be 'float' or 'base64', got {encoding!r}.",
                               param="encoding_format")
        try:
            vectors = self.policy.embed(inputs, dimensions)
        except ValueError as exc:
            raise RequestError(400, str(exc), param="dimensions") from exc
        data = []
        for i, vector in enumerate(vectors):
            # The openai client asks for base64 by default and decodes little-endian float32.
            value = (
                base64.b64encode(struct.pack(f"<{len(vector)}f", *vector)).decode("ascii")
                if encoding == "base64" else vector
            )
            data.append({"object": "embedding", "index": i, "embedding": value})
        tokens = sum(estimate_tokens(t) for t in inputs)
        return {
            "object": "list",
            "data": data,
            "model": body.get("model") or EMBEDDING_MODEL,
            "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
        }


class _Handler(BaseHTTPRequestHandler):
    server_model: LocalModelServer  # set on the per-server subclass
    protocol_version = "HTTP/1.1"
    # Headers and body go out in separate writes; with Nagle on, keep-alive clients wait ~40 ms per request.
    disable_nagle_algorithm = True
    server_version = "memtrace-local-model/1"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - stdlib signature
        logger.debug("local model: " + format, *args)

    # -- plumbing ----------------------------------------------------------------------------------------------
    def _route(self) -> str:
        path = self.path.split("?", 1)[0].rstrip("/")
        return path[len("/v1") :] if path.startswith("/v1/") or path == "/v1" else path

    def _send_json(self, status: int, payload: dict) -> None:
        data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def _read_json(self) -> dict:
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            body = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            raise RequestError(400, f"Request body is not valid JSON: {exc}", code="invalid_json") from exc
        if not isinstance(body, dict):
            raise RequestError(400, "Request body must be a JSON object.", code="invalid_json")
        return body

    def _fail(self, error: RequestError, body: dict | None = None) -> None:
        payload = error.body()
        self.server_model._record(
            RecordedRequest(self.command, self.path, error.status, body=body, response=payload,
                            model=(body or {}).get("model"))
        )
        self._send_json(error.status, payload)

    # -- verbs ----------------------------------------------------------------------------------------------------
    def do_GET(self) -> None:  # noqa: N802 - stdlib naming
        route = self._route()
        if route == "/models":
            payload = self.server_model.models()
            self.server_model._record(RecordedRequest("GET", self.path, 200, response=payload))
            self._send_json(200, payload)
        else:
            self._fail(RequestError(404, f"Unknown path: GET {self.path}", code="not_found"))

    def do_POST(self) -> None:  # noqa: N802 - stdlib naming
        route = self._route()
        if route not in ("/chat/completions", "/embeddings"):
            # Drain the body so the connection stays usable.
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            self._fail(RequestError(404, f"Unknown path: POST {self.path}", code="not_found"))
            return
        body = None
        try:
            body = self._read_json()
            if route == "/embeddings":
                self._embeddings(body)
            else:
                self._chat(body)
        except RequestError as error:
            self._fail(error, body)
        except Exception as exc:  # a policy bug must come back as an API error, not a dropped connection
            logger.exception("local model failed on %s", self.path)
            self._fail(RequestError(500, f"Local model error: {type(exc).__name__}: {exc}"), body)

    def _embeddings(self, body: dict) -> None:
        payload = self.server_model.embeddings(body)
        raw = body["input"]
        self.server_model._record(
            RecordedRequest(
                "POST", self.path, 200, model=body.get("model"), inputs=[raw] if isinstance(raw, str) else list(raw),
                body=body, response=payload, params={"dimensions": body.get("dimensions")},
            )
        )
        self._send_json(200, payload)

    def _chat(self, body: dict) -> None:
        model = self.server_model
        response, text, usage = model.chat_completion(body)
        params = {k: body.get(k) for k in ("temperature", "response_format", "stream", "max_tokens", "tools",
                                           "tool_choice") if k in body}
        model._record(
            RecordedRequest("POST", self.path, 200, model=response["model"], messages=body["messages"], body=body,
                            response=response, params=params)
        )
        if not body.get("stream"):
            self._send_json(200, response)
            return
        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        for chunk in model.stream_chunks(response, text, usage, include_usage):
            self.wfile.write(f"data: {json.dumps(chunk, ensure_ascii=False)}\n\n".encode("utf-8"))
            self.wfile.flush()
        self.wfile.write(b"data: [DONE]\n\n")
        self.wfile.flush()
