"""Tool calls and JSON-schema outputs for the local model, derived from the conversation a request carries.

A library that asks its model for tool calls (LangMem through trustcall: ``tools`` + ``tool_choice``) or for a
structured output (Graphiti: ``response_format={"type": "json_schema", ...}``) gets an answer that is valid for the
schema it sent and made of the request's own content, the same way every time. Nothing here knows a library: the
answer follows the schema and a few written-down rules.

**Content units.** What the request asks to process, one unit per line: the text of its non-system messages; when
that text marks sections with tags (``<CURRENT_MESSAGE>...</CURRENT_MESSAGE>``, ``<session_...>``), only the
sections whose tag does not name earlier or surrounding material (previous, existing, history, context, example,
type, schema, entities, fact, reference, time, instruction, summary, attribute, guideline, candidate) and that hold
text. Separator lines (``=== Human Message
===``) are not units. The policy may leave units out (``keep``: the ExtractionError fault of the benchmarks).

**Filling a schema** (``$ref``/``$defs``, ``anyOf``/``oneOf`` with null, objects, arrays, scalars):

- an array of objects at the top of the answer holds one item per unit, when an item can be made from a unit
  alone; an item that must *point at* something the model was shown (a required integer id or index, e.g.
  ``NodeDuplicate.id``; a required string ``json_doc_id``) cannot, and the array is empty: the model finds
  nothing to resolve, merge or delete (a ``..._type_id`` is a classification, the first type; an id whose
  description offers -1 for "none" is -1). An array of strings holds the units; an array of numbers is empty;
- a string is, by its field name: a *name* (``name``, ``..._name``) -> who the unit is about: its speaker label
  (``Caroline`` of ``[8 May 2023] Caroline: ...``), else its first capitalised word; a *date* (``format: date`` or
  ``date-time``, ``..._at``, ``date``, ``time``) -> the unit's date (``[8 May 2023]``) as ISO 8601 with ``Z``, else
  null when allowed (an end date, ``invalid...`` / ``expire...`` / ``...end...``, is null when allowed: a line
  says when something was said or began, not when it stopped being true); a *relation or type* (``relation...``, ``..._type``, or a description asking for
  SCREAMING_SNAKE_CASE) -> ``STATES``; an ``enum`` -> its first value; anything else (fact, content, text,
  summary, ...) -> the unit verbatim; outside an item (one answer for the whole request) the units joined;
  identical items are listed once;
- an integer is its ``default``, else -1 when its description gives -1 as "none", else its ``minimum``, else 0; a
  number 0.0; a boolean its default or false; an optional field with a default keeps the default.

**Tool calls.** The tools that can be called from a unit alone (no required reference field, as above) are the
*recording* tools; one call of the first of them (or of the tool ``tool_choice`` names) per unit. Editing tools
(``PatchDoc``, ``RemoveDoc``: they need the id of an existing document) are never called: the stand-in records what
it was told and changes nothing it was shown. No unit, no call.
"""

from __future__ import annotations

import re
from datetime import datetime
from typing import Any, Callable, Iterable, Optional, Sequence

from memtrace_otel.local_model.prompts import message_text
from memtrace_otel.text.labels import speaker

_SECTION = re.compile(r"<([A-Za-z_][\w \-]*?)(?:\s[^<>]*)?>\s*\n?(.*?)\n?\s*</\1>", re.S)
_SKIP_TAG = re.compile(r"previous|existing|history|context|example|type|schema|entit|fact|reference|time|"
                       r"instruction|summar|attribute|guideline|candidate", re.I)
_SEPARATOR = re.compile(r"^[\s=\-_*#~]*$|^\s*=+[^=]*=+\s*$")
_DATE = re.compile(r"(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})")
_MONTHS = {m: i for i, m in enumerate(("january", "february", "march", "april", "may", "june", "july", "august",
                                        "september", "october", "november", "december"), 1)}
_CAPITAL = re.compile(r"\b([A-Z][a-z][\w'-]*)")
_REFERENCE = re.compile(r"(?:^|_)(?:id|idx|index|indices|ids)$", re.I)
RELATION = "STATES"

