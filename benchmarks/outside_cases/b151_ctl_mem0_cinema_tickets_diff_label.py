"""Batch 151 (held out), control. A community cinema's ticket notes: mem0 Memory with infer=False (each note stored as
written; in-memory qdrant), script style (each call its own trace).

App: Pam (secretary of Hebble Community Cinema) keeps notes on the Christmas film's ticket sales in mem0; the helper
answers the committee from ``memory.search`` and a litellm answer call.

No fault is planted. Memory: 14/3, last year's Christmas film (Elf) sold 64; 2037-11-02, 85 gone for the Muppets
already, "21 up on Elf"; Tue 8/12, the Scouts' block booking of 12 has fallen through (their leader had them down for
the panto trip the same day), Pam's refunded it and given the seats back. Question (Thu 10/12, Geoff): "how many more
have we sold than for Elf last yr? putting it in the newsletter" -> the model answers 9 (73 now - 85 less the
Scouts' 12 - against Elf's 64), which is right per memory. The label says 21: the figure from Pam's November note,
from before the Scouts' booking fell through (said as "fallen through ... refunded Baz this morning", no keyword).

Expected verdict: AnnotationError (the label is wrong; no operation is at fault). Asserted: the 64, the 85 / 21 up
and the Scouts' 12 refunded notes are all in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b151_ctl_mem0_cinema_tickets_diff_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hebble-community-cinema-pam"
NOTES = [
    ("14/3", "xmas film last yr (Elf) sold 64 + we ran out of mince pies by the interval. get MORE this yr"),
    ("22.3.", "committee voted Muppet Christmas Carol for this xmas, sat 19th dec. Filmbank licence ok for it"),
    ("2037-11-02T19:40", "85 gone for the Muppets already!! thats 21 up on Elf, and a month to go. 80 chairs + "
                         "kids on cushions at the front"),
    ("Tue 8/12", "the Scouts' block booking (12) has fallen through - Baz had them down for the panto trip the same "
                 "day, bless him. refunded him this morning + put the 12 seats back on Ticketsource"),
    ("Weds 9 Dec", "Geoff's tested the new bulb, all good. Sue wants 2 more helpers for the mulled wine"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hebble-cinema-tickets"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many more have we sold than for Elf last yr? putting it in the newsletter"
    hits = []
    for query in ("tickets sold christmas film", "Elf last year sold", "block booking refunded seats"):
        hits += memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Thu 10 December 2037. You are talking to Geoff, who writes Hebble Community Cinema's "
               "newsletter, about the Christmas film on Sat 19 December."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("Elf) sold 64" in c for c in context), context
    assert any("85 gone" in c and "21 up on Elf" in c for c in context), context
    assert any("block booking (12) has fallen through" in c and "refunded" in c for c in context), context
    reply = answer(question, context, mock="9 more - 73 sold now (85 less the Scouts' 12 that were refunded) against "
                                           "64 for Elf last year.")
finish(question, expected="21", actual=reply)
