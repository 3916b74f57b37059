"""Mem0 instrumentation (mem0ai 1.x and 2.x; Memory, AsyncMemory, MemoryClient, AsyncMemoryClient).

Public calls become ``gen_ai.memory`` operations (add -> upsert_memory, search/get/get_all/history ->
search_memory, update -> update_memory, delete/delete_all/reset -> delete_memory); what mem0 does inside becomes
child operations (see :mod:`.phases`). Provider classes (LLM, embedder, vector store, reranker) are wrapped where
their methods are defined, for every class already loaded and for the classes of each Memory created later.
mem0's own telemetry is left as the user set it.
"""

from __future__ import annotations

import contextvars
import importlib
import inspect
import logging
import threading
from typing import Any

from opentelemetry.instrumentation.utils import unwrap
from wrapt import wrap_function_wrapper

from ...guard import log_once
from ..base import MemtraceInstrumentor, WrapTarget, resolve
from . import phases, state as st
from .calls import seam_wrapper
from .public import PUBLIC_OPS, begin_public

logger = logging.getLogger("memtrace_otel")

MAIN = "mem0.memory.main"
CLIENT = "mem0.client.main"
STORAGE = "mem0.memory.storage"

# provider seams: (base class module, base class, {method: begin})
PROVIDER_SEAMS = (
    ("mem0.llms.base", "LLMBase", {"generate_response": phases.begin_llm}),
    ("mem0.embeddings.base", "EmbeddingBase", {"embed": phases.begin_embed("embed"),
                                               "embed_batch": phases.begin_embed("embed_batch")}),
    ("mem0.vector_stores.base", "VectorStoreBase", {
        "search": phases.begin_store_search, "keyword_search": phases.begin_keyword_search,
        "insert": phases.begin_insert, "update": phases.begin_update, "delete": phases.begin_delete,
        "get": phases.begin_store_observe, "list": phases.begin_store_observe}),
    ("mem0.reranker.base", "BaseReranker", {"rerank": phases.begin_rerank}),
)
# instance attribute of Memory -> index in PROVIDER_SEAMS
INSTANCE_SEAMS = {"llm": 0, "embedding_model": 1, "vector_store": 2, "reranker": 3}
CLIENT_METHODS = ("add", "search", "get", "get_all", "update", "delete", "delete_all", "history", "reset")


def _mem0_major() -> int:
    try:
        from importlib.metadata import version

        return int(version("mem0ai").split(".")[0])
    except Exception:
        return 2


def _all_subclasses(cls: type) -> list:
    found, todo = [], [cls]
    while todo:
        for sub in todo.pop().__subclasses__():
            if sub not in found:
                found.append(sub)
                todo.append(sub)
    return found


def _submit_wrapper(wrapped, instance, args, kwargs):
    """mem0 1.x runs add/search/get_all bodies in a ThreadPoolExecutor: inside a mem0 call, the submitted
    function runs in a copy of the caller's context so its phase spans are children, not orphans."""
    if not args or st.CALL.get() is None:
        return wrapped(*args, **kwargs)
    return wrapped(contextvars.copy_context().run, *args, **kwargs)


class Mem0Instrumentor(MemtraceInstrumentor):
    _instruments = ("mem0ai >= 1.0.11",)

    def targets(self) -> list[WrapTarget]:
        return []  # mem0 seams need argument rewriting and context; see _instrument

    def _wrap(self, module: Any, name: str, wrapper) -> bool:
        try:
            wrap_function_wrapper(module, name, self.bind(wrapper))
        except Exception:
            log_once(f"wrap.mem0.{name}", "memtrace: could not wrap %s", name)
            return False
        return True

    def _wrap_named(self, module: str, name: str, begin) -> None:
        if resolve(module, name) is None:
            logger.debug("memtrace: %s.%s not found; not wrapped", module, name)
            return
        if self._wrap(module, name, seam_wrapper(begin, f"{module}.{name}")):
            self._wrapped.append((module, name))

    def _instrument(self, **kwargs: Any) -> None:
        self._wrapped = []
        self._class_seams: list = []  # (owner class, method) wrapped at runtime
        self._seam_lock = threading.Lock()
        st.SETTINGS["v1"] = _mem0_major() == 1
        for cls in ("Memory", "AsyncMemory"):
            for method in PUBLIC_OPS:
                self._wrap_named(MAIN, f"{cls}.{method}", begin_public(method))
            self._wrap_named(MAIN, f"{cls}._create_memory", phases.begin_create_memory)
            self._wrap_named(MAIN, f"{cls}._update_memory", phases.begin_update_memory)
            self._wrap_named(MAIN, f"{cls}._delete_memory", phases.begin_delete_memory)
            self._wrap_named(MAIN, f"{cls}._compute_entity_boosts", phases.begin_entity_boost)
            self._wrap_named(MAIN, f"{cls}._compute_entity_boosts_async", phases.begin_entity_boost)
            if resolve(MAIN, f"{cls}.__init__") is not None and self._wrap(MAIN, f"{cls}.__init__",
                                                                           self._init_wrapper):
                self._wrapped.append((MAIN, f"{cls}.__init__"))
        for cls in ("MemoryClient", "AsyncMemoryClient"):
            for method in CLIENT_METHODS:
                self._wrap_named(CLIENT, f"{cls}.{method}", begin_public(method, client=True))
        self._wrap_named(STORAGE, "SQLiteManager.add_history", phases.begin_history(batch=False))
        self._wrap_named(STORAGE, "SQLiteManager.batch_add_history", phases.begin_history(batch=True))
        self._wrap_named(MAIN, "score_and_rank", phases.begin_score_and_rank)
        if self._wrap("concurrent.futures", "ThreadPoolExecutor.submit", _submit_wrapper):
            self._wrapped.append(("concurrent.futures", "ThreadPoolExecutor.submit"))
        for index, (module, base, _) in enumerate(PROVIDER_SEAMS):
            base_cls = resolve(module, base)
            if base_cls is not None:
                for sub in _all_subclasses(base_cls):
                    self._wrap_provider(sub, index)

    def _init_wrapper(self, wrapped, instance, args, kwargs):
        result = wrapped(*args, **kwargs)
        try:
            for attr, index in INSTANCE_SEAMS.items():
                provider = getattr(instance, attr, None)
                if provider is not None:
                    self._wrap_provider(type(provider), index)
        except Exception:
            log_once("mem0.init_seams", "memtrace: could not wrap mem0 provider classes (logged once)")
        return result

    def _wrap_provider(self, cls: type, index: int) -> None:
        """Wrap each seam method where it is defined along ``cls``'s MRO, once."""
        _, _, methods = PROVIDER_SEAMS[index]
        with self._seam_lock:
            for method, begin in methods.items():
                owner = next((c for c in cls.__mro__ if method in c.__dict__), None)
                if owner is None or owner is object or (owner, method) in self._class_seams:
                    continue
                if not inspect.isfunction(owner.__dict__[method]):
                    continue  # already wrapped by someone else, a property, ...
                if self._wrap(owner, method, seam_wrapper(begin, f"{owner.__qualname__}.{method}")):
                    self._class_seams.append((owner, method))

    def _uninstrument(self, **kwargs: Any) -> None:
        for owner, method in reversed(getattr(self, "_class_seams", [])):
            try:
                unwrap(owner, method)
            except Exception:
                log_once(f"unwrap.mem0.{owner.__qualname__}.{method}", "memtrace: could not unwrap %s.%s",
                         owner.__qualname__, method)
        self._class_seams = []
        super()._uninstrument(**kwargs)


__all__ = ["Mem0Instrumentor"]
