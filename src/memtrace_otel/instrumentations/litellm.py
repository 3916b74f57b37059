"""litellm instrumentation: ``completion`` / ``acompletion`` / ``embedding`` / ``aembedding`` as generation spans.

Module attributes are replaced (like OpenInference does), because callers such as mem0's LiteLLM provider call
``litellm.completion`` through the module. litellm is imported only when instrumenting (it takes seconds).

- A prompt that carries records retrieved earlier in the same trace declares them as inputs (relation
  ``context_of``, producer = the retrieve span), and the reply is an ``answer`` variable.
- Inside an operation that already stands for this model call (mem0's LLM seam), no second span.
- Another LLM instrumentation active: when its span is the current span we add our attributes, events and links to
  it instead of creating one; when OpenInference's litellm wrapper sits above ours in the call chain we slot our
  wrapper beneath it (its span is then current when ours runs).
- An instrumentation of the SDK litellm calls underneath (OpenLLMetry's OpenAI one) is told, through the context
  key it honours, that this call is already recorded (see nested_llm).
"""

from __future__ import annotations

import functools
import inspect
import logging
from typing import Any, Optional

from opentelemetry import trace
from opentelemetry.instrumentation.utils import is_instrumentation_enabled
from opentelemetry.trace import SpanKind

from .. import api, capture
from .. import semconv as sc
from ..api import Operation, Variable
from ..guard import log_once
from . import genai_content, nested_llm, prompt_vars, retrieval_cache
from .base import MemtraceInstrumentor, WrapTarget
from .traced_call import TracedCall, call_wrapper
from .llm_marker import inside_traced_llm_call

logger = logging.getLogger("memtrace_otel")

CHAT_FUNCTIONS = ("completion", "acompletion")
EMBEDDING_FUNCTIONS = ("embedding", "aembedding")
_MARK = "_memtrace_litellm_wrapper"
# attributes by which other instrumentations mark an LLM / embedding span
_FOREIGN_LLM_KINDS = {"LLM", "EMBEDDING"}
_GENAI_OPERATIONS = {"chat", "text_completion", "generate_content", "embeddings"}
# OpenInference sets its span kind only when the span ends; the model name is there from the start
_FOREIGN_MODEL_KEYS = ("llm.model_name", "embedding.model_name")


def _provider(model: Any, kwargs: dict) -> Optional[str]:
    if kwargs.get("custom_llm_provider"):
        return str(kwargs["custom_llm_provider"])
    if isinstance(model, str) and "/" in model:
        return model.split("/", 1)[0]
    return None


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def _foreign_llm_span() -> Any:
    """The current span when it is another instrumentation's LLM span (not one of ours)."""
    span = trace.get_current_span()
    if not span.is_recording():
        return None
    op = api.current_operation()
    if op is not None and op.span is span:
        return None
    attrs = getattr(span, "attributes", None) or {}
    if attrs.get(sc.MEMTRACE_OP_KIND):
        return None
    if attrs.get("openinference.span.kind") in _FOREIGN_LLM_KINDS or attrs.get("llm.request.type") \
            or attrs.get(sc.GEN_AI_OPERATION_NAME) in _GENAI_OPERATIONS \
            or any(key in attrs for key in _FOREIGN_MODEL_KEYS):
        return span
    return None


# the owner's values stay for these when we record on another instrumentation's LLM span
_OWNER_ATTRIBUTES = (sc.GEN_AI_OPERATION_NAME, sc.GEN_AI_PROVIDER_NAME, sc.GEN_AI_REQUEST_MODEL)


