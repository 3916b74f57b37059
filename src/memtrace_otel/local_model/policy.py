"""The scripted policy: what the deterministic local model answers to each prompt, and why.

Every answer is derived from the prompt plus three pieces of configuration:
- :class:`FactBook` — which facts each message yields (unknown messages go through ``default_facts``);
- :class:`AnswerKey` — the expected answer to each question, given only when the context supports it;
- :class:`FaultPlan` — deliberate mistakes (drop or distort a fact, overwrite or delete a memory, ignore a context),
  so that tests and the benchmark can plant a known root cause and check that attribution finds it.
Each choice is appended to ``policy.decisions``.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from memtrace_otel.local_model.answers import (
    ABSTENTION,
    AnswerKey,
    Support,
    ExpectedAnswer,
    best_context_line,
    context_supports,
)
from memtrace_otel.text.embeddings import DEFAULT_DIM, embed_texts
from memtrace_otel.local_model.facts import FactBook, default_facts
from memtrace_otel.local_model import rules as prompt_rules_mod
from memtrace_otel.local_model import structured
from memtrace_otel.local_model.prompts import (
    MEM0_V1_UPDATE_EMPTY_MEMORY,
    MEM0_V1_UPDATE_OLD_MEMORY,
    MEM0_V2_CUSTOM_INSTRUCTIONS,
    Mem0AdditiveExtraction,
    Mem0FactExtraction,
    Mem0UpdateDecision,
    OtherPrompt,
    QuestionAnswering,
    Turn,
    classify,
    message_text,
)
from memtrace_otel.text.words import content_set, content_stems, normalize

# A new fact UPDATEs an old memory when both start with the same subject word and share at least this
# fraction (Jaccard) of their content words; the highest-scoring memory wins, the first one on ties.
UPDATE_OVERLAP = 0.5
_REPLY_LIMIT = 160


@dataclass
class FaultPlan:
    """Deliberate mistakes. Facts and questions match ignoring case and punctuation; memories match when the
    given text occurs inside the memory text (mem0 1.x renumbers memory ids on every call, so text is the handle).
    """

    omit_facts: Collection[str] = ()                                # extraction drops these facts
    rewrite_facts: Mapping[str, str] = field(default_factory=dict)  # extraction writes a distorted fact instead
    update_memories: Mapping[str, str] = field(default_factory=dict)  # 1.x update: overwrite memory with text
    delete_memories: Collection[str] = ()                           # 1.x update: delete memory
    ignore_context_for: Collection[str] = ()                        # answering ignores a sufficient context

    def __post_init__(self):
        for name in ("omit_facts", "delete_memories", "ignore_context_for"):
            if isinstance(getattr(self, name), str):
                raise TypeError(f"FaultPlan.{name} must be a collection of strings, not a single string")
        for name in ("rewrite_facts", "update_memories"):
            if not isinstance(getattr(self, name), Mapping):
                raise TypeError(f"FaultPlan.{name} must map the original text to the replacement text")

    def omits(self, fact: str) -> bool:
        return normalize(fact) in {normalize(f) for f in self.omit_facts}

    def rewrite_of(self, fact: str) -> str | None:
        wanted = normalize(fact)
        return next((text for key, text in self.rewrite_facts.items() if normalize(key) == wanted), None)

    def forced_update_of(self, memory: str) -> str | None:
        for key, text in self.update_memories.items():
            if normalize(key) in normalize(memory):
                return text
        return None

    def forces_delete(self, memory: str) -> bool:
        return any(normalize(key) in normalize(memory) for key in self.delete_memories)

    def ignores_context(self, question: str) -> bool:
        return normalize(question) in {normalize(q) for q in self.ignore_context_for}


@dataclass(frozen=True)
class Decision:
    """One choice the policy made: ``step`` (extract/update/answer/reply), ``action`` and ``reason``."""

    step: str
    prompt: str
    action: str
    reason: str
    data: dict[str, Any] = field(default_factory=dict)


class ScriptedPolicy:
    def __init__(
        self,
        facts: FactBook | Mapping[str, Sequence[str]] | None = None,
        answers: AnswerKey | Mapping[str, str | ExpectedAnswer] | None = None,
        faults: FaultPlan | None = None,
        *,
        embedding_method: str = "hash",
        embedding_dim: int = DEFAULT_DIM,
        abstention: str = ABSTENTION,
        prompt_rules: bool = False,
    ):
        self.facts = facts if isinstance(facts, FactBook) else FactBook(facts)
        self.answers = answers if isinstance(answers, AnswerKey) else AnswerKey(answers)
        self.faults = faults or FaultPlan()
        self.embedding_method = embedding_method
        self.embedding_dim = embedding_dim
        self.abstention = abstention
        # follow the rules stated in each prompt (local_model.rules); off: the prompt's wording does not matter
        self.prompt_rules = prompt_rules
        self._local = threading.local()  # the rules the request being answered states (the server is threaded)
        self._lock = threading.Lock()
        self._decisions: list[Decision] = []

    # -- bookkeeping -------------------------------------------------------------------------------------------
    @property
    def decisions(self) -> list[Decision]:
        with self._lock:
            return list(self._decisions)

    def reset(self) -> None:
        with self._lock:
            self._decisions.clear()

    def _decide(self, step: str, prompt: str, action: str, reason: str, **data: Any) -> None:
        with self._lock:
            self._decisions.append(Decision(step, prompt, action, reason, data))

    @property
    def _stated(self) -> frozenset[str]:
        return getattr(self._local, "rules", frozenset())

    # -- entry points used by the server --------------------------------------------------------------------
    def embed(self, texts: Sequence[str], dimensions: int | None = None) -> list[list[float]]:
        return embed_texts(texts, dimensions or self.embedding_dim, self.embedding_method)

    def complete(self, messages: Sequence[dict], *, model: str = "local", response_format: Any = None) -> str:
        """The assistant message content for a chat completion request (``model`` is there for subclasses that
        answer differently per model; this policy ignores it). A ``json_schema`` response format gets an answer
        valid for its schema (:mod:`.structured`): made of the request's content units, or of the answer to a
        question."""
        prompt = classify(messages, self.answers.questions)
        self._local.rules = _stated_rules(messages, prompt) if self.prompt_rules else frozenset()
        if isinstance(prompt, Mem0AdditiveExtraction):
            return json.dumps({"memory": self._extract_v2(prompt)}, ensure_ascii=False)
        if isinstance(prompt, Mem0FactExtraction):
            return json.dumps({"facts": self._extract_v1(prompt)}, ensure_ascii=False)
        if isinstance(prompt, Mem0UpdateDecision):
            return json.dumps({"memory": self._update_v1(prompt)}, ensure_ascii=False)
        schema = structured.json_schema_of(response_format)
        if schema is not None and not isinstance(prompt, QuestionAnswering):
            units = self.structured_units(messages)
            self._decide("structured", prompt.kind, "fill", "json_schema response format", units=len(units),
                         schema=(response_format.get("json_schema") or {}).get("name"))
            return json.dumps(structured.instantiate(schema, units), ensure_ascii=False)
        if isinstance(prompt, QuestionAnswering):
            answer = self._answer(prompt)
        else:
            answer = self._reply(prompt)
        if schema is not None:
            return json.dumps(structured.instantiate(schema, [answer]), ensure_ascii=False)
        if _wants_json(response_format):
            return json.dumps({"answer" if isinstance(prompt, QuestionAnswering) else "reply": answer})
        return answer

    # -- tool calls and structured outputs ------------------------------------------------------------------
    def keep_unit(self, text: str) -> bool:
        """Whether a content unit goes into a tool call or a structured output (subclasses plant omissions)."""
        return not self.faults.omits(text)

    def structured_units(self, messages: Sequence[dict]) -> list[str]:
        return structured.content_units(messages, self.keep_unit)

    def tool_calls(self, messages: Sequence[dict], tools: Sequence[dict], tool_choice: Any = None, *,
                   model: str = "local") -> list[dict]:
        """``[{"name", "args"}]`` for a request that offers tools: one call of the recording tool per content unit
        (:mod:`.structured`); an empty list answers in text instead."""
        units = self.structured_units(messages)
        calls = structured.tool_calls(tools, tool_choice, units)
        self._decide("tools", "tools", "call" if calls else "none", "recording tool per content unit",
                     calls=[c["name"] for c in calls], units=len(units))
        return calls

    # -- extraction ---------------------------------------------------------------------------------------------
    def _facts_of_turn(self, turn: Turn, prompt_kind: str, default_roles: Collection[str]) -> list[str]:
        hit = self.facts.lookup(turn.text)
        if hit is not None:
            key, found = hit
            source = f"fact book entry {key!r}"
        elif turn.role in default_roles:
            found, source = default_facts(turn.text), "default sentence rewrite"
        else:
            return []
        kept = []
        for fact in found:
            if self.faults.omits(fact):
                self._decide("extract", prompt_kind, "omit", "fault plan: omit fact", fact=fact, message=turn.text)
                continue
            rewritten = self.faults.rewrite_of(fact)
            if rewritten is not None:
                self._decide(
                    "extract", prompt_kind, "rewrite", "fault plan: distort fact",
                    fact=rewritten, original=fact, message=turn.text,
                )
                kept.append(rewritten)
                continue
            if not self.prompt_rules:
                self._decide("extract", prompt_kind, "extract", source, fact=fact, message=turn.text)
                kept.append(fact)
                continue
            written = prompt_rules_mod.apply_extraction(fact, self._stated)
            lost = sorted(content_set(fact) - set().union(*(content_set(w) for w in written)))
            action = "extract" if not lost else "extract_lossy"
            reason = source if not lost else f"{source}; prompt rules {sorted(self._stated)} lose {lost}"
            self._decide("extract", prompt_kind, action, reason, fact=fact, written=written, message=turn.text)
            kept.extend(written)
        return kept

    def _extract_v2(self, prompt: Mem0AdditiveExtraction) -> list[dict]:
        memories = []
        for turn in prompt.new_messages:
            for fact in self._facts_of_turn(turn, prompt.kind, default_roles=("user",)):
                attributed = "assistant" if turn.role == "assistant" else "user"
                memories.append({"id": str(len(memories)), "text": fact, "attributed_to": attributed})
        return memories

    def _extract_v1(self, prompt: Mem0FactExtraction) -> list[str]:
        # mem0 1.x extracts from the user's turns, or from the assistant's when the memory is agent-scoped.
        role = "assistant" if prompt.agent_scoped else "user"
        facts: list[str] = []
        for turn in prompt.turns:
            if turn.role == role:
                facts.extend(self._facts_of_turn(turn, prompt.kind, default_roles=(role,)))
        return facts

    # -- 1.x update decision ---------------------------------------------------------------------------------
    def _update_v1(self, prompt: Mem0UpdateDecision) -> list[dict]:
        kind = prompt.kind
        actions: list[dict] = []
        taken: set[str] = set()
        for memory in prompt.old_memories:
            mem_id, text = str(memory.get("id")), str(memory.get("text", ""))
            if self.faults.forces_delete(text):
                actions.append({"id": mem_id, "text": text, "event": "DELETE"})
                self._decide("update", kind, "DELETE", "fault plan: delete memory", id=mem_id, memory=text)
                taken.add(mem_id)
                continue
            forced = self.faults.forced_update_of(text)
            if forced is not None:
                actions.append({"id": mem_id, "text": forced, "event": "UPDATE", "old_memory": text})
                self._decide(
                    "update", kind, "UPDATE", "fault plan: overwrite memory", id=mem_id, memory=forced, old=text
                )
                taken.add(mem_id)

        next_id = len(prompt.old_memories)
        candidates = [m for m in prompt.old_memories if str(m.get("id")) not in taken]
        for fact in dict.fromkeys(prompt.facts):
            event, target, score = self._match_memory(fact, candidates)
            if event == "NONE":
                actions.append({"id": target["id"], "text": target["text"], "event": "NONE"})
                self._decide("update", kind, "NONE", "fact already in memory", fact=fact, id=target["id"])
            elif event == "UPDATE" and self.prompt_rules and prompt_rules_mod.PREFER_ADD in self._stated \
                    and not content_set(str(target["text"])) <= content_set(fact):
                actions.append({"id": str(next_id), "text": fact, "event": "ADD"})
                self._decide("update", kind, "ADD", "prompt rule prefer_add: an UPDATE would lose a detail",
                             fact=fact, id=str(next_id), instead_of=str(target["id"]))
                next_id += 1
            elif event == "UPDATE":
                actions.append({"id": target["id"], "text": fact, "event": "UPDATE", "old_memory": target["text"]})
                candidates = [m for m in candidates if m is not target]
                self._decide(
                    "update", kind, "UPDATE", f"same subject, content overlap {score:.2f} >= {UPDATE_OVERLAP}",
                    fact=fact, id=str(target["id"]), old=target["text"],
                )
            else:
                actions.append({"id": str(next_id), "text": fact, "event": "ADD"})
                self._decide("update", kind, "ADD", "no matching memory", fact=fact, id=str(next_id))
                next_id += 1
        return actions

    @staticmethod
    def _match_memory(fact: str, memories: Sequence[dict]) -> tuple[str, dict | None, float]:
        fact_words, fact_norm = content_set(fact), normalize(fact)
        fact_subject = content_stems(fact)[:1]
        best, best_score = None, 0.0
        for memory in memories:
            text = str(memory.get("text", ""))
            memory_words = content_set(text)
            if normalize(text) == fact_norm or (fact_words and fact_words <= memory_words):
                return "NONE", memory, 1.0
            union = fact_words | memory_words
            score = len(fact_words & memory_words) / len(union) if union else 0.0
            same_subject = bool(fact_subject) and content_stems(text)[:1] == fact_subject
            if same_subject and score >= UPDATE_OVERLAP and score > best_score:
                best, best_score = memory, score
        if best is not None:
            return "UPDATE", best, best_score
        return "ADD", None, 0.0

    # -- answering ------------------------------------------------------------------------------------------
    def _answer(self, prompt: QuestionAnswering) -> str:
        question, expected = prompt.question, self.answers.get(prompt.question)
        if expected is None:
            line = best_context_line(question, prompt.context)
            if line is None:
                self._decide("answer", prompt.kind, "abstain", "unknown question, no context line overlaps",
                             question=question, answer=self.abstention)
                return self.abstention
            self._decide("answer", prompt.kind, "answer", "unknown question, best-overlapping context line",
                         question=question, answer=line)
            return line
        support = context_supports(expected, prompt.context)
        if support.sufficient and self.prompt_rules and prompt_rules_mod.COMBINE not in self._stated:
            lines = [ln for ln in prompt.context.splitlines() if ln.strip()] or [""]
            if not any(context_supports(expected, ln).sufficient for ln in lines):
                support = Support(False, "no single memory line supports the answer (prompt does not ask to "
                                          "combine memories)")
        if support.sufficient and not self.faults.ignores_context(question):
            self._decide("answer", prompt.kind, "answer", support.reason,
                         question=question, answer=expected.answer, matched=support.matched)
            return expected.answer
        fallback = expected.wrong_answer if expected.wrong_answer is not None else self.abstention
        action = "wrong_answer" if expected.wrong_answer is not None else "abstain"
        reason = "fault plan: ignore context" if support.sufficient else support.reason
        self._decide("answer", prompt.kind, action, reason, question=question, answer=fallback,
                     expected=expected.answer, context_sufficient=support.sufficient)
        return fallback

    def _reply(self, prompt: OtherPrompt) -> str:
        text = " ".join(prompt.last_user_text.split())
        if len(text) > _REPLY_LIMIT:
            text = text[:_REPLY_LIMIT].rstrip() + "..."
        reply = f"(local model) You said: {text}" if text else "(local model) Hello."
        self._decide("reply", prompt.kind, "echo", "prompt not recognised", reply=reply)
        return reply


def _stated_rules(messages: Sequence[dict], prompt: Any) -> frozenset[str]:
    """The prompt rules a request states: in its system text; for mem0 2.x extraction also the custom instructions
    section of the user message; for the mem0 1.x update decision the instructions before the memory sections."""
    system = "\n".join(message_text(m) for m in messages if m.get("role") == "system")
    users = [message_text(m) for m in messages if m.get("role") == "user"]
    text = system
    if isinstance(prompt, Mem0AdditiveExtraction) and users:
        at = users[-1].rfind(MEM0_V2_CUSTOM_INSTRUCTIONS)
        if at >= 0:
            text += "\n" + users[-1][at:]
    elif isinstance(prompt, Mem0UpdateDecision) and users:
        cut = [i for i in (users[-1].find(MEM0_V1_UPDATE_OLD_MEMORY), users[-1].find(MEM0_V1_UPDATE_EMPTY_MEMORY))
               if i >= 0]
        text += "\n" + users[-1][: min(cut)] if cut else users[-1]
    return prompt_rules_mod.recognised(text)


def _wants_json(response_format: Any) -> bool:
    return isinstance(response_format, dict) and response_format.get("type") in ("json_object", "json_schema")
