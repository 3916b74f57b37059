"""A deterministic local model that stands in for an LLM provider (tests, ``memtrace bench``, ``memtrace demo``).

``LocalModelServer`` speaks the OpenAI HTTP API on 127.0.0.1; ``ScriptedPolicy`` decides each answer from a
``FactBook`` (facts per message), an ``AnswerKey`` (expected answers) and a ``FaultPlan`` (planted mistakes), and
logs every decision. No API key, no network, same answers every run. Imports neither litellm nor mem0.
``chat_model()`` gives an app one chat model: a real one through litellm, or this server for the block.
"""

from memtrace_otel.local_model.answers import ABSTENTION, AnswerKey, ExpectedAnswer, context_supports
from memtrace_otel.local_model.chat import ChatModel, chat_model, offline_defaults
from memtrace_otel.text.embeddings import DEFAULT_DIM, embed_texts
from memtrace_otel.local_model.facts import FactBook, default_facts
from memtrace_otel.local_model.policy import Decision, FaultPlan, ScriptedPolicy
from memtrace_otel.local_model.prompts import answer_messages, classify
from memtrace_otel.local_model.server import LocalModelServer, RecordedRequest

__all__ = [
    "ABSTENTION",
    "AnswerKey",
    "ChatModel",
    "DEFAULT_DIM",
    "Decision",
    "ExpectedAnswer",
    "FactBook",
    "FaultPlan",
    "LocalModelServer",
    "RecordedRequest",
    "ScriptedPolicy",
    "answer_messages",
    "chat_model",
    "classify",
    "context_supports",
    "default_facts",
    "embed_texts",
    "offline_defaults",
]
