"""Wrapping a method on a base class *and* on every loaded subclass that overrides it, exactly once each.

Memory libraries ship concrete classes that override the base's public methods (LangGraph's
``AsyncBatchedBaseStore``, LangChain's ``InMemoryChatMessageHistory``): wrapping only the base misses them, and
wrapping by attribute lookup on each subclass would wrap the inherited base method twice. So we walk
``__subclasses__()`` and wrap a method only on the classes whose own ``__dict__`` defines it, remembering the exact
original object so uninstrument puts back what was there (classes defined inside functions included).
Subclasses defined *after* ``instrument()`` that override a method are not wrapped (their inherited methods are).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Iterator, Optional

from wrapt import FunctionWrapper

from ..guard import log_once
from .base import MemtraceInstrumentor

logger = logging.getLogger("memtrace_otel")


def subclasses(base: type) -> Iterator[type]:
    """``base`` and every class currently derived from it, each once."""
    seen: set[type] = set()
    stack = [base]
    while stack:
        cls = stack.pop()
        if cls in seen:
            continue
        seen.add(cls)
        yield cls
        try:
            stack.extend(cls.__subclasses__())
        except TypeError:  # type.__subclasses__ needs an argument
            continue


def defining_classes(base: type, methods: Iterable[str]) -> list[tuple[type, str]]:
    """(class, method) for every class in ``base``'s hierarchy whose own body defines ``method``."""
    names = tuple(methods)
    return [(cls, name) for cls in subclasses(base) for name in names if name in vars(cls)]


@dataclass(frozen=True)
class AttrTarget:
    """Replace ``owner.name`` (a class or a module) with a wrapt ``FunctionWrapper`` around it."""

    owner: Any
    name: str
    wrapper: Callable  # wrapt wrapper(wrapped, instance, args, kwargs)


class OverrideInstrumentor(MemtraceInstrumentor):
    """An instrumentor whose targets are objects (classes found by walking a hierarchy, modules), not import paths."""

    def targets(self) -> list:
        return []

    def attr_targets(self) -> list[AttrTarget]:  # pragma: no cover - every subclass overrides
        raise NotImplementedError

    def _instrument(self, **kwargs: Any) -> None:
        super()._instrument(**kwargs)
        self._patched: list[tuple[Any, str, Any, Any]] = []  # (owner, name, original, installed wrapper)
        self._active = True
        done: set[tuple[int, str]] = set()
        for target in self.attr_targets():
            key = (id(target.owner), target.name)
            if key in done:
                continue
            done.add(key)
            self._patch(target)

    def _patch(self, target: AttrTarget) -> None:
        owner, name = target.owner, target.name
        try:
            original = vars(owner)[name]
        except (KeyError, TypeError):
            logger.debug("memtrace: %r has no own attribute %s; not wrapped", owner, name)
            return
        if isinstance(original, FunctionWrapper):  # already ours or someone else's: never stack wrappers
            return
        try:
            installed = FunctionWrapper(original, self.bind(self._guarded(target.wrapper)))
            setattr(owner, name, installed)
            self._patched.append((owner, name, original, installed))
        except Exception:
            log_once(f"wrap.{owner!r}.{name}", "memtrace: could not wrap %r.%s", owner, name)

    def _guarded(self, wrapper: Callable) -> Callable:
        """Pass straight through once uninstrumented: a wrapper someone stacked on ours keeps ours in the chain."""

        def guarded(wrapped, instance, args, kwargs):
            if not self._active:
                return wrapped(*args, **kwargs)
            return wrapper(wrapped, instance, args, kwargs)

        return guarded

    def _uninstrument(self, **kwargs: Any) -> None:
        self._active = False
        for owner, name, original, installed in reversed(getattr(self, "_patched", [])):
            try:
                if vars(owner).get(name) is installed:
                    setattr(owner, name, original)
                else:  # someone wrapped on top of ours: leave their wrapper, ours now passes through
                    logger.debug("memtrace: %r.%s was re-wrapped by someone else; left in place", owner, name)
            except Exception:
                log_once(f"unwrap.{owner!r}.{name}", "memtrace: could not unwrap %r.%s", owner, name)
        self._patched = []
        super()._uninstrument(**kwargs)

    @staticmethod
    def import_class(module: str, qualname: str) -> Optional[type]:
        from .base import resolve

        obj = resolve(module, qualname)
        return obj if isinstance(obj, type) else None
