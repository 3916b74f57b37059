"""Mem0 instrumentation (mem0ai 1.x and 2.x; Memory, AsyncMemory, MemoryClient, AsyncMemoryClient).

Public calls become ``gen_ai.memory`` operations (add -> upsert_memory, search/get/get_all/history ->
search_memory, update -> update_memory, delete/delete_all/reset -> delete_memory); what mem0 does inside becomes
child operations (see :mod:`.phases`). Provider classes (LLM, embedder, vector store, reranker) are wrapped where
their methods are defined, for every class already loaded and for the classes of each Memory created later.
mem0's own telemetry is left as the user set it.
"""

from __future__ import annotations

import contextvars
import inspect
import logging
import threading
from typing import Any

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


# mem0 methods that exist only in some supported versions (1.x or 2.x)
_VERSION_SPECIFIC = {"_compute_entity_boosts", "_compute_entity_boosts_async", "score_and_rank",
                     "batch_add_history"}


class Mem0Instrumentor(MemtraceInstrumentor):
    _instruments = ("mem0ai >= 1.0.11",)
    trigger_module = "mem0"
    extra = "mem0"

    def targets(self) -> list[WrapTarget]:
        targets = []

        def seam(module: str, name: str, begin) -> None:
            targets.append(WrapTarget(module, name, wrapper=seam_wrapper(begin, f"{module}.{name}"),
                                      optional=name.rpartition(".")[2] in _VERSION_SPECIFIC))

        for cls in ("Memory", "AsyncMemory"):
            for method in PUBLIC_OPS:
                seam(MAIN, f"{cls}.{method}", begin_public(method))
            seam(MAIN, f"{cls}._create_memory", phases.begin_create_memory)
            seam(MAIN, f"{cls}._update_memory", phases.begin_update_memory)
            seam(MAIN, f"{cls}._delete_memory", phases.begin_delete_memory)
            seam(MAIN, f"{cls}._compute_entity_boosts", phases.begin_entity_boost)
            seam(MAIN, f"{cls}._compute_entity_boosts_async", phases.begin_entity_boost)
            targets.append(WrapTarget(MAIN, f"{cls}.__init__", wrapper=self._init_wrapper))
        for cls in ("MemoryClient", "AsyncMemoryClient"):
            for method in CLIENT_METHODS:
                seam(CLIENT, f"{cls}.{method}", begin_public(method, client=True))
        seam(STORAGE, "SQLiteManager.add_history", phases.begin_history(batch=False))
        seam(STORAGE, "SQLiteManager.batch_add_history", phases.begin_history(batch=True))
        seam(MAIN, "score_and_rank", phases.begin_score_and_rank)
        targets.append(WrapTarget("concurrent.futures", "ThreadPoolExecutor.submit", wrapper=_submit_wrapper))
        for index, (module, base, _) in enumerate(PROVIDER_SEAMS):
            base_cls = resolve(module, base)
            if base_cls is not None:
                for sub in _all_subclasses(base_cls):
                    targets += self._provider_targets(sub, index)
        return targets

    def configure(self, **kwargs: Any) -> None:
        self._seam_lock = threading.Lock()
        st.SETTINGS["v1"] = _mem0_major() == 1

    def _init_wrapper(self, wrapped, instance, args, kwargs):
        result = wrapped(*args, **kwargs)
        try:
            for attr, index in INSTANCE_SEAMS.items():
                provider = getattr(instance, attr, None)
                if provider is not None:
                    with self._seam_lock:
                        for target in self._provider_targets(type(provider), index):
                            self.wrap(target)
        except Exception:
            log_once("mem0.init_seams", "memtrace: could not wrap mem0 provider classes (logged once)")
        return result

    def _provider_targets(self, cls: type, index: int) -> list[WrapTarget]:
        """Each seam method where it is defined along ``cls``'s MRO, once."""
        _, _, methods = PROVIDER_SEAMS[index]
        targets = []
        for method, begin in methods.items():
            owner = next((c for c in cls.__mro__ if method in c.__dict__), None)
            if owner is None or owner is object or self.wrapped_here(owner, method):
                continue
            if not inspect.isfunction(owner.__dict__[method]):
                continue  # already wrapped by someone else, a property, ...
            targets.append(WrapTarget(owner, method, wrapper=seam_wrapper(begin, f"{owner.__qualname__}.{method}"),
                                      own=True))
        return targets


__all__ = ["Mem0Instrumentor"]
