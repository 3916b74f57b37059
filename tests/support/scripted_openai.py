"""The local model server with a scripted answer per request: tool calls (LangMem's trustcall) or JSON (Graphiti's
structured outputs), decided by a test's ``script(body) -> str | list[dict]`` over the real OpenAI HTTP API. The
embeddings endpoint stays the local model's (offline, deterministic)."""

from __future__ import annotations

import json
import time
from typing import Any, Callable

from memtrace_otel.local_model import LocalModelServer

# script(request body) -> assistant text, or a list of {"name": tool, "args": {...}} tool calls
Script = Callable[[dict], Any]


class ScriptedServer(LocalModelServer):
    def __init__(self, script: Script):
        super().__init__()
        self.script = script

    def chat_completion(self, body: dict) -> tuple[dict, str, dict]:
        answer = self.script(body)
        message: dict = {"role": "assistant", "content": None, "refusal": None}
        finish = "stop"
        if isinstance(answer, list):
            message["tool_calls"] = [
                {"id": f"call_{self._next_id('t')}", "type": "function",
                 "function": {"name": call["name"], "arguments": json.dumps(call["args"])}}
                for call in answer]
            finish = "tool_calls" if answer else "stop"
            text = ""
        else:
            text = answer if isinstance(answer, str) else json.dumps(answer)
            message["content"] = text
        usage = {"prompt_tokens": 10, "completion_tokens": 10, "total_tokens": 20}
        response = {"id": self._next_id("chatcmpl"), "object": "chat.completion", "created": int(time.time()),
                    "model": body.get("model") or "local",
                    "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish}],
                    "usage": usage, "system_fingerprint": "memtrace-scripted"}
        return response, text, usage


def prompt_text(body: dict) -> str:
    """Every message's text of a chat request, joined."""
    parts = []
    for message in body.get("messages") or ():
        content = message.get("content")
        if isinstance(content, list):
            content = " ".join(str(c.get("text", "")) for c in content if isinstance(c, dict))
        parts.append(str(content or ""))
    return "\n".join(parts)


def tool_names(body: dict) -> list[str]:
    return [t.get("function", {}).get("name") for t in body.get("tools") or ()]
