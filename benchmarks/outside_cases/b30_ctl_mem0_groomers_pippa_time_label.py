"""Batch 30 (held out), control. A dog-grooming salon's booking notes: mem0 Memory with ``infer=False`` (each note
stored as written; local model server for embeddings, in-memory qdrant), search, script style.

App: Scruffs to Fluffs (Kayleigh and Amber, Littleport) keep their notes on dogs, owners and the book in mem0 under
the salon's user id and ask the assistant from a search. Pippa, Mrs Arnott's bichon, was booked for a full groom
on Saturday at 10.30. Mrs Arnott's son has football at 10 now and she can't drop Pippa off till after, and Tilly,
the 12.15, isn't coming (kennel cough), so Pippa has Tilly's slot.

No fault planted. Question (Fri 23/5): "what time's Pippa tomorrow?" The model answers 12.15, right per memory.
The label says 10.30, the time first booked. Expected verdict: AnnotationError (the label is wrong); no memory
operation is at fault.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b30_ctl_mem0_groomers_pippa_time_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "scruffs-to-fluffs"
NOTES = [
    ("2025-05-12", "Pippa (bichon, Mrs Arnott) - full groom Sat 24th 10.30, usual short round face, she's due her "
                   "nails too. £48"),
    ("2025-05-13", "Tilly (cavapoo, Sharma's) bath + tidy Sat 24/5 12.15, 1hr"),
    ("2025-05-15", "Mr Pryce paid for Rocco's muzzle £14, keeps it here in the drawer"),
    ("2025-05-19", "Sharma's rang - Tilly's got kennel cough, vet says 2 wks no groomers, so she's not coming sat. "
                   "Put her down for 7/6"),
    ("2025-05-20", "Mrs Arnott - her lad's football is at 10 now on sats so she can't get Pip here till gone 11. "
                   "Gave her Tilly's 12.15 as it's free, she was v grateful"),
    ("2025-05-21", "10.30 sat now empty - offered it to the waiting list (Dotty's sister dog Bella?)"),
    ("2025-05-22", "Bella's owner can't do sat, leave 10.30 for Amber to catch up on the drying"),
    ("2025-05-22", "Shampoo order came, oatmeal backordered, using the aloe till then"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="scruffs"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "what time's Pippa tomorrow?"
    hits = memory.search("Pippa Mrs Arnott Sat time groom slot", top_k=10, threshold=0.0,
                         filters={"user_id": USER})["results"]
    context = ["Today is Fri 23/5/25."] + [h["memory"] for h in hits]
    assert any("full groom Sat 24th 10.30" in c for c in context), context
    assert any("Gave her Tilly's 12.15" in c for c in context), context
    reply = answer(question, context, mock="12.15 - Mrs Arnott can't get her in till after 11 because of her son's "
                                           "football, so Pippa's in Tilly's slot.")
finish(question, expected="10.30am", actual=reply)