class _Call(TracedCall):
    """One traced litellm call: our span, or our declarations on a foreign LLM span."""

    def __init__(self, function: str, args: tuple, kwargs: dict):
        super().__init__(None, args, kwargs)
        self.embedding = function in EMBEDDING_FUNCTIONS
        self.model = kwargs.get("model", args[0] if args else None)
        self.stream = bool(kwargs.get("stream"))
        kind = sc.KIND_EMBED if self.embedding else sc.KIND_GENERATE
        operation = sc.OP_EMBEDDINGS if self.embedding else sc.OP_CHAT
        attrs = {sc.GEN_AI_REQUEST_MODEL: str(self.model)} if self.model else {}
        inputs: list = []
        self.context: list = []
        if self.embedding:
            self.messages = kwargs.get("input", args[1] if len(args) > 1 else None)
        else:
            self.messages = kwargs.get("messages", args[1] if len(args) > 1 else None)
            prompt = genai_content.prompt_text(self.messages)
            if prompt:
                inputs.append(Variable("prompt:" + capture.content_hash(prompt)[7:], prompt, kind="prompt"))
            system = prompt_vars.system_text(self.messages)
            if system:  # the app's instructions (its QA/system prompt), one stable variable per prompt id
                name = prompt_vars.litellm_prompt_id(kwargs.get("metadata"))
                inputs.append(prompt_vars.prompt_variable(name, system))
            trace_id = self._trace_id()
            for item in retrieval_cache.in_prompt(trace_id, prompt):
                self.context.append(item)
                inputs.append(Variable(item.var_id, item.text, kind=item.kind, version=item.version or None,
                                       relation=sc.REL_CONTEXT_OF, producer=(item.trace_id, item.span_id),
                                       hash=item.hash or None))
        self.op = Operation(kind, f"litellm.{function}", system="litellm", operation_name=operation,
                            provider=_provider(self.model, kwargs), attributes=attrs, inputs=inputs,
                            span_kind=SpanKind.CLIENT, span_name=f"{operation} {self.model}" if self.model else None)
        self.adopted = False
        self._nested_token = None

    @staticmethod
    def _trace_id() -> str:
        ctx = trace.get_current_span().get_span_context()
        return format(ctx.trace_id, "032x") if ctx.is_valid else ""

    def start(self) -> None:
        foreign = _foreign_llm_span()
        if foreign is not None:
            self.op.adopt(foreign, keep_attributes=_OWNER_ATTRIBUTES, attach=False)
            self.adopted = True
        else:
            self.op.start()
        if self.op.recording:  # an instrumentation of the SDK litellm calls would record the same call again
            self._nested_token = nested_llm.enter()
        if not self.embedding:
            genai_content.set_input_messages(self.op, self.messages)

    def finish(self, result: Any) -> None:
        op = self.op
        if not op.recording:
            return
        if self.embedding:
            data = _get(result, "data") or []
            first = data[0] if data else None
            vector = _get(first, "embedding") if first is not None else None
            if isinstance(vector, list):
                op.set_attribute(sc.GEN_AI_EMBEDDINGS_DIMENSION_COUNT, len(vector))
        usage = _get(result, "usage")
        if usage is not None:
            op.set_attribute(sc.GEN_AI_USAGE_INPUT_TOKENS, _get(usage, "prompt_tokens"))
            if not self.embedding:
                op.set_attribute(sc.GEN_AI_USAGE_OUTPUT_TOKENS, _get(usage, "completion_tokens"))
        if not self.adopted:
            if not _provider(self.model, {}):
                hidden = getattr(result, "_hidden_params", None)
                if isinstance(hidden, dict):
                    op.set_attribute(sc.GEN_AI_PROVIDER_NAME, hidden.get("custom_llm_provider"))
            op.set_attribute(sc.GEN_AI_RESPONSE_MODEL, _get(result, "model"))
            op.set_attribute(sc.GEN_AI_RESPONSE_ID, _get(result, "id"))
        if self.embedding or self.stream:
            return
        choices = _get(result, "choices") or []
        reasons = [str(_get(c, "finish_reason")) for c in choices if _get(c, "finish_reason")]
        if reasons and not self.adopted:
            op.set_attribute(sc.GEN_AI_RESPONSE_FINISH_REASONS, reasons)
        text = _get(_get(choices[0], "message"), "content") if choices else None
        if text is None:
            return
        genai_content.set_output_text(op, text, reasons[0] if reasons else None)
        op.output("answer:" + op.span_id, text, kind="answer", change=sc.CHANGE_DERIVE,
                  source_ids=[item.var_id for item in self.context])

    def end(self, exc: Optional[BaseException] = None) -> None:
        nested_llm.leave(self._nested_token)
        self._nested_token = None
        self.op.end(exc)  # on an adopted span, the foreign instrumentation records the error and ends it


def _should_trace() -> bool:
    return is_instrumentation_enabled() and not inside_traced_llm_call()


def make_wrapper(function: str, original: Any) -> Any:
    """A plain function standing in for ``litellm.<function>`` (callers reach it through the module)."""
    traced = call_wrapper(lambda wrapped, instance, args, kwargs: _Call(function, args, kwargs),
                          f"litellm.{function}", enabled=_should_trace, check_binds="never")
    if inspect.iscoroutinefunction(original):
        @functools.wraps(original)
        async def async_wrapper(*args, **kwargs):
            return await traced(original, None, args, kwargs)

        wrapper = async_wrapper
    else:
        @functools.wraps(original)
        def sync_wrapper(*args, **kwargs):
            return traced(original, None, args, kwargs)

        wrapper = sync_wrapper
    setattr(wrapper, _MARK, True)
    return wrapper


def _openinference_originals(current: Any) -> Optional[dict]:
    """OpenInference's litellm wrappers call ``LiteLLMInstrumentor.original_litellm_funcs[name]``."""
    if not getattr(current, "is_wrapper", False):
        return None
    owner = getattr(current, "__self__", None)
    originals = getattr(owner, "original_litellm_funcs", None)
    return originals if isinstance(originals, dict) else None


class LiteLLMInstrumentor(MemtraceInstrumentor):
    _instruments = ("litellm >= 1.60",)
    trigger_module = "litellm"
    extra = "litellm"

    def wrap_points(self) -> list[WrapTarget]:
        return [WrapTarget("litellm", function) for function in CHAT_FUNCTIONS + EMBEDDING_FUNCTIONS]

    def configure(self, **kwargs: Any) -> None:
        # module attributes, not methods: replaced by plain functions (callers reach them through the module)
        import litellm

        self._installed: dict = {}  # function -> (our wrapper, what it calls)
        for function in CHAT_FUNCTIONS + EMBEDDING_FUNCTIONS:
            current = getattr(litellm, function, None)
            if current is None:
                log_once("drift.litellm." + function, "memtrace: litellm.%s not found in the installed library; "
                         "not wrapped (its calls are not traced: the library's API changed?)", function,
                         exc_info=False)
                continue
            if getattr(current, _MARK, False):
                continue
            originals = _openinference_originals(current)
            owner = originals if originals is not None and function in originals else litellm
            original = owner[function] if owner is originals else current
            try:
                wrapper = self.bind_function(make_wrapper(function, original))
                self.replace(owner, function, wrapper)
                self._installed[function] = (wrapper, original)
            except Exception:
                log_once("litellm.wrap." + function, "memtrace: could not wrap litellm.%s", function)

    def unconfigure(self) -> None:
        import litellm

        for function, (wrapper, original) in getattr(self, "_installed", {}).items():
            if getattr(litellm, function, None) is wrapper:  # OpenInference restored our wrapper meanwhile
                setattr(litellm, function, original)
        self._installed = {}


__all__ = ["LiteLLMInstrumentor", "make_wrapper"]