Keep = Callable[[str], bool]


# ---------------------------------------------------------------------------------------------------- content
def content_units(messages: Sequence[dict], keep: Optional[Keep] = None) -> list[str]:
    """The lines the request asks to process (see the module doc), those ``keep`` keeps."""
    text = "\n".join(message_text(m) for m in messages if m.get("role") != "system")
    sections = [(tag, body) for tag, body in _SECTION.findall(text)]
    if sections:
        chosen = [body for tag, body in sections if not _SKIP_TAG.search(tag) and body.strip()]
        text = "\n".join(chosen) if chosen else ""
    units = [ln.strip() for ln in text.splitlines() if ln.strip() and not _SEPARATOR.match(ln)]
    units = list(dict.fromkeys(units))
    return [u for u in units if keep is None or keep(u)]


def name_of(unit: str) -> str:
    """Who or what a unit is about: its speaker label, else its first capitalised word, else its first words."""
    who = speaker(unit)
    if who:
        return who.strip()
    found = _CAPITAL.findall(re.sub(r"^\s*(?:[\[(][^\])]*[\])]\s*)*", "", unit))
    found = [w for w in found if w not in ("I", "I'm", "The", "A", "An", "We", "My")]
    return found[0] if found else " ".join(unit.split()[:3])


def date_of(unit: str) -> Optional[str]:
    """The unit's date (``8 May 2023`` / ``[8 May 2023]``) as ``2023-05-08T00:00:00Z``, or None."""
    m = _DATE.search(unit or "")
    month = _MONTHS.get(m.group(2).lower()) if m else None
    if not m or not month:
        return None
    try:
        return datetime(int(m.group(3)), month, int(m.group(1))).strftime("%Y-%m-%dT%H:%M:%SZ")
    except ValueError:
        return None


