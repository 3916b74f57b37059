"""Batch 8 (held out). Customer-success bot with account memory: mem0 Memory (infer=True), one root span per turn.

App: after every call with a customer, the CSM pastes the call notes into the bot; the bot stores them with
``memory.add(messages, user_id=<account>)`` and mem0 extracts the account facts (the LLM is a scripted
OpenAI-compatible stand-in returning mem0's JSON; embeddings come from the same local server; qdrant in memory).
Questions search the account's memories and answer with litellm.

Planted fault (ExtractionError): the turn-1 call note says "Northwind's renewal date is 30/09/2026 and they have 45
seats on the Growth plan". mem0's extraction for that add returns only the seats/plan fact; the renewal date is not
extracted. Turn 2 adds the champion (Leah Brandt). Question (turn 3): "When is Northwind's renewal?" -> expected
"30 September 2026". The bot answers "I don't have a renewal date for Northwind."

Expected verdict: ExtractionError at mem0.extract inside the turn-1 add (fault() wraps that add). Asserted: the note
contains the date; no stored memory and no retrieved context does.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b8_mem0_csm_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402  (tests/support: mem0 against a local server)

NOTE_1 = ("Call with Northwind Traders, 12 Jan: Northwind's renewal date is 30/09/2026 and they have 45 seats on "
          "the Growth plan.")
NOTE_2 = "Call with Northwind Traders, 19 Jan: our champion there is Leah Brandt, Head of RevOps."


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    if "45 seats" in text and "Leah" not in text:  # the planted fault: the renewal date is not extracted
        return {"memory": [{"text": "Northwind Traders has 45 seats on the Growth plan"}]}
    if "Leah Brandt" in text:
        return {"memory": [{"text": "Northwind Traders' champion is Leah Brandt, Head of RevOps"}]}
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="csm"))
    with turn_span("turn-1 call notes"):
        assert "30/09/2026" in NOTE_1
        with fault():
            memory.add([{"role": "user", "content": NOTE_1}], user_id="acct-northwind")
    with turn_span("turn-2 call notes"):
        memory.add([{"role": "user", "content": NOTE_2}], user_id="acct-northwind")
    question = "When is Northwind's renewal?"
    with turn_span("turn-3 question"):
        hits = memory.search(question, top_k=5, filters={"user_id": "acct-northwind"})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": "acct-northwind"})["results"]]
        assert context and not any("2026" in s or "renew" in s.lower() for s in stored), stored
        reply = answer(question, context, mock="I don't have a renewal date for Northwind on record.")
finish(question, expected="30 September 2026", actual=reply)
