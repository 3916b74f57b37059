"""Batch 6 control: a flat-share assistant answers "who" right; the label names the other person (the EverMemOS
client against b3_support's in-process EverMemOS stand-in, script style).

App: the flat's group chat goes into EverMemOS (``memories.add`` with ``sender``, ``group_id`` and the message
time); EverMemOS groups messages into episodes and event logs on its side. Asked something, the assistant searches
(``memories.search``) and answers with litellm (``mock_response``) from the memories it returned.

No fault: Priya wrote that she will water the balcony plants every Sunday while Tom is away; the search returns it
and the app answers "Priya". The label says "Tom", who is named in the same message (he is the one away) and does
the hoovering.

Expected: AnnotationError (no text says Tom waters the plants; memory and model gave what the chat says).
"""
from __future__ import annotations

from common import answer, finish, setup

NAME = "b6_ctl_evermemos_plants_who_label"
setup(NAME, ["evermemos", "litellm"])

import b3_support  # noqa: E402

server = b3_support.fake_evermemos()
client = b3_support.evermemos_client(server)
CHAT = [  # (message id, sender, time, text)
    ("f1", "priya", "2025-06-01T09:12:00+00:00", "While Tom is away I'll water the balcony plants every Sunday."),
    ("f2", "tom", "2025-06-01T09:30:00+00:00", "Thanks Priya! I'll take over the hoovering on Fridays when I'm back."),
    ("f3", "sam", "2025-06-02T18:05:00+00:00", "I'll sort the recycling this month."),
    ("f4", "priya", "2025-06-02T18:40:00+00:00", "The basil on the balcony needs water more often than Sundays."),
]
for message_id, sender, when, text in CHAT:
    client.v0.memories.add(content=text, create_time=when, message_id=message_id, sender=sender,
                           group_id="flat-12b")

question = "Who waters the balcony plants while Tom is away?"
result = client.v0.memories.search(extra_query={"query": question, "top_k": 4, "retrieve_method": "hybrid"})
context = [(m.episode if getattr(m, "episode", None) else getattr(m, "atomic_fact", "")) or ""
           for m in result.result.memories]
assert any("water the balcony plants" in c for c in context), context  # memory delivered it
actual = answer(question, context, mock="Priya waters them every Sunday while Tom is away.")
finish(question, "Tom", actual)