# ---------------------------------------------------------------------------------------------------- schemas
class _Schema:
    def __init__(self, root: dict):
        self.defs = {**(root.get("definitions") or {}), **(root.get("$defs") or {})}

    def resolve(self, schema: Any) -> dict:
        seen = 0
        while isinstance(schema, dict) and "$ref" in schema and seen < 20:
            schema = self.defs.get(str(schema["$ref"]).rsplit("/", 1)[-1], {})
            seen += 1
        return schema if isinstance(schema, dict) else {}

    def variants(self, schema: dict) -> tuple[list[dict], bool]:
        """The non-null alternatives of a schema and whether null is allowed."""
        schema = self.resolve(schema)
        options = schema.get("anyOf") or schema.get("oneOf")
        if not options:
            types = schema.get("type")
            if isinstance(types, list):
                return ([{**schema, "type": t} for t in types if t != "null"], "null" in types)
            return [schema], schema.get("type") == "null"
        alts = [self.resolve(o) for o in options]
        return [a for a in alts if a.get("type") != "null"], any(a.get("type") == "null" for a in alts)

    # a field that points at something the model was shown (an id or an index) cannot come from a unit
    def is_reference(self, name: str, schema: dict) -> bool:
        alts, _ = self.variants(schema)
        kind = alts[0].get("type") if alts else None
        if kind == "array":
            item = self.variants(alts[0].get("items") or {})[0]
            return bool(item) and item[0].get("type") in ("integer", "number")
        if kind not in ("integer", "string") or not _REFERENCE.search(name) or "default" in schema:
            return False
        if re.search(r"type_?id$", name, re.I):
            return False  # a classification among listed types (the first one), not a pointer
        return not re.search(r"-1\b", str(alts[0].get("description") or schema.get("description") or ""))

    def derivable(self, schema: dict) -> bool:
        """Can an object of this schema be made from one unit (no required reference field)?"""
        schema = self.variants(schema)[0][0] if self.variants(schema)[0] else {}
        props = schema.get("properties") or {}
        return all(not self.is_reference(n, props.get(n, {})) for n in schema.get("required") or ())

    def fill(self, schema: Any, name: str, unit: Optional[str], units: list[str], top: bool = False) -> Any:
        schema = self.resolve(schema)
        alts, nullable = self.variants(schema)
        chosen = alts[0] if alts else {}
        if "enum" in chosen and chosen["enum"]:
            return chosen["enum"][0]
        kind = chosen.get("type") or ("object" if "properties" in chosen else None)
        if kind == "object":
            props = chosen.get("properties") or {}
            return {n: self.fill(s, n, unit, units, top=top and unit is None) for n, s in props.items()}
        if kind == "array":
            items = self.resolve(chosen.get("items") or {})
            item_alts = self.variants(items)[0]
            item_kind = item_alts[0].get("type") if item_alts else None
            if item_kind in ("integer", "number") or self.is_reference(name, chosen):
                return list(schema.get("default") or [])
            if item_kind == "string":
                return list(units if unit is None else [unit])
            if unit is None and (item_kind == "object" or "properties" in (item_alts[0] if item_alts else {})):
                if not self.derivable(items):
                    return []
                made = [self.fill(items, "", u, units) for u in units]
                return [m for i, m in enumerate(made) if m not in made[:i]]  # an entity named once
            return []
        if kind == "string":
            return self._string(name, chosen, unit, units, nullable)
        if kind == "integer":
            if "default" in schema and schema["default"] is not None:
                return schema["default"]
            if re.search(r"-1\b", str(chosen.get("description") or schema.get("description") or "")):
                return -1
            return int(chosen.get("minimum", 0))
        if kind == "number":
            return float(schema.get("default") or chosen.get("minimum", 0.0))
        if kind == "boolean":
            return bool(schema.get("default", False))
        return None if nullable else schema.get("default")

    @staticmethod
    def _string(name: str, schema: dict, unit: Optional[str], units: list[str], nullable: bool) -> Optional[str]:
        low = name.lower()
        text = unit if unit is not None else "\n".join(units)
        description = str(schema.get("description") or "")
        if schema.get("format") in ("date", "date-time") or low.endswith("_at") or low in ("date", "time",
                                                                                          "timestamp"):
            if re.search(r"invalid|expire|end|until|stop", low) and nullable:
                return None  # a unit says when something was said or began, not when it stopped being true
            found = next((d for d in map(date_of, [unit] if unit is not None else units) if d), None)
            return found if found or nullable else ""
        if low == "name" or low.endswith("_name"):
            return name_of(unit if unit is not None else (units[0] if units else "")) if text else ""
        if low.startswith("relation") or low.endswith("_type") or "SCREAMING_SNAKE" in description:
            return RELATION
        return text


def instantiate(schema: dict, units: Sequence[str]) -> Any:
    """An answer valid for ``schema`` made of ``units`` (the module doc's rules)."""
    return _Schema(schema).fill(schema, "", None, list(units), top=True)


def json_schema_of(response_format: Any) -> Optional[dict]:
    """The JSON schema of an OpenAI ``response_format={"type": "json_schema", "json_schema": {"schema": ...}}``."""
    if not isinstance(response_format, dict) or response_format.get("type") != "json_schema":
        return None
    spec = response_format.get("json_schema") or {}
    schema = spec.get("schema") if isinstance(spec, dict) else None
    return schema if isinstance(schema, dict) else None


def tool_calls(tools: Iterable[dict], tool_choice: Any, units: Sequence[str]) -> list[dict]:
    """``[{"name", "args"}]``: one call of the recording tool per unit (the module doc's rules)."""
    functions = [t.get("function") or {} for t in tools or () if isinstance(t, dict)]
    if isinstance(tool_choice, dict):
        wanted = (tool_choice.get("function") or {}).get("name")
        functions = [f for f in functions if f.get("name") == wanted]
    if tool_choice == "none":
        return []
    for function in functions:
        params = function.get("parameters") or {"type": "object", "properties": {}}
        schema = _Schema(params)
        if not schema.derivable(params):
            continue
        return [{"name": function.get("name"), "args": schema.fill(params, "", u, list(units))} for u in units]
    return []
