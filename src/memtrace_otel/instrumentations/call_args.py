"""Arguments of a wrapped call, checked and rewritten the way the library itself would bind them.

An instrumentation must never change what the library validates or raises: a call whose arguments do not bind to
the method's signature goes straight to the library (which raises its own ``TypeError``, at call time even for a
coroutine function), and a rewritten argument keeps every other argument where the caller put it (positional or
keyword, ``**kwargs`` included).
"""

from __future__ import annotations

import inspect
from typing import Any, Callable, Optional

_SIGNATURES: dict[Any, Optional[inspect.Signature]] = {}


def signature(wrapped: Callable) -> Optional[inspect.Signature]:
    """The signature callers bind to (``self`` excluded for a bound method), cached per function; None if unknown."""
    func = getattr(wrapped, "__func__", wrapped)
    bound_method = func is not wrapped
    key = (func, bound_method)
    try:
        return _SIGNATURES[key]
    except (KeyError, TypeError):
        pass
    try:
        sig: Optional[inspect.Signature] = inspect.signature(wrapped)
    except (TypeError, ValueError):
        sig = None
    try:
        _SIGNATURES[key] = sig
    except TypeError:  # unhashable callable
        pass
    return sig


_BINDS: dict[Any, bool] = {}  # (function, bound method, positional count, keyword names) -> binds
_BINDS_MAX = 4096


def binds(wrapped: Callable, args: tuple, kwargs: dict) -> bool:
    """Whether ``wrapped(*args, **kwargs)`` gets past argument binding (True when the signature is unknown).

    Binding succeeds or fails on the shape of the call alone (how many positional arguments, which keyword names),
    never on the values, so the answer is cached per shape: the same call site asks ``Signature.bind`` once."""
    func = getattr(wrapped, "__func__", wrapped)
    key = (func, func is not wrapped, len(args), tuple(kwargs) if kwargs else ())
    try:
        return _BINDS[key]
    except KeyError:
        pass
    except TypeError:  # unhashable callable
        key = None
    sig = signature(wrapped)
    ok = True
    if sig is not None:
        try:
            sig.bind(*args, **kwargs)
        except TypeError:
            ok = False
    if key is not None and len(_BINDS) < _BINDS_MAX:
        _BINDS[key] = ok
    return ok


class _Slot:
    """Where an argument of a rewritten call comes from: the caller's positional ``index``, keyword ``key``, or
    (neither) the new value."""

    __slots__ = ("index", "key")

    def __init__(self, index: int = -1, key: Any = None):
        self.index, self.key = index, key


_REWRITES: dict[Any, Any] = {}  # (function, bound method, positional count, keyword names, name) -> rewrite plan
_REWRITES_MAX = 4096


def _rewrite_plan(sig: inspect.Signature, n_args: int, keys: tuple, name: str) -> tuple[tuple, tuple]:
    """How ``Signature.bind`` then ``arguments[name] = value`` rearranges a call of this shape into
    ``(bound.args, bound.kwargs)``: which slots each output position and keyword takes. Binding depends on the
    shape alone (how many positional arguments, which keyword names), never on the values, so the plan is found
    once with placeholders and replayed. Raises TypeError when the shape does not bind."""
    placeholders = [_Slot(index=i) for i in range(n_args)]
    keyed = {k: _Slot(key=k) for k in keys}
    bound = sig.bind(*placeholders, **keyed)
    bound.arguments[name] = _Slot()
    return tuple(bound.args), tuple(bound.kwargs.items())


def with_argument(wrapped: Callable, args: tuple, kwargs: dict, name: str, value: Any) -> tuple[tuple, dict]:
    """``(args, kwargs)`` with parameter ``name`` set to ``value``, every other argument as the caller passed it
    (as ``Signature.bind`` arranges them: ``bound.args`` and ``bound.kwargs``)."""
    sig = signature(wrapped)
    if sig is None or name not in sig.parameters:
        return args, {**kwargs, name: value}
    if sig.parameters[name].kind in (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD):
        bound = sig.bind(*args, **kwargs)
        bound.arguments[name] = value
        return bound.args, bound.kwargs
    func = getattr(wrapped, "__func__", wrapped)
    key = (func, func is not wrapped, len(args), tuple(kwargs) if kwargs else (), name)
    try:
        plan = _REWRITES.get(key)
    except TypeError:  # unhashable callable or keyword name
        key, plan = None, None
    if plan is None:
        plan = _rewrite_plan(sig, len(args), tuple(kwargs), name)
        if key is not None and len(_REWRITES) < _REWRITES_MAX:
            _REWRITES[key] = plan
    out_args, out_kwargs = plan
    return (tuple(value if s.index < 0 and s.key is None else args[s.index] if s.index >= 0 else kwargs[s.key]
                  for s in out_args),
            {k: value if s.index < 0 and s.key is None else args[s.index] if s.index >= 0 else kwargs[s.key]
             for k, s in out_kwargs})


def arguments(wrapped: Callable, args: tuple, kwargs: dict) -> Optional[dict]:
    """Parameter name -> value as the library binds them (``**kwargs`` merged in); None if they do not bind."""
    sig = signature(wrapped)
    if sig is None:
        return None
    try:
        bound = sig.bind(*args, **kwargs)
    except TypeError:
        return None
    out = {}
    for name, value in bound.arguments.items():
        if sig.parameters[name].kind is inspect.Parameter.VAR_KEYWORD:
            out.update(value)
        else:
            out[name] = value
    return out
