"""Prompt variables: the instructions a model call used, as a versioned variable with a stable id per prompt.

``prompt:mem0.fact_extraction``, ``prompt:mem0.update_decision``, ``prompt:litellm.system`` (or
``prompt:<name>`` when the app passes ``metadata={"memtrace_prompt_id": name}`` to litellm): version 1 is the first
text seen under that id, a new text is the next version. The content hash is always recorded; the text only when
content capture is on (as for every variable). ``memtrace optimize`` finds the prompt an attributed operation read
this way.
"""

from __future__ import annotations

from typing import Any, Optional

from .. import capture, lineage
from .. import semconv as sc
from ..api import Variable

PREFIX = "prompt:"


def prompt_variable(name: str, text: Optional[str]) -> Optional[Variable]:
    """The input declaration of prompt ``name`` with this text (None for an empty text)."""
    if not text:
        return None
    var_id = PREFIX + name
    hash_ = capture.content_hash(text)
    state = lineage.REGISTRY.current(var_id)
    if state is not None and state.hash == hash_:
        version = state.version
    else:
        version, _ = lineage.REGISTRY.write(var_id, hash_, "", "", kind="prompt")
    return Variable(var_id, text, kind="prompt", version=version, relation=sc.REL_READS, hash=hash_)


def system_text(messages: Any) -> str:
    """The system messages of a chat request, joined."""
    if not isinstance(messages, (list, tuple)):
        return ""
    parts = []
    for m in messages:
        if isinstance(m, dict) and m.get("role") == "system":
            content = m.get("content")
            if isinstance(content, list):
                content = "\n".join(p.get("text", "") if isinstance(p, dict) else str(p) for p in content)
            parts.append(capture.to_text(content))
    return "\n".join(p for p in parts if p)


# mem0 ---------------------------------------------------------------------------------------------------------------
MEM0_EXTRACTION = "mem0.fact_extraction"
MEM0_UPDATE = "mem0.update_decision"
_V2_CUSTOM = "## Custom Instructions\n"
_V1_UPDATE_SECTIONS = ("Below is the current content of my memory", "Current memory is empty.")


def _user_text(messages: Any) -> str:
    if isinstance(messages, str):
        return messages
    users = [m for m in messages or () if isinstance(m, dict) and m.get("role") == "user"]
    return capture.to_text(users[-1].get("content")) if users else ""


def mem0_prompt(step: str, messages: Any, v1: bool) -> Optional[Variable]:
    """The prompt a mem0 model call used: extraction = the system prompt (1.x: ``custom_fact_extraction_prompt`` or
    the default; 2.x: the built-in prompt plus the ``custom_instructions`` section of the user message); the 1.x
    update decision = ``custom_update_memory_prompt`` or the default (the text before the memory sections)."""
    if step == "extract":
        text = system_text(messages)
        if not v1:
            user = _user_text(messages)
            at = user.rfind(_V2_CUSTOM)
            if at >= 0:
                end = user.find("\n\n#", at + len(_V2_CUSTOM))
                text += "\n\n" + user[at: end if end >= 0 else len(user)].rstrip()
        return prompt_variable(MEM0_EXTRACTION, text)
    if step == "decide":
        user = _user_text(messages)
        cuts = [i for i in (user.find(s) for s in _V1_UPDATE_SECTIONS) if i >= 0]
        return prompt_variable(MEM0_UPDATE, user[: min(cuts)].rstrip() if cuts else user)
    return None


# litellm ------------------------------------------------------------------------------------------------------------
LITELLM_SYSTEM = "litellm.system"
PROMPT_ID_KEY = "memtrace_prompt_id"


def litellm_prompt_id(metadata: Any) -> str:
    """``metadata={"memtrace_prompt_id": "qa"}`` names the prompt ``prompt:qa``; otherwise ``prompt:litellm.system``."""
    if isinstance(metadata, dict):
        name = metadata.get(PROMPT_ID_KEY)
        if isinstance(name, str) and name.strip():
            return name.strip()
    return LITELLM_SYSTEM
