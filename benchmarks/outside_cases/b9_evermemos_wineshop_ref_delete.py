"""Batch 9 (held out). Wine shop cellar-club assistant: EverMemOS (sync client against the in-process stand-in),
script style.

App: each customer message to the shop's assistant goes to EverMemOS (``memories.add(..., flush=True)``; the service
cuts one memory cell per message: an episode plus an event log). When a message places an order, the app files the
memory ids derived from it under an order reference, ``ORD-<mmdd>`` of the message date, so "cancel ORD-xxxx" can
forget exactly that order. Questions are answered from ``memories.search`` with litellm.

Planted fault (DeletionError): on 20 October the customer set up a Rioja standing order and, an hour later, reserved
a case of Vietti's 2019 Barolo Castiglione for pickup in December. Both got the reference ORD-1020, so the second
filing replaced the first. On 3 November she cancels the standing order ("cancel ORD-1020"); the app deletes the
memories filed under it -- the Barolo reservation's episode and event log. Question: "What have I got put aside to
collect in December?" -> expected "Six bottles (a case) of the 2019 Vietti Barolo". The assistant answers that
nothing is reserved for December.

Expected verdict: DeletionError at evermemos.delete (fault() wraps the cancel's deletes: the two memories of the one
Barolo message). Asserted: the reservation was searchable before and is absent from the answer's context.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b9_evermemos_wineshop_ref_delete", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

server = fake_evermemos()
client = evermemos_client(server)
CUSTOMER = "cust-helena-vos"
MESSAGES = [
    ("w1", "2025-10-06T17:05:00Z", "Please note I prefer dry whites; the Grüner Veltliner from the last tasting was "
                                   "perfect."),
    ("w2", "2025-10-20T11:10:00Z", "Set me up with a Rioja standing order: two bottles of the La Rioja Alta Viña "
                                   "Ardanza each month."),
    ("w3", "2025-10-20T12:02:00Z", "And please reserve a case (6 bottles) of the 2019 Vietti Barolo Castiglione for "
                                   "me; I'll pick it up in December."),
    ("w4", "2025-10-27T09:30:00Z", "Count me and one guest in for the Burgundy tasting on Friday 28 November."),
]
ORDERS: dict[str, list[str]] = {}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


def memories_of(message_id: str) -> list[str]:
    listed = client.v0.memories.get(extra_query={"user_id": CUSTOMER}).result.memories
    return [m.id for m in listed if message_id in (getattr(m, "ori_event_id_list", None) or [])]


for mid, when, text in MESSAGES:
    client.v0.memories.add(content=text, create_time=when, message_id=mid, sender=CUSTOMER, flush=True)
    if mid in ("w2", "w3"):  # order-placing messages; the reference only has the date (the bug)
        ORDERS[f"ORD-{when[5:7]}{when[8:10]}"] = memories_of(mid)

before = client.v0.memories.search(extra_query={"query": "reserve pick up December", "user_id": CUSTOMER})
assert any("Barolo" in text_of(m) for m in before.result.memories)

# 3 November: "Please cancel ORD-1020, the Rioja standing order."
with fault():
    for memory_id in ORDERS["ORD-1020"]:
        client.v0.memories.delete(memory_id=memory_id, user_id=CUSTOMER)

question = "What have I got put aside to collect in December?"
found = client.v0.memories.search(extra_query={"query": question, "user_id": CUSTOMER, "top_k": 5}).result.memories
context = [text_of(m) for m in found]
assert context and not any("Barolo" in c for c in context), context
reply = answer(question, context, mock="I don't see anything reserved for December collection; you have a monthly "
                                       "Rioja standing order and a place at the Burgundy tasting on 28 November.")
finish(question, expected="Six bottles (a case) of the 2019 Vietti Barolo", actual=reply)
