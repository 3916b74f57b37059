"""OTLP span kind and status code numbers and names, mapped to the names :class:`SpanRecord` uses."""

from __future__ import annotations

# SpanRecord uses the SDK's enum member names (SpanKind.CLIENT.name == "CLIENT").
KIND_BY_NUMBER = {0: "UNSPECIFIED", 1: "INTERNAL", 2: "SERVER", 3: "CLIENT", 4: "PRODUCER", 5: "CONSUMER"}
STATUS_BY_NUMBER = {0: "UNSET", 1: "OK", 2: "ERROR"}

KIND_BY_NAME = {"SPAN_KIND_" + name: name for name in KIND_BY_NUMBER.values()}
KIND_BY_NAME.update({name: name for name in KIND_BY_NUMBER.values()})
STATUS_BY_NAME = {"STATUS_CODE_" + name: name for name in STATUS_BY_NUMBER.values()}
STATUS_BY_NAME.update({name: name for name in STATUS_BY_NUMBER.values()})


def kind_name(value: object) -> str | None:
    """``2``, ``"2"``, ``"SPAN_KIND_SERVER"`` or ``"server"`` -> ``"SERVER"``; ``None`` when unknown."""
    return _lookup(value, KIND_BY_NUMBER, KIND_BY_NAME)


def status_name(value: object) -> str | None:
    """``2``, ``"STATUS_CODE_ERROR"`` or ``"error"`` -> ``"ERROR"``; ``None`` when unknown."""
    return _lookup(value, STATUS_BY_NUMBER, STATUS_BY_NAME)


def _lookup(value: object, by_number: dict[int, str], by_name: dict[str, str]) -> str | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return by_number.get(value)
    if isinstance(value, str):
        if value.isdigit():
            return by_number.get(int(value))
        return by_name.get(value.upper())
    return None
