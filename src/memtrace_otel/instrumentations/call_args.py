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


def with_argument(wrapped: Callable, args: tuple, kwargs: dict, name: str, value: Any) -> tuple[tuple, dict]:
    """``(args, kwargs)`` with parameter ``name`` set to ``value``, every other argument as the caller passed it."""
    sig = signature(wrapped)
    if sig is None or name not in sig.parameters:
        return args, {**kwargs, name: value}
    bound = sig.bind(*args, **kwargs)
    bound.arguments[name] = value
    return bound.args, bound.kwargs


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
