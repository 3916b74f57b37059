"""Wrapping a method on a base class *and* on every loaded subclass that overrides it, exactly once each.

Memory libraries ship concrete classes that override the base's public methods (LangGraph's
``AsyncBatchedBaseStore``, LangChain's ``InMemoryChatMessageHistory``): wrapping only the base misses them, and
wrapping by attribute lookup on each subclass would wrap the inherited base method twice. So we walk
``__subclasses__()`` and wrap a method only on the classes whose own ``__dict__`` defines it, the base
(:class:`~.base.MemtraceInstrumentor`) remembers the exact original object so uninstrument puts back what was there
(classes defined inside functions included).
Subclasses defined *after* ``instrument()`` that override a method are not wrapped (their inherited methods are).
"""

from __future__ import annotations

import importlib
from typing import Callable, Iterable, Iterator, Mapping, Optional

from .base import AttrTarget, WrapTarget, resolve


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


def import_class(module: str, qualname: str) -> Optional[type]:
    """The class ``module.qualname`` if the installed library has it, else None."""
    obj = resolve(module, qualname)
    return obj if isinstance(obj, type) else None


def import_modules(*modules: str) -> None:
    """Load the modules whose classes override the base's methods, so walking the hierarchy finds them."""
    for module in modules:
        try:
            importlib.import_module(module)
        except Exception:
            continue


def override_targets(base: type, wrappers: Mapping[str, Callable]) -> list[WrapTarget]:
    """A target for every class in ``base``'s hierarchy whose own body defines one of ``wrappers``' methods."""
    return [AttrTarget(cls, method, wrappers[method]) for cls, method in defining_classes(base, wrappers)]
